import type { FoyerError } from '../hooks/index.js'
import type { PasskeyFlowMode } from '../hooks/index.js'
import type { MfaMethod } from '../hooks/index.js'
import type { AccountTransferData } from '../hooks/index.js'
import type {
  AppConfig, UseAccountTransferReturnType, UseCaptchaReturnType, UseConnectWalletReturnType, UseCrossAppAccountsReturnType, UseCrossAppProviderDetailsReturnType, UseFoyerReturnType, UseLinkWithOAuthReturnType, UseLinkWithPasskeyReturnType, UseLoginLandingReturnType, UseLoginWithEmailReturnType, UseLoginWithFarcasterReturnType, UseLoginWithOAuthReturnType, UseLoginWithPasskeyReturnType, UseLoginWithSiweReturnType, UseLoginWithSiwsReturnType, UseLoginWithSmsReturnType, UseLoginWithTelegramReturnType, UseMfaEnrollmentReturnType, UseMfaReturnType, UsePhoneInputReturnType, UsePostLoginStepReturnType, UseRecentLoginMethodReturnType, UseSignupWithPasskeyReturnType, UseSolanaLedgerChoiceReturnType, UseUserReturnType, UseWalletConnectorsReturnType, UseWalletDirectoryReturnType, UseEmbeddedWalletRequestReturnType,
  UseRecoveryRequestReturnType, UseWalletExportReturnType, UseDelegationRequestReturnType, UseFarcasterSignerRequestReturnType, UseSetWalletPasswordReturnType, UseRecoverWalletReturnType,
} from '../hooks/internalApi.js'
import type { CloudRecoveryAction, CloudRecoveryMethod, UseCloudRecoveryReturnType } from '../hooks/internalApi.js'
import type { UseFundingFlowReturnType, UseSolanaWalletsReturnType, UseWalletsReturnType } from '../hooks/internalApi.js'

/** Every screen of the default UI, by id. A host replaces one with `appearance.screens[id]`. */
export const SCREEN_IDS = ['landing', 'emailCode', 'success', 'error', 'smsPhone', 'smsCode', 'passkey', 'passkeyChoice', 'oauthStatus', 'telegramStatus', 'farcaster', 'crossApp',
  'loginOverflow', 'connectOnly', 'email',
  'captcha',
  'walletPicker', 'walletConnect', 'walletInstall', 'walletMobileRedirect',
  'walletLedger',
  'mfaVerify', 'mfaEnrollment', 'mfaEnrollChoose', 'mfaEnrollSms', 'mfaEnrollTotp', 'mfaEnrollPasskey', 'mfaEnrollRemove',
  'linkEmail', 'updateEmail', 'linkPhone', 'updatePhone', 'linkMethod', 'accountTransfer', 'accountTransferAssets', 'terms',
  'walletCreate', 'walletSign', 'walletTransaction', 'walletSolanaTransaction', 'walletExport', 'walletDelegation', 'farcasterSigner', 'walletProviderApp',
  'walletPassword', 'walletPasswordRecover',
  'walletRecoveryCloud',
  'recoverySelect', 'recoveryInfo', 'recoverySplash', 'recoveryAutomatic',
  'fundingLanding', 'fundingAmount', 'fundingCardStatus', 'fundingWallets', 'fundingTransfer', 'fundingBridge', 'fundingBridgeChooser', 'fundingBridging',
  'fundingReceive', 'fundingSuccess', 'fundingError',
] as const
/** The id of a screen of the default UI ('landing', 'emailCode' …). */
export type ScreenId = (typeof SCREEN_IDS)[number]

