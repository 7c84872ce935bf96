import type { FoyerClient } from '../../client/types.js'
import { pendingWalletRequest, type ConfirmOptions } from './walletRequest.js'

/** What `confirmWalletRequest` takes: `resetNonce` (a retry) lets the chain pick the transaction's nonce again. */
export type ConfirmWalletRequestParameters = ConfirmOptions
/** What `confirmWalletRequest` resolves with: nothing (progress is in the request's flow). */
export type ConfirmWalletRequestReturnType = void
/** Never rejects: a failure is the request's `error` state (the screen shows it and offers a retry). */
export type ConfirmWalletRequestErrorType = never

/**
 * The user approved the signing request on screen ('Sign and continue', 'Approve', 'Retry
 * transaction'): it is signed (and a transaction sent and awaited). Progress and errors land in
 * `signRequestFlow` / `transactionRequestFlow`. Does nothing when no request shows.
 */
export async function confirmWalletRequest(client: FoyerClient, options: ConfirmWalletRequestParameters = {}): Promise<ConfirmWalletRequestReturnType> {
  await pendingWalletRequest(client)?.confirm(options)
}
