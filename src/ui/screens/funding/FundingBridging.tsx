'use client'
import { useFundingFlow } from '../../../hooks/internalApi.js'
import type { ScreenProps } from '../../appearance.js'
import { useFoyerUi } from '../../context.js'
import { SuccessIcon } from '../../primitives/Icons.js'
import { Spinner } from '../../primitives/Spinner.js'
import { StatusBadge } from '../../primitives/StatusBadge.js'
import { Link, Subtitle, Text, Title } from '../../primitives/Text.js'
import { useSlot } from '../../primitives/useSlot.js'
import { FundingFrame, networkName, shortAddress } from './parts.js'

/**
 * The bridge in progress: the deposit was sent; the bridge's status is read every second
 * (waiting, pending, or delayed — 'This is taking longer than usual.'), with the deposit's
 * transaction and the bridge's page of it. Success moves on to 'Success!'; a refund or a failure
 * to the bridging failure screen.
 */
export default function FundingBridging(_: ScreenProps<'fundingBridging'>) {
  const { t } = useFoyerUi()
  const { funding, back } = useFundingFlow()
  const badge = useSlot('statusBadge', 'loading', { variant: 'bridge' })
  if (!funding?.bridge) return null
  const { bridge, request } = funding
  const done = bridge.status === 'success'
  return (
    <FundingFrame id="fundingBridging" funding={funding} back={back}>
      {done ? <SuccessIcon /> : <StatusBadge {...badge}><Spinner size={28} /></StatusBadge>}
      <div aria-live="polite" data-status={bridge.status} style={{ display: 'contents' }}>
        <Title>{done ? t('funding.bridging.success') : t('funding.bridging.title')}</Title>
        <Subtitle>{t('funding.bridging.subtitle', { network: networkName(request, t) })}</Subtitle>
        {bridge.status === 'delayed' && <Text>{t('funding.bridging.delayed')}</Text>}
      </div>
      {bridge.hash && (
        bridge.requestUrl
          ? <Link href={bridge.requestUrl}>{t('funding.bridging.hash', { hash: shortAddress(bridge.hash) })}</Link>
          : <Text>{t('funding.bridging.hash', { hash: shortAddress(bridge.hash) })}</Text>
      )}
    </FundingFrame>
  )
}
