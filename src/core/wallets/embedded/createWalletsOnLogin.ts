import type { FoyerClient } from '../../client/types.js'
import { appConfigValue } from '../../client/appConfig.js'
import { userValue } from '../../client/session/state.js'
import { isEmbeddedWallet, type WalletAccount } from '../../types/linkedAccounts.js'
import type { User } from '../../types/user.js'
import { isServerWalletsMode } from '../../types/serverWallets.js'

type LoginUser = Pick<User, 'linkedAccounts'>

/** Whether the user has entropy of their own (an embedded wallet that is not imported): then nothing is created with a new method. */
const hasOwnEntropy = (user: LoginUser): boolean =>
  user.linkedAccounts.some((a) => isEmbeddedWallet(a) && !(a as WalletAccount).imported)

/**
 * The recovery selection before creation (the app requires user-owned recovery): the default UI
 * opens on the app's one option, or on the selection; the screens create the wallet with the
 * method the user sets up. Closing them fails the step ('User exited set recovery flow'). With no
 * default UI mounted nothing is created (false): the host creates the wallet with
 * `createWallet({ recoveryMethod, password })`.
 */
async function createWithUserOwnedRecovery(client: FoyerClient): Promise<boolean> {
  // (openSetWalletRecovery answers 'recovery_ui_unavailable' with no default UI mounted.)
  const { openSetWalletRecovery, userRecoveryOptions } = await import('./recovery/openWalletRecovery.js')
  const options = userRecoveryOptions(client)
  try {
    await openSetWalletRecovery(client, { start: options.length === 1 ? options[0]! : 'selection', initiatedBy: 'automatic' })
    return true
  } catch (error) {
    if ((error as { code?: unknown }).code === 'recovery_ui_unavailable') return false
    throw error
  }
}

/**
 * The post-login 'create-wallet' step's work (loaded only when a login needs a wallet): the recovery
 * selection first when the app requires user-owned recovery, then each chain's wallet, Ethereum first.
 */
export async function createWalletsOnLogin(
  c: FoyerClient,
  user: LoginUser,
  chainsToCreate: (client: FoyerClient, user: LoginUser) => Array<'ethereum' | 'solana'>,
): Promise<void> {
  const chains = chainsToCreate(c, user)
  const wallets = appConfigValue.get(c)?.embeddedWallets
  // (Server-held wallets take no user-owned recovery: no selection before them.)
  if (chains.length > 0 && wallets?.requireUserOwnedRecoveryOnCreate && !isServerWalletsMode(wallets.mode) && !hasOwnEntropy(user)) {
    if (!(await createWithUserOwnedRecovery(c))) return
  }
  const now = userValue.get(c) ?? user
  for (const chainType of chainsToCreate(c, now)) {
    if (chainType === 'ethereum') {
      const { createWallet } = await import('./createWallet.js')
      await createWallet(c, {})
    } else {
      const { createSolanaWallet } = await import('../solana/createSolanaWallet.js')
      await createSolanaWallet(c, {})
    }
  }
}
