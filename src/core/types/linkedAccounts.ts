import { OAUTH_PROVIDERS } from './oauth.js'
import type { CrossAppAccount } from './crossApp.js'
import type { FarcasterAccount } from './farcaster.js'

/**
 * Every linked-account type (docs/api-contract.md), as a discriminated union on `type` (client shape:
 * camelCase keys, Date timestamps; every account carries firstVerifiedAt / latestVerifiedAt).
 */
export type OAuthProviderName = (typeof OAUTH_PROVIDERS)[number]

export type { VerifiedTimestamps, OtherLinkedAccount } from './accountBase.js'
import type { VerifiedTimestamps } from './accountBase.js'

/** The chain of a linked wallet: 'ethereum' or 'solana'. */
export type WalletChainKind = 'ethereum' | 'solana'
/**
 * How a linked wallet was connected, as the server answers it. The kit links with its own
 * connector types (`WalletConnectorType`) and `embedded`, but the server keeps whatever the client
 * that linked the wallet sent (`loginWithSiwe` / `loginWithSiws` take any `connectorType` string),
 * so the set is open: the known values are listed for completion.
 */
export type LinkedWalletConnectorType =
  | 'injected' | 'wallet_connect_v2' | 'coinbase_wallet' | 'base_account' | 'solana_adapter' | 'embedded' | (string & {})

/** The kit's own wallet client type: an embedded wallet has it and the connector `embedded`. */
export const EMBEDDED_WALLET_CLIENT_TYPES = ['privy', 'foyerkit'] as const
export const EMBEDDED_CONNECTOR_TYPE = 'embedded'

/** A linked wallet (Ethereum or Solana): its address, chain and the wallet client that connected it. */
export type WalletAccount = VerifiedTimestamps & {
  type: 'wallet'
  id: string | null
  address: string
  chainType: WalletChainKind
  /** e.g. 'metamask', 'phantom', or the provider's own ('privy') for an embedded wallet. */
  walletClientType: string
  connectorType: LinkedWalletConnectorType
  recoveryMethod: string | null
  walletIndex: number | null
  imported: boolean
  delegated: boolean
  connectedAt?: Date | null
  /**
   * An embedded wallet: the id of the entropy holding its key (the Ethereum address of the
   * entropy's wallet 0; of an imported key, its own address — base58 for a Solana key).
   */
  entropyId?: string | null
  /** An embedded wallet: how the entropy id is checked ('ethereum-address-verifier'; 'solana-address-verifier' for an imported Solana key). */
  entropyIdVerifier?: string | null
}
/** A linked smart wallet: its address and kind (e.g. 'kernel', 'safe'). */
export type SmartWalletAccount = VerifiedTimestamps & {
  type: 'smart_wallet'
  address: string
  smartWalletType: string
  smartWalletVersion?: string | null
}
/** A linked e-mail address. */
export type EmailAccount = VerifiedTimestamps & { type: 'email'; address: string }
/** A linked phone number (E.164). */
export type PhoneAccount = VerifiedTimestamps & { type: 'phone'; number: string }
/** A linked custom-auth account: the user id of your own auth system. */
export type CustomAuthAccount = VerifiedTimestamps & { type: 'custom_auth'; customUserId: string }
/** A passkey; wire keys credential_id, authenticator_name, created_with_browser … */
export type PasskeyAccount = VerifiedTimestamps & {
  type: 'passkey'
  credentialId: string
  /** The authenticator's name from its AAGUID when known, else e.g. 'Passkey'. */
  authenticatorName: string | null
  createdWithBrowser: string | null
  createdWithOs: string | null
  enrolledInMfa: boolean
}
/** A linked Telegram account: the Telegram user id, name, username and photo. */
export type TelegramAccount = VerifiedTimestamps & {
  type: 'telegram'
  telegramUserId: string
  firstName: string | null
  lastName: string | null
  username: string | null
  photoUrl: string | null
}
/** A social account: `{provider}_oauth` with the provider's subject and profile. */
export type OAuthAccount<P extends OAuthProviderName = OAuthProviderName> = P extends OAuthProviderName
  ? VerifiedTimestamps & {
      type: `${P}_oauth`
      subject: string
      email: string | null
      name: string | null
      username: string | null
    }
  : never
/** The `type` of a linked OAuth account: the provider name followed by `_oauth` ('google_oauth'). */
export type OAuthAccountType = `${OAuthProviderName}_oauth`

/** Every linked account, discriminated by `type`. */
export type TypedLinkedAccount =
  | WalletAccount
  | SmartWalletAccount
  | CrossAppAccount
  | EmailAccount
  | PhoneAccount
  | CustomAuthAccount
  | FarcasterAccount
  | PasskeyAccount
  | TelegramAccount
  | OAuthAccount

export const LINKED_ACCOUNT_TYPES = [
  'wallet', 'smart_wallet', 'cross_app', 'email', 'phone', 'custom_auth', 'farcaster', 'passkey', 'telegram',
  ...OAUTH_PROVIDERS.map((p) => `${p}_oauth` as const),
] as const
/** The `type` of a linked account: 'email', 'phone', 'wallet', 'google_oauth' … */
export type LinkedAccountTypeName = (typeof LINKED_ACCOUNT_TYPES)[number]

/** The account of one type. */
export type LinkedAccountOf<T extends LinkedAccountTypeName> = Extract<TypedLinkedAccount, { type: T }>

/** An embedded wallet: its client type is the provider's own and its connector is embedded. */
export function isEmbeddedWallet(account: { type: string; walletClientType?: unknown; connectorType?: unknown }): boolean {
  return (
    account.type === 'wallet' &&
    (EMBEDDED_WALLET_CLIENT_TYPES as readonly unknown[]).includes(account.walletClientType) &&
    account.connectorType === EMBEDDED_CONNECTOR_TYPE
  )
}

/** Narrows an account to one type. */
export const isAccountOfType =
  <T extends LinkedAccountTypeName>(type: T) =>
  (account: { type: string }): account is LinkedAccountOf<T> =>
    account.type === type
