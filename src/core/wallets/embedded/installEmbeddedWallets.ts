import type { FoyerClient } from '../../client/types.js'
import { appConfigValue } from '../../client/appConfig.js'
import { postLoginStep, registerPostLoginStep } from '../../accounts/postLoginSteps.js'
import { embeddedWalletNeededOnLogin } from './createOnLogin.js'
import { userValue } from '../../client/session/state.js'
import { userEntropyId } from './wallets.js'
import { walletUiMounted } from './walletUiHosts.js'

const installed = new WeakSet<FoyerClient>()

/**
 * The chains whose wallet a login must create for `user`, Ethereum first (a Solana wallet then
 * comes from the same entropy). An app that requires user-owned recovery on create needs the
 * recovery selection first: with no default UI mounted to show it, nothing is created on login
 * (the host creates the wallet with `createWallet({ recoveryMethod, password })`).
 */
function chainsToCreate(client: FoyerClient, user: Parameters<typeof embeddedWalletNeededOnLogin>[0]['user']): Array<'ethereum' | 'solana'> {
  const settings = appConfigValue.get(client)?.embeddedWallets
  const chains = (['ethereum', 'solana'] as const).filter((chainType) =>
    embeddedWalletNeededOnLogin({ setting: settings?.[chainType].createOnLogin ?? 'off', user, chainType }),
  )
  if (chains.length > 0 && settings?.requireUserOwnedRecoveryOnCreate && !userEntropyId(user) && !walletUiMounted(client)) return []
  return chains
}

/**
 * The recovery selection before creation (the app requires user-owned recovery): the default UI
 * opens on the app's one option, or on the selection; the screens create the wallet with the
 * method the user sets up. Closing them fails the step ('User exited set recovery flow').
 */
async function createWithUserOwnedRecovery(client: FoyerClient): Promise<void> {
  const { openSetWalletRecovery, userRecoveryOptions } = await import('./recovery/openWalletRecovery.js')
  const options = userRecoveryOptions(client)
  await openSetWalletRecovery(client, { start: options.length === 1 ? options[0]! : 'selection', initiatedBy: 'automatic' })
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
      if (chains.length > 0 && appConfigValue.get(c)?.embeddedWallets.requireUserOwnedRecoveryOnCreate && !userEntropyId(user)) {
        await createWithUserOwnedRecovery(c)
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
