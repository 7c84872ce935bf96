'use client'
import { useEffect, useRef, useState } from 'react'
import type { MfaFlowState } from '../../../hooks/index.js'
import { mfaErrorCopyKey } from '../../lib/errorCopy.js'
import { errorIndicatesMfaVerificationFailed, useMfa } from '../../../hooks/internalApi.js'
import { resendSecondsLeft } from '../../components/CodeEntry.js'
import type { CopyKey } from '../../copy/en.js'
import { useFoyerUi } from '../../context.js'
import { useTick } from '../../lib/useTick.js'
import { Button } from '../../primitives/Button.js'
import { ErrorText, SmallText, Subtitle, Title } from '../../primitives/Text.js'
import { MfaCodeInput, MfaVerifyActions, Row } from './parts.js'

/**
 * The prompt's code step, for a factor that takes a code: 'Enter verification code' with the
 * factor's line (`subtitle`); a factor whose init sends the code (`sendsCode`) sends it on entry
 * and offers 'Resend code' after the countdown.
 */
export function MfaVerifyCode({ state, subtitle, sendsCode = false }: { state: MfaFlowState; subtitle: CopyKey; sendsCode?: boolean }) {
  const { t } = useFoyerUi()
  const { init, submit } = useMfa()
  const method = state.method!
  // A copy key, translated when shown (a language change reaches a message already shown).
  const [message, setMessage] = useState<'mfa.code.nonNumeric' | null>(null)
  const sent = useRef(false)
  const sending = state.status === 'initializing'
  const submitting = state.status === 'submitting'
  const send = () => init(method).catch(() => {})
  useEffect(() => {
    if (!sendsCode || sent.current || state.codeSentAt !== null) return
    sent.current = true
    void send()
  })
  const secondsLeft = resendSecondsLeft(state.codeSentAt, Date.now())
  useTick(secondsLeft > 0)
  const error = message ? t(message) : state.error ? t(mfaErrorCopyKey(state.error)) : null
  return (
    <>
      <Title>{t('mfa.code.title')}</Title>
      <Subtitle>{t(subtitle as 'mfa.code.title')}</Subtitle>
      <MfaCodeInput
        onSubmit={(code) => submit(method, code)}
        isRetryable={errorIndicatesMfaVerificationFailed}
        onNonNumeric={() => setMessage('mfa.code.nonNumeric')}
        onChange={() => setMessage(null)}
        busy={submitting}
        disabled={sending}
      />
      <Row>
        {error ? <ErrorText>{error}</ErrorText> : submitting ? <SmallText>{t('mfa.code.verifying')}</SmallText> : null}
      </Row>
      {sendsCode && (
        <Row>
          <Button kind="link" onClick={send} disabled={secondsLeft > 0 || submitting} loading={sending}>
            {sending ? t('mfa.code.sending') : secondsLeft > 0 ? t('mfa.code.resendIn', { seconds: secondsLeft }) : t('mfa.code.resend')}
          </Button>
        </Row>
      )}
      <MfaVerifyActions state={state} disabled={submitting} />
    </>
  )
}
