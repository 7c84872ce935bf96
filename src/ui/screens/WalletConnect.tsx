'use client'
import { useEffect, useRef } from 'react'
import { styled } from 'styled-components'
import type { FoyerError, WalletAuthFlowState, WalletConnectFlowState } from '../../hooks/index.js'
import { useConnectWallet, useFoyer, useLoginWithSiwe, useLoginWithSiws, useSolanaLedgerChoice, useWalletConnectors, canRetryWalletConnect, constants, walletConnectDeepLink, walletConnectRetriesExhausted } from '../../hooks/internalApi.js'
import type { ScreenProps } from '../appearance.js'
import { useFoyerUi } from '../context.js'
import { errorMessage } from '../lib/errorMessage.js'
import { useRunAfter } from '../lib/useRunAfter.js'
import { useIsMobile } from '../lib/useIsMobile.js'
import { useWaitedFor, WALLET_HELP_AFTER_MS } from '../lib/useWaitedFor.js'
import { vars } from '../../themes/index.js'
import { Avatar } from '../primitives/Avatar.js'
import { Button } from '../primitives/Button.js'
import { ErrorIcon, SuccessIcon } from '../primitives/Icons.js'
import { ScreenFrame } from '../primitives/Screen.js'
import { Spinner } from '../primitives/Spinner.js'
import { StatusBadge as Badge, StatusBody as Status } from '../primitives/StatusBadge.js'
import { SmallText, Subtitle, Text, Title } from '../primitives/Text.js'
import { useSlot } from '../primitives/useSlot.js'
import { WalletPairing } from '../wallets/WalletPairing.js'

/** The help under a wallet prompt left unanswered: where to go, and why it may not show. */
const Help = styled.div`
  display: flex;
  flex-direction: column;
  gap: calc(${vars.space.unit} * 1);
  padding: calc(${vars.space.unit} * 3);
  border-radius: ${vars.radii.card};
  background: ${vars.colors.backgroundSecondary};
  & > p:first-child { color: ${vars.colors.foreground}; font-weight: ${vars.fontWeights.medium}; }
`

/** What the status screen shows, from the connection attempt and the sign-in (pure). */
export type WalletStatusView =
  | 'waiting' | 'scan' | 'goTo' | 'switching' | 'sign' | 'signing' | 'success' | 'connectError' | 'signError' | 'openOrInstall'

export function walletStatusView(
  { connect, auth, connectorId, connectOnly, found, pairing, mobile }: {
    connect: WalletConnectFlowState
    auth: WalletAuthFlowState
    connectorId: string
    connectOnly: boolean
    found: boolean
    pairing: boolean
    mobile: boolean
  },
): WalletStatusView {
  if (!found) return 'openOrInstall'
  const mine = connect.connectorId === connectorId
  if (mine && connect.status === 'disconnected' && connect.error) return 'connectError'
  if (mine && connect.status === 'switching_to_supported_chain') return 'switching'
  if (mine && connect.status === 'connected') {
    if (connectOnly) return 'success'
    switch (auth.status) {
      case 'done': return 'success'
      case 'error': return 'signError'
      case 'submitting-signature': return 'signing'
      default: return 'sign'
    }
  }
  if (mine && connect.uri) return mobile ? 'goTo' : 'scan'
  return pairing ? (mobile ? 'goTo' : 'scan') : 'waiting'
}

/**
 * A wallet's status screens: 'Waiting for {wallet}' (the wallet's prompt),
 * 'Scan code to connect to {wallet}' (WalletConnect QR, 280 px, level Q, with 'Copy link'), 'Go
 * to {wallet} to continue' ('Open in app' on a phone), 'Switching networks', then 'Sign to verify'
 * and 'Signing' (the sign-in of the wallet's chain family), 'Successfully connected with {wallet}' (closes after 1400 ms), or
 * 'Could not connect with wallet' with Retry (retryable errors, fewer than 2 retries; then
 * 'Unable to connect wallet'), Try again and Cancel. With the Ledger choice, 'Sign to verify' asks
 * to approve the sign-in transaction on the Ledger. Back clears the QR code, then the connecting
 * state, then leaves. A prompt left unanswered for `WALLET_HELP_AFTER_MS` ('Waiting for …', 'Sign
 * to verify') adds 'Go to {wallet} to continue' and where to find it.
 */
