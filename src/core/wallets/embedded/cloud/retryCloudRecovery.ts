import type { FoyerClient } from '../../../client/types.js'
import { runCloudRecoveryAttempt } from './runCloudRecoveryAttempt.js'
import { cloudRecoveryFlow } from './state.js'

/** Resolves when the attempt is over; its outcome is in the flow's state (`cloudRecoveryFlow`). */
export type RetryCloudRecoveryReturnType = void
/** None: a failure is the flow's `error` state. */
export type RetryCloudRecoveryErrorType = never

/** 'Try again' after a failure (from the click too: it opens the provider's window again). */
export function retryCloudRecovery(client: FoyerClient): Promise<RetryCloudRecoveryReturnType> {
  cloudRecoveryFlow.dispatch(client, { type: 'retry' })
  return runCloudRecoveryAttempt(client)
}
