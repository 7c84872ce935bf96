'use client'
import { useState, type FormEvent } from 'react'
import { styled } from 'styled-components'
import type { FoyerError } from '../../../hooks/index.js'
import { mfaErrorCopyKey, type MfaErrorCopyKey } from '../../lib/errorCopy.js'
import { useMfaEnrollment, usePhoneInput, formatPhoneNumber, isRateLimitError } from '../../../hooks/internalApi.js'
import { vars } from '../../../themes/index.js'
import type { ScreenProps } from '../../appearance.js'
import { PhoneFields } from '../../components/PhoneFields.js'
import { useFoyerUi } from '../../context.js'
import { Button } from '../../primitives/Button.js'
import { ScreenFrame } from '../../primitives/Screen.js'
import { ErrorText, Subtitle, Title } from '../../primitives/Text.js'
import { EnrollmentDone, useBackToManager } from './done.js'
import { MfaCodeInput, Row } from './parts.js'

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: calc(${vars.space.unit} * 3);
`
const isCodeError = (error: unknown) => (error as FoyerError | null)?.code === 'invalid_credentials'

/** SMS enrolment: the number (enroll → a code is sent), then the code (verify → added). */
export default function MfaEnrollSms({ back, canGoBack, close }: ScreenProps<'mfaEnrollSms'>) {
  const { t } = useFoyerUi()
  const { state, initEnrollment, submitEnrollment } = useMfaEnrollment()
  const phone = usePhoneInput({ locale: t('meta.lang') })
  // A copy key, translated when shown (a language change reaches a message already shown).
  const [error, setError] = useState<'smsPhone.tooManyRequests' | 'mfaEnroll.sms.invalid' | 'mfa.code.nonNumeric' | MfaErrorCopyKey | null>(null)
  const done = useBackToManager(back, canGoBack, close)
  const sending = state.status === 'initializing'
  const codeSent = state.method === 'sms' && state.codeSentAt !== null

  if (state.status === 'done' && state.method === 'sms') return (
    <ScreenFrame id="mfaEnrollSms">
      <EnrollmentDone label="mfa.method.sms" action="enroll" onDone={done} />
    </ScreenFrame>
  )

  const send = async (event: FormEvent) => {
    event.preventDefault()
    if (!phone.state.isValid || sending) return
    setError(null)
    try {
      await initEnrollment({ method: 'sms', phoneNumber: phone.state.qualifiedPhoneNumber })
    } catch (cause) {
      setError(isRateLimitError(cause) ? 'smsPhone.tooManyRequests' : (cause as FoyerError | null)?.code === 'invalid_phone_number' ? 'mfaEnroll.sms.invalid' : mfaErrorCopyKey(cause))
    }
  }

  return (
    <ScreenFrame id="mfaEnrollSms" showBack={canGoBack} onBack={back}>
      <Title>{codeSent ? t('mfa.code.title') : t('mfaEnroll.sms.title')}</Title>
      {codeSent ? (
        <>
          <Subtitle>{t('mfaEnroll.sms.codeDetail', { phone: formatPhoneNumber(state.phoneNumber ?? '') })}</Subtitle>
          <MfaCodeInput
            onSubmit={(code) => submitEnrollment({ method: 'sms', code })}
            isRetryable={isCodeError}
            onNonNumeric={() => setError('mfa.code.nonNumeric')}
            onChange={() => setError(null)}
            busy={state.status === 'submitting'}
          />
          <Row>
            {(error || state.status === 'error') && (
              <ErrorText>{t(error ?? mfaErrorCopyKey(state.error))}</ErrorText>
            )}
          </Row>
        </>
      ) : (
        <>
          <Subtitle>{t('mfaEnroll.sms.detail')}</Subtitle>
          <Form onSubmit={send} noValidate>
            <PhoneFields phone={phone} error={error && t(error)} onEdit={() => setError(null)} busy={sending} />
            <Button type="submit" disabled={!phone.state.isValid} loading={sending}>
              {sending ? t('mfaEnroll.sms.sending') : t('mfaEnroll.sms.submit')}
            </Button>
          </Form>
        </>
      )}
    </ScreenFrame>
  )
}
