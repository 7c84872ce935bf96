'use client'
import { useCallback } from 'react'
import { useWalletChoice, type WalletChainFamily, type WalletPickerEntry } from '../../hooks/internalApi.js'
import type { Navigate } from '../appearance.js'

/** Opens `url` in this tab (a deep link must open from the click itself: no await before it). */
export function openDeepLink(url: string): void {
  window.location.href = url
}

/**
 * Choosing a wallet (a picker row, or a landing entry for one wallet): `useWalletChoice` carries
 * the choice out from the click, and this shows the screen it names — the Ledger question, the
 * connection status, the mobile redirect or the install instructions.
 */
export function useChooseWallet({ navigate, connectOnly }: { navigate: Navigate; connectOnly?: boolean | undefined }) {
  const { chooseWallet } = useWalletChoice({ connectOnly })
  return useCallback(
    (entry: WalletPickerEntry, chainType: WalletChainFamily) => {
      const choice = chooseWallet(entry, chainType)
      if (choice.kind === 'ledger') navigate('walletLedger', { connectorId: choice.connectorId, connectOnly })
      else if (choice.kind === 'connect') navigate('walletConnect', choice.slug ? { connectorId: choice.connectorId, connectOnly, slug: choice.slug } : { connectorId: choice.connectorId, connectOnly })
      else if (choice.kind === 'mobileRedirect') navigate('walletMobileRedirect', { slug: choice.slug, connectOnly })
      else if (choice.kind === 'install') navigate('walletInstall', { slug: choice.slug })
    },
    [chooseWallet, connectOnly, navigate],
  )
}
