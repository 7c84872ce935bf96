'use client'
import { useFundingFlow, type FundingState } from '../../../hooks/internalApi.js'
import type { ScreenProps } from '../../appearance.js'
import { useFoyerUi } from '../../context.js'
import type { Translate } from '../../copy/en.js'
import { SuccessIcon } from '../../primitives/Icons.js'
import { Spinner } from '../../primitives/Spinner.js'
import { StatusBadge } from '../../primitives/StatusBadge.js'
import { Subtitle, Title } from '../../primitives/Text.js'
import { useSlot } from '../../primitives/useSlot.js'
import { FundingFrame, providerName } from './parts.js'

type Card = NonNullable<FundingState['card']>

/** What the status screen says for each state of the purchase. */
function statusText(card: Card, t: Translate): string {
  const provider = providerName(card.provider, t)
  switch (card.status) {
    case 'starting': return t('funding.card.starting', { provider })
    case 'pending-in-flow': return card.experience === 'send' ? t('funding.card.inFlowExchange', { provider }) : t('funding.card.inFlow', { provider })
    case 'pending-after-flow': return t('funding.card.afterFlow')
    case 'waitingAuthorization': return t('funding.card.waitingAuthorization', { provider })
    case 'completed': return t('funding.card.completed')
    default: return t('funding.card.pending', { provider })
  }
}

/**
 * 'Fund account': a card provider's purchase (or the first provider's exchange transfer) under
 * way in its window. The first provider: in the window, then — the window closed — waiting for
 * the funds; the second: pending (a card awaiting authorization counts as pending), awaiting
 * authorization, completed. Success moves on to 'Success!'; a failure — for the second provider
 * also its status unreadable three times (a service failure) — returns to the landing with the
 * provider's message.
 */
export default function FundingCardStatus(_: ScreenProps<'fundingCardStatus'>) {
  const { t } = useFoyerUi()
  const { funding, back } = useFundingFlow()
  const badge = useSlot('statusBadge', 'loading', { variant: funding?.card?.provider })
  if (!funding?.card) return null
  const card = funding.card
  const done = card.status === 'completed'
  return (
    <FundingFrame id="fundingCardStatus" funding={funding} back={back}>
      {done ? <SuccessIcon /> : <StatusBadge {...badge}><Spinner size={28} /></StatusBadge>}
      <Title>{t('funding.card.title')}</Title>
      <div role="status" aria-label={t('funding.card.status')} data-provider={card.provider} data-status={card.status} style={{ display: 'contents' }}>
        <Subtitle>{statusText(card, t)}</Subtitle>
      </div>
    </FundingFrame>
  )
}
