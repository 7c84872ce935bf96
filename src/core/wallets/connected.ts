import type { FoyerClient } from '../client/types.js'
import { disconnectWallet } from './disconnectWallet.js'
import { signInWithWallet } from './signInWithWallet.js'
import { unlinkWalletAccount } from './unlinkWalletAccount.js'
import { WalletConnectorNotFoundError } from './errors.js'
import { connectorById } from './state.js'
import { signWithWallet } from './signWithWallet.js'
import type { User } from '../types/user.js'
import { toWalletError } from './providerErrors.js'
import type { ConnectedEthereumWallet, ConnectedWalletBase, WalletConnection, WalletConnector } from '../types/wallets.js'
import { isAuthenticated } from '../client/session/state.js'

/** Whether `user` has `connection`'s address as a linked wallet of its chain family. */
export function isLinkedWallet(user: User | null, connection: Pick<WalletConnection, 'address' | 'chainType'>): boolean {
  if (!user) return false
  return user.linkedAccounts.some((a) => {
    const account = a as { type: string; address?: unknown; chainType?: unknown }
    return account.type === 'wallet' && account.chainType === connection.chainType &&
      String(account.address).toLowerCase() === connection.address.toLowerCase()
  })
}

/**
 * The chain-agnostic part of a connected wallet (`useWallets()`, `useSolanaWallets()`): the
 * connection, its connector's name and icon, `linked`, and sign / disconnect / loginOrLink / unlink.
 */
export function toConnectedWalletBase(
  client: FoyerClient,
  connection: WalletConnection,
  { connector, user }: { connector: WalletConnector | undefined; user: User | null },
): ConnectedWalletBase {
  return {
    ...connection,
    meta: { id: connection.connectorId, name: connector?.name ?? connection.walletClientType, icon: connector?.icon ?? null },
    linked: isLinkedWallet(user, connection),
    sign: (message) => signWithWallet(client, { connectorId: connection.connectorId, address: connection.address, message }),
    disconnect: () => disconnectWallet(client, connection),
    loginOrLink: ({ disableSignup } = {}) =>
      signInWithWallet(client, { connection, intent: isAuthenticated(client) ? 'link' : 'login', disableSignup }),
    unlink: () => unlinkWalletAccount(client, { address: connection.address, chainType: connection.chainType }),
  }
}

/** A connected Ethereum wallet: the base plus switchChain and getEthereumProvider. */
export function toConnectedEthereumWallet(
  client: FoyerClient,
  connection: WalletConnection,
  context: { connector: WalletConnector | undefined; user: User | null },
): ConnectedEthereumWallet {
  const ethereum = () => {
    const found = connectorById(client, connection.connectorId).ethereum
    if (!found) throw new WalletConnectorNotFoundError({ details: `${connection.connectorId} is not an Ethereum wallet` })
    return found
  }
  return {
    ...toConnectedWalletBase(client, connection, context),
    chainType: 'ethereum',
    switchChain: async (chainId) => {
      // The chain rules load with the first switch (not in a headless host's first load).
      const { eip155ChainIdOf } = await import('./embedded/chainRules.js')
      const numeric = eip155ChainIdOf(chainId)
      await ethereum().switchChain(numeric).catch((cause: unknown) => {
        throw toWalletError(cause)
      })
    },
    getEthereumProvider: async () => ethereum().getProvider(),
  }
}

/** The connected Ethereum wallets of `connections` (what `useWallets()` returns). */
export function toConnectedEthereumWallets(
  client: FoyerClient,
  { connections, connectors, user }: { connections: readonly WalletConnection[]; connectors: readonly WalletConnector[]; user: User | null },
): ConnectedEthereumWallet[] {
  return connections
    .filter((c) => c.chainType === 'ethereum')
    .map((c) => toConnectedEthereumWallet(client, c, { connector: connectors.find((k) => k.id === c.connectorId), user }))
}
