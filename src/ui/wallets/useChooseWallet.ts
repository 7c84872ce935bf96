'use client'
import { useCallback } from 'react'
import { entryConnector, walletBrowserLink, withWalletDeepLink, type WalletChainFamily, type WalletPickerEntry } from '../../core/internal.js'
import { useConnectWallet, useWalletConnectors } from '../../hooks/internalApi.js'
import type { Navigate } from '../appearance.js'
import { useIsMobile } from '../lib/useIsMobile.js'

/** Opens `url` in this tab (a deep link must open from the click itself: no await before it). */
export function openDeepLink(url: string): void {
  window.location.href = url
}

/**
 * What choosing a wallet (a picker row, or a landing entry for one wallet) does, from the click:
 * an installed wallet connects and shows its status screen (Phantom on Solana with the Ledger
 * plugin asks about the Ledger first); a wallet that is not installed gets WalletConnect (its deep
 * link), the mobile redirect into its app, or the install instructions.
 */
export function useChooseWallet({ navigate, connectOnly }: { navigate: Navigate; connectOnly?: boolean | undefined }) {
  const isMobile = useIsMobile()
  const { connectors } = useWalletConnectors()
  const { connectWallet } = useConnectWallet()
  return useCallback(
    (entry: WalletPickerEntry, chainType: WalletChainFamily) => {
      const connector = entryConnector(entry, chainType)
      if (connector?.needsLedgerChoice?.()) {
        // Phantom on Solana with the Ledger plugin, choice undecided: the Ledger screen first.
        navigate('walletLedger', { connectorId: connector.id, connectOnly })
        return
      }
      if (connector) {
        // Started from the click: the wallet's prompt (or a WalletConnect pairing) follows the gesture.
        void connectWallet({ connectorId: connector.id }).catch(() => undefined)
        navigate('walletConnect', { connectorId: connector.id, connectOnly })
        return
      }
      const listing = entry.listing
      if (!listing) return
      const pairing = connectors.find((c) => c.usesPairingUri && c.chainType === chainType)
      if (pairing && (listing.mobile.universal || listing.mobile.native)) {
        void connectWallet({ connectorId: pairing.id }).catch(() => undefined)
        navigate('walletConnect', { connectorId: pairing.id, connectOnly, slug: listing.slug })
        return
      }
      const browserLink = isMobile ? walletBrowserLink(listing, withWalletDeepLink(window.location.href, {
        connectorType: chainType === 'solana' ? 'solana_adapter' : 'injected',
        walletClientType: listing.slug,
        connectOnly: Boolean(connectOnly),
      })) : null
      if (browserLink) {
        openDeepLink(browserLink)
        navigate('walletMobileRedirect', { slug: listing.slug, connectOnly })
        return
      }
      navigate('walletInstall', { slug: listing.slug })
    },
    [connectOnly, connectWallet, connectors, isMobile, navigate],
  )
}
