'use client'
import { useEffect, useRef, useState } from 'react'
import { styled } from 'styled-components'
import { constants, isRateLimitError, type FoyerError } from '../../core/index.js'
import { useLoginWithEmail } from '../../hooks/index.js'
import { vars } from '../../themes/index.js'
import type { ScreenProps } from '../appearance.js'
import { useFoyerUi } from '../context.js'
import { useTick } from '../lib/useTick.js'
import { Button } from '../primitives/Button.js'
import { OtpInput, type OtpInputHandle } from '../primitives/OtpInput.js'
import { ScreenFrame } from '../primitives/Screen.js'
import { Badge, ErrorText, Subtitle, Text, Title } from '../primitives/Text.js'

const { CODE_LENGTH, INVALID_CODE_CLEAR_DELAY_MS, RESEND_CODE_COUNTDOWN_MS } = constants
const empty = () => Array.from({ length: CODE_LENGTH }, () => '')

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: calc(${vars.space.unit} * 2);
  min-height: calc(${vars.space.unit} * 6);
`
const Message = styled.div`
  min-height: calc(${vars.space.unit} * 5);
  display: flex;
  justify-content: center;
`

/** Seconds left before a new code may be sent (30 s after `codeSentAt`). */
export function resendSecondsLeft(codeSentAt: number | null, now: number): number {
  if (codeSentAt === null) return 0
  return Math.max(0, Math.ceil((codeSentAt + RESEND_CODE_COUNTDOWN_MS - now) / 1000))
}

/** E-mail code entry: six boxes, auto-submit, shake-and-clear on a wrong code, resend countdown. */
export default function EmailCode({ navigate, back, canGoBack }: ScreenProps<'emailCode'>) {
  const { t } = useFoyerUi()
  const { state, loginWithCode, sendCode } = useLoginWithEmail()
  const [digits, setDigits] = useState(empty)
  const [result, setResult] = useState<'idle' | 'error' | 'success'>('idle')
  const [message, setMessage] = useState<string | null>(null)
  const [focusRequest, setFocusRequest] = useState(0)
  const otp = useRef<OtpInputHandle>(null)
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(clearTimer.current), [])
  useEffect(() => {
    if (focusRequest > 0) otp.current?.focus(0)
  }, [focusRequest])

  const submitting = state.status === 'submitting-code'
  const resending = state.status === 'sending-code'
  const secondsLeft = resendSecondsLeft(state.codeSentAt, Date.now())
  useTick(secondsLeft > 0)

  const submit = async (code: string) => {
    try {
      await loginWithCode({ code })
      setResult('success')
      navigate('success')
    } catch (cause) {
      if ((cause as FoyerError | null)?.code !== 'invalid_credentials') return navigate('error', { error: cause })
      setResult('error')
      setMessage(t('emailCode.incorrect'))
      clearTimer.current = setTimeout(() => {
        setDigits(empty())
        setResult('idle')
        setFocusRequest((n) => n + 1)
      }, INVALID_CODE_CLEAR_DELAY_MS)
    }
  }
  const onChange = (next: string[]) => {
    setMessage(null)
    setDigits(next)
    if (next.every((d) => d !== '')) void submit(next.join(''))
  }
  const resend = async () => {
    if (!state.destination) return
    try {
      await sendCode({ email: state.destination, disableSignup: state.disableSignup, intent: state.intent })
      clearTimeout(clearTimer.current)
      setDigits(empty())
      setResult('idle')
      setMessage(null)
      setFocusRequest((n) => n + 1)
    } catch (cause) {
      if (isRateLimitError(cause)) setMessage(t('emailCode.tooManyRequests'))
      else navigate('error', { error: cause })
    }
  }

  return (
    <ScreenFrame id="emailCode" showBack={canGoBack} onBack={back}>
      <Title>{t('emailCode.title')}</Title>
      <Subtitle>{t('emailCode.subtitle', { email: state.destination ?? '' })}</Subtitle>
      <OtpInput
        ref={otp}
        value={digits}
        onChange={onChange}
        onNonNumeric={() => setMessage(t('emailCode.nonNumeric'))}
        state={submitting ? 'loading' : result}
        disabled={submitting || result !== 'idle'}
        label={t('emailCode.group')}
        cellLabel={(index, count) => t('emailCode.digit', { index, count })}
        autoFocus
      />
      <Message>{message && <ErrorText>{message}</ErrorText>}</Message>
      <Row>
        {secondsLeft > 0 && !resending && <Badge>{t('emailCode.codeSent')}</Badge>}
      </Row>
      <Row>
        <Text>{t('emailCode.didntGet')}</Text>
        <Button kind="link" onClick={resend} disabled={secondsLeft > 0 || submitting} loading={resending}>
          {resending
            ? t('emailCode.resending')
            : secondsLeft > 0
              ? t('emailCode.resendIn', { seconds: secondsLeft })
              : t('emailCode.resend')}
        </Button>
      </Row>
    </ScreenFrame>
  )
}
