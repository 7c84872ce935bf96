'use client'
import { useMemo, useRef, useState } from 'react'
import {
  fundingWalletRows, useAppConfig, useConnectWallet, useFundingFlow, useSolanaWallets, useWalletConnectors, useWallets, walletConnectDeepLink, walletPickerEntries,
} from '../../../hooks/internalApi.js'
import type { ScreenProps } from '../../appearance.js'
import { useFoyerUi } from '../../context.js'
import { useIsMobile } from '../../lib/useIsMobile.js'
import { Avatar } from '../../primitives/Avatar.js'
import { StatusBadge, StatusBody } from '../../primitives/StatusBadge.js'
import { WalletPairing } from '../../wallets/WalletPairing.js'
import { Button } from '../../primitives/Button.js'
import { ScreenFrame } from '../../primitives/Screen.js'
import { Spinner } from '../../primitives/Spinner.js'
import { ErrorText, Subtitle, Text, Title } from '../../primitives/Text.js'
import { useSlot } from '../../primitives/useSlot.js'
import { WalletList, WalletRow } from '../../wallets/WalletRow.js'
import { walletErrorText } from '../embedded-wallet/parts.js'
import { FundingFrame, shortAddress } from './parts.js'

/**
 * A wallet funds may come from: a connected wallet, or one of the page's wallets to connect — a
 * wallet of the wallet list that is not in this page connects through WalletConnect (`slug`: its
 * listing; the pairing QR code shows while it connects).
 */
type Row = { key: string; connectorId: string; name: string; icon: string | null; chain: 'ethereum' | 'solana'; connected: boolean; slug: string | null }

/**
 * 'Transfer from wallet': the user's connected wallets (Ethereum and Solana, not the funded one),
 * then the wallets of this page from the configured wallet list; more than 4 show the first 3 and
 * 'More wallets' (the others, with Back). Choosing one connects it if needed ('Connecting to
 * {wallet}'; through WalletConnect, the pairing QR code as the login's wallet picker shows it, or
 * 'Open in app' on a phone — Back cancels) and prepares its transfer — or the bridge when it
 * cannot pay on this network.
 */
