/**
 * Server-held wallets (the app's embedded-wallet mode `'user-controlled-server-wallets-only'`): the
 * rules of the mode, shared by the kit and the dev backend (pure, no imports). The wallet's key is
 * made and kept by the backend (in a trusted execution environment on a production backend); the
 * user signs through the wallet API with a signer key their session holds. See
 * docs/wallet-kinds.md.
 */

/**
 * The app's embedded-wallet modes: on-device wallets (`'legacy-embedded-wallets-only'`, the
 * default: the key is split between the device's wallet service and the backend) or server-held
 * wallets (`'user-controlled-server-wallets-only'`). The names are the wire contract's; a config
 * with another value (or none) has on-device wallets.
 */
export const EMBEDDED_WALLET_MODES = ['legacy-embedded-wallets-only', 'user-controlled-server-wallets-only'] as const
/** An embedded-wallet mode (see `EMBEDDED_WALLET_MODES`). */
export type EmbeddedWalletMode = (typeof EMBEDDED_WALLET_MODES)[number]
/** The server-held mode (any other mode means on-device wallets). */
export const SERVER_WALLETS_MODE = 'user-controlled-server-wallets-only' satisfies EmbeddedWalletMode

/** Whether an app with this mode holds its users' wallets on the server. */
export const isServerWalletsMode = (mode: unknown): boolean => mode === SERVER_WALLETS_MODE

/**
 * The recovery method of a server-held wallet (the wire value, like the automatic method
 * `'privy'`): nothing to recover on a device, the backend holds the key.
 */
export const SERVER_WALLET_RECOVERY_METHOD = 'privy-v2'

/** Whether a linked wallet's key is held by the server (its recovery method is `'privy-v2'`). */
export const isServerHeldWallet = (wallet: { recoveryMethod?: string | null | undefined }): boolean =>
  wallet.recoveryMethod === SERVER_WALLET_RECOVERY_METHOD

/** The messages of the mode's refusals (the kit's errors and the backend's answers say the same). */
export const SERVER_WALLET_MESSAGES = {
  recoveryMethod: 'User-controlled server wallets support only recovery methods starting with privy',
  userOwnedRecovery: 'A wallet with a server-side (TEE) signer cannot use user-owned recovery',
  walletIndex: 'User-controlled server wallets do not support wallet-index creation',
  bitcoin: 'Bitcoin providers do not work with server-held wallets',
  alreadyExists: 'User already has an embedded wallet.',
  modeDisabled: 'This app does not hold wallets on the server (embedded wallet mode user-controlled-server-wallets-only)',
  onDevice: 'This app holds wallets on the server only: on-device wallets cannot be created or imported',
  export: "A server-held wallet's key cannot be exported",
  delegate: 'A server-held wallet cannot be delegated: delegated actions run with on-device wallets only',
} as const

/** A refusal of the mode: the server code it is answered with and the message. */
export type ServerWalletRefusal = {
  code: 'disallowed_recovery_method' | 'not_supported' | 'resource_already_exists' | 'invalid_data'
  message: string
}

/** What `serverWalletCreationRefusal` judges. */
export type ServerWalletCreationRequest = {
  /** The chain asked for ('ethereum', 'solana'; 'bitcoin-…' and anything else are refused). */
  chainType: unknown
  /** The recovery method asked for, if any: only methods starting with 'privy'. */
  recoveryMethod?: unknown
  /** A wallet index asked for, if any: only 0 (no HD wallets). */
  walletIndex?: unknown
  /** Another wallet of the chain asked for (`createAdditional`). */
  createAdditional?: boolean | undefined
  /** Whether the user already has an embedded wallet of that chain. */
  hasWalletOfChain: boolean
}

/**
 * Why a server-held wallet may not be created, or null (pure): Bitcoin ('Bitcoin providers do not
 * work with server-held wallets'), another chain type, a recovery method not starting with 'privy'
 * ('User-controlled server wallets support only recovery methods starting with privy'), a wallet
 * index above 0 or `createAdditional` (no wallet-index creation), a second wallet of the chain.
 */
export function serverWalletCreationRefusal({ chainType, recoveryMethod, walletIndex, createAdditional, hasWalletOfChain }: ServerWalletCreationRequest): ServerWalletRefusal | null {
  if (typeof chainType === 'string' && chainType.toLowerCase().startsWith('bitcoin')) return { code: 'not_supported', message: SERVER_WALLET_MESSAGES.bitcoin }
  if (chainType !== 'ethereum' && chainType !== 'solana') return { code: 'invalid_data', message: 'Missing or invalid field: chain_type (ethereum or solana)' }
  if (recoveryMethod !== undefined && recoveryMethod !== null && !(typeof recoveryMethod === 'string' && recoveryMethod.startsWith('privy'))) {
    return { code: 'disallowed_recovery_method', message: SERVER_WALLET_MESSAGES.recoveryMethod }
  }
  if (createAdditional || (walletIndex !== undefined && walletIndex !== null && walletIndex !== 0)) return { code: 'not_supported', message: SERVER_WALLET_MESSAGES.walletIndex }
  if (hasWalletOfChain) return { code: 'resource_already_exists', message: SERVER_WALLET_MESSAGES.alreadyExists }
  return null
}

/**
 * Why a recovery method may not be set on a wallet, or null (pure): a server-held wallet (or any
 * wallet of an app in the server-held mode) takes no user-owned recovery ('A wallet with a
 * server-side (TEE) signer cannot use user-owned recovery').
 */
export function serverWalletRecoveryRefusal({ mode, wallet }: { mode: unknown; wallet?: { recoveryMethod?: string | null | undefined } | undefined }): ServerWalletRefusal | null {
  if (isServerWalletsMode(mode) || (wallet && isServerHeldWallet(wallet))) return { code: 'disallowed_recovery_method', message: SERVER_WALLET_MESSAGES.userOwnedRecovery }
  return null
}

/** The path of the session signer registration (`POST`, the user's bearer, `{ public_key }`). */
export const SESSION_SIGNER_PATH = '/api/v1/wallets/session_signers'
/** The path of a wallet's signing requests. */
export const walletRpcPath = (walletId: string): string => `/api/v1/wallets/${encodeURIComponent(walletId)}/rpc`
/** How long a session-signed request stays valid (ms). */
export const SESSION_REQUEST_LIFETIME_MS = 60_000
