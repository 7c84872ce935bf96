'use client'
import { useEffect, useRef } from 'react'
import type { MfaFlowState } from '../../../hooks/index.js'
import { mfaErrorCopyKey } from '../../lib/errorCopy.js'
import { useMfa, useUser, mfaPasskeyLastAdded } from '../../../hooks/internalApi.js'
import { useFoyerUi } from '../../context.js'
import { PasskeyIcon } from '../../login-methods/PasskeyIcon.js'
import { Button } from '../../primitives/Button.js'
import { Spinner } from '../../primitives/Spinner.js'
import { StatusBadge, StatusBody } from '../../primitives/StatusBadge.js'
import { ErrorText, SmallText, Subtitle, Title } from '../../primitives/Text.js'
import { useSlot } from '../../primitives/useSlot.js'
import { formatDate, MfaVerifyActions } from './parts.js'

/**
 * The prompt's passkey step: 'Verifying with passkey' while the browser's prompt is open (started
 * at once when it is the user's only factor), the date the user last added one, 'Try again'.
 */
export function MfaVerifyPasskey({ state }: { state: MfaFlowState }) {
  const { t } = useFoyerUi()
  const { user } = useUser()
  const { verifyWithPasskey } = useMfa()
  const badge = useSlot('statusBadge', state.error ? 'error' : 'loading', { variant: 'mfa-passkey' })
  const busy = state.status === 'initializing' || state.status === 'submitting'
  const started = useRef(false)
  // The only method: start at once (a method picked from the list started from its click).
  useEffect(() => {
    if (started.current || busy || state.error || state.methods.length > 1) return
    started.current = true
    verifyWithPasskey().catch(() => {})
  })
  const lastAdded = mfaPasskeyLastAdded(user)
  return (
    <>
      <StatusBody aria-live="polite" data-status={busy ? 'busy' : state.error ? 'error' : 'idle'}>
        <StatusBadge {...badge}>
          <PasskeyIcon />
        </StatusBadge>
        <Title>{t('mfa.passkey.title')}</Title>
        <Subtitle>{t('mfa.passkey.detail')}</Subtitle>
        {lastAdded && <SmallText>{t('mfa.passkey.lastAdded', { date: formatDate(lastAdded, t('meta.lang')) })}</SmallText>}
        {busy && <Spinner label={t('modal.loading')} />}
        {state.error && <ErrorText>{t(mfaErrorCopyKey(state.error))}</ErrorText>}
      </StatusBody>
      {!busy && (
        <Button onClick={() => verifyWithPasskey().catch(() => {})}>{t('mfa.passkey.tryAgain')}</Button>
      )}
      <MfaVerifyActions state={state} disabled={busy} />
    </>
  )
}
