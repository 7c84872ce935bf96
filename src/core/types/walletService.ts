/**
 * The wallet-service protocol: the messages the kit (in the host page) and the wallet service
 * (a page on its own origin, loaded in a hidden frame) exchange. Shared by both sides, so this
 * file holds only types and `as const` constants — no runtime imports.
 *
 * A request is `{ id, event, data }`; the answer carries the same `id` and either `data` or
 * `error: { type, message }`. Key material (entropy, mnemonic, private keys, shares) never appears
 * in an answer; a private key only ever travels host → wallet service, in an import request.
 * See docs/embedded-wallets.md.
 */
import type { WireUser } from './user.js'

/** The event names of the protocol. */
export const WALLET_SERVICE_EVENTS = {
  /** Readiness: answered once the service knows which host origins it serves. Also posted unasked on start. */
  ready: 'foyer:iframe:ready',
  /** Create the user's wallet (entropy, index 0). */
  create: 'foyer:wallet:create',
  /** Load a wallet on this device (device share + auth share). */
  connect: 'foyer:wallet:connect',
  /** Load a wallet on a device without its share (auth share + recovery share). */
  recover: 'foyer:wallet:recover',
  /** Sign with a wallet: personal_sign, eth_signTypedData_v4, eth_signTransaction. */
  rpc: 'foyer:wallet:rpc',
  /** Import a private key as an embedded wallet (mode on-device). */
  import: 'foyer:wallet:import',
  /** Change how the recovery share is sealed. */
  setRecovery: 'foyer:wallet:set-recovery',
  /** Drop every reconstructed secret from the service's memory (logout). */
  clear: 'foyer:wallet:clear',
  /** Add an HD wallet (another index) of the user's entropy; `chainType: 'solana'` adds a Solana one. */
  add: 'foyer:wallet:add',
  /**
   * Create the user's Solana wallet (index 0, m/44'/501'/0'/0'): from the user's entropy when the
   * user has one (the same as their Ethereum wallets), else from new entropy.
   */
  createSolana: 'foyer:solana-wallet:create',
  /**
   * Export page only (`/apps/{appId}/embedded-wallets/export`): show the wallet of the page's query
   * in the page, with the host's credentials. The answer says what is shown, never the secret;
   * the hidden wallet service answers `unsupported_event`.
   */
  exportWallet: 'foyer:wallet:export',
  /**
   * Delegated actions: hand the backend what it needs to sign with one wallet of the user (the
   * wallet's key, sealed to the backend's delegation key; never to the host), after the user's consent.
   */
  delegate: 'foyer:delegated-actions:consent',
  /**
   * Farcaster signers: make (or find) the user's ed25519 signer key, kept in the service's storage
   * for that user and never answered; the answer is its public key.
   */
  farcasterInitSigner: 'foyer:farcaster:init-signer',
  /** Farcaster signers: sign a Farcaster message hash with the user's signer key (refused when the user has none). */
  farcasterSign: 'foyer:farcaster:sign',
} as const

export type WalletServiceEvent = (typeof WALLET_SERVICE_EVENTS)[keyof typeof WALLET_SERVICE_EVENTS]

/** `entropyIdVerifier` of an entropy whose id is the Ethereum address of wallet index 0. */
export const ETHEREUM_ADDRESS_VERIFIER = 'ethereum-address-verifier' as const
/** `entropyIdVerifier` of an imported Solana key: its entropy id is its own (base58) Solana address. */
export const SOLANA_ADDRESS_VERIFIER = 'solana-address-verifier' as const
/** How an entropy id is checked: the Ethereum address of wallet 0, or (an imported Solana key) its Solana address. */
export type EntropyIdVerifier = typeof ETHEREUM_ADDRESS_VERIFIER | typeof SOLANA_ADDRESS_VERIFIER

/**
 * How the recovery share is sealed: `privy` (automatic: the backend holds the key),
 * `user-passcode` (a key derived from the user's password), `google-drive` / `icloud` (a key kept
 * in the user's cloud account). See docs/wallet-recovery.md.
 */
export const RECOVERY_METHODS = ['privy', 'user-passcode', 'google-drive', 'icloud'] as const
/** How a wallet's recovery share is sealed: 'privy' (automatic), 'user-passcode', 'google-drive' or 'icloud'. */
export type RecoveryMethod = (typeof RECOVERY_METHODS)[number]

