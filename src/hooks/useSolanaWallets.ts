'use client'
import { useMemo } from 'react'
import { toConnectedSolanaWallets, type ConnectedSolanaWallet } from '../core/internal.js'
import { useWalletSnapshot } from './walletHooks.js'

/** What {@link useSolanaWallets} returns. */
export type UseSolanaWalletsReturnType = {
  /** True once the wallet connectors initialised (or after the 1.5 s fallback). */
  ready: boolean
  /** Connected Solana wallets: address, walletClientType, connectorType, signMessage, disconnect, loginOrLink, unlink, linked. */
  wallets: ConnectedSolanaWallet[]
}

/** The connected Solana wallets (wallet-standard: Phantom, Solflare, Backpack …), headless. */
export function useSolanaWallets(): UseSolanaWalletsReturnType {
  const { client, connections, connectors, user, ready } = useWalletSnapshot()
  const wallets = useMemo(() => toConnectedSolanaWallets(client, { connections, connectors, user }), [client, connections, connectors, user])
  return { ready, wallets }
}
