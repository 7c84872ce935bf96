'use client'
import { useMemo } from 'react'
import { embeddedChainIdsValue, toConnectedEthereumWallets, toEmbeddedEthereumWallets, type ConnectedEthereumWallet } from '../core/internal.js'
import { useValue } from './internal.js'
import { useWalletSnapshot } from './walletHooks.js'

/** What {@link useWallets} returns. */
export type UseWalletsReturnType = {
  /** True once the wallet connectors initialised (or after the 1.5 s fallback). */
  ready: boolean
  /**
   * The user's embedded Ethereum wallets, then the connected external ones: address, chainId (CAIP-2), walletClientType, connectorType, linked,
   * switchChain, getEthereumProvider, sign, disconnect, loginOrLink, unlink.
   */
  wallets: ConnectedEthereumWallet[]
}

/**
 * The user's Ethereum wallets, headless: embedded wallets (keys in the wallet service) first, then
 * connected external ones (EIP-6963 extensions, WalletConnect, Coinbase Wallet).
 */
export function useWallets(): UseWalletsReturnType {
  const { client, connections, connectors, user, ready } = useWalletSnapshot()
  const chainIds = useValue(embeddedChainIdsValue)
  const wallets = useMemo(
    () => [...toEmbeddedEthereumWallets(client, { user, chainIds }), ...toConnectedEthereumWallets(client, { connections, connectors, user })],
    [client, connections, connectors, user, chainIds],
  )
  return { ready, wallets }
}
