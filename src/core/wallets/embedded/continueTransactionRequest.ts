import type { FoyerClient } from '../../client/types.js'
import { transactionRequestFlow } from './walletUi.js'

/** Nothing: the step shown is `transactionRequestFlow`'s `index`. */
export type ContinueTransactionRequestReturnType = void
/** Never throws. */
export type ContinueTransactionRequestErrorType = never

/**
 * 'Continue' on a request of several transactions: shows the next one (nothing is sent until
 * 'Approve' on the last). Does nothing on the last step, or while the step shown is blocked by
 * its scan.
 */
export function continueTransactionRequest(client: FoyerClient): ContinueTransactionRequestReturnType {
  transactionRequestFlow.dispatch(client, { type: 'continue' })
}
