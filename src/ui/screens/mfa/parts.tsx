'use client'
import { forwardRef, useEffect, useImperativeHandle, useRef, useState, type ComponentType } from 'react'
import { styled } from 'styled-components'
import { constants, type MfaMethod } from '../../../core/index.js'
import { vars } from '../../../themes/index.js'
import type { CopyKey } from '../../copy/en.js'
import { useFoyerUi } from '../../context.js'
import { Button } from '../../primitives/Button.js'
import { PasskeyIcon, PhoneIcon } from '../../primitives/Icons.js'
import { OtpInput, type OtpInputHandle } from '../../primitives/OtpInput.js'

const { CODE_LENGTH, INVALID_CODE_CLEAR_DELAY_MS } = constants
const empty = () => Array.from({ length: CODE_LENGTH }, () => '')

/** A phone with a six-dot code (the authenticator-app method). */
export function AuthenticatorIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" fill="none" aria-hidden="true">
      <rect x="5" y="2.5" width="10" height="15" rx="2" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 8h.01M10 8h.01M12 8h.01M8 11h.01M10 11h.01M12 11h.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

export const MFA_METHOD_LABELS: Record<MfaMethod, CopyKey> = {
  totp: 'mfa.method.totp',
  sms: 'mfa.method.sms',
  passkey: 'mfa.method.passkey',
}
export const MFA_METHOD_ICONS: Record<MfaMethod, ComponentType> = {
  totp: AuthenticatorIcon,
  sms: PhoneIcon,
  passkey: PasskeyIcon,
}

const Icon = styled.span`
  display: inline-flex;
  width: 20px;
  height: 20px;
  & > svg { width: 100%; height: 100%; }
`
const Label = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  text-align: start;
  flex: 1;
`
const Detail = styled.span`
  font-weight: ${vars.fontWeights.regular};
  font-size: ${vars.fontSizes.xs};
  color: ${vars.colors.foregroundSecondary};
`
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: calc(${vars.space.unit} * 2);
`
/** The row under the code boxes (message, resend): CodeEntry's. */
export { Row } from '../../components/CodeEntry.js'

/** The lists of the enrolment manager (enabled methods, passkeys): one bordered row per entry. */
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

/** One MFA method as a button: icon, label and an optional detail line (`secondaryButton__mfa-totp` …). */
export function MfaMethodButton({ method, detail, onClick, disabled, loading }: {
  method: MfaMethod
  detail?: string | undefined
  onClick: () => void
  disabled?: boolean
  loading?: boolean
}) {
  const { t } = useFoyerUi()
  const IconComponent = MFA_METHOD_ICONS[method]
  return (
    <Button kind="secondary" variant={`mfa-${method}`} onClick={onClick} disabled={disabled} loading={loading} data-mfa-method={method}>
      <Icon aria-hidden="true">
        <IconComponent />
      </Icon>
      <Label>
        {t(MFA_METHOD_LABELS[method] as 'mfa.method.totp')}
        {detail && <Detail>{detail}</Detail>}
      </Label>
    </Button>
  )
}

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
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const clear = () => {
    setDigits(empty())
    setResult('idle')
    setTimeout(() => otp.current?.focus(0), 0)
  }
  useImperativeHandle(ref, () => ({ clear }))

  const submit = async (code: string) => {
    try {
      await onSubmit(code)
      setResult('success')
    } catch (error) {
      if (!isRetryable(error)) return
      setResult('error')
      timer.current = setTimeout(clear, INVALID_CODE_CLEAR_DELAY_MS)
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

/** A date as the catalogue's language writes it (`meta.lang`; the passkey lists). */
export const formatDate = (date: Date | null, lang: string) =>
  date ? date.toLocaleDateString(lang, { year: 'numeric', month: 'short', day: 'numeric' }) : ''
