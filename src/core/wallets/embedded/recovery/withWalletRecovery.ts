import type { FoyerClient } from '../../../client/types.js'
import { userValue } from '../../../client/session/state.js'
import { FoyerError } from '../../../errors/base.js'
import { walletUiMounted } from '../walletUiHosts.js'
import { WalletRecoveryRequiredError } from './errors.js'
import { openRecoverWallet } from './openWalletRecovery.js'
import { recoveryMethodOf } from './walletRecovery.js'

/**
 * Runs a wallet operation (sign, send) of the wallet of `entropyId`; when the wallet is not on
 * this device and its method needs the user (`embedded_wallet_recovery_required`): with a default
 * UI mounted, shows the recovery screen (120000 ms wait) and runs the operation again once the
 * wallet is recovered; headless, rejects with `WalletRecoveryRequiredError` (the host answers it
 * with `recoverWallet` and retries).
 */
export async function withWalletRecovery<T>(client: FoyerClient, entropyId: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (!(error instanceof FoyerError) || error.code !== 'embedded_wallet_recovery_required') throw error
    const user = userValue.get(client)
    const recoveryMethod = (user ? recoveryMethodOf(user, entropyId) : null) ?? 'user-passcode'
    if (!walletUiMounted(client)) throw new WalletRecoveryRequiredError(recoveryMethod, entropyId, { cause: error })
    await openRecoverWallet(client, { entropyId, recoveryMethod })
    return run()
  }
}