/** What `navigate(id, params)` passes to each screen. */
export type ScreenParamsMap = {
  landing: undefined
  emailCode: undefined
  success: undefined
  error: { error: FoyerError | unknown }
  smsPhone: undefined
  smsCode: undefined
  /** Which passkey ceremony the status screen shows (and retries). */
  passkey: { mode: PasskeyFlowMode }
  passkeyChoice: undefined
  /** The provider the status screen shows (the flow's own provider wins once it started). */
  oauthStatus: { provider: string } | undefined
  telegramStatus: undefined
  /** `layout` forces the desktop (QR code + link) or mobile (open-the-app buttons) layout; default: detected. */
  farcaster: { layout?: 'desktop' | 'mobile'; /** 'link': links Farcaster to the logged-in user. */ intent?: 'link' | undefined } | undefined
  /** The provider app the cross-app screen connects to. */
  crossApp: { providerAppId: string }
  /** The landing's overflow view: the methods behind its overflow button (with a back button). */
  loginOverflow: undefined
  /** The connect-only landing (linking a wallet): only the wallet section. */
  connectOnly: undefined
  /** The e-mail form on its own screen ('Continue with email' when `hideDirectWeb2Inputs`). */
  email: undefined
  /** The captcha step: shown over the current screen while a login step waits for its captcha token. */
  captcha: undefined
  /** The wallet picker ('Select your wallet'); `connectOnly` links (or only connects) instead of logging in. */
  walletPicker: { connectOnly?: boolean | undefined } | undefined
  /** A wallet's connection status screens (waiting, QR, sign, success, failure). */
  walletConnect: { connectorId: string; connectOnly?: boolean | undefined; slug?: string | undefined }
  /** Install instructions for a wallet of the directory (desktop). */
  walletInstall: { slug: string }
  /** The mobile redirect into a wallet app's in-app browser. */
  walletMobileRedirect: { slug: string; connectOnly?: boolean | undefined }
  /** The Ledger choice for Phantom on Solana, before its connection status screen (same params). */
  walletLedger: { connectorId: string; connectOnly?: boolean | undefined; slug?: string | undefined }
  /** The MFA verification prompt (its own overlay): method list, code entry, passkey, result. */
  mfaVerify: undefined
  /** The MFA enrolment manager's intro ('Transaction Protection') with the enabled methods. */
  mfaEnrollment: undefined
  /** 'Choose a verification method' to enrol. */
  mfaEnrollChoose: undefined
  mfaEnrollSms: undefined
  mfaEnrollTotp: undefined
  /** Passkey setup: the user's passkeys (3, or 2 + 'View All') and 'Add a new passkey'. */
  mfaEnrollPasskey: undefined
  /** The confirmation before removing a method. */
  mfaEnrollRemove: { method: MfaMethod }
  /** 'Link email' / 'Update email': the e-mail form with intent link / update. */
  linkEmail: undefined
  updateEmail: undefined
  /** 'Link phone' / 'Update phone': the phone form with intent link / update. */
  linkPhone: undefined
  updatePhone: undefined
  /** Linking a method that opens a window or leaves the page: social providers, 'telegram', 'cross_app' (+ `appId`). */
  linkMethod: { method: string; appId?: string | undefined }
  /** The account transfer screen (a link answered account_transfer_required), and its assets check. */
  accountTransfer: { data: AccountTransferData }
  accountTransferAssets: { data: AccountTransferData }
  /** Affirmative consent: 'One last step'. */
  terms: undefined
  /** The post-login wallet creation: 'Creating your wallet', then 'Welcome to {app}' / 'All set!' (or 'Something went wrong'). */
  walletCreate: undefined
  /** An embedded wallet's sign request ('Sign message'): a message or typed data (its own overlay). */
  walletSign: undefined
  /** An embedded wallet's transaction: the confirmation, the receipt or the error (its own overlay). */
  walletTransaction: undefined
  /** An embedded Solana wallet's transaction: 'Confirm transaction' with its instructions, the receipt or the error (its own overlay). */
  walletSolanaTransaction: undefined
  /**
   * Setting a recovery password: create, save, confirm, finalize, done (the recovery request's
   * password screens). `fromSelection`: opened from the recovery method selection — back from the
   * first step returns there.
   */
  walletPassword: { fromSelection?: boolean | undefined } | undefined
  /** 'Enter your password' / 'Recover your account': recovering the wallet on this device with its password. */
  walletPasswordRecover: undefined
  /**
   * The cloud backup screen (Google Drive, iCloud): backing up (`create`, `setRecovery`, at once) or
   * recovering (`recover`, after 'Confirm with {provider}'; `entropyId`: which wallet, default the
   * user's own); `then` is where a success continues
   * after 1.4 s (default: the modal closes).
   */
  walletRecoveryCloud: { provider: CloudRecoveryMethod; action: CloudRecoveryAction; entropyId?: string | undefined; then?: (() => void) | undefined } | undefined
  /** The recovery method selection: 'Secure your account' / 'Update backup method' (its own overlay, with the recovery request). */
  recoverySelect: undefined
  /** 'Why do I need to secure my account?' with 'Select backup method'. */
  recoveryInfo: undefined
  /** The secure-account splash: 'Secure Your Account' with 'Add password' (wallet creation that requires a password). */
  recoverySplash: undefined
  /** Automatic recovery: 'Automatically secure your account', Confirm, then 'Success' or 'Something went wrong' / 'Try again'. */
  recoveryAutomatic: undefined
  /** A wallet export: 'Connecting to your wallet', then the warning, the address and the export frame (its own overlay). */
  walletExport: undefined
  // Funding a wallet (its own overlay; each screen follows `useFundingFlow().funding.screen`).
  /** 'Add funds to your {wallet} wallet' (or the configured title): the options offered, the 'Try a different provider.' footer. */
  fundingLanding: undefined
  /** 'Confirm or edit amount': the amount, its USD estimate and Continue (card purchase, exchange transfer). */
  fundingAmount: undefined
  /** 'Fund account': a card provider's purchase (or the exchange transfer) under way. */
  fundingCardStatus: undefined
  /** 'Transfer from wallet': connected and listed wallets (more than 4: 3 and 'More wallets'). */
  fundingWallets: undefined
  /** The transfer's confirmation (Ethereum or Solana funding): Total, To, Network, Estimated fee. */
  fundingTransfer: undefined
  /** 'Transfer from another network': amount, From, source network with balances, To, 'Confirm with {wallet}'. */
  fundingBridge: undefined
  /** The bridge's source chooser when several networks have quotes. */
  fundingBridgeChooser: undefined
  /** The bridge in progress. */
  fundingBridging: undefined
  /** Manual receive: QR code, address, live balance, Continue once funds arrive. */
  fundingReceive: undefined
  /** 'Success!' (closes after 4 s). */
  fundingSuccess: undefined
  /** The funding error screens: bridging failure (refund link), timed out, insufficient balance, transaction failure, other. */
  fundingError: undefined
  /** Delegated actions: 'Enable offline access' (Accept, Not now) or 'Revoke offline access to wallet' (Confirm, Deny), then the result (its own overlay). */
  walletDelegation: undefined
  /** Farcaster signers: the approval link as a QR code and a link while the status is polled, then approved (closes after 1.4 s), 'Request rejected' or 'Connect failed' (its own overlay). */
  farcasterSigner: undefined
  /** A cross-app wallet's request: 'Waiting for {app}' while the provider app's popup is open, then its error (its own overlay). */
  walletProviderApp: undefined
}
/** The parameters a screen is opened with (by screen id). */
export type ScreenParams<Id extends ScreenId = ScreenId> = ScreenParamsMap[Id]

