'use client'
import { styled, keyframes } from 'styled-components'
import { vars } from '../../themes/index.js'
import { useFoyerUi } from '../context.js'
import type { SlotName } from '../slots.js'
import { useSlot } from './useSlot.js'

const spin = keyframes`to { transform: rotate(360deg); }`

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  /* Centred in a status screen's column (a flex item); no effect inline in a button or a line. */
  align-self: center;
  flex: none;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`

/** A spinning ring (or the host's `appearance.components.Spinner`). Decorative unless given a `label`. */
export function Spinner({ size = 16, label, slot = 'spinner' }: { size?: number; label?: string; slot?: SlotName }) {
  const props = useSlot(slot, 'loading')
  const Custom = useFoyerUi().appearance.components.Spinner
  if (Custom) return <Custom size={size} label={label} />
  return label
    ? <Ring $size={size} role="status" aria-label={label} {...props} />
    : <Ring $size={size} aria-hidden="true" {...props} />
}

const Center = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: calc(${vars.space.unit} * 40);
  color: ${vars.colors.accent};
`

/** The full-screen loading state (before `ready`, and while a screen chunk loads). */
export function Loading({ label }: { label: string }) {
  const props = useSlot('loading', 'loading')
  return (
    <Center {...props}>
      <Spinner size={28} label={label} />
    </Center>
  )
}