/** The `type` of an error answer. */
export const WALLET_SERVICE_ERROR_TYPES = {
  /** The request's data is malformed (missing or mistyped field). */
  invalidRequest: 'invalid_request',
  /** An event the service does not know. */
  unsupportedEvent: 'unsupported_event',
  /** No (or an expired) access token where one is needed. */
  mustBeAuthenticated: 'must_be_authenticated',
  /** Creating a wallet failed. */
  creation: 'embedded_wallet_creation_error',
  /** A backend call or another step failed. */
  request: 'embedded_wallet_request_error',
  /** The wallet is not on this device and its recovery method needs the user (a later recovery flow). */
  recoveryRequired: 'embedded_wallet_recovery_required',
  /** Recovering the wallet failed. */
  recovery: 'embedded_wallet_recovery_error',
  /** The backend knows no such wallet for this user. */
  notFound: 'embedded_wallet_not_found',
  /** The user already has this wallet (index 0, an index, an imported address). */
  alreadyExists: 'resource_already_exists',
  unsupportedRecoveryMethod: 'unsupported_recovery_method',
  unsupportedWalletType: 'unsupported_wallet_type',
  /** An RPC method the wallet service does not sign (eth_sendTransaction is the host's job). */
  unsupportedMethod: 'unsupported_method',
  /** A signing request that cannot be signed (bad params, another address). */
  unableToSign: 'unable_to_sign',
  /** The page runs over plain http on a host that is not local. */
  insecureContext: 'insecure_context',
  /** The backend wants an MFA verification before this wallet operation (the kit prompts, then retries with `mfaToken`). */
  missingMfa: 'missing_or_invalid_mfa',
  /** The `mfaToken` given is unknown or expired (the kit prompts again). */
  expiredMfa: 'expired_or_invalid_mfa_token',
  /** A wrong recovery password ('Invalid recovery password, please try again.'). */
  invalidRecoveryPassword: 'invalid_recovery_password',
  /** Too many wrong recovery passwords for this wallet: the backend waits before it releases the share again. */
  tooManyRecoveryAttempts: 'too_many_recovery_attempts',
} as const

export type WalletServiceErrorType = (typeof WALLET_SERVICE_ERROR_TYPES)[keyof typeof WALLET_SERVICE_ERROR_TYPES]

/** The error half of an answer. */
export type WalletServiceErrorData = { type: WalletServiceErrorType; message: string }

/** The chain type of a wallet: Ethereum (BIP-32 secp256k1 keys) or Solana (SLIP-10 ed25519 keys) of the same entropy. */
export type WalletServiceChainType = 'ethereum' | 'solana'

/** Which wallet of the user a request means. */
export type WalletSelector = {
  accessToken: string
  /** The address of the entropy's wallet index 0 (of an imported key: its address — base58 for a Solana key). */
  entropyId: string
  entropyIdVerifier: EntropyIdVerifier
}

/** `foyer:iframe:ready` */
export type ReadyRequestData = Record<string, never>
export type ReadyReplyData = { ready: true }

/** `foyer:wallet:create` */
export type CreateWalletRequestData = {
  accessToken: string
  chainType?: WalletServiceChainType
  /** Default 'privy'. */
  recoveryMethod?: RecoveryMethod
  /** With `recoveryMethod: 'user-passcode'`: the password that seals the recovery share (6 to 256 characters). */
  recoveryPassword?: string
} & CloudRecoveryFields

/** What a cloud backup method ('google-drive', 'icloud') adds to create, set-recovery and recover: the cloud sign-in's access token. */
export type CloudRecoveryFields = {
  /** The access token of the user's cloud account, from the cloud sign-in flow. */
  recoveryAccessToken?: string
  recoveryProvider?: 'google-drive' | 'icloud'
}

/** What create, import and add answer: the new wallet and the user it was linked to. */
export type WalletCreatedReplyData = {
  address: string
  chainType: WalletServiceChainType
  entropyId: string
  entropyIdVerifier: EntropyIdVerifier
  walletIndex: number
  imported: boolean
  recoveryMethod: RecoveryMethod
  /** The user (wire shape) with the wallet among its linked accounts. */
  user: WireUser
}
export type CreateWalletReplyData = WalletCreatedReplyData

