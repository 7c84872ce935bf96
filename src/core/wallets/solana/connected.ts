import type { FoyerClient } from '../../client/types.js'
import type { User } from '../../types/user.js'
import { toConnectedWalletBase } from '../connected.js'
import type { ConnectedWalletBase, WalletConnection, WalletConnector } from '../../types/wallets.js'

/** A connected Solana wallet (`useSolanaWallets()`): the shared base, `chainType: 'solana'`. */
export type ConnectedSolanaWallet = ConnectedWalletBase & {
  chainType: 'solana'
  /** Signs a UTF-8 message (solana:signMessage); the ed25519 signature, base64. Same as `sign`. */
  signMessage(message: string): Promise<string>
}

/** The connected Solana wallets among `connections`, with their connectors' names and icons. */
export function toConnectedSolanaWallets(
  client: FoyerClient,
  { connections, connectors, user }: { connections: readonly WalletConnection[]; connectors: readonly WalletConnector[]; user: User | null },
): ConnectedSolanaWallet[] {
  return connections
    .filter((c) => c.chainType === 'solana')
    .map((connection) => {
      const base = toConnectedWalletBase(client, connection, { connector: connectors.find((c) => c.id === connection.connectorId), user })
      return { ...base, chainType: 'solana' as const, signMessage: base.sign }
    })
}
