'use client'
import { useMemo } from 'react'
import { toConnectedSolanaWallets, toEmbeddedSolanaWallets, type ConnectedSolanaWallet } from '../core/internal.js'
import { useWalletSnapshot } from './walletHooks.js'

/** What {@link useSolanaWallets} returns. */
export type UseSolanaWalletsReturnType = {
  /** True once the wallet connectors initialised (or after the 1.5 s fallback). */
  ready: boolean
  /**
   * The user's embedded Solana wallets, then the connected external ones, in one shape: address,
   * chainType, walletClientType, connectorType, signMessage, signTransaction, sendTransaction,
   * disconnect, loginOrLink, unlink, linked.
   */
  wallets: ConnectedSolanaWallet[]
}

/** The user's Solana wallets, headless: embedded ones (keys in the wallet service) first, then connected wallet-standard ones (Phantom, Solflare, Backpack …). */
export function useSolanaWallets(): UseSolanaWalletsReturnType {
  const { client, connections, connectors, user, ready } = useWalletSnapshot()
  const wallets = useMemo(
    () => [...toEmbeddedSolanaWallets(client, { user }), ...toConnectedSolanaWallets(client, { connections, connectors, user })],
    [client, connections, connectors, user],
  )
  return { ready, wallets }
}
