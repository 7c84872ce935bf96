'use client'
import { useMemo, useState } from 'react'
import type { WalletPickerEntry } from '../../hooks/index.js'
import { useAppConfig, useRecentLoginMethod, useWalletConnectors, useWalletDirectory, constants, showWalletSearch, walletPickerEntries } from '../../hooks/internalApi.js'
import type { ScreenProps } from '../appearance.js'
import { useFoyerUi } from '../context.js'
import { ScreenFrame } from '../primitives/Screen.js'
import { Spinner } from '../primitives/Spinner.js'
import { Subtitle, Text, Title } from '../primitives/Text.js'
import { TextInput } from '../primitives/TextInput.js'
import { useSlot } from '../primitives/useSlot.js'
import { WalletList, WalletRow } from '../wallets/WalletRow.js'
import { useChooseWallet } from '../wallets/useChooseWallet.js'

/**
 * The wallet picker: 'Select your wallet', a search box when there are more than 6
 * wallets (or a search is active), rows of 56 px (5 visible), 'Last used' chip, chain badges;
 * a multi-chain wallet leads to 'Select network'; 'No wallets available' with suggestions when
 * the page has none. Choosing starts the connection from the click and shows its status screen;
 * a wallet that is not installed gets WalletConnect (its deep link), the mobile redirect into its
 * app, or the install instructions. Opening it asks the wallet directory service for its listings
 * (`useWalletDirectory`; the bundled list meanwhile, and when it fails or is slow).
 */
export default function WalletPicker({ params, navigate, back, canGoBack }: ScreenProps<'walletPicker'>) {
  const { t } = useFoyerUi()
  const config = useAppConfig()
  const recent = useRecentLoginMethod()
  const { connectors, ready } = useWalletConnectors()
  // The directory service's listings load with the picker (the bundled list until they arrive).
  const { directory } = useWalletDirectory()
  const [search, setSearch] = useState('')
  const [network, setNetwork] = useState<WalletPickerEntry | null>(null)
  const connectOnly = params?.connectOnly
  const walletChainType = config?.appearance.walletChainType ?? 'ethereum-only'
  const options = { walletChainType, walletList: config?.appearance.walletList ?? [], lastUsed: recent?.walletClientType ?? null }
  const all = useMemo(() => walletPickerEntries(connectors, directory, options), [connectors, directory, options.walletChainType, options.walletList, options.lastUsed]) // eslint-disable-line react-hooks/exhaustive-deps
  const shown = search ? walletPickerEntries(connectors, directory, { ...options, search }) : all
  const list = useSlot('walletList')

  const choose = useChooseWallet({ navigate, connectOnly })
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
