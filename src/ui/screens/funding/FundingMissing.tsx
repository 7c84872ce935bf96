'use client'
import { useState, type ComponentType } from 'react'
import { useFundingFlow } from '../../../hooks/internalApi.js'
import type { ScreenProps } from '../../appearance.js'
import { useFoyerUi } from '../../context.js'
import { ErrorIcon } from '../../primitives/Icons.js'
import { ScreenFrame } from '../../primitives/Screen.js'
import { ErrorText, Subtitle, Title } from '../../primitives/Text.js'
import type { FundingScreenId } from './ids.js'

/**
 * A funding screen opened with no funding flow (routed to directly, not by `fundWallet`): the
 * error screen, 'Something went wrong' / 'Try again later' with "Couldn't find funding config".
 */
export function FundingMissing({ id }: { id: FundingScreenId }) {
  const { t } = useFoyerUi()
  return (
    <ScreenFrame id={id}>
      <div aria-live="assertive" data-status="error" data-kind="funding-config-not-found" style={{ display: 'contents' }}>
        <ErrorIcon />
        <Title>{t('funding.error.other.title')}</Title>
        <Subtitle>{t('funding.error.other.detail')}</Subtitle>
        <ErrorText>{t('error.message.funding_config_not_found')}</ErrorText>
      </div>
    </ScreenFrame>
  )
}

/**
 * A funding screen that shows the error screen when it opens with no funding flow. A screen that
 * opened with one keeps rendering as it is when the flow ends (the dialog closing shows its last
 * screen).
 */
export function withFundingFlow<Id extends FundingScreenId>(Screen: ComponentType<ScreenProps<Id>>, id: Id): ComponentType<ScreenProps<Id>> {
  function FundingScreen(props: ScreenProps<Id>) {
    const { funding } = useFundingFlow()
    const [openedWithout] = useState(() => funding === null)
    if (openedWithout && funding === null) return <FundingMissing id={id} />
    return <Screen {...props} />
  }
  FundingScreen.displayName = `withFundingFlow(${id})`
  return FundingScreen
}
