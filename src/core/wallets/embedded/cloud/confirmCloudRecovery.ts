import type { FoyerClient } from '../../../client/types.js'
import { runCloudRecoveryAttempt } from './runCloudRecoveryAttempt.js'
import { cloudRecoveryFlow } from './state.js'

/** Resolves when the attempt is over; its outcome is in the flow's state (`cloudRecoveryFlow`). */
export type ConfirmCloudRecoveryReturnType = void
/** None: a failure is the flow's `error` state. */
export type ConfirmCloudRecoveryErrorType = never

/** 'Confirm with {provider}': the recovery the screen waits for begins (call it from the click: it opens the provider's window). */
export function confirmCloudRecovery(client: FoyerClient): Promise<ConfirmCloudRecoveryReturnType> {
  cloudRecoveryFlow.dispatch(client, { type: 'confirm' })
  return runCloudRecoveryAttempt(client)
}
