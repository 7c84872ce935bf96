'use client'
import { userValue, walletConnectionsValue, walletConnectorsValue, walletConnectorsReadyValue } from '../core/internal.js'
import { useFoyerClient } from './context.js'
import { useValue } from './internal.js'
import { useStartWallets } from './useStartWallets.js'

/**
 * What the connected-wallet hooks (`useWallets`, `useSolanaWallets`) share: discovery started,
 * and the connections, connectors, user and readiness they map into connected wallets.
 */
export function useWalletSnapshot() {
  const client = useFoyerClient()
  useStartWallets(client)
  const connections = useValue(walletConnectionsValue)
  const connectors = useValue(walletConnectorsValue)
  const user = useValue(userValue)
  const ready = useValue(walletConnectorsReadyValue)
  return { client, connections, connectors, user, ready }
}
