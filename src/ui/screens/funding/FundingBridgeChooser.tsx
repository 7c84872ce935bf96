'use client'
import { useFundingFlow } from '../../../hooks/internalApi.js'
import type { ScreenProps } from '../../appearance.js'
import { useFoyerUi } from '../../context.js'
import { Subtitle, Title } from '../../primitives/Text.js'
import { formatAmount } from '../../../hooks/internalApi.js'
import { FundingFrame, OptionButton, OptionList } from './parts.js'

/**
 * The bridge's chooser ('Transfer from another network'), when several source networks have a
 * quote: each network with the wallet's balance there; choosing one shows the bridge's form.
 */
export default function FundingBridgeChooser(_: ScreenProps<'fundingBridgeChooser'>) {
  const { t } = useFoyerUi()
  const { funding, chooseBridgeSource, back } = useFundingFlow()
  if (!funding?.bridge) return null
  const { bridge } = funding
  return (
    <FundingFrame id="fundingBridgeChooser" funding={funding} back={back}>
      <Title>{t('funding.bridge.title')}</Title>
      <Subtitle>{t('funding.bridgeChooser.subtitle')}</Subtitle>
      <OptionList aria-label={t('funding.bridgeChooser.list')}>
        {bridge.quotes.map((quote) => {
          const source = bridge.sources.find((s) => s.chainId === quote.chainId)
          return (
            <OptionButton
              key={quote.chainId}
              variant={String(quote.chainId)}
              label={source?.name ?? String(quote.chainId)}
              detail={source ? t('funding.bridgeChooser.balance', { balance: formatAmount(source.balance, source.decimals), token: source.symbol }) : undefined}
              onClick={() => void chooseBridgeSource(quote.chainId)}
            />
          )
        })}
      </OptionList>
    </FundingFrame>
  )
}
