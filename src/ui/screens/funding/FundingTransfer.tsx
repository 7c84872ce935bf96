'use client'
import { formatUsd, useFundingFlow } from '../../../hooks/internalApi.js'
import type { ScreenProps } from '../../appearance.js'
import { useFoyerUi } from '../../context.js'
import { Button } from '../../primitives/Button.js'
import { ScreenFrame } from '../../primitives/Screen.js'
import { Spinner } from '../../primitives/Spinner.js'
import { Subtitle, Title } from '../../primitives/Text.js'
import { Fields } from '../embedded-wallet/parts.js'
import { amountText, FundingFrame, nativeOf, networkName, ShortAddress } from './parts.js'

/**
 * The transfer from another wallet (Ethereum or Solana funding): 'Preparing your transfer', then
 * the confirmation — Total, To, Network, Estimated fee (with dollars when a price is known) — and
 * Confirm, which sends from the wallet ('Confirm in {wallet}') and waits for the receipt ('Waiting
 * for confirmation'); success moves on to 'Success!'.
 */
export default function FundingTransfer(_: ScreenProps<'fundingTransfer'>) {
  const { t } = useFoyerUi()
  const { funding, confirmTransfer, back } = useFundingFlow()
  if (!funding?.transfer) return null
  const { request, transfer } = funding
  const wallet = transfer.source?.walletName ?? ''
  if (transfer.status === 'preparing' || transfer.status === 'connecting') {
    return (
      <ScreenFrame id="fundingTransfer">
        <div aria-live="polite" data-status={transfer.status} style={{ display: 'contents' }}>
          <Spinner size={28} label={t('funding.transfer.preparing')} />
          <Title>{t('funding.transfer.preparing')}</Title>
        </div>
      </ScreenFrame>
    )
  }
  const native = nativeOf(request)
  const fee = transfer.estimatedFee === null
    ? t('funding.transfer.feeUnknown')
    : transfer.feeUsd !== null
      ? t('funding.withUsd', { amount: amountText(transfer.estimatedFee, native.decimals, native.symbol, t), usd: formatUsd(transfer.feeUsd) })
      : amountText(transfer.estimatedFee, native.decimals, native.symbol, t)
  const busy = transfer.status === 'sending' || transfer.status === 'confirming' || transfer.status === 'done'
  return (
    <FundingFrame id="fundingTransfer" funding={funding} back={back}>
      <Title>{t('funding.transfer.title')}</Title>
      <Subtitle>{t('funding.transfer.subtitle', { token: request.asset.symbol, wallet })}</Subtitle>
      <Fields
        rows={[
          [t('funding.transfer.total'), transfer.total === null ? '—' : amountText(transfer.total, request.asset.decimals, request.asset.symbol, t)],
          [t('funding.transfer.to'), <ShortAddress address={transfer.to} />],
          [t('funding.transfer.network'), networkName(request, t)],
          [t('funding.transfer.fee'), fee],
        ]}
      />
      <Button onClick={() => void confirmTransfer()} loading={busy} disabled={busy} data-status={transfer.status}>
        {transfer.status === 'sending' ? t('funding.transfer.sending', { wallet })
          : transfer.status === 'confirming' || transfer.status === 'done' ? t('funding.transfer.confirming')
            : t('funding.transfer.confirm')}
      </Button>
    </FundingFrame>
  )
}