/** `foyer:wallet:connect` — answers `embedded_wallet_recovery_required` when the device holds no share and recovery needs the user. */
export type ConnectWalletRequestData = WalletSelector
/** `foyer:wallet:recover` */
export type RecoverWalletRequestData = WalletSelector & {
  /** Default: the method the wallet was created with. */
  recoveryMethod?: RecoveryMethod
  /** user-passcode: the password ('Invalid recovery password, please try again.' when wrong). */
  recoveryPassword?: string
} & CloudRecoveryFields
/** What connect and recover answer: the wallet is usable on this device. */
export type WalletConnectedReplyData = {
  entropyId: string
  recoveryMethod: RecoveryMethod
  /** True when this request recovered the wallet onto the device (no share was here). */
  recovered: boolean
}
export type ConnectWalletReplyData = WalletConnectedReplyData
export type RecoverWalletReplyData = WalletConnectedReplyData

/** The signing methods of `foyer:wallet:rpc`. */
export const WALLET_SERVICE_RPC_METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_signTransaction'] as const
export type WalletServiceRpcMethod = (typeof WALLET_SERVICE_RPC_METHODS)[number]

/** A numeric transaction field: number, bigint or hex string. */
export type TransactionQuantity = number | bigint | `0x${string}`

/** The transaction of eth_signTransaction (EIP-1193 shape; `gasLimit` is accepted for `gas`). */
export type WalletServiceTransactionRequest = {
  from?: string
  to?: string | null
  data?: string
  value?: TransactionQuantity
  chainId: TransactionQuantity
  nonce?: TransactionQuantity
  gas?: TransactionQuantity
  gasLimit?: TransactionQuantity
  gasPrice?: TransactionQuantity
  maxFeePerGas?: TransactionQuantity
  maxPriorityFeePerGas?: TransactionQuantity
  /** 2 (EIP-1559) by default; 0 for a legacy transaction. Also '0x0' / '0x2' / 'legacy' / 'eip1559'. */
  type?: 0 | 2 | '0x0' | '0x2' | 'legacy' | 'eip1559'
}

/** The signing methods of `foyer:wallet:rpc` with `chainType: 'solana'`. */
export const SOLANA_WALLET_SERVICE_RPC_METHODS = ['signMessage', 'signTransaction'] as const
export type SolanaWalletServiceRpcMethod = (typeof SOLANA_WALLET_SERVICE_RPC_METHODS)[number]

/**
 * A Solana signing request. `signMessage`: the message's bytes, base64. `signTransaction`: the
 * transaction's serialized *message* (legacy or v0, what the signatures sign), base64; refused
 * unless the wallet is one of the message's required signers. Both answer the ed25519 signature.
 */
export type SolanaWalletServiceRpcRequest =
  | { method: 'signMessage'; params: { message: string } }
  | { method: 'signTransaction'; params: { transaction: string } }

export type WalletServiceRpcRequest =
  /** `[message, address]`: a 0x hex message is signed as bytes, anything else as UTF-8 text. */
  | { method: 'personal_sign'; params: [message: string, address: string] }
  /** `[address, typedData]`: typed data as a JSON string or an object. */
  | { method: 'eth_signTypedData_v4'; params: [address: string, typedData: string | Record<string, unknown>] }
  | { method: 'eth_signTransaction'; params: [transaction: WalletServiceTransactionRequest] }

/** `foyer:wallet:rpc` — `chainType` picks the wallet's chain and with it the methods of `request`. */
export type WalletRpcRequestData = WalletSelector & {
  /** The HD index of the wallet that signs (0 for an imported key). */
  hdWalletIndex: number
} & (
  | { chainType: 'ethereum'; request: WalletServiceRpcRequest }
  | { chainType: 'solana'; request: SolanaWalletServiceRpcRequest }
) & {  /**
   * The MFA token a verification earned (the kit's `withMfa`), forwarded to the backend, which
   * authorizes every signature; answered `missing_or_invalid_mfa` when the backend wants one.
   */
  mfaToken?: string
}
export type WalletRpcReplyData =
  | { method: 'personal_sign' | 'eth_signTypedData_v4'; signature: `0x${string}` }
  | { method: 'eth_signTransaction'; signedTransaction: `0x${string}` }
  /** Solana: the 64-byte ed25519 signature, base64. */
  | { method: SolanaWalletServiceRpcMethod; signature: string }

