import type { FoyerClient } from '../client/types.js'
import type { LoadWalletDirectoryParameters, LoadWalletDirectoryReturnType } from './loadWalletDirectory.js'

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

/**
 * `loadWalletDirectory` loaded on first use (the directory service's request and its parsing are
 * a chunk of their own, loaded with the wallet picker).
 */
export async function loadWalletDirectoryOnUse(client: FoyerClient, parameters?: LoadWalletDirectoryParameters): Promise<LoadWalletDirectoryReturnType> {
  return (await import('./loadWalletDirectory.js')).loadWalletDirectory(client, parameters)
}
