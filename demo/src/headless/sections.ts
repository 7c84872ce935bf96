import type { ComponentType } from 'react'
import { MfaSection } from './MfaSection.js'
import { EmailSection } from './EmailSection.js'
import { SmsSection } from './SmsSection.js'
import { GuestSection } from './GuestSection.js'
import { CustomAuthSection } from './CustomAuthSection.js'
import { PasskeySection } from './PasskeySection.js'
import { SocialSection } from './SocialSection.js'
import { TelegramSection } from './TelegramSection.js'
import { FarcasterSection } from './FarcasterSection.js'
import { CrossAppSection } from './CrossAppSection.js'
import { LandingSection } from './LandingSection.js'
import { SolanaSection } from './SolanaSection.js'
import { EthereumSection } from './EthereumSection.js'
import { AccountsSection } from './AccountsSection.js'
import { CaptchaSection } from './CaptchaSection.js'

/**
 * The headless page's login methods: each a section built on its hook alone, with the host's own
 * markup. A new method adds its `XSection.tsx` and one row here.
 */
export const HEADLESS_SECTIONS: { id: string; title: string; Component: ComponentType }[] = [
  { id: 'captcha', title: 'Captcha, headless (useCaptcha)', Component: CaptchaSection },
  { id: 'email', title: 'E-mail code (useLoginWithEmail)', Component: EmailSection },
  { id: 'sms', title: 'SMS code (useLoginWithSms + usePhoneInput)', Component: SmsSection },
  { id: 'guest', title: 'Guest (useGuestAccounts)', Component: GuestSection },
  { id: 'custom', title: 'Custom token from the host’s auth (useCustomAuth)', Component: CustomAuthSection },
  { id: 'passkey', title: 'Passkey (useSignupWithPasskey + useLoginWithPasskey)', Component: PasskeySection },
  { id: 'social', title: 'Social login (useLoginWithOAuth + useLinkWithOAuth)', Component: SocialSection },
  { id: 'telegram', title: 'Telegram (useLoginWithTelegram)', Component: TelegramSection },
  { id: 'farcaster', title: 'Farcaster (useLoginWithFarcaster)', Component: FarcasterSection },
  { id: 'cross-app', title: 'Cross-app accounts (useCrossAppAccounts)', Component: CrossAppSection },
  { id: 'landing', title: 'Login landing layout (useLoginLanding + useRecentLoginMethod)', Component: LandingSection },
  { id: 'ethereum', title: 'Sign in with Ethereum (useWalletConnectors + useConnectWallet + useWallets + useLoginWithSiwe)', Component: EthereumSection },
  { id: 'solana', title: 'Sign in with Solana (useWalletConnectors + useConnectWallet + useSolanaWallets + useLoginWithSiws)', Component: SolanaSection },
  { id: 'mfa', title: 'Multi-factor verification (useMfaEnrollment + useMfa + useRegisterMfaListener)', Component: MfaSection },
  { id: 'accounts', title: 'Terms and identity token (usePostLoginStep + useIdentityToken)', Component: AccountsSection },
]
