import type { FoyerClient } from '../../../client/types.js'
import type { CloudRecoveryAction } from '../../../machines/cloudRecoveryFlow.js'
import type { CloudRecoveryMethod } from '../../../types/recovery.js'
import { recoverWallet } from '../recovery/recoverWallet.js'
import { setWalletRecovery } from '../recovery/setWalletRecovery.js'
import { cloudRecoveryFlow } from './state.js'

/**
 * Runs the attempt the flow stands at (executing): a backup secures the wallet with the provider
 * (`setWalletRecovery`: a user without a wallet gets one, created with it), a recovery recovers the
 * wallet with it (`recoverWallet`); each answers the recovery request on screen. Then succeeded or
 * failed. A newer attempt (or a reset) makes this one's outcome count for nothing.
 */
async function runAttempt(client: FoyerClient): Promise<void> {
  const { status, provider, action, entropyId } = cloudRecoveryFlow.get(client)
  if (status !== 'executing' || !provider || !action) return
  const run = cloudRecoveryFlow.begin(client)
  try {
    if (action === 'recover') await recoverWallet(client, { recoveryMethod: provider, ...(entropyId ? { entropyId } : {}) })
    else await setWalletRecovery(client, { recoveryMethod: provider })
    run.dispatch({ type: 'succeeded' })
  } catch (error) {
    run.dispatch({ type: 'failed', error: error instanceof Error ? error : new Error(String(error)) })
  }
}

/** The parameters of {@link startCloudRecovery}: the provider, what is done, and for a recovery which wallet (default: the user's own). */
export type StartCloudRecoveryParameters = { provider: CloudRecoveryMethod; action: CloudRecoveryAction; entropyId?: string | null | undefined }
/** Resolves when the attempt is over; its outcome is in the flow's state (`cloudRecoveryFlow`). */
export type CloudRecoveryAttemptReturnType = void
/** None: a failure is the flow's `error` state. */
export type CloudRecoveryAttemptErrorType = never

/**
 * Shows a cloud backup (Google Drive, iCloud) on the default UI's screen: backing up (`create`,
 * `setRecovery`) starts at once; recovering waits for {@link confirmCloudRecovery}.
 */
export function startCloudRecovery(client: FoyerClient, { provider, action, entropyId }: StartCloudRecoveryParameters): Promise<CloudRecoveryAttemptReturnType> {
  cloudRecoveryFlow.dispatch(client, { type: 'start', provider, action, entropyId })
  return runAttempt(client)
}

/** 'Confirm with {provider}': the recovery the screen waits for begins (call it from the click: it opens the provider's window). */
export function confirmCloudRecovery(client: FoyerClient): Promise<CloudRecoveryAttemptReturnType> {
  cloudRecoveryFlow.dispatch(client, { type: 'confirm' })
  return runAttempt(client)
}

/** 'Try again' after a failure (from the click too). */
export function retryCloudRecovery(client: FoyerClient): Promise<CloudRecoveryAttemptReturnType> {
  cloudRecoveryFlow.dispatch(client, { type: 'retry' })
  return runAttempt(client)
}