/** `foyer:wallet:import` */
export type ImportWalletRequestData = {
  accessToken: string
  /**
   * Ethereum: 32 bytes, hex (with or without 0x). Solana: base58 of the 64-byte keypair (seed ‖
   * public key) or of the 32-byte seed. Travels host → service only.
   */
  privateKey: string
  chainType: WalletServiceChainType
  /** Only 'on-device' is available. */
  mode?: 'on-device' | 'tee'
}
export type ImportWalletReplyData = WalletCreatedReplyData

/**
 * `foyer:wallet:set-recovery` — secures the wallet with another method: the secret is split anew
 * (device, auth and recovery shares), the recovery share sealed with the new method, the backend
 * told, and this device keeps the new device share (other devices recover on their next use).
 * A move the rules refuse (to the same cloud platform) answers 'Unsupported recovery action'.
 */
export type SetRecoveryRequestData = WalletSelector & {
  recoveryMethod: RecoveryMethod
  /** user-passcode: the new password (6 to 256 characters). */
  recoveryPassword?: string
} & CloudRecoveryFields
export type SetRecoveryReplyData = {
  entropyId: string
  recoveryMethod: RecoveryMethod
  /** The user (wire shape), its wallets of this entropy with the new `recovery_method`. */
  user: WireUser
}

/** `foyer:wallet:clear` */
export type ClearRequestData = Record<string, never>
export type ClearReplyData = { cleared: true }

/**
 * `foyer:wallet:add` — `hdWalletIndex` defaults to the next free index of that chain. Ethereum
 * indexes start at 1 (0 is the entropy's own wallet); a Solana index may be 0.
 */
export type AddWalletRequestData = WalletSelector & {
  hdWalletIndex?: number
  chainType?: WalletServiceChainType
}
export type AddWalletReplyData = WalletCreatedReplyData

/** `foyer:solana-wallet:create` — answers `resource_already_exists` when the user has a Solana wallet 0. */
export type CreateSolanaWalletRequestData = {
  accessToken: string
  /** Default 'privy' (used when new entropy is made). */
  recoveryMethod?: RecoveryMethod
  /** With `recoveryMethod: 'user-passcode'`: the password (used when new entropy is made). */
  recoveryPassword?: string
}
export type CreateSolanaWalletReplyData = WalletCreatedReplyData

/**
 * `foyer:wallet:export` — the credentials the host passes to the export page by message (never in
 * its URL); the wallet is the one the page's query names.
 */
export type ExportWalletRequestData = {
  accessToken: string
  /** The MFA token of the verification the export forced (the backend wants it from a user with MFA). */
  mfaToken?: string
}
/** What the export page shows (never the secrets themselves). */
export type ExportWalletReplyData = {
  address: string
  chainType: WalletServiceChainType
  /** What the page shows: the private key, and the seed phrase when asked for and the wallet has one. */
  shown: Array<'private-key' | 'seed-phrase'>
}

/** `foyer:delegated-actions:consent` — the wallet to delegate (its address and chain) and the MFA token when the backend wants one. */
export type DelegateWalletRequestData = WalletSelector & {
  address: string
  chainType: WalletServiceChainType
  hdWalletIndex: number
  mfaToken?: string
}
/** What delegating answers: the wallet and the user, whose wallet account now says `delegated: true`. */
export type DelegateWalletReplyData = { address: string; chainType: WalletServiceChainType; user: WireUser }

/** `foyer:farcaster:init-signer` — the user (their access token) whose signer key to make or find. */
export type FarcasterInitSignerRequestData = { accessToken: string }
/** The signer's ed25519 public key: 32 bytes, 0x-prefixed hex (the same key on every call for the user on this device). */
export type FarcasterInitSignerReplyData = { publicKey: `0x${string}` }
/** `foyer:farcaster:sign` — the message hash to sign (0x-prefixed hex, 1 to 64 bytes; a Farcaster message hash is 20 bytes). */
export type FarcasterSignRequestData = { accessToken: string; payload: { hash: `0x${string}` } }
/** The ed25519 signature of the hash (64 bytes, 0x-prefixed hex). */
export type FarcasterSignReplyData = { signature: `0x${string}` }

/**
 * How the wallet service seals a delegated wallet's key to the backend: ECDH on P-256 with an
 * ephemeral key and the backend's delegation key, HKDF-SHA-256 (salt: the ephemeral public key then
 * the backend's, both raw uncompressed; info: `info`), AES-256-GCM with a 12-byte random IV and the
 * additional data `{info}\n{appId}\n{userId}\n{chainType}\n{address}`.
 */
