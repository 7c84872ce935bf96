import type { EIP1193Provider } from 'viem'
import type { FoyerClient } from '../../client/types.js'
import { CannotDisconnectEmbeddedWalletError, CannotUnlinkEmbeddedWalletError, EmbeddedWalletLoginError } from '../../errors/client.js'
import type { ConnectedEthereumWallet } from '../../types/wallets.js'
import type { User } from '../../types/user.js'
import { utf8ToHex } from '../ethereum/hex.js'
import type { EmbeddedEthereumProvider } from './getEthereumProvider.js'
import { embeddedChainIdsValue } from './state.js'
import { embeddedEthereumWallets } from './wallets.js'

/** The `meta.id` of embedded wallets in `useWallets()`. */
export const EMBEDDED_WALLET_CONNECTOR_ID = 'foyer_embedded'

export type ToEmbeddedEthereumWalletsParameters = {
  user: User | null
  /** The chain of each wallet's provider by lower-case address (`embeddedChainIdsValue`). */
  chainIds?: Readonly<Record<string, number>> | undefined
}

/**
 * The user's embedded Ethereum wallets in the shape of connected wallets (`useWallets()` lists them
 * before external ones): `chainId` (CAIP-2) of its provider, `switchChain`, `getEthereumProvider`
 * (the shared EIP-1193 provider of `getEmbeddedEthereumProvider`) and `sign` (personal_sign).
 * They cannot be disconnected, used to log in or link, nor unlinked.
 */
export function toEmbeddedEthereumWallets(
  client: FoyerClient,
  { user, chainIds = embeddedChainIdsValue.get(client) }: ToEmbeddedEthereumWalletsParameters,
): ConnectedEthereumWallet[] {
  return embeddedEthereumWallets(user).map((account) => {
    // The provider and the frame client load on first use: listing wallets costs no bundle weight.
    const provider = async (): Promise<EmbeddedEthereumProvider> => (await import('./embeddedProvider.js')).embeddedProviderOf(client, account.address)
    const chainId = chainIds[account.address.toLowerCase()] ?? client.defaultChain?.id ?? client.supportedChains?.[0]?.id ?? 1
    return {
      connectorId: EMBEDDED_WALLET_CONNECTOR_ID,
      chainType: 'ethereum',
      address: account.address,
      chainId: `eip155:${chainId}`,
      walletClientType: account.walletClientType,
      connectorType: 'embedded',
      connectedAt: account.verifiedAt?.getTime() ?? 0,
      meta: { id: EMBEDDED_WALLET_CONNECTOR_ID, name: 'Foyer', icon: null },
      linked: true,
      sign: async (message) => (await (await provider()).request({ method: 'personal_sign', params: [utf8ToHex(message), account.address] })) as string,
      disconnect: () => Promise.reject(new CannotDisconnectEmbeddedWalletError()),
      loginOrLink: () => Promise.reject(new EmbeddedWalletLoginError()),
      unlink: () => Promise.reject(new CannotUnlinkEmbeddedWalletError()),
      switchChain: async (id) => {
        // The chain rules load with the first switch (not in a headless host's first load).
        const { eip155ChainIdOf } = await import('./chainRules.js')
        const hex = `0x${eip155ChainIdOf(id).toString(16)}`
        await (await provider()).request({ method: 'wallet_switchEthereumChain', params: [{ chainId: hex }] })
      },
      getEthereumProvider: async () => (await provider()) as unknown as EIP1193Provider,
    }
  })
}
