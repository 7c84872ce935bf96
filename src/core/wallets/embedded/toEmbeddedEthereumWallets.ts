import type { EIP1193Provider } from 'viem'
import type { FoyerClient } from '../../client/types.js'
import { CannotDisconnectEmbeddedWalletError, CannotUnlinkEmbeddedWalletError, EmbeddedWalletLoginError } from '../../errors/client.js'
import type { ConnectedEthereumWallet } from '../../types/wallets.js'
import type { User } from '../../types/user.js'
import { utf8ToHex } from '../ethereum/hex.js'
import { embeddedChainIdsValue, embeddedProviderOf } from './embeddedProvider.js'
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
    const provider = () => embeddedProviderOf(client, account.address)
    const chainId = chainIds[account.address.toLowerCase()] ?? client.defaultChain.id
    return {
      connectorId: EMBEDDED_WALLET_CONNECTOR_ID,
      chainType: 'ethereum',
      address: account.address,
      chainId: `eip155:${chainId}`,
      walletClientType: account.walletClientType,
      connectorType: 'embedded',
      connectedAt: (account.verifiedAt ?? account.firstVerifiedAt)?.getTime() ?? 0,
      meta: { id: EMBEDDED_WALLET_CONNECTOR_ID, name: 'Foyer', icon: null },
      linked: true,
      sign: async (message) => (await provider().request({ method: 'personal_sign', params: [utf8ToHex(message), account.address] })) as string,
      disconnect: () => Promise.reject(new CannotDisconnectEmbeddedWalletError()),
      loginOrLink: () => Promise.reject(new EmbeddedWalletLoginError()),
      unlink: () => Promise.reject(new CannotUnlinkEmbeddedWalletError()),
      switchChain: async (id) => {
        const hex = typeof id === 'number' ? `0x${id.toString(16)}` : id
        await provider().request({ method: 'wallet_switchEthereumChain', params: [{ chainId: hex }] })
      },
      getEthereumProvider: async () => provider() as unknown as EIP1193Provider,
    }
  })
}
