import type { FoyerClient } from '../../../client/types.js'
import type { CloudRecoveryAction } from '../../../machines/cloudRecoveryFlow.js'
import type { CloudRecoveryMethod } from '../../../types/recovery.js'
import { cloudRecoveryFlow } from './state.js'

/** What one attempt does with the provider (backing up at creation or set-recovery, or recovering). */
export type CloudRecoveryPerform = (client: FoyerClient, provider: CloudRecoveryMethod, action: CloudRecoveryAction) => Promise<unknown>

const performers = new WeakMap<FoyerClient, CloudRecoveryPerform>()

/**
 * Sets what an attempt of the cloud backup screen does on this client (the recovery request
 * mechanism installs it: set recovery, recover, create with the provider).
 */
export function setCloudRecoveryPerformer(client: FoyerClient, perform: CloudRecoveryPerform): void {
  performers.set(client, perform)
}

/** Runs the attempt the flow stands at (executing): succeeded or failed. */
async function runAttempt(client: FoyerClient): Promise<void> {
  const { status, provider, action } = cloudRecoveryFlow.get(client)
  if (status !== 'executing' || !provider || !action) return
  const run = cloudRecoveryFlow.begin(client)
  try {
    const perform = performers.get(client)
    if (!perform) throw new Error('No cloud recovery is set up on this client')
    await perform(client, provider, action)
    run.dispatch({ type: 'succeeded' })
  } catch (error) {
    run.dispatch({ type: 'failed', error: error instanceof Error ? error : new Error(String(error)) })
  }
}

/** The parameters of {@link startCloudRecovery}. */
export type StartCloudRecoveryParameters = { provider: CloudRecoveryMethod; action: CloudRecoveryAction }

/**
 * Shows a cloud backup (Google Drive, iCloud) on the default UI's screen: backing up (`create`,
 * `setRecovery`) starts at once; recovering waits for {@link confirmCloudRecovery}. Resolves when
 * the attempt is over (its outcome is in the flow's state).
 */
export function startCloudRecovery(client: FoyerClient, { provider, action }: StartCloudRecoveryParameters): Promise<void> {
  cloudRecoveryFlow.dispatch(client, { type: 'start', provider, action })
  return runAttempt(client)
}

/** 'Confirm with {provider}': the recovery the screen waits for begins. */
export function confirmCloudRecovery(client: FoyerClient): Promise<void> {
  cloudRecoveryFlow.dispatch(client, { type: 'confirm' })
  return runAttempt(client)
}

/** 'Try again' after a failure. */
export function retryCloudRecovery(client: FoyerClient): Promise<void> {
  cloudRecoveryFlow.dispatch(client, { type: 'retry' })
  return runAttempt(client)
}
