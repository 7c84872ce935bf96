'use client'
import { useFundingFlow } from '../../../hooks/internalApi.js'
import type { ScreenProps } from '../../appearance.js'
import { useFoyerUi } from '../../context.js'
import { fundingCopy } from '../../copy/funding.js'
import { Button } from '../../primitives/Button.js'
import { ErrorText, SmallText, Subtitle, Title } from '../../primitives/Text.js'
import { FundingFrame, networkName, OPTION_GLYPHS, OptionButton, OptionList, providerName } from './parts.js'

/** The card providers' failure messages (the flow's English text) → their copy keys. */
const LANDING_MESSAGES: Readonly<Record<string, 'funding.landing.coinbaseFailed' | 'funding.landing.moonpayFailed'>> = {
  [fundingCopy['funding.landing.coinbaseFailed']]: 'funding.landing.coinbaseFailed',
  [fundingCopy['funding.landing.moonpayFailed']]: 'funding.landing.moonpayFailed',
}

/**
 * The funding landing: 'Add funds to your {wallet} wallet' (or the configured title), then each
 * option offered for the chain and asset — 'Pay with card' (with the provider in use), 'Transfer
 * from an exchange', 'Transfer from wallet', 'Receive funds' — the card provider's failure
 * message after a failed purchase, and, when both card providers are offered, the footer 'Having
 * trouble or facing location restrictions? Try a different provider.'
 */
export default function FundingLanding(_: ScreenProps<'fundingLanding'>) {
  const { t } = useFoyerUi()
  const { funding, chooseMethod, switchCardProvider, back } = useFundingFlow()
  if (!funding) return null
  const { request } = funding
  const offers = request.landing
  const message = funding.landingMessage
  const messageKey = message === null ? undefined : LANDING_MESSAGES[message]
  const footer = offers.card && offers.alternateProvider ? (
    <SmallText>
      {t('funding.landing.trouble')}{' '}
      <Button kind="link" onClick={switchCardProvider} data-action="switch-provider">{t('funding.landing.switchProvider')}</Button>
    </SmallText>
  ) : undefined
  return (
    <FundingFrame id="fundingLanding" funding={funding} back={back} footer={footer}>
      <Title>{request.uiConfig.landingTitle ?? t('funding.landing.title', { wallet: request.walletName })}</Title>
      <Subtitle>{t('funding.landing.subtitle', { token: request.asset.symbol, network: networkName(request, t) })}</Subtitle>
      {message !== null && <ErrorText>{messageKey ? t(messageKey) : message}</ErrorText>}
      <OptionList aria-label={t('funding.landing.options')}>
        {offers.card && (
          <OptionButton
            variant="card" icon={OPTION_GLYPHS.card} label={t('funding.landing.card')}
            detail={t('funding.landing.cardVia', { provider: providerName(funding.cardProvider, t) })} onClick={() => chooseMethod('card')}
          />
        )}
        {offers.exchange && <OptionButton variant="exchange" icon={OPTION_GLYPHS.exchange} label={t('funding.landing.exchange')} onClick={() => chooseMethod('exchange')} />}
        {offers.wallet && <OptionButton variant="wallet" icon={OPTION_GLYPHS.wallet} label={t('funding.landing.wallet')} onClick={() => chooseMethod('wallet')} />}
        {offers.manual && <OptionButton variant="manual" icon={OPTION_GLYPHS.manual} label={t('funding.landing.manual')} onClick={() => chooseMethod('manual')} />}
      </OptionList>
    </FundingFrame>
  )
}
