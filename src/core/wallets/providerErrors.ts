import { FoyerError } from '../errors/base.js'
import type { WalletProviderErrorCode } from '../errors/codes.js'
import { UnknownConnectWalletError, WalletProviderError } from './errors.js'

/**
 * The wallet provider error codes (4001, 4100, 4200, 4900, 4901 of
 * EIP-1193 and -32700 … -32006 of JSON-RPC / EIP-1474) with their standard messages. `retryable`
 * says whether the picker offers Retry after it (docs/wallets.md "Connection").
 */
export type ProviderErrorEntry = { code: number; name: WalletProviderErrorCode; message: string; retryable: boolean }

/**
 * The wallet-provider error codes (EIP-1193 and JSON-RPC) the kit knows: name, message and whether retrying
 * helps.
 */
export const PROVIDER_ERRORS: readonly ProviderErrorEntry[] = [
  { code: 4001, name: 'user_rejected_request', message: 'User rejected the request.', retryable: true },
  { code: 4100, name: 'unauthorized', message: 'The requested method and/or account has not been authorized by the user.', retryable: true },
  { code: 4200, name: 'unsupported_method', message: 'The Provider does not support the requested method.', retryable: false },
  { code: 4900, name: 'disconnected', message: 'The Provider is disconnected from all chains.', retryable: true },
  { code: 4901, name: 'chain_disconnected', message: 'The Provider is not connected to the requested chain.', retryable: true },
  { code: -32700, name: 'parse_error', message: 'Invalid JSON was received by the server.', retryable: false },
  { code: -32600, name: 'invalid_request', message: 'The JSON sent is not a valid Request object.', retryable: false },
  { code: -32601, name: 'method_not_found', message: 'The method does not exist / is not available.', retryable: false },
  { code: -32602, name: 'invalid_params', message: 'Invalid method parameter(s).', retryable: false },
  { code: -32603, name: 'internal_error', message: 'Internal JSON-RPC error.', retryable: true },
  { code: -32000, name: 'invalid_input', message: 'Invalid input.', retryable: true },
  { code: -32001, name: 'resource_not_found', message: 'Resource not found.', retryable: true },
  { code: -32002, name: 'resource_unavailable', message: 'Resource unavailable.', retryable: true },
  { code: -32003, name: 'transaction_rejected', message: 'Transaction rejected.', retryable: true },
  { code: -32004, name: 'method_not_supported', message: 'Method not supported.', retryable: false },
  { code: -32005, name: 'limit_exceeded', message: 'Request limit exceeded.', retryable: true },
  { code: -32006, name: 'json_rpc_version_not_supported', message: 'JSON-RPC version not supported.', retryable: false },
]

const BY_CODE = new Map(PROVIDER_ERRORS.map((entry) => [entry.code, entry]))

/** The table entry of a provider error code, or undefined. */
export const providerErrorEntry = (code: unknown): ProviderErrorEntry | undefined =>
  typeof code === 'number' ? BY_CODE.get(code) : undefined

/** -32002: the wallet already shows a permission request; the picker keeps loading without error. */
export const PENDING_PERMISSION_REQUEST_CODE = -32002
/** 4001: the user said no. */
export const USER_REJECTED_CODE = 4001

/** The numeric provider code of anything a wallet threw (also inside a cause chain), or undefined. */
export function providerErrorCode(cause: unknown): number | undefined {
  let current: unknown = cause
  for (let depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'number') return code
    if (current instanceof WalletProviderError) return current.providerCode
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/** True when the wallet answered that a permission request is already pending (-32002). */
export const isPendingPermissionRequest = (cause: unknown) => providerErrorCode(cause) === PENDING_PERMISSION_REQUEST_CODE

/** True when the user rejected the request (4001). */
export const isUserRejection = (cause: unknown) => providerErrorCode(cause) === USER_REJECTED_CODE

/**
 * Maps what a wallet threw to a FoyerError: a known provider code → WalletProviderError with the
 * table's message and `retryable`; kit errors pass through; anything else → 'An unknown error
 * occurred.' (UNKNOWN_CONNECT_WALLET_ERROR, retryable).
 */
export function toWalletError(cause: unknown): FoyerError {
  if (cause instanceof FoyerError) return cause
  const entry = providerErrorEntry(providerErrorCode(cause))
  if (entry) return new WalletProviderError(entry.code, entry.message, entry.name, entry.retryable, { cause })
  return new UnknownConnectWalletError({ cause })
}
