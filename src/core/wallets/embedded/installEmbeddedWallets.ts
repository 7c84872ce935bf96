import type { FoyerClient } from '../../client/types.js'
import { appConfigValue } from '../../client/appConfig.js'
import { postLoginStep, registerPostLoginStep } from '../../accounts/postLoginSteps.js'
import { embeddedWalletNeededOnLogin } from './createOnLogin.js'

const installed = new WeakSet<FoyerClient>()

/**
 * Registers wallet creation on login as the post-login 'create-wallet' step (once per client;
 * `startClient` calls it, so hosts with no UI mounted get wallets too): after a login, an
 * Ethereum wallet is created when the app's `embeddedWallets.ethereum.createOnLogin` asks for one
 * (see `embeddedWalletNeededOnLogin`). A failure logs the user out (the post-login sequence).
 */
export function installEmbeddedWallets(client: FoyerClient): void {
  if (installed.has(client)) return
  installed.add(client)
  // A step the host registered itself wins.
  if (postLoginStep(client, 'create-wallet')) return
  registerPostLoginStep(client, 'create-wallet', {
    isNeeded: (c, user) =>
      embeddedWalletNeededOnLogin({
        setting: appConfigValue.get(c)?.embeddedWallets.ethereum.createOnLogin ?? 'off',
        user,
        chainType: 'ethereum',
      }),
    // The frame client loads only when a wallet is actually created (hosts without wallets never load it).
    run: async (c) => {
      const { createWallet } = await import('./createWallet.js')
      await createWallet(c, {})
    },
  })
}
