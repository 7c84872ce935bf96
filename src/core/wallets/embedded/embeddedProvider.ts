import type { FoyerClient } from '../../client/types.js'
import { getEmbeddedEthereumProvider, type EmbeddedEthereumProvider } from './getEthereumProvider.js'
import { embeddedChainIdsValue } from './state.js'

const providers = new WeakMap<FoyerClient, Map<string, EmbeddedEthereumProvider>>()

/** The one provider of an embedded wallet per client (what `useWallets()` hands out), created on first use. */
export function embeddedProviderOf(client: FoyerClient, address: string): EmbeddedEthereumProvider {
  let byAddress = providers.get(client)
  if (!byAddress) providers.set(client, (byAddress = new Map()))
  const key = address.toLowerCase()
  let provider = byAddress.get(key)
  if (!provider) {
    provider = getEmbeddedEthereumProvider(client, { address })
    provider.on('chainChanged', (hex) => {
      embeddedChainIdsValue.set(client, { ...embeddedChainIdsValue.get(client), [key]: Number.parseInt(String(hex), 16) })
    })
    byAddress.set(key, provider)
  }
  return provider
}
