'use client'
import { useEffect, useRef, useState } from 'react'
import { constants, mfaErrorCopyKey, type MfaFlowState, type MfaMethod } from '../../../core/index.js'
import { errorIndicatesMfaVerificationFailed, mfaPasskeyLastAdded, useMfa, useUser } from '../../../hooks/index.js'
import type { ScreenProps } from '../../appearance.js'
import { resendSecondsLeft } from '../../components/CodeEntry.js'
import { useFoyerUi } from '../../context.js'
import { useTick } from '../../lib/useTick.js'
import { Button } from '../../primitives/Button.js'
import { ErrorIcon, PasskeyIcon, SuccessIcon } from '../../primitives/Icons.js'
import { ScreenFrame } from '../../primitives/Screen.js'
import { Spinner } from '../../primitives/Spinner.js'
import { StatusBadge, StatusBody } from '../../primitives/StatusBadge.js'
import { ErrorText, SmallText, Subtitle, Text, Title } from '../../primitives/Text.js'
import { useSlot } from '../../primitives/useSlot.js'
import { formatDate, MfaCodeInput, MfaMethodButton, Row, Stack } from './parts.js'

/**
 * The MFA verification prompt (spec 01 §2 "Multi-factor screens", §4): 'Verify your identity' /
 * 'Choose a verification method', 'Enter verification code' (Cancel, 'Choose another method'
 * when the user has more than one), 'Verifying with passkey' ('Try again'), then success or a
 * blocking error. Non-blocking errors (a wrong code) leave the input enabled.
 */
export default function MfaVerify({ close }: ScreenProps<'mfaVerify'>) {
  const { state } = useMfa()
  useEffect(() => {
    if (state.status !== 'verified') return
    const id = setTimeout(close, constants.POST_LOGIN_CLOSE_DELAY_MS)
    return () => clearTimeout(id)
  }, [state.status, close])
  return (
    <ScreenFrame id="mfaVerify">
      <MfaVerifyBody state={state} close={close} />
    </ScreenFrame>
  )
}

function MfaVerifyBody({ state, close }: { state: MfaFlowState; close: () => void }) {
  const { t } = useFoyerUi()
  if (state.status === 'verified') {
    return (
      <StatusBody aria-live="polite" data-status="verified">
        <SuccessIcon />
        <Title>{t('mfa.verified.title')}</Title>
        <Subtitle>{t('mfa.verified.detail')}</Subtitle>
      </StatusBody>
    )
  }
  if (state.status === 'error' || (state.status === 'idle' && state.error)) {
    return (
      <StatusBody aria-live="polite" data-status="error">
        <ErrorIcon />
        <Title>{t('mfa.title')}</Title>
        <ErrorText>{t(mfaErrorCopyKey(state.error))}</ErrorText>
        <Button kind="secondary" onClick={close}>{t('mfa.close')}</Button>
      </StatusBody>
    )
  }
  if (state.method === null) return <ChooseMethod state={state} />
  if (state.method === 'passkey') return <PasskeyStep state={state} />
  return <CodeStep state={state} method={state.method} />
}

function ChooseMethod({ state }: { state: MfaFlowState }) {
  const { t } = useFoyerUi()
  const { choose, verifyWithPasskey } = useMfa()
  const pick = (method: MfaMethod) => {
    choose(method)
    // Straight from the click, so the browser sees the user's gesture.
    if (method === 'passkey') verifyWithPasskey().catch(() => {})
  }
  return (
    <>
      <Title>{t('mfa.title')}</Title>
      <Subtitle>{t(state.kind === 'txn' ? 'mfa.kind.txn' : 'mfa.kind.auth')}</Subtitle>
      <Text>{t('mfa.choose')}</Text>
      <Stack>
        {state.methods.map((method) => (
          <MfaMethodButton key={method} method={method} onClick={() => pick(method)} />
        ))}
      </Stack>
      {state.error && <ErrorText>{t(mfaErrorCopyKey(state.error))}</ErrorText>}
    </>
  )
}

/** Cancel and, with more than one method, 'Choose another method'. */
function Actions({ state, disabled }: { state: MfaFlowState; disabled?: boolean }) {
  const { t } = useFoyerUi()
  const { choose, cancel } = useMfa()
  return (
    <Stack>
      {state.methods.length > 1 && (
        <Button kind="secondary" onClick={() => choose(null)} disabled={disabled}>{t('mfa.chooseAnother')}</Button>
      )}
      <Button kind="link" onClick={cancel}>{t('mfa.cancel')}</Button>
    </Stack>
  )
}

function CodeStep({ state, method }: { state: MfaFlowState; method: 'sms' | 'totp' }) {
  const { t } = useFoyerUi()
  const { init, submit } = useMfa()
  const [message, setMessage] = useState<string | null>(null)
  const sent = useRef(false)
  const sending = state.status === 'initializing'
  const submitting = state.status === 'submitting'
  const send = () => init('sms').catch(() => {})
  useEffect(() => {
    if (method !== 'sms' || sent.current || state.codeSentAt !== null) return
    sent.current = true
    void send()
  })
  const secondsLeft = resendSecondsLeft(state.codeSentAt, Date.now())
  useTick(secondsLeft > 0)
  const error = message ?? (state.error ? t(mfaErrorCopyKey(state.error)) : null)
  return (
    <>
      <Title>{t('mfa.code.title')}</Title>
      <Subtitle>{t(method === 'sms' ? 'mfa.code.sms' : 'mfa.code.totp')}</Subtitle>
      <MfaCodeInput
        onSubmit={(code) => submit(method, code)}
        isRetryable={errorIndicatesMfaVerificationFailed}
        onNonNumeric={() => setMessage(t('mfa.code.nonNumeric'))}
        onChange={() => setMessage(null)}
        busy={submitting}
        disabled={sending}
      />
      <Row>
        {error ? <ErrorText>{error}</ErrorText> : submitting ? <SmallText>{t('mfa.code.verifying')}</SmallText> : null}
      </Row>
      {method === 'sms' && (
        <Row>
          <Button kind="link" onClick={send} disabled={secondsLeft > 0 || submitting} loading={sending}>
            {sending ? t('mfa.code.sending') : secondsLeft > 0 ? t('mfa.code.resendIn', { seconds: secondsLeft }) : t('mfa.code.resend')}
          </Button>
        </Row>
      )}
      <Actions state={state} disabled={submitting} />
    </>
  )
}

function PasskeyStep({ state }: { state: MfaFlowState }) {
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
      <Actions state={state} disabled={busy} />
    </>
  )
}
