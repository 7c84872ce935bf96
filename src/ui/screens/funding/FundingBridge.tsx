'use client'
import { useId } from 'react'
import { styled } from 'styled-components'
import { useFundingFlow } from '../../../hooks/internalApi.js'
import type { ScreenProps } from '../../appearance.js'
import { useFoyerUi } from '../../context.js'
import { Button } from '../../primitives/Button.js'
import { Subtitle, Title } from '../../primitives/Text.js'
import { controlCss, Field, Label, TextInput } from '../../primitives/TextInput.js'
import { useSlot } from '../../primitives/useSlot.js'
import { Fields } from '../embedded-wallet/parts.js'
import { amountText, FundingFrame, networkName, shortAddress } from './parts.js'
import { formatAmount } from '../../../hooks/internalApi.js'

const Select = styled.select`${controlCss}`

/**
 * 'Transfer from another network' (the bridge): the amount, From (the source wallet), the source
 * network — a dropdown of the networks where it holds funds, with their balances, the largest
 * first —, To (the funded wallet and its network), the quote (what is paid, the bridge's fee, the
 * time it takes) and 'Confirm with {wallet}', which sends the deposit from that wallet. Changing
 * the network or the amount asks for a new quote.
 */
export default function FundingBridge(_: ScreenProps<'fundingBridge'>) {
  const { t } = useFoyerUi()
  const { funding, setAmount, chooseBridgeSource, confirmBridge, back } = useFundingFlow()
  const selectId = useId()
  const select = useSlot('fundingNetworkSelect')
  const label = useSlot('label')
  if (!funding?.bridge) return null
  const { request, bridge } = funding
  const wallet = bridge.sourceWallet.walletName
  const source = bridge.sources.find((s) => s.chainId === bridge.selected) ?? null
  const quote = bridge.quote
  const requote = () => {
    if (bridge.selected !== null && funding.amountValid) void chooseBridgeSource(bridge.selected)
  }
  const sending = bridge.status === 'sending'
  const loading = bridge.status === 'loading'
  return (
    <FundingFrame id="fundingBridge" funding={funding} back={back}>
      <Title>{t('funding.bridge.title')}</Title>
      <Subtitle>{t('funding.bridge.subtitle', { network: networkName(request, t) })}</Subtitle>
      <TextInput
        slot="fundingAmountInput"
        label={t('funding.bridge.amount', { token: request.asset.symbol })}
        inputMode="decimal"
        autoComplete="off"
        value={funding.amount}
        disabled={sending}
        onChange={(event) => setAmount(event.target.value)}
        onBlur={() => { if (quote === null || funding.amount !== request.amount) requote() }}
      />
      <Fields rows={[[t('funding.bridge.from'), t('funding.wallets.connectedRow', { wallet, address: shortAddress(bridge.sourceWallet.address) })]]} />
      <Field>
        <Label htmlFor={selectId} {...label}>{t('funding.bridge.network')}</Label>
        <Select
          id={selectId}
          value={bridge.selected ?? ''}
          disabled={sending || bridge.sources.length === 0}
          onChange={(event) => void chooseBridgeSource(Number(event.target.value))}
          {...select}
        >
          {bridge.selected === null && <option value="" disabled>{t('funding.bridge.network')}</option>}
          {bridge.sources.map((s) => (
            <option key={s.chainId} value={s.chainId}>
              {t('funding.bridge.networkOption', { network: s.name, balance: formatAmount(s.balance, s.decimals), token: s.symbol })}
            </option>
          ))}
        </Select>
      </Field>
      <Fields
        rows={[
          [t('funding.bridge.to'), t('funding.bridge.toValue', { address: shortAddress(request.address), network: networkName(request, t) })],
          ...(quote && source ? [
            [t('funding.bridge.youPay'), amountText(quote.amountIn, source.decimals, source.symbol, t)],
            [t('funding.bridge.fee'), amountText(quote.fee, source.decimals, source.symbol, t)],
            [t('funding.bridge.time'), t('funding.bridge.seconds', { seconds: quote.timeEstimate })],
          ] as const : []),
        ]}
      />
      <Button
        onClick={() => void confirmBridge()}
        loading={sending || loading}
        disabled={sending || loading || quote === null || !funding.amountValid}
        data-status={bridge.status}
      >
        {loading ? t('funding.bridge.loading') : sending ? t('funding.bridge.sending', { wallet }) : t('funding.bridge.confirm', { wallet })}
      </Button>
    </FundingFrame>
  )
}
