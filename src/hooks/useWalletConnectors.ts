'use client'
import { useMemo } from 'react'
import { walletConnectorsValue, walletConnectorsReadyValue, walletDirectoryValue, getWalletDirectory, type WalletConnector, type WalletListing } from '../core/internal.js'
import { useFoyerClient } from './context.js'
import { useStartWallets } from './useStartWallets.js'
import { useValue } from './internal.js'

/** What {@link useWalletConnectors} returns. */
export type UseWalletConnectorsReturnType = {
  /** True once every connector source reported (or after the 1.5 s fallback). */
  ready: boolean
  /** Every wallet found in this page, both chain families (what the wallet picker lists). */
  connectors: readonly WalletConnector[]
  /**
   * The wallet directory: the host's own list, else the directory service's once loaded
   * (`useWalletDirectory`, the picker), else the bundled list.
   */
  directory: readonly WalletListing[]
}

/** The wallets that can be connected, headless (build your own picker with `walletPickerEntries`). */
export function useWalletConnectors(): UseWalletConnectorsReturnType {
  const client = useFoyerClient()
  useStartWallets(client)
  const connectors = useValue(walletConnectorsValue)
  const ready = useValue(walletConnectorsReadyValue)
  const remote = useValue(walletDirectoryValue)
  const directory = useMemo(() => getWalletDirectory(client), [client, remote]) // eslint-disable-line react-hooks/exhaustive-deps
  return { ready, connectors, directory }
}
