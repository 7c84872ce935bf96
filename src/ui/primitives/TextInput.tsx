'use client'
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { css, styled } from 'styled-components'
import { vars } from '../../themes/index.js'
import type { SlotName } from '../slots.js'
import { ErrorText } from './Text.js'
import { useSlot } from './useSlot.js'

/** A labelled field: label above the control (shared by TextInput and Select). */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: calc(${vars.space.unit} * 1.5);
`
export const Label = styled.label`
  font-size: ${vars.fontSizes.sm};
  font-weight: ${vars.fontWeights.medium};
  color: ${vars.colors.foreground};
`
/** The look of a form control (text input, select). */
export const controlCss = css`
  width: 100%;
  min-height: calc(${vars.space.unit} * 12);
  padding: calc(${vars.space.unit} * 3);
  font: inherit;
  font-size: ${vars.fontSizes.md};
  color: ${vars.colors.inputForeground};
  background: ${vars.colors.inputBackground};
  border: 1px solid ${vars.colors.inputBorder};
  border-radius: ${vars.radii.input};
  &::placeholder { color: ${vars.colors.inputPlaceholder}; }
  &:focus { outline: none; border-color: ${vars.colors.inputBorderFocus}; box-shadow: ${vars.shadows.focus}; }
  &[data-state='invalid'] { border-color: ${vars.colors.danger}; }
  &:disabled { opacity: 0.7; }
`
const Input = styled.input`${controlCss}`

/** The props of {@link TextInput}: an input's own attributes plus its label, slot and inline error. */
export type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'slot'> & {
  slot?: SlotName
  label: ReactNode
  /** Inline error under the input (marks it invalid). */
  error?: ReactNode
}

/** A labelled text input with an inline error, in the `emailInput` slot by default. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { slot = 'emailInput', label, error, className, style, disabled, ...rest },
  ref,
) {
  const id = useId()
  const errorId = `${id}-error`
  const input = useSlot(slot, error ? 'invalid' : disabled ? 'disabled' : 'idle', { className, style })
  return (
    <Field>
      <Label htmlFor={id} {...useSlot('label')}>{label}</Label>
      <Input
        ref={ref}
        id={id}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
        {...input}
      />
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  )
})
