import type { FoyerClient } from '../../client/types.js'
import { userValue } from '../../client/session/state.js'
import { embeddedProviderOf } from './embeddedProvider.js'
import { NoEmbeddedWalletError, SignWithWalletAuthError } from './errors.js'
import type { EmbeddedEthereumProvider } from './getEthereumProvider.js'
import { embeddedEthereumWallets } from './wallets.js'

/**
 * The embedded wallet a signing action uses — `address`, else the user's first embedded Ethereum
 * wallet — and its shared provider. 'User must be authenticated before signing with a Foyer
 * wallet' without a user; 'User must have an embedded wallet.' when the user has none (or not
 * that address).
 */
export function signingWallet(client: FoyerClient, address?: string): { address: string; provider: EmbeddedEthereumProvider } {
  const user = userValue.get(client)
  if (!user) throw new SignWithWalletAuthError()
  const wallets = embeddedEthereumWallets(user)
  const wallet = address ? wallets.find((w) => w.address.toLowerCase() === address.toLowerCase()) : wallets[0]
  if (!wallet) throw new NoEmbeddedWalletError()
  return { address: wallet.address, provider: embeddedProviderOf(client, wallet.address) }
}
