import type { FoyerClient } from '../client/types.js'
import type { WalletConnection } from '../types/wallets.js'
import { walletConnectionsValue, walletConnectorsValue } from './state.js'

/** The parameters of {@link disconnectWallet}. */
export type DisconnectWalletParameters = Pick<WalletConnection, 'connectorId' | 'address'>
/** What {@link disconnectWallet} returns. */
export type DisconnectWalletReturnType = void
/** Never fails: a wallet that cannot end the connection on its side is left as it is. */
export type DisconnectWalletErrorType = never

/**
 * Forgets a connection (and the stored active one) and asks the wallet to end it where it can.
 * A wallet that cannot revoke its permission stays authorised on its side.
 */
export async function disconnectWallet(client: FoyerClient, { connectorId, address }: DisconnectWalletParameters): Promise<DisconnectWalletReturnType> {
  const connection = walletConnectionsValue.get(client).find(
    (c) => c.connectorId === connectorId && c.address.toLowerCase() === address.toLowerCase(),
  )
  if (!connection) return
  // The runtime loads on first use (a connection means it already runs): a wallet list does not carry it.
  const { removeConnection } = await import('./runtime.js')
  removeConnection(client, connection)
  const connector = walletConnectorsValue.get(client).find((c) => c.id === connectorId)
  // The last connection of the connector ends the wallet's side too.
  if (connector && !walletConnectionsValue.get(client).some((c) => c.connectorId === connectorId)) {
    await connector.disconnect().catch(() => undefined)
  }
}
