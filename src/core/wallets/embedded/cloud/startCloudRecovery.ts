import type { FoyerClient } from '../../../client/types.js'
import type { CloudRecoveryAction } from '../../../machines/cloudRecoveryFlow.js'
import type { CloudRecoveryMethod } from '../../../types/recovery.js'
import { runCloudRecoveryAttempt } from './runCloudRecoveryAttempt.js'
import { cloudRecoveryFlow } from './state.js'

/** The parameters of {@link startCloudRecovery}: the provider, what is done, and for a recovery which wallet (default: the user's own). */
export type StartCloudRecoveryParameters = { provider: CloudRecoveryMethod; action: CloudRecoveryAction; entropyId?: string | null | undefined }
/** Resolves when the attempt is over; its outcome is in the flow's state (`cloudRecoveryFlow`). */
export type StartCloudRecoveryReturnType = void
/** None: a failure is the flow's `error` state. */
export type StartCloudRecoveryErrorType = never

/**
 * Shows a cloud backup (Google Drive, iCloud) on the default UI's screen: backing up (`create`,
 * `setRecovery`) starts at once (call it from the click: it opens the provider's window);
 * recovering waits for `confirmCloudRecovery`.
 */
export function startCloudRecovery(client: FoyerClient, { provider, action, entropyId }: StartCloudRecoveryParameters): Promise<StartCloudRecoveryReturnType> {
  cloudRecoveryFlow.dispatch(client, { type: 'start', provider, action, entropyId })
  return runCloudRecoveryAttempt(client)
}
