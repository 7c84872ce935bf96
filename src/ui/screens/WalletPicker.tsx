'use client'
import { useMemo, useState } from 'react'
import {
  constants, entryConnector, showWalletSearch, walletBrowserLink, walletPickerEntries, withWalletDeepLink,
  type WalletChainFamily, type WalletPickerEntry,
} from '../../core/index.js'
import { useAppConfig, useConnectWallet, useRecentLoginMethod, useWalletConnectors } from '../../hooks/index.js'
import type { ScreenProps } from '../appearance.js'
import { useFoyerUi } from '../context.js'
import { useIsMobile } from '../lib/useIsMobile.js'
import { ScreenFrame } from '../primitives/Screen.js'
import { Spinner } from '../primitives/Spinner.js'
import { Subtitle, Text, Title } from '../primitives/Text.js'
import { TextInput } from '../primitives/TextInput.js'
import { useSlot } from '../primitives/useSlot.js'
import { WalletList, WalletRow } from '../wallets/WalletRow.js'

/** Opens `url` in this tab (a deep link must open from the click itself: no await before it). */
export function openDeepLink(url: string): void {
  window.location.href = url
}

/**
 * The wallet picker (spec 01 §2): 'Select your wallet', a search box when there are more than 6
 * wallets (or a search is active), rows of 56 px (5 visible), 'Last used' chip, chain badges;
 * a multi-chain wallet leads to 'Select network'; 'No wallets available' with suggestions when
 * the page has none. Choosing starts the connection from the click and shows its status screen;
 * a wallet that is not installed gets WalletConnect (its deep link), the mobile redirect into its
 * app, or the install instructions.
 */
export default function WalletPicker({ params, navigate, back, canGoBack }: ScreenProps<'walletPicker'>) {
  const { t } = useFoyerUi()
  const config = useAppConfig()
  const isMobile = useIsMobile()
  const recent = useRecentLoginMethod()
  const { connectors, directory, ready } = useWalletConnectors()
  const { connectWallet } = useConnectWallet()
  const [search, setSearch] = useState('')
  const [network, setNetwork] = useState<WalletPickerEntry | null>(null)
  const connectOnly = params?.connectOnly
  const walletChainType = config?.appearance.walletChainType ?? 'ethereum-only'
  const options = { walletChainType, walletList: config?.appearance.walletList ?? [], lastUsed: recent?.walletClientType ?? null }
  const all = useMemo(() => walletPickerEntries(connectors, directory, options), [connectors, directory, options.walletChainType, options.walletList, options.lastUsed]) // eslint-disable-line react-hooks/exhaustive-deps
  const shown = search ? walletPickerEntries(connectors, directory, { ...options, search }) : all
  const list = useSlot('walletList')

  const choose = (entry: WalletPickerEntry, chainType: WalletChainFamily) => {
    const connector = entryConnector(entry, chainType)
    if (connector?.needsLedgerChoice?.()) {
      // Phantom on Solana with the Ledger plugin, choice undecided: the Ledger screen first (J2).
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
  }
  const select = (entry: WalletPickerEntry) => (entry.chains.length > 1 ? setNetwork(entry) : choose(entry, entry.chains[0]!))

  if (network) {
    return (
      <ScreenFrame id="walletPicker" showBack onBack={() => setNetwork(null)}>
        <Title>{t('wallet.picker.network')}</Title>
        <WalletList {...list}>
          {network.chains.map((chain) => (
            <WalletRow
              key={chain}
              entry={{ ...network, key: `${network.key}:${chain}`, name: t('wallet.picker.networkEntry', { wallet: network.name, chain: t(chain === 'ethereum' ? 'wallet.chain.ethereum' : 'wallet.chain.solana') }), lastUsed: false }}
              chains={[]}
              onSelect={() => choose(network, chain)}
            />
          ))}
        </WalletList>
      </ScreenFrame>
    )
  }

  const families = walletChainType === 'ethereum-only' ? ['ethereum'] : walletChainType === 'solana-only' ? ['solana'] : ['ethereum', 'solana']
  return (
    <ScreenFrame id="walletPicker" showBack={canGoBack} onBack={back}>
      <Title>{t('wallet.picker.title')}</Title>
      {showWalletSearch(all.length, search, constants.WALLET_SEARCH_THRESHOLD) && (
        <TextInput
          slot="walletSearch"
          type="search"
          label={t('wallet.picker.search')}
          placeholder={t('wallet.picker.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      )}
      {all.length === 0 ? (
        ready ? (
          <div data-empty="true">
            <Subtitle>{t('wallet.empty.title')}</Subtitle>
            {families.includes('ethereum') && <Text>{t('wallet.empty.ethereum')}</Text>}
            {families.includes('solana') && <Text>{t('wallet.empty.solana')}</Text>}
          </div>
        ) : (
          <Spinner label={t('modal.loading')} />
        )
      ) : shown.length === 0 ? (
        <Text>{t('wallet.picker.noResults')}</Text>
      ) : (
        <WalletList aria-label={t('wallet.picker.title')} {...list}>
          {shown.map((entry) => <WalletRow key={entry.key} entry={entry} onSelect={() => select(entry)} />)}
        </WalletList>
      )}
    </ScreenFrame>
  )
}
