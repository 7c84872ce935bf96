import type { FoyerClient } from '../../../client/types.js'
import { pendingRecoveryRequest } from './recoveryRequest.js'

/** What `closeRecoveryRequest` returns: nothing (the request's caller gets the outcome). */
export type CloseRecoveryRequestReturnType = void
/** Never throws. */
export type CloseRecoveryRequestErrorType = never

/**
 * The recovery screens closed: the request's caller gets the result of the work done (a method
 * set, the wallet recovered), or — closed before — the exit message ('Exited before password was
 * added to wallet', 'User exited set recovery flow', 'User exited before wallet could be
 * connected'). Does nothing when no recovery request shows.
 */
export function closeRecoveryRequest(client: FoyerClient): CloseRecoveryRequestReturnType {
  pendingRecoveryRequest(client)?.close()
}
