import type { FoyerClient } from '../../client/types.js'
import { pendingWalletRequest } from './walletRequest.js'

/** What `closeWalletRequest` returns: nothing (the request's caller gets the outcome). */
export type CloseWalletRequestReturnType = void
/** Never throws. */
export type CloseWalletRequestErrorType = never

/**
 * The signing request's screen closed: its caller gets the result (signed, sent), the error, or —
 * closed without a result — EIP-1193 4001 'The user rejected the request'. Does nothing when no
 * request shows.
 */
export function closeWalletRequest(client: FoyerClient): CloseWalletRequestReturnType {
  pendingWalletRequest(client)?.close()
}
