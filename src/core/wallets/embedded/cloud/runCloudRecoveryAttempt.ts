import type { FoyerClient } from '../../../client/types.js'
import { recoverWallet } from '../recovery/recoverWallet.js'
import { setWalletRecovery } from '../recovery/setWalletRecovery.js'
import { cloudRecoveryFlow } from './state.js'

/**
 * Runs the attempt the cloud backup flow stands at (executing): a backup secures the wallet with
 * the provider (`setWalletRecovery`: a user without a wallet gets one, created with it), a
 * recovery recovers the wallet with it (`recoverWallet`); each answers the recovery request on
 * screen. Then succeeded or failed. A newer attempt (or a reset) makes this one's outcome count
 * for nothing. Never throws: a failure is the flow's `error` state.
 */
export async function runCloudRecoveryAttempt(client: FoyerClient): Promise<void> {
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
