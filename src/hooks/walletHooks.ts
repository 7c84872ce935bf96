'use client'
import { userValue, walletConnectionsValue, walletConnectorsValue, walletConnectorsReadyValue } from '../core/index.js'
import { useFoyerClient } from './context.js'
import { useWatched } from './internal.js'
import { useStartWallets } from './useStartWallets.js'

/**
 * What the connected-wallet hooks (`useWallets`, `useSolanaWallets`) share: discovery started,
 * and the connections, connectors, user and readiness they map into connected wallets.
 */
export function useWalletSnapshot() {
  const client = useFoyerClient()
  useStartWallets(client)
  const connections = useWatched(client, walletConnectionsValue.get, walletConnectionsValue.watch)
  const connectors = useWatched(client, walletConnectorsValue.get, walletConnectorsValue.watch)
  const user = useWatched(client, userValue.get, userValue.watch)
  const ready = useWatched(client, walletConnectorsReadyValue.get, walletConnectorsReadyValue.watch)
  return { client, connections, connectors, user, ready }
}
