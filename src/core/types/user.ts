import { OAUTH_PROVIDERS } from '../constants.js'

export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number]
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

type Verified = {
  /** When the account was first verified. */
  firstVerifiedAt: Date | null
  /** When the account was last verified. */
  latestVerifiedAt: Date | null
  verifiedAt: Date | null
}
export type EmailAccount = Verified & { type: 'email'; address: string }
export type PhoneAccount = Verified & { type: 'phone'; number: string }
/** A passkey (spec 01 §3); wire keys credential_id, authenticator_name, created_with_browser … */
export type PasskeyAccount = Verified & {
  type: 'passkey'
  credentialId: string
  /** The authenticator's name from its AAGUID when known, else e.g. 'Passkey'. */
  authenticatorName: string | null
  createdWithBrowser: string | null
  createdWithOs: string | null
  enrolledInMfa: boolean
}
export type OtherLinkedAccount = Verified & { type: string; [key: string]: unknown }
export type LinkedAccount = EmailAccount | PhoneAccount | OtherLinkedAccount
export type LinkedAccountType = LinkedAccount['type']

export type User = {
  id: string
  createdAt: Date
  linkedAccounts: LinkedAccount[]
  mfaMethods: MfaMethod[]
  hasAcceptedTerms: boolean
  isGuest: boolean
  customMetadata: Record<string, unknown>
  /** Shortcuts to the first account of each kind. */
  email?: { address: string }
  phone?: { number: string }
  wallet?: OtherLinkedAccount
  smartWallet?: OtherLinkedAccount
  farcaster?: OtherLinkedAccount
  telegram?: OtherLinkedAccount
} & Partial<Record<OAuthProvider, OtherLinkedAccount>>

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
  const first = (type: string) => linkedAccounts.find((a) => a.type === type) as OtherLinkedAccount | undefined
  const user: User = {
    id: wire.id,
    createdAt: toDate(wire.created_at) ?? new Date(0),
    linkedAccounts,
    mfaMethods: (wire.mfa_methods ?? []).map((m) => m.type),
    hasAcceptedTerms: wire.has_accepted_terms ?? false,
    isGuest: wire.is_guest ?? false,
    customMetadata: wire.custom_metadata ?? {},
  }
  const email = first('email')
  if (email) user.email = { address: String(email.address) }
  const phone = first('phone')
  if (phone) user.phone = { number: String(phone.number) }
  const wallet = first('wallet')
  if (wallet) user.wallet = wallet
  const smartWallet = first('smart_wallet')
  if (smartWallet) user.smartWallet = smartWallet
  const farcaster = first('farcaster')
  if (farcaster) user.farcaster = farcaster
  const telegram = first('telegram')
  if (telegram) user.telegram = telegram
  for (const provider of OAUTH_PROVIDERS) {
    const account = first(`${provider}_oauth`)
    if (account) user[provider] = account
  }
  return user
}
