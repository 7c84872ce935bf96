import type { FoyerClient } from '../client/types.js'

/**
 * Starts wallet discovery for a ready client (`startWalletConnectors`, idempotent) and then handles
 * a wallet deep link carried by the page URL (`handleWalletDeepLink`), loading the wallet runtime
 * (connector sources, directory, connect and sign-in) on first use: what the wallet hooks call, so a
 * host's initial load carries none of it. Resolves once the deep link is handled.
 */
export async function startWalletsOnUse(client: FoyerClient): Promise<void> {
  const [{ startWalletConnectors }, { handleWalletDeepLink }] = await Promise.all([import('./runtime.js'), import('./handleWalletDeepLink.js')])
  startWalletConnectors(client)
  await handleWalletDeepLink(client)
}
