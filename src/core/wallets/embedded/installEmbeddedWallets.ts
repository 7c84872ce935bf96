import type { FoyerClient } from '../../client/types.js'
import { appConfigValue } from '../../client/appConfig.js'
import { postLoginStep, registerPostLoginStep } from '../../accounts/postLoginSteps.js'
import { embeddedWalletNeededOnLogin } from './createOnLogin.js'

const installed = new WeakSet<FoyerClient>()

/** The chains whose wallet a login must create for `user`, Ethereum first (a Solana wallet then comes from the same entropy). */
function chainsToCreate(client: FoyerClient, user: Parameters<typeof embeddedWalletNeededOnLogin>[0]['user']): Array<'ethereum' | 'solana'> {
  const settings = appConfigValue.get(client)?.embeddedWallets
  return (['ethereum', 'solana'] as const).filter((chainType) =>
    embeddedWalletNeededOnLogin({ setting: settings?.[chainType].createOnLogin ?? 'off', user, chainType }),
  )
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
    run: async (c, user) => (await import('./createWalletsOnLogin.js')).createWalletsOnLogin(c, user, chainsToCreate),
  })
}
