'use client'
import {
  getUser, getWalletConnections, getWalletConnectors, getWalletConnectorsReady, watchUser, watchWalletConnections,
  watchWalletConnectors, watchWalletConnectorsReady,
} from '../core/index.js'
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
  const connections = useWatched(client, getWalletConnections, watchWalletConnections)
  const connectors = useWatched(client, getWalletConnectors, watchWalletConnectors)
  const user = useWatched(client, getUser, watchUser)
  const ready = useWatched(client, getWalletConnectorsReady, watchWalletConnectorsReady)
  return { client, connections, connectors, user, ready }
}