export default function FundingWallets(_: ScreenProps<'fundingWallets'>) {
  const { t } = useFoyerUi()
  const { funding, chooseWallet, back } = useFundingFlow()
  const config = useAppConfig()
  const { wallets } = useWallets()
  const { wallets: solanaWallets } = useSolanaWallets()
  const { connectors, directory, ready } = useWalletConnectors()
  const [expanded, setExpanded] = useState(false)
  const [busy, setBusy] = useState<Row | null>(null)
  const [error, setError] = useState<unknown>(null)
  const { state: connect, cancel } = useConnectWallet()
  const cancelled = useRef(false)
  const isMobile = useIsMobile()
  const badge = useSlot('statusBadge', 'loading', { variant: 'wallet' })
  const list = useSlot('walletList')
  const funded = funding?.request.address.toLowerCase()
  const bridging = funding?.request.crossChainBridgingEnabled ?? false
  const family = funding?.request.chainType ?? 'ethereum'
  const walletList = config?.appearance.walletList
  const rows = useMemo(() => {
    const out: Row[] = []
    const seen = new Set<string>()
    for (const wallet of [...wallets, ...solanaWallets]) {
      if (wallet.connectorType === 'embedded' || wallet.address.toLowerCase() === funded || seen.has(wallet.connectorId)) continue
      if (!bridging && wallet.chainType !== family) continue
      seen.add(wallet.connectorId)
      out.push({
        key: `connected:${wallet.connectorId}`, connectorId: wallet.connectorId, icon: wallet.meta.icon, chain: wallet.chainType, connected: true,
        name: t('funding.wallets.connectedRow', { wallet: wallet.meta.name, address: shortAddress(wallet.address) }),
        slug: null,
      })
    }
    const walletChainType = bridging ? 'ethereum-and-solana' : family === 'ethereum' ? 'ethereum-only' : 'solana-only'
    // WalletConnect (when the app has it): a listed wallet with a mobile app that is not in this page pairs through it.
    const pairing = connectors.find((c) => c.usesPairingUri && c.chainType === family) ?? (bridging ? connectors.find((c) => c.usesPairingUri) : undefined)
    for (const entry of walletPickerEntries(connectors, directory, { walletChainType, walletList: walletList ?? [] })) {
      const connector = entry.connectors.find((c) => c.chainType === family) ?? entry.connectors[0]
      if (connector) {
        if (seen.has(connector.id)) continue
        seen.add(connector.id)
        out.push({ key: entry.key, connectorId: connector.id, name: entry.name, icon: entry.icon, chain: connector.chainType, connected: false, slug: null })
      } else if (pairing && entry.listing && (entry.listing.mobile.universal || entry.listing.mobile.native) && !seen.has(`listing:${entry.key}`)) {
        seen.add(`listing:${entry.key}`)
        out.push({ key: entry.key, connectorId: pairing.id, name: entry.name, icon: entry.icon, chain: pairing.chainType, connected: false, slug: entry.listing.slug })
      }
    }
    return fundingWalletRows(out, (row) => row.connected)
  }, [wallets, solanaWallets, connectors, directory, walletList, funded, bridging, family, t])
  if (!funding) return null

  const choose = (row: Row) => {
    setBusy(row)
    setError(null)
    cancelled.current = false
    chooseWallet(row.connectorId).then(
      () => setBusy(null),
      (reason: unknown) => {
        setBusy(null)
        // Back during the pairing cancels it: the list again, no error.
        if (!cancelled.current) setError(reason)
      },
    )
  }
  // Connecting through WalletConnect (the row chosen, or a pairing of one of these rows under
  // way): its pairing URI, as the wallet picker shows it.
  const pairingRow = busy ?? (connect.uri && connect.status !== 'connected' ? [...rows.shown, ...rows.more].find((r) => r.connectorId === connect.connectorId) ?? null : null)
  const pairingUri = pairingRow && connect.connectorId === pairingRow.connectorId ? connect.uri : null
  if (pairingRow && pairingUri) {
    const listing = directory.find((l) => l.slug === pairingRow.slug) ?? null
    const cancelPairing = () => {
      cancelled.current = true
      cancel()
      setBusy(null)
    }
    return (
      <ScreenFrame id="fundingWallets" showBack onBack={cancelPairing}>
        <StatusBody aria-live="polite" data-status={isMobile ? 'goTo' : 'scan'}>
          <WalletPairing
            uri={pairingUri}
            wallet={pairingRow.name}
            mobile={isMobile}
            deepLink={listing ? walletConnectDeepLink(listing, pairingUri) : null}
            badge={<StatusBadge {...badge}>{pairingRow.icon ? <Avatar src={pairingRow.icon} alt="" size={40} kind="wallet" /> : null}</StatusBadge>}
          />
        </StatusBody>
      </ScreenFrame>
    )
  }
  if (busy) {
    return (
      <ScreenFrame id="fundingWallets">
        <div aria-live="polite" data-status="connecting" style={{ display: 'contents' }}>
          <Spinner size={28} label={t('funding.wallets.connecting', { wallet: busy.name })} />
          <Title>{t('funding.wallets.connecting', { wallet: busy.name })}</Title>
        </div>
      </ScreenFrame>
    )
  }
  const rowView = (row: Row) => (
    <WalletRow key={row.key} entry={{ key: row.key, name: row.name, icon: row.icon, lastUsed: false, chains: [row.chain] }} chains={bridging ? [row.chain] : []} onSelect={() => choose(row)} />
  )
  if (expanded) {
    return (
      <ScreenFrame id="fundingWallets" showBack onBack={() => setExpanded(false)}>
        <Title>{t('funding.wallets.more')}</Title>
        <WalletList aria-label={t('funding.wallets.list')} {...list}>{rows.more.map(rowView)}</WalletList>
      </ScreenFrame>
    )
  }
  return (
    <FundingFrame id="fundingWallets" funding={funding} back={back}>
      <Title>{t('funding.wallets.title')}</Title>
      <Subtitle>{t('funding.wallets.subtitle', { token: funding.request.asset.symbol })}</Subtitle>
      {error !== null && <ErrorText>{walletErrorText(error, t, 'funding.wallets.failed')}</ErrorText>}
      {rows.shown.length === 0 ? (
        ready ? <Text data-empty="true">{t('funding.wallets.empty')}</Text> : <Spinner label={t('modal.loading')} />
      ) : (
        <WalletList aria-label={t('funding.wallets.list')} {...list}>{rows.shown.map(rowView)}</WalletList>
      )}
      {rows.more.length > 0 && (
        <Button kind="secondary" onClick={() => setExpanded(true)} data-action="more-wallets">{t('funding.wallets.more')}</Button>
      )}
    </FundingFrame>
  )
}
