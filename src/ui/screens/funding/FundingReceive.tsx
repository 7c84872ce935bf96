'use client'
import { constants, formatAmount, useFundingFlow } from '../../../hooks/internalApi.js'
import type { ScreenProps } from '../../appearance.js'
import { useFoyerUi } from '../../context.js'
import { useCopy } from '../../lib/useCopy.js'
import { Button } from '../../primitives/Button.js'
import { QrCode } from '../../primitives/QrCode.js'
import { Spinner } from '../../primitives/Spinner.js'
import { Badge, SmallText, Subtitle, Text, Title } from '../../primitives/Text.js'
import { useSlot } from '../../primitives/useSlot.js'
import { AddressBox, FundingFrame, networkName } from './parts.js'

/**
 * Manual receive ('Receive funds', or the request's receiveFundsTitle / receiveFundsSubtitle): a
 * QR code of the wallet's URI (with the token's mint or contract for a stablecoin), the address
 * with 'Copy address', the balance read every 2 s, and — once it rose above the first read —
 * 'Funds received' and Continue, which closes the flow (funded).
 */
export default function FundingReceive(_: ScreenProps<'fundingReceive'>) {
  const { t } = useFoyerUi()
  const { funding, back, close } = useFundingFlow()
  const { copied, copy } = useCopy()
  const copySlot = useSlot('copyLink', copied ? 'success' : 'idle')
  if (!funding?.receive) return null
  const { request, receive } = funding
  const token = request.asset.symbol
  return (
    <FundingFrame id="fundingReceive" funding={funding} back={back}>
      <Title>{request.uiConfig.receiveFundsTitle ?? t('funding.receive.title')}</Title>
      <Subtitle>{request.uiConfig.receiveFundsSubtitle ?? t('funding.receive.subtitle', { token, network: networkName(request, t) })}</Subtitle>
      <QrCode value={receive.uri} label={t('funding.receive.qr')} size={constants.QR_SIZE_DEFAULT_PX} />
      <AddressBox label={t('funding.receive.address')}>{request.address}</AddressBox>
      <Button kind="link" onClick={() => void copy(request.address)} {...copySlot}>
        {copied ? t('funding.receive.copied') : t('funding.receive.copy')}
      </Button>
      <div aria-live="polite" data-received={receive.received ? 'true' : 'false'} style={{ display: 'contents' }}>
        <Text data-balance="">
          {receive.balance === null ? t('funding.receive.checking') : t('funding.receive.balanceValue', { balance: formatAmount(receive.balance, request.asset.decimals), token })}
        </Text>
        {receive.received ? (
          <Badge>{t('funding.receive.received')}</Badge>
        ) : (
          <SmallText><Spinner size={12} /> {t('funding.receive.waiting')}</SmallText>
        )}
      </div>
      {receive.received && <Button onClick={close}>{t('funding.receive.continue')}</Button>}
    </FundingFrame>
  )
}
