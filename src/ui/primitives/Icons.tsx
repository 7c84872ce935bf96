'use client'
import { styled } from 'styled-components'
import { vars } from '../../themes/index.js'
import { useSlot } from './useSlot.js'

const Circle = styled.div<{ $tone: 'success' | 'danger' }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: calc(${vars.space.unit} * 16);
  height: calc(${vars.space.unit} * 16);
  margin: 0 auto;
  border-radius: 50%;
  background: ${(p) => (p.$tone === 'success' ? vars.colors.successBackground : vars.colors.dangerBackground)};
  color: ${(p) => (p.$tone === 'success' ? vars.colors.success : vars.colors.danger)};
`

export function SuccessIcon() {
  return (
    <Circle $tone="success" {...useSlot('successIcon', 'success')}>
      <svg width="32" height="32" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <path d="M5 12.5l4.5 4.5L19 7.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </Circle>
  )
}

export function ErrorIcon() {
  return (
    <Circle $tone="danger" {...useSlot('errorIcon', 'error')}>
      <svg width="32" height="32" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </Circle>
  )
}

export function CloseGlyph() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  )
}

export function BackGlyph() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d="M10 3L5 8l5 5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
