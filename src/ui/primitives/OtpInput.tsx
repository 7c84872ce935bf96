'use client'
import {
  forwardRef, useImperativeHandle, useRef,
  type ChangeEvent, type ClipboardEvent, type KeyboardEvent,
} from 'react'
import { css, keyframes, styled } from 'styled-components'
import { vars } from '../../themes/index.js'
import type { SlotState } from '../slots.js'
import { useSlot } from './useSlot.js'

const shake = keyframes`
  10%, 90% { transform: translateX(-1px); }
  20%, 80% { transform: translateX(2px); }
  30%, 50%, 70% { transform: translateX(-4px); }
  40%, 60% { transform: translateX(4px); }
`
const Group = styled.div`
  display: flex;
  justify-content: center;
  gap: calc(${vars.space.unit} * 2);
  &[data-state='error'] {
    animation: ${css`${shake} 0.5s ease-in-out both`};
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-state='error'] { animation: none; }
  }
`
const Cell = styled.input`
  width: calc(${vars.space.unit} * 11);
  height: calc(${vars.space.unit} * 13);
  padding: 0;
  text-align: center;
  font-family: ${vars.fonts.mono};
  font-size: ${vars.fontSizes.xl};
  color: ${vars.colors.inputForeground};
  background: ${vars.colors.inputBackground};
  border: 1px solid ${vars.colors.inputBorder};
  border-radius: ${vars.radii.otpCell};
  caret-color: ${vars.colors.accent};
  &:focus { outline: none; border-color: ${vars.colors.inputBorderFocus}; box-shadow: ${vars.shadows.focus}; }
  &[data-state='error'] { border-color: ${vars.colors.danger}; color: ${vars.colors.danger}; }
  &[data-state='success'] { border-color: ${vars.colors.success}; color: ${vars.colors.success}; }
  &:disabled { opacity: 0.7; }
`

/** What a ref to {@link OtpInput} exposes: `focus(index?)`. */
export type OtpInputHandle = { focus: (index?: number) => void }
/** The props of {@link OtpInput}: one value per box, the change and complete callbacks. */
export type OtpInputProps = {
  /** One entry per box: a digit or ''. */
  value: string[]
  onChange: (next: string[]) => void
  /** Called when the user types or pastes anything but digits (and whitespace). */
  onNonNumeric: () => void
  state?: Extract<SlotState, 'idle' | 'loading' | 'success' | 'error'>
  disabled?: boolean
  /** Accessible name of the group. */
  label: string
  /** Accessible name of one box ('Digit 1 of 6'). */
  cellLabel: (index: number, count: number) => string
  /** Id of the element describing the boxes (an error message), as each box's `aria-describedby`. */
  describedBy?: string | undefined
  autoFocus?: boolean
}

const stripSpaces = (s: string) => s.replace(/\s+/g, '')

/**
 * Single-digit boxes: digits only, paste and autofill spread from the focused box, whitespace is
 * stripped, Backspace clears the box and moves back, arrows move between boxes.
 */
export const OtpInput = forwardRef<OtpInputHandle, OtpInputProps>(function OtpInput(
  { value, onChange, onNonNumeric, state = 'idle', disabled = false, label, cellLabel, describedBy, autoFocus = false },
  ref,
) {
  const cells = useRef<(HTMLInputElement | null)[]>([])
  const count = value.length
  const focus = (index = 0) => cells.current[Math.max(0, Math.min(count - 1, index))]?.focus()
  useImperativeHandle(ref, () => ({ focus }))

  const spread = (from: number, digits: string) => {
    const next = [...value]
    const usable = digits.slice(0, count - from)
    for (let i = 0; i < usable.length; i++) next[from + i] = usable[i]!
    onChange(next)
    focus(from + usable.length)
  }
  const accept = (from: number, raw: string) => {
    const digits = stripSpaces(raw)
    if (!/^\d*$/.test(digits)) return onNonNumeric()
    if (digits) spread(from, digits)
  }

  const handleChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const raw = stripSpaces(event.target.value)
    const previous = value[index] ?? ''
    if (raw === '') {
      const next = [...value]
      next[index] = ''
      return onChange(next)
    }
    // Typing into a filled box gives two characters: keep the new one.
    accept(index, previous && raw.length === previous.length + 1 ? raw.replace(previous, '') : raw)
  }
  const handlePaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    accept(index, event.clipboardData.getData('text'))
  }
  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault()
      const target = value[index] ? index : Math.max(0, index - 1)
      const next = [...value]
      next[target] = ''
      onChange(next)
      focus(index - 1)
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      focus(index - 1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      focus(index + 1)
    }
  }

  const group = useSlot('otpInput', state)
  const cellSlot = useSlot('otpInputCell', state)
  return (
    <Group role="group" aria-label={label} {...group}>
      {value.map((digit, index) => (
        <Cell
          key={index}
          ref={(el) => {
            cells.current[index] = el
          }}
          value={digit}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          autoFocus={autoFocus && index === 0}
          aria-label={cellLabel(index + 1, count)}
          aria-invalid={state === 'error' || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          onChange={handleChange(index)}
          onPaste={handlePaste(index)}
          onKeyDown={handleKeyDown(index)}
          onFocus={(e) => e.target.select()}
          {...cellSlot}
        />
      ))}
    </Group>
  )
})
