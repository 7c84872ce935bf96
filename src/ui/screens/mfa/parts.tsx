'use client'
import { forwardRef, useImperativeHandle, useRef, useState } from 'react'
import { styled } from 'styled-components'
import type { MfaFlowState } from '../../../hooks/index.js'
import { useMfa, constants } from '../../../hooks/internalApi.js'
import { vars } from '../../../themes/index.js'
import { useFoyerUi } from '../../context.js'
import { useRunAfter } from '../../lib/useRunAfter.js'
import { Button } from '../../primitives/Button.js'
import { OtpInput, type OtpInputHandle } from '../../primitives/OtpInput.js'

const { CODE_LENGTH, INVALID_CODE_CLEAR_DELAY_MS } = constants
const empty = () => Array.from({ length: CODE_LENGTH }, () => '')

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: calc(${vars.space.unit} * 2);
`
/** The row under the code boxes (message, resend): CodeEntry's. */
export { Row } from '../../components/CodeEntry.js'

/** The lists of the enrolment manager (enabled factors, a factor's credentials): one bordered row per entry. */
export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: calc(${vars.space.unit} * 2);
`
export const Item = styled.li`
  display: flex;
  align-items: center;
  gap: calc(${vars.space.unit} * 3);
  padding: calc(${vars.space.unit} * 3);
  border: 1px solid ${vars.colors.border};
  border-radius: ${vars.radii.input};
  font-size: ${vars.fontSizes.sm};
  & > svg { flex: none; color: ${vars.colors.accent}; }
  & > span { flex: 1; }
`

export type MfaCodeInputHandle = { clear: () => void }

/**
 * Six digit boxes for an MFA code (verification and enrolment): auto-submits when full; a wrong
 * code shakes and clears after 1.4 s so the user can retry; `disabled` blocks input.
 */
export const MfaCodeInput = forwardRef<MfaCodeInputHandle, {
  onSubmit: (code: string) => Promise<unknown>
  /** Whether a failed submission should shake and clear (a non-blocking error). */
  isRetryable: (error: unknown) => boolean
  onNonNumeric: () => void
  onChange?: () => void
  disabled?: boolean
  busy?: boolean
}>(function MfaCodeInput({ onSubmit, isRetryable, onNonNumeric, onChange, disabled = false, busy = false }, ref) {
  const { t } = useFoyerUi()
  const [digits, setDigits] = useState(empty)
  const [result, setResult] = useState<'idle' | 'error' | 'success'>('idle')
  const otp = useRef<OtpInputHandle>(null)
  const clear = () => {
    setDigits(empty())
    setResult('idle')
    setTimeout(() => otp.current?.focus(0), 0)
  }
  // A wrong code shows for INVALID_CODE_CLEAR_DELAY_MS from when it is painted, then the boxes clear.
  useRunAfter(result === 'error', INVALID_CODE_CLEAR_DELAY_MS, clear)
  useImperativeHandle(ref, () => ({ clear }))

  const submit = async (code: string) => {
    try {
      await onSubmit(code)
      setResult('success')
    } catch (error) {
      if (!isRetryable(error)) return
      setResult('error')
    }
  }
  return (
    <OtpInput
      ref={otp}
      value={digits}
      onChange={(next) => {
        onChange?.()
        setDigits(next)
        if (next.every((d) => d !== '')) void submit(next.join(''))
      }}
      onNonNumeric={onNonNumeric}
      state={busy ? 'loading' : result}
      disabled={disabled || busy || result !== 'idle'}
      label={t('mfa.code.group')}
      cellLabel={(index, count) => t('mfa.code.digit', { index, count })}
      autoFocus
    />
  )
})

/** A date as the catalogue's language writes it (`meta.lang`; the lists of a factor's credentials). */
export const formatDate = (date: Date | null, lang: string) =>
  date ? date.toLocaleDateString(lang, { year: 'numeric', month: 'short', day: 'numeric' }) : ''

/** The prompt's actions under a factor's step: Cancel and, with more than one factor, 'Choose another method'. */
export function MfaVerifyActions({ state, disabled }: { state: MfaFlowState; disabled?: boolean }) {
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