export type Landing = {
  /** `useLoginLanding()` for the `login()` call that opened the UI: which methods show, and the overflow. */
  landing: UseLoginLandingReturnType
  recentLoginMethod: UseRecentLoginMethodReturnType
}
export type EmailForm = { loginWithEmail: UseLoginWithEmailReturnType; appConfig: AppConfig | null }
export type PhoneForm = {
  loginWithSms: UseLoginWithSmsReturnType
  /** A fresh phone input of the replacement's own (its state is local to the hook, not shared with `Default`). */
  phoneInput: UsePhoneInputReturnType
}
export type Passkeys = { loginWithPasskey: UseLoginWithPasskeyReturnType; signupWithPasskey: UseSignupWithPasskeyReturnType; linkWithPasskey: UseLinkWithPasskeyReturnType }
export type Wallets = { walletConnectors: UseWalletConnectorsReturnType }
export type Enrollment = { mfaEnrollment: UseMfaEnrollmentReturnType }
/** What the recovery screens read: the open recovery request (and its close). */
export type Recovery = { recoveryRequest: UseRecoveryRequestReturnType }
/** What the funding screens read and call: the flow on screen and its actions. */
export type Funding = { fundingFlow: UseFundingFlowReturnType }
export type Transfer = {
  /** The replacement's own transfer state (local to the hook, not shared with `Default`). */
  accountTransfer: UseAccountTransferReturnType
}

/**
 * What a screen replacement gets as `hooks`: the return values of the public hooks its default
 * screen uses. Flow state lives in the client, so these are the values the default sees (except
 * the two hooks with local state, `phoneInput` and `accountTransfer`, which are the replacement's own).
 */
