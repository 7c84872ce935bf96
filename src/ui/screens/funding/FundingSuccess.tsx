'use client'
import { useFundingFlow } from '../../../hooks/internalApi.js'
import type { ScreenProps } from '../../appearance.js'
import { useFoyerUi } from '../../context.js'
import { SuccessIcon } from '../../primitives/Icons.js'
import { Subtitle, Title } from '../../primitives/Text.js'
import { FundingFrame } from './parts.js'

/**
 * 'Success!': "You've successfully added {amount} {token} to your {app} wallet. It may take a
 * minute before the funds are available to use." The flow closes itself 4 s later.
 */
export default function FundingSuccess(_: ScreenProps<'fundingSuccess'>) {
  const { t } = useFoyerUi()
  const { funding, back } = useFundingFlow()
  if (!funding?.success) return null
  const { success, request } = funding
  return (
    <FundingFrame id="fundingSuccess" funding={funding} back={back}>
      <div aria-live="polite" data-status="success" data-provider={success.provider} style={{ display: 'contents' }}>
        <SuccessIcon />
        <Title>{t('funding.success.title')}</Title>
        <Subtitle>{t('funding.success.detail', { amount: success.value, token: success.token, app: request.appName })}</Subtitle>
      </div>
    </FundingFrame>
  )
}
