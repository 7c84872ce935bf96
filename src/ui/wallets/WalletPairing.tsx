'use client'
import type { ReactNode } from 'react'
import { constants } from '../../hooks/internalApi.js'
import { useFoyerUi } from '../context.js'
import { useCopy } from '../lib/useCopy.js'
import { Button } from '../primitives/Button.js'
import { QrCode } from '../primitives/QrCode.js'
import { Spinner } from '../primitives/Spinner.js'
import { Subtitle, Title } from '../primitives/Text.js'
import { openDeepLink } from './useChooseWallet.js'

/**
 * A WalletConnect pairing under way, as the wallet status screen and the funding wallets screen
 * show it: on a computer 'Scan code to connect to {wallet}' (the QR code of the pairing URI, 280
 * px, level Q, and 'Copy link'); on a phone 'Go to {wallet} to continue' ('Open in app' — the
 * wallet's deep link, opened inside the click — and 'Copy link'). Until the URI is known, a spinner.
 */
export function WalletPairing({ uri, wallet, mobile, deepLink, badge }: {
  /** The pairing URI (null: not yet known). */
  uri: string | null
  /** The wallet's name. */
  wallet: string
  mobile: boolean
  /** The wallet's own link for the URI (its listing's), else the URI itself opens. */
  deepLink?: string | null | undefined
  /** The wallet's badge (phones: above the title). */
  badge?: ReactNode
}) {
  const { t } = useFoyerUi()
  const { copied, copy } = useCopy()
  const copyButton = uri ? <Button kind="secondary" onClick={() => void copy(uri)}>{copied ? t('wallet.copied') : t('wallet.copyLink')}</Button> : null
  if (mobile) {
    return (
      <>
        {badge}
        <Title>{t('wallet.status.goTo', { wallet })}</Title>
        {uri ? (
          <>
            {/* The deep link opens inside the click handler (no await before navigation). */}
            <Button onClick={() => openDeepLink(deepLink ?? uri)}>{t('wallet.openInApp')}</Button>
            {copyButton}
          </>
        ) : <Spinner label={t('modal.loading')} />}
      </>
    )
  }
  return (
    <>
      <Title>{t('wallet.status.scan', { wallet })}</Title>
      {uri ? (
        <>
          <QrCode value={uri} label={t('wallet.status.scan', { wallet })} size={constants.QR_SIZE_WALLET_PICKER_PX} />
          <Subtitle>{t('wallet.status.scanDetail', { wallet })}</Subtitle>
          {copyButton}
        </>
      ) : <Spinner label={t('modal.loading')} />}
    </>
  )
}
