'use client'
import { formatUsd, useFundingFlow } from '../../../hooks/internalApi.js'
import type { ScreenProps } from '../../appearance.js'
import { useFoyerUi } from '../../context.js'
import { Button } from '../../primitives/Button.js'
import { SmallText, Text, Title } from '../../primitives/Text.js'
import { TextInput } from '../../primitives/TextInput.js'
import { FundingFrame, providerName } from './parts.js'

/**
 * 'Confirm or edit amount' (a card purchase or an exchange transfer): the amount input (digits and
 * one dot; a trailing dot is kept; anything else reads '0'), its USD estimate, who the purchase
 * goes through, and Continue — enabled only above 0 — which opens the provider's window within
 * the click.
 */
export default function FundingAmount(_: ScreenProps<'fundingAmount'>) {
  const { t } = useFoyerUi()
  const { funding, setAmount, startCardFunding, back } = useFundingFlow()
  if (!funding) return null
  const token = funding.request.asset.symbol
  const exchange = funding.method === 'exchange'
  const provider = providerName(exchange ? 'coinbase' : funding.cardProvider, t)
  return (
    <FundingFrame id="fundingAmount" funding={funding} back={back}>
      <Title>{t('funding.amount.title')}</Title>
      <TextInput
        slot="fundingAmountInput"
        label={t('funding.amount.label', { token })}
        inputMode="decimal"
        autoComplete="off"
        value={funding.amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <Text aria-live="polite" data-usd-estimate="">
        {funding.usdEstimate !== null ? t('funding.amount.usd', { usd: formatUsd(funding.usdEstimate) }) : t('funding.amount.usdUnknown')}
      </Text>
      <SmallText>{exchange ? t('funding.amount.exchange', { provider }) : t('funding.amount.card', { provider })}</SmallText>
      <Button disabled={!funding.amountValid} onClick={startCardFunding}>{t('funding.amount.continue')}</Button>
    </FundingFrame>
  )
}
