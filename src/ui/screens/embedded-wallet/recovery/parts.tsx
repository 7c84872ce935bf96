'use client'
import { forwardRef, useEffect, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react'
import { styled } from 'styled-components'
import {
  formatInvalidCharacters, loadPasswordGuessEstimator, passwordStrength, validatePassword,
  type PasswordGuessEstimator, type PasswordStrength,
} from '../../../../hooks/internalApi.js'
import { vars } from '../../../../themes/index.js'
import type { Translate } from '../../../copy/en.js'
import { useFoyerUi } from '../../../context.js'
import { IconButton } from '../../../primitives/IconButton.js'
import { controlCss, Field, Label } from '../../../primitives/TextInput.js'
import { ErrorText } from '../../../primitives/Text.js'
import { useSlot } from '../../../primitives/useSlot.js'
import { visuallyHidden } from '../../../primitives/visuallyHidden.js'

const Control = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`
const Input = styled.input<{ $buttons: number }>`
  ${controlCss}
  padding-inline-end: calc(${vars.space.unit} * ${(p) => 3 + p.$buttons * 9});
  font-family: ${vars.fonts.mono};
  letter-spacing: 0.02em;
`
const Buttons = styled.div`
  position: absolute;
  inset-inline-end: calc(${vars.space.unit} * 1.5);
  display: flex;
  gap: calc(${vars.space.unit} * 1);
`
const HiddenLabel = styled(Label)`${visuallyHidden}`

function EyeGlyph({ open }: { open: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M4 20L20 4" />}
    </svg>
  )
}
function RegenerateGlyph() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
      <path d="M20 11a8 8 0 1 0-2.3 5.7" />
      <path d="M20 4v7h-7" />
    </svg>
  )
}

/** The props of {@link PasswordField}: an input's attributes, its (visually hidden) label, error and buttons. */
export type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'slot'> & {
  label: string
  error?: ReactNode
  /** Generates a new password into the field (the regenerate button); none without it. */
  onRegenerate?: (() => void) | undefined
}

/**
 * A password input (slot `passwordInput`) with a show/hide toggle (slot `passwordToggle`) and, on
 * the create step, a regenerate button. Its label is for screen readers; the placeholder and the
 * screen's title say what to type.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, error, onRegenerate, className, style, disabled, ...rest },
  ref,
) {
  const { t } = useFoyerUi()
  const id = useId()
  const errorId = `${id}-error`
  const [shown, setShown] = useState(false)
  const input = useSlot('passwordInput', error ? 'invalid' : disabled ? 'disabled' : 'idle', { className, style })
  const toggle = useSlot('passwordToggle', shown ? 'active' : 'idle')
  return (
    <Field>
      <HiddenLabel htmlFor={id} {...useSlot('label')}>{label}</HiddenLabel>
      <Control>
        <Input
          ref={ref}
          id={id}
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          $buttons={onRegenerate ? 2 : 1}
          {...rest}
          {...input}
        />
        <Buttons>
          {onRegenerate && (
            <IconButton type="button" aria-label={t('walletPassword.create.regenerate')} title={t('walletPassword.create.regenerate')} disabled={disabled}
              onClick={() => {
                setShown(true)
                onRegenerate()
              }}>
              <RegenerateGlyph />
            </IconButton>
          )}
          <IconButton type="button" aria-label={t(shown ? 'walletPassword.hide' : 'walletPassword.show')} aria-pressed={shown} disabled={disabled}
            onClick={() => setShown((s) => !s)} {...toggle}>
            <EyeGlyph open={!shown} />
          </IconButton>
        </Buttons>
      </Control>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  )
})

/**
 * What the create step says of a password as the user types: nothing while it is empty; at once
 * 'Invalid characters used ( … )' (a space named in the copy's language); 'Password must be at
 * least 6 characters' once `showLength` (the field was left, or Continue pressed).
 */
export function passwordErrorText(password: string, t: Translate, showLength: boolean): string | null {
  if (!password) return null
  const result = validatePassword(password)
  if (result.valid) return null
  if (result.problem === 'invalid-characters') {
    return t('walletPassword.error.invalidCharacters', { characters: formatInvalidCharacters(result.invalidCharacters, t('walletPassword.error.space')) })
  }
  return showLength ? t('walletPassword.error.tooShort') : null
}

/**
 * The strength of `password` with the kit's estimator (zxcvbn): null until the estimator's chunk
 * has loaded — it starts loading when the screen mounts — and for an empty password.
 */
export function usePasswordStrength(password: string): PasswordStrength | null {
  const [estimate, setEstimate] = useState<PasswordGuessEstimator | null>(null)
  useEffect(() => {
    let live = true
    loadPasswordGuessEstimator().then((estimator) => live && setEstimate(() => estimator), () => undefined)
    return () => {
      live = false
    }
  }, [])
  if (!estimate || !password) return null
  return passwordStrength(password, estimate)
}

const Meter = styled.div`
  display: flex;
  align-items: center;
  gap: calc(${vars.space.unit} * 3);
  min-height: calc(${vars.space.unit} * 5);
  font-size: ${vars.fontSizes.xs};
  color: ${vars.colors.foregroundSecondary};
`
const Bars = styled.div`
  display: grid;
  flex: 1;
  grid-template-columns: repeat(3, 1fr);
  gap: calc(${vars.space.unit} * 1);
`
const Bar = styled.span<{ $on: boolean; $level: PasswordStrength['level'] }>`
  height: 4px;
  border-radius: 2px;
  background: ${(p) => (!p.$on ? vars.colors.border : p.$level === 'strong' ? vars.colors.success : p.$level === 'medium' ? vars.colors.warning : vars.colors.danger)};
`
const LEVELS = ['weak', 'medium', 'strong'] as const

/**
 * The strength meter (slot `passwordStrength`, state `error` / `active` / `success` for Weak /
 * Medium / Strong): three bars and the level's word. Empty bars until there is a strength to show.
 */
export function StrengthMeter({ strength }: { strength: PasswordStrength | null }) {
  const { t } = useFoyerUi()
  const level = strength?.level ?? null
  const slot = useSlot('passwordStrength', level === 'strong' ? 'success' : level === 'medium' ? 'active' : level === 'weak' ? 'error' : 'idle')
  const filled = level ? LEVELS.indexOf(level) + 1 : 0
  const word = level ? t(`walletPassword.strength.${level}`) : ''
  return (
    <Meter
      role="meter"
      aria-label={t('walletPassword.strength.label')}
      aria-valuemin={0}
      aria-valuemax={1}
      aria-valuenow={strength?.score ?? 0}
      aria-valuetext={word || undefined}
      data-level={level ?? undefined}
      {...slot}
    >
      <Bars aria-hidden="true">
        {LEVELS.map((l, i) => <Bar key={l} $on={i < filled} $level={level ?? 'weak'} />)}
      </Bars>
      <span aria-hidden="true">{word}</span>
    </Meter>
  )
}

const Check = styled.label`
  display: flex;
  align-items: flex-start;
  gap: calc(${vars.space.unit} * 2);
  font-size: ${vars.fontSizes.sm};
  line-height: ${vars.lineHeights.normal};
  color: ${vars.colors.foreground};
  text-align: start;
  cursor: pointer;
  & input { flex: none; margin: 3px 0 0; accent-color: ${vars.colors.accent}; }
  & input:focus-visible { outline: none; box-shadow: ${vars.shadows.focus}; }
`

/** The finalize step's checkbox and its text (slot `passwordCheckbox`, `active` when ticked). */
export function AcknowledgeCheckbox({ checked, disabled, onChange, children }: {
  checked: boolean
  disabled?: boolean | undefined
  onChange: (checked: boolean) => void
  children: ReactNode
}) {
  const slot = useSlot('passwordCheckbox', checked ? 'active' : 'idle')
  return (
    <Check {...slot}>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange(e.currentTarget.checked)} />
      <span>{children}</span>
    </Check>
  )
}

const Box = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: calc(${vars.space.unit} * 12);
  padding: calc(${vars.space.unit} * 3);
  border: 1px dashed ${vars.colors.border};
  border-radius: ${vars.radii.input};
  background: ${vars.colors.backgroundSecondary};
  color: ${vars.colors.foreground};
  font-family: ${vars.fonts.mono};
  font-size: ${vars.fontSizes.md};
  letter-spacing: 0.04em;
  overflow-wrap: anywhere;
`

/** The password shown on the save step, to read and copy (slot `passwordBox`). */
export function PasswordBox({ label, children }: { label: string; children: string }) {
  return <Box role="group" aria-label={label} translate="no" data-testid="password-box" {...useSlot('passwordBox')}>{children}</Box>
}

/** A step's form: its parts in a column. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: calc(${vars.space.unit} * 4);
`

/** Two buttons side by side (Copy / Download, Cancel / Set Password). */
export const ButtonRow = styled.div`
  display: flex;
  gap: calc(${vars.space.unit} * 2);
  & > * { flex: 1; }
`