export const DELEGATION_SEAL = { version: 1, info: 'foyer-delegation-seal-v1' } as const

/** A delegated wallet's key sealed to the backend (base64 fields). */
export type SealedDelegationKey = {
  version: 1
  /** The ephemeral P-256 public key, raw uncompressed (65 bytes). */
  ephemeral_public_key: string
  /** The AES-GCM IV (12 bytes). */
  iv: string
  /** AES-256-GCM ciphertext and tag of the key: an Ethereum wallet's 32-byte secp256k1 key, a Solana wallet's 32-byte ed25519 seed. */
  ciphertext: string
}

/**
 * The theme colours the export page takes from its query (`#rgb`, `#rrggbb`, `rgb()` or `rgba()`;
 * anything else is ignored): theme colour → query parameter.
 */
export const EXPORT_FRAME_COLOR_PARAMS = {
  background: 'background',
  backgroundSecondary: 'background_secondary',
  foreground: 'foreground',
  foregroundSecondary: 'foreground_secondary',
  border: 'border',
  accent: 'accent',
  accentForeground: 'accent_foreground',
} as const
/** A colour the export page can take from its query. */
export type ExportFrameColor = keyof typeof EXPORT_FRAME_COLOR_PARAMS

/** Request data and answer data, per event. */
export type WalletServiceSchema = {
  'foyer:iframe:ready': { data: ReadyRequestData; reply: ReadyReplyData }
  'foyer:wallet:create': { data: CreateWalletRequestData; reply: CreateWalletReplyData }
  'foyer:wallet:connect': { data: ConnectWalletRequestData; reply: ConnectWalletReplyData }
  'foyer:wallet:recover': { data: RecoverWalletRequestData; reply: RecoverWalletReplyData }
  'foyer:wallet:rpc': { data: WalletRpcRequestData; reply: WalletRpcReplyData }
  'foyer:wallet:import': { data: ImportWalletRequestData; reply: ImportWalletReplyData }
  'foyer:wallet:set-recovery': { data: SetRecoveryRequestData; reply: SetRecoveryReplyData }
  'foyer:wallet:clear': { data: ClearRequestData; reply: ClearReplyData }
  'foyer:wallet:add': { data: AddWalletRequestData; reply: AddWalletReplyData }
  'foyer:solana-wallet:create': { data: CreateSolanaWalletRequestData; reply: CreateSolanaWalletReplyData }
  'foyer:wallet:export': { data: ExportWalletRequestData; reply: ExportWalletReplyData }
  'foyer:delegated-actions:consent': { data: DelegateWalletRequestData; reply: DelegateWalletReplyData }
  'foyer:farcaster:init-signer': { data: FarcasterInitSignerRequestData; reply: FarcasterInitSignerReplyData }
  'foyer:farcaster:sign': { data: FarcasterSignRequestData; reply: FarcasterSignReplyData }
}

/** A request to the wallet service. `id` is unique per pending request of a host. */
export type WalletServiceRequest<E extends WalletServiceEvent = WalletServiceEvent> = E extends WalletServiceEvent
  ? { id: string; event: E; data: WalletServiceSchema[E]['data'] }
  : never

/** An answer: `data` on success, `error` on failure. */
export type WalletServiceReply<E extends WalletServiceEvent = WalletServiceEvent> =
  | { id: string; data: WalletServiceSchema[E]['reply']; error?: undefined }
  | { id: string; error: WalletServiceErrorData; data?: undefined }

/**
 * What the page posts to its parent on its own when it starts (no `id`): ready, or the reason it
 * cannot run (e.g. 'Embedded wallet is only available over HTTPS').
 */
export type WalletServiceAnnouncement =
  | { event: 'foyer:iframe:ready'; data: ReadyReplyData }
  | { event: 'foyer:iframe:ready'; error: WalletServiceErrorData }

/**
 * The key-value store the wallet service keeps its device shares in (the wallet origin's
 * `localStorage` in the page). Methods may be async.
 */
export type WalletServiceStorage = {
  getItem(key: string): string | null | Promise<string | null>
  setItem(key: string, value: string): void | Promise<void>
  removeItem(key: string): void | Promise<void>
}
