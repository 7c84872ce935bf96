'use client'
import { useConnectWallet, useSolanaLedgerChoice, useWalletConnectors } from '../../hooks/internalApi.js'
import type { ScreenProps } from '../appearance.js'
import { useFoyerUi } from '../context.js'
import { Avatar } from '../primitives/Avatar.js'
import { Button } from '../primitives/Button.js'
import { ScreenFrame } from '../primitives/Screen.js'
import { StatusBadge as Badge, StatusBody as Status } from '../primitives/StatusBadge.js'
import { Subtitle, Title } from '../primitives/Text.js'
import { useSlot } from '../primitives/useSlot.js'

/**
 * The Ledger choice: Phantom on Solana with the app's Ledger plugin and no choice
 * yet comes here before connecting. 'Continue with Ledger' / 'Continue without Ledger' records the
 * login data's isSigningInWithLedgerSolana, starts the connection from the click and goes on to the
 * wallet's status screen.
 */
export default function WalletLedger({ params, navigate, back, canGoBack }: ScreenProps<'walletLedger'>) {
  const { t } = useFoyerUi()
  const { connectors } = useWalletConnectors()
  const { connectWallet } = useConnectWallet()
  const { choose } = useSolanaLedgerChoice()
  const connector = connectors.find((c) => c.id === params.connectorId)
  const wallet = connector?.name ?? 'Phantom'
  const badge = useSlot('statusBadge', 'idle', { variant: 'wallet' })
  const decide = (useLedger: boolean) => {
    choose(useLedger)
    void connectWallet({ connectorId: params.connectorId }).catch(() => undefined)
    navigate('walletConnect', params)
  }
  return (
    <ScreenFrame id="walletLedger" showBack={canGoBack} onBack={back}>
      <Status>
        {connector?.icon ? <Badge {...badge}><Avatar src={connector.icon} alt="" size={40} kind="wallet" /></Badge> : null}
        <Title>{t('wallet.ledger.title')}</Title>
        <Subtitle>{t('wallet.ledger.detail', { wallet })}</Subtitle>
      </Status>
      <Button onClick={() => decide(true)}>{t('wallet.ledger.with')}</Button>
      <Button kind="secondary" onClick={() => decide(false)}>{t('wallet.ledger.without')}</Button>
    </ScreenFrame>
  )
}
