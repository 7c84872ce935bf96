import { OAUTH_PROVIDERS, type OAuthProvider } from './oauth.js'
import type { FarcasterAccount } from './farcaster.js'
import type { EmailAccount, OAuthAccount, PhoneAccount, SmartWalletAccount, TelegramAccount, TypedLinkedAccount, WalletAccount } from './linkedAccounts.js'

export type { OAuthProvider }
/** An MFA method: a code by SMS, an authenticator app (TOTP) or a passkey. */
export type MfaMethod = 'sms' | 'totp' | 'passkey'

/** Wire shape of a linked account (snake_case keys, unix-second timestamps). */
export type WireLinkedAccount = { type: string; [key: string]: unknown }
/** Wire shape of a user, as the API returns it. */
export type WireUser = {
  id: string
  created_at: number
  linked_accounts: WireLinkedAccount[]
  mfa_methods?: { type: MfaMethod; verified_at?: number }[]
  has_accepted_terms?: boolean
  is_guest?: boolean
  custom_metadata?: Record<string, unknown>
}

export type { EmailAccount, PhoneAccount, PasskeyAccount } from './linkedAccounts.js'
export type { OtherLinkedAccount } from './linkedAccounts.js'
/** Every linked account, discriminated by `type`; see ./linkedAccounts.ts. */
export type LinkedAccount = TypedLinkedAccount
export type LinkedAccountType = LinkedAccount['type']

/** The logged-in user: id, linked accounts, MFA methods, terms acceptance and custom metadata. */
export type User = {
  id: string
  createdAt: Date
  linkedAccounts: LinkedAccount[]
  mfaMethods: MfaMethod[]
  hasAcceptedTerms: boolean
  isGuest: boolean
  customMetadata: Record<string, unknown>
  /** Shortcuts to the first account of each kind. */
  email?: EmailAccount
  phone?: PhoneAccount
  wallet?: WalletAccount
  smartWallet?: SmartWalletAccount
  farcaster?: FarcasterAccount
  telegram?: TelegramAccount
} & { [P in OAuthProvider]?: OAuthAccount<P> }

const toDate = (seconds: unknown): Date | null =>
  typeof seconds === 'number' && Number.isFinite(seconds) ? new Date(seconds * 1000) : null

const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())

/** Maps a wire linked account to the client shape (camelCase keys, Date timestamps). */
export function toLinkedAccount(wire: WireLinkedAccount): LinkedAccount {
  const account: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(wire)) {
    if (key === 'verified_at' || key === 'first_verified_at' || key === 'latest_verified_at') continue
    account[camel(key)] = value
  }
  account.verifiedAt = toDate(wire.verified_at)
  account.firstVerifiedAt = toDate(wire.first_verified_at ?? wire.verified_at)
  account.latestVerifiedAt = toDate(wire.latest_verified_at ?? wire.verified_at)
  if (wire.type === 'phone' && account.number === undefined) account.number = wire.phoneNumber ?? wire.phone_number
  // cross_app: provider_app { id, name, logo_url } → providerApp { id, name, logoUrl }
  if (wire.type === 'cross_app' && typeof wire.provider_app === 'object' && wire.provider_app !== null) {
    account.providerApp = Object.fromEntries(Object.entries(wire.provider_app).map(([key, value]) => [camel(key), value]))
  }
  return account as LinkedAccount
}

/** Maps a wire user to the client `User`, filling the shortcut fields. */
export function toUser(wire: WireUser): User {
  const linkedAccounts = (wire.linked_accounts ?? []).map(toLinkedAccount)
  const first = <T extends LinkedAccount['type']>(type: T) =>
    linkedAccounts.find((a): a is Extract<LinkedAccount, { type: T }> => a.type === type)
  const user: User = {
    id: wire.id,
    createdAt: toDate(wire.created_at) ?? new Date(0),
    linkedAccounts,
    mfaMethods: (wire.mfa_methods ?? []).map((m) => m.type),
    hasAcceptedTerms: wire.has_accepted_terms ?? false,
    isGuest: wire.is_guest ?? false,
    customMetadata: wire.custom_metadata ?? {},
  }
  const shortcuts = {
    email: first('email'),
    phone: first('phone'),
    wallet: first('wallet'),
    smartWallet: first('smart_wallet'),
    farcaster: first('farcaster'),
    telegram: first('telegram'),
    ...Object.fromEntries(OAUTH_PROVIDERS.map((provider) => [provider, first(`${provider}_oauth`)])),
  }
  for (const [key, account] of Object.entries(shortcuts)) if (account) (user as Record<string, unknown>)[key] = account
  return user
}
