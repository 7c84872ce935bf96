'use client'
import { useMemo } from 'react'
import { toConnectedEthereumWallets, type ConnectedEthereumWallet } from '../core/internal.js'
import { useWalletSnapshot } from './walletHooks.js'

/** What {@link useWallets} returns. */
export type UseWalletsReturnType = {
  /** True once the wallet connectors initialised (or after the 1.5 s fallback). */
  ready: boolean
  /**
   * Connected Ethereum wallets: address, chainId (CAIP-2), walletClientType, connectorType, linked,
   * switchChain, getEthereumProvider, sign, disconnect, loginOrLink, unlink.
   */
  wallets: ConnectedEthereumWallet[]
}

/** The connected Ethereum wallets (EIP-6963 extensions, WalletConnect, Coinbase Wallet), headless. */
export function useWallets(): UseWalletsReturnType {
  const { client, connections, connectors, user, ready } = useWalletSnapshot()
  const wallets = useMemo(() => toConnectedEthereumWallets(client, { connections, connectors, user }), [client, connections, connectors, user])
  return { ready, wallets }
}