export type ScreenHooksMap = {
  landing: Landing & EmailForm
  emailCode: { loginWithEmail: UseLoginWithEmailReturnType }
  success: { postLoginStep: UsePostLoginStepReturnType }
  error: { appConfig: AppConfig | null }
  smsPhone: PhoneForm
  smsCode: { loginWithSms: UseLoginWithSmsReturnType }
  passkey: Passkeys & { postLoginStep: UsePostLoginStepReturnType; appConfig: AppConfig | null }
  passkeyChoice: Passkeys
  oauthStatus: { loginWithOAuth: UseLoginWithOAuthReturnType; linkWithOAuth: UseLinkWithOAuthReturnType; appConfig: AppConfig | null }
  telegramStatus: { loginWithTelegram: UseLoginWithTelegramReturnType; appConfig: AppConfig | null }
  farcaster: { loginWithFarcaster: UseLoginWithFarcasterReturnType }
  crossApp: { crossAppAccounts: UseCrossAppAccountsReturnType; crossAppProviderDetails: UseCrossAppProviderDetailsReturnType }
  loginOverflow: Landing
  connectOnly: Landing
  email: EmailForm
  captcha: { captcha: UseCaptchaReturnType }
  walletPicker: Wallets & {
    connectWallet: UseConnectWalletReturnType
    recentLoginMethod: UseRecentLoginMethodReturnType
    appConfig: AppConfig | null
    walletDirectory: UseWalletDirectoryReturnType
  }
  walletConnect: Wallets & {
    connectWallet: UseConnectWalletReturnType
    loginWithSiwe: UseLoginWithSiweReturnType
    loginWithSiws: UseLoginWithSiwsReturnType
    foyer: UseFoyerReturnType
    solanaLedgerChoice: UseSolanaLedgerChoiceReturnType
  }
  walletInstall: Wallets
  walletMobileRedirect: Wallets
  walletLedger: Wallets & { connectWallet: UseConnectWalletReturnType; solanaLedgerChoice: UseSolanaLedgerChoiceReturnType }
  mfaVerify: { mfa: UseMfaReturnType; user: UseUserReturnType }
  mfaEnrollment: Enrollment
  mfaEnrollChoose: Enrollment
  mfaEnrollSms: Enrollment & { phoneInput: UsePhoneInputReturnType }
  mfaEnrollTotp: Enrollment
  mfaEnrollPasskey: Enrollment & { user: UseUserReturnType }
  mfaEnrollRemove: Enrollment
  linkEmail: { loginWithEmail: UseLoginWithEmailReturnType; user: UseUserReturnType }
  updateEmail: { loginWithEmail: UseLoginWithEmailReturnType; user: UseUserReturnType }
  linkPhone: PhoneForm
  updatePhone: PhoneForm
  /** How the method is named and started (its UI room's link entry). */
  linkMethod: { linkEntry: LinkEntry }
  accountTransfer: Transfer
  accountTransferAssets: Transfer
  terms: { postLoginStep: UsePostLoginStepReturnType; appConfig: AppConfig | null }
  walletCreate: { postLoginStep: UsePostLoginStepReturnType; appConfig: AppConfig | null }
  walletSign: { embeddedWalletRequest: UseEmbeddedWalletRequestReturnType; appConfig: AppConfig | null }
  walletRecoveryCloud: { cloudRecovery: UseCloudRecoveryReturnType }
  walletTransaction: { embeddedWalletRequest: UseEmbeddedWalletRequestReturnType; appConfig: AppConfig | null }
  walletSolanaTransaction: { embeddedWalletRequest: UseEmbeddedWalletRequestReturnType; appConfig: AppConfig | null }
  walletPassword: { recoveryRequest: UseRecoveryRequestReturnType; setWalletPassword: UseSetWalletPasswordReturnType; appConfig: AppConfig | null }
  walletPasswordRecover: { recoveryRequest: UseRecoveryRequestReturnType; recoverWallet: UseRecoverWalletReturnType }
  recoverySelect: Recovery
  recoveryInfo: Recovery
  recoverySplash: Recovery
  recoveryAutomatic: Recovery & { recoverWallet: UseRecoverWalletReturnType }
  walletExport: { embeddedWalletRequest: UseEmbeddedWalletRequestReturnType; walletExport: UseWalletExportReturnType; appConfig: AppConfig | null }
  fundingLanding: Funding
  fundingAmount: Funding
  fundingCardStatus: Funding
  /** The wallets listed: connected ones (Ethereum and Solana) and the page's wallets. */
  fundingWallets: Funding & { wallets: UseWalletsReturnType; solanaWallets: UseSolanaWalletsReturnType; walletConnectors: UseWalletConnectorsReturnType; appConfig: AppConfig | null }
  fundingTransfer: Funding
  fundingBridge: Funding
  fundingBridgeChooser: Funding
  fundingBridging: Funding
  fundingReceive: Funding
  fundingSuccess: Funding
  fundingError: Funding
  walletDelegation: { delegationRequest: UseDelegationRequestReturnType; appConfig: AppConfig | null }
  farcasterSigner: { farcasterSignerRequest: UseFarcasterSignerRequestReturnType; appConfig: AppConfig | null }
  walletProviderApp: { crossAppAccounts: UseCrossAppAccountsReturnType }
}


/** `navigate('error', { error })`, `navigate('emailCode')`: params are typed per screen. */
export type Navigate = <Id extends ScreenId>(
  id: Id,
  ...params: ScreenParamsMap[Id] extends undefined ? [] : [params: ScreenParamsMap[Id]]
) => void

/** What the generic 'link a method' screen needs from a method that opens a window or leaves the page. */
export type LinkEntry = {
  /** The method's name in 'Continue with {method}'. */
  name: string
  /** Starts the link (within the click) and goes to the method's status screen. */
  start(navigate: Navigate): Promise<void>
}
