'use client'
import { useEffect, useId, useRef, useState } from 'react'
import { styled } from 'styled-components'
import { CODE_LENGTH, INVALID_CODE_CLEAR_DELAY_MS, RESEND_CODE_COUNTDOWN_MS, isRateLimitError, type AuthResult, type CodeFlowState, type FoyerError } from '../../hooks/internalApi.js'
import { vars } from '../../themes/index.js'
import type { Navigate } from '../appearance.js'
import type { ScreenId } from '../screen-ids.js'
import { useFoyerUi } from '../context.js'
import { useRunAfter } from '../lib/useRunAfter.js'
import { useTick } from '../lib/useTick.js'
import { Button } from '../primitives/Button.js'
import { OtpInput, type OtpInputHandle } from '../primitives/OtpInput.js'
import { ScreenFrame } from '../primitives/Screen.js'
import { Badge, ErrorText, Subtitle, Text, Title } from '../primitives/Text.js'
import { visuallyHidden } from '../primitives/visuallyHidden.js'

const empty = () => Array.from({ length: CODE_LENGTH }, () => '')

export const Row = styled.div`
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
/** Read by screen readers, not shown (the submitting state shows on the boxes). */
const ScreenReaderOnly = styled.span`
  ${visuallyHidden}
`

/** Seconds left before a new code may be sent (30 s after `codeSentAt`). */
export function resendSecondsLeft(codeSentAt: number | null, now: number): number {
  if (codeSentAt === null) return 0
  return Math.max(0, Math.ceil((codeSentAt + RESEND_CODE_COUNTDOWN_MS - now) / 1000))
}

/** The code screens differ in their screen id (`…Code`) and copy keys (the same key names under it). */
export type CodeEntryKind = Extract<ScreenId, `${string}Code`>

/** The messages under the boxes (copy keys: translated when shown). */
type CodeMessage = `${CodeEntryKind}.${'incorrect' | 'tooManyRequests' | 'nonNumeric'}`

export type CodeEntryProps = {
  kind: CodeEntryKind
  /** 'Please check … for a code …' (where the code went) */
  subtitle: string
  state: CodeFlowState
  loginWithCode: (parameters: { code: string }) => Promise<AuthResult>
  /** Sends a new code to the same destination, with the same intent. */
  resend: () => Promise<unknown>
  navigate: Navigate
  back: () => void
  canGoBack: boolean
}

/**
 * Code entry shared by the one-time-code screens: six boxes, auto-submit, shake-and-clear on a
 * wrong code ('Incorrect code'), resend with a 30 s countdown and the 'Code sent' badge.
 */
export function CodeEntry({ kind, subtitle, state, loginWithCode, resend: sendAgain, navigate, back, canGoBack }: CodeEntryProps) {
  const { t } = useFoyerUi()
  const [digits, setDigits] = useState(empty)
  const [result, setResult] = useState<'idle' | 'error' | 'success'>('idle')
  // A copy key, translated when shown (a language change reaches a message already shown).
  const [message, setMessage] = useState<CodeMessage | null>(null)
  const [focusRequest, setFocusRequest] = useState(0)
  const otp = useRef<OtpInputHandle>(null)
  const messageId = useId()
  // 'Incorrect code' shows for INVALID_CODE_CLEAR_DELAY_MS from when it is painted, then the boxes clear.
  useRunAfter(result === 'error', INVALID_CODE_CLEAR_DELAY_MS, () => {
    setDigits(empty())
    setResult('idle')
    setFocusRequest((n) => n + 1)
  })
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
      setMessage(`${kind}.incorrect`)
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
      await sendAgain()
      setDigits(empty())
      setResult('idle')
      setMessage(null)
      setFocusRequest((n) => n + 1)
    } catch (cause) {
      if (isRateLimitError(cause)) setMessage(`${kind}.tooManyRequests`)
      else navigate('error', { error: cause })
    }
  }

  return (
    <ScreenFrame id={kind} showBack={canGoBack} onBack={back}>
      <Title>{t(`${kind}.title`)}</Title>
      <Subtitle>{subtitle}</Subtitle>
      <OtpInput
        ref={otp}
        value={digits}
        onChange={onChange}
        onNonNumeric={() => setMessage(`${kind}.nonNumeric`)}
        state={submitting ? 'loading' : result}
        disabled={submitting || result !== 'idle'}
        label={t(`${kind}.group`)}
        cellLabel={(index, count) => t(`${kind}.digit`, { index, count })}
        describedBy={message ? messageId : undefined}
        autoFocus
      />
      <Message id={messageId}>{message && <ErrorText>{t(message)}</ErrorText>}</Message>
      {/* One polite live region that stays mounted, so screen readers announce each status change:
          'Verifying code' while the code is checked, 'Code sent' after a (re)send. Errors are
          announced by the ErrorText above (role="alert"). */}
      <Row role="status" aria-live="polite" data-code-status="">
        {secondsLeft > 0 && !resending && <Badge role={undefined}>{t(`${kind}.codeSent`)}</Badge>}
        {submitting && <ScreenReaderOnly>{t(`${kind}.submitting`)}</ScreenReaderOnly>}
      </Row>
      <Row>
        <Text>{t(`${kind}.didntGet`)}</Text>
        <Button kind="link" onClick={resend} disabled={secondsLeft > 0 || submitting} loading={resending}>
          {resending
            ? t(`${kind}.resending`)
            : secondsLeft > 0
              ? t(`${kind}.resendIn`, { seconds: secondsLeft })
              : t(`${kind}.resend`)}
        </Button>
      </Row>
    </ScreenFrame>
  )
}
