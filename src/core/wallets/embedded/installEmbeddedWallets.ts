import type { FoyerClient } from '../../client/types.js'
import { appConfigValue } from '../../client/appConfig.js'
import { postLoginStep, registerPostLoginStep } from '../../accounts/postLoginSteps.js'
import { embeddedWalletNeededOnLogin } from './createOnLogin.js'
import { userValue } from '../../client/session/state.js'
import { isEmbeddedWallet, type WalletAccount } from '../../types/linkedAccounts.js'

const installed = new WeakSet<FoyerClient>()

/** Whether the user has entropy of their own (an embedded wallet that is not imported): then nothing is created with a new method. */
const hasOwnEntropy = (user: Parameters<typeof embeddedWalletNeededOnLogin>[0]['user']): boolean =>
  user.linkedAccounts.some((a) => isEmbeddedWallet(a) && !(a as WalletAccount).imported)

/** The chains whose wallet a login must create for `user`, Ethereum first (a Solana wallet then comes from the same entropy). */
function chainsToCreate(client: FoyerClient, user: Parameters<typeof embeddedWalletNeededOnLogin>[0]['user']): Array<'ethereum' | 'solana'> {
  const settings = appConfigValue.get(client)?.embeddedWallets
  return (['ethereum', 'solana'] as const).filter((chainType) =>
    embeddedWalletNeededOnLogin({ setting: settings?.[chainType].createOnLogin ?? 'off', user, chainType }),
  )
}

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
 * Registers wallet creation on login as the post-login 'create-wallet' step (once per client;
 * `startClient` calls it, so hosts with no UI mounted get wallets too): after a login, an
 * Ethereum wallet is created when the app's `embeddedWallets.ethereum.createOnLogin` asks for one,
 * and a Solana wallet when `embeddedWallets.solana.createOnLogin` does (see
 * `embeddedWalletNeededOnLogin`). A failure logs the user out (the post-login sequence).
 */
export function installEmbeddedWallets(client: FoyerClient): void {
  if (installed.has(client)) return
  installed.add(client)
  // A step the host registered itself wins.
  if (postLoginStep(client, 'create-wallet')) return
  registerPostLoginStep(client, 'create-wallet', {
    isNeeded: (c, user) => chainsToCreate(c, user).length > 0,
    // The frame client loads only when a wallet is actually created (hosts without wallets never load it).
    run: async (c, user) => {
      const chains = chainsToCreate(c, user)
      if (chains.length > 0 && appConfigValue.get(c)?.embeddedWallets.requireUserOwnedRecoveryOnCreate && !hasOwnEntropy(user)) {
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
    },
  })
}