export default function WalletConnect({ params, back, close }: ScreenProps<'walletConnect'>) {
  const { t } = useFoyerUi()
  const isMobile = useIsMobile()
  const { authenticated } = useFoyer()
  const { connectors, directory } = useWalletConnectors()
  const { state: connect, connectWallet, signInWithWallet, clearUri, cancel, reset } = useConnectWallet()
  const siwe = useLoginWithSiwe()
  const siws = useLoginWithSiws()
  const connectorId = params.connectorId
  const connectOnly = Boolean(params.connectOnly)
  const connector = connectors.find((c) => c.id === connectorId)
  const listing = directory.find((l) => l.slug === (params.slug ?? connector?.walletClientType)) ?? null
  const wallet = params.slug ? (listing?.name ?? connector?.name ?? '') : (connector?.name ?? listing?.name ?? '')
  const auth = connector?.chainType === 'solana' ? siws.state : siwe.state
  // A Ledger (the choice made on the Ledger screen) signs a memo transaction, not the message.
  const { signsWithLedger } = useSolanaLedgerChoice()
  const ledger = connector?.chainType === 'solana' && signsWithLedger(connector.walletClientType)
  const view = walletStatusView({
    connect, auth, connectorId, connectOnly, found: Boolean(connector), pairing: Boolean(connector?.usesPairingUri), mobile: isMobile,
  })

  // Opened without an attempt under way (a reload of the screen, a story): start one.
  const started = useRef(false)
  useEffect(() => {
    if (started.current || !connector) return
    started.current = true
    if (connect.connectorId !== connectorId) void connectWallet({ connectorId }).catch(() => undefined)
  }, [connector, connect.connectorId, connectorId, connectWallet])

  // Connected: sign in (or link) once, unless only connecting.
  const signedFor = useRef<string | null>(null)
  const connection = connect.status === 'connected' && connect.connectorId === connectorId ? connect.connection : null
  const signIn = () => {
    if (!connection) return
    signedFor.current = `${connection.connectorId}:${connection.address}`
    void signInWithWallet({ connection, intent: authenticated ? 'link' : 'login' }).catch(() => undefined)
  }
  useEffect(() => {
    if (!connection || connectOnly) return
    if (signedFor.current === `${connection.connectorId}:${connection.address}`) return
    signIn()
  }) // eslint-disable-line react-hooks/exhaustive-deps

  useRunAfter(view === 'success', constants.WALLET_CONNECT_SUCCESS_CLOSE_MS, close)

  const onBack = () => {
    if (connect.uri) return clearUri()
    if (connect.status === 'connecting' || connect.status === 'waiting' || connect.status === 'switching_to_supported_chain') return cancel()
    reset()
    back()
  }
  const retry = () => void connectWallet({ connectorId, retry: true }).catch(() => undefined)
  const cancelAll = () => {
    reset()
    back()
  }
  const badge = useSlot('statusBadge', view.endsWith('Error') ? 'error' : view === 'success' ? 'success' : 'loading', { variant: 'wallet' })
  const icon = connector?.icon ?? listing?.imageUrl ?? null
  const walletBadge = (
    <Badge {...badge}>{icon ? <Avatar src={icon} alt="" size={40} kind="wallet" /> : null}</Badge>
  )
  const deepLink = connect.uri && listing ? walletConnectDeepLink(listing, connect.uri) : null
  // The wallet's prompt is open and unanswered: after a while, say where to go.
  const prompting = view === 'waiting' || view === 'sign'
  const stuck = useWaitedFor(prompting, WALLET_HELP_AFTER_MS, `${view}:${connect.retries}`)
  const help = stuck ? (
    <Help data-help="">
      <Text>{t('wallet.status.goTo', { wallet })}</Text>
      <SmallText slot="text">{t('wallet.status.helpDetail', { wallet })}</SmallText>
    </Help>
  ) : null

  return (
    <ScreenFrame id="walletConnect" showBack={view !== 'success'} onBack={onBack}>
      <Status aria-live="polite" data-status={view}>
        {(() => {
          switch (view) {
            case 'openOrInstall':
              return (<>{walletBadge}<Title>{t('wallet.status.openOrInstall', { wallet })}</Title></>)
            case 'waiting':
              return (
                <>
                  {walletBadge}
                  <Title>{t('wallet.status.waiting', { wallet })}</Title>
                  <Subtitle>{t('wallet.status.waitingDetail', { wallet })}</Subtitle>
                  <Spinner label={t('modal.loading')} />
                  {help}
                </>
              )
            case 'scan':
            case 'goTo':
              return <WalletPairing uri={connect.uri} wallet={wallet} mobile={view === 'goTo'} deepLink={deepLink} badge={walletBadge} />
            case 'switching':
              return (<>{walletBadge}<Title>{t('wallet.status.switching')}</Title><Spinner label={t('modal.loading')} /></>)
            case 'sign':
              return (
                <>
                  {walletBadge}
                  <Title>{t('wallet.status.sign')}</Title>
                  <Subtitle>{t(ledger ? 'wallet.status.signLedgerDetail' : 'wallet.status.signDetail', { wallet })}</Subtitle>
                  <Spinner label={t('modal.loading')} />
                  {help}
                </>
              )
            case 'signing':
              return (<>{walletBadge}<Title>{t('wallet.status.signing')}</Title><Spinner label={t('modal.loading')} /></>)
            case 'success':
              return (
                <>
                  <SuccessIcon />
                  <Title>{t('wallet.status.success', { wallet })}</Title>
                </>
              )
            case 'connectError':
            case 'signError': {
              const error: FoyerError | null = view === 'connectError' ? connect.error : auth.error
              const exhausted = view === 'connectError' && walletConnectRetriesExhausted(connect)
              const linkedElsewhere = error?.code === 'linked_to_another_user'
              return (
                <>
                  <ErrorIcon />
                  <Title>{t('wallet.error.title')}</Title>
                  <Subtitle>{exhausted ? t('wallet.status.unableToConnect') : errorMessage(error, t, 'wallet.status.unableToConnect')}</Subtitle>
                  {view === 'connectError' && canRetryWalletConnect(connect) && <Button onClick={retry}>{t('wallet.retry')}</Button>}
                  {view === 'signError' && !linkedElsewhere && <Button onClick={signIn}>{t('wallet.error.tryAgain')}</Button>}
                  <Button kind="secondary" onClick={cancelAll}>{linkedElsewhere ? t('wallet.error.useDifferentWallet') : t('wallet.error.cancel')}</Button>
                </>
              )
            }
          }
        })()}
      </Status>
    </ScreenFrame>
  )
}
