'use client'
import type { CSSProperties } from 'react'
import { useFoyerUi } from '../context.js'
import { resolveSlot, type SlotName, type SlotState } from '../slots.js'

/** What {@link useSlot} returns to spread on an element: class name, style and `data-state`. */
export type SlotProps = { className: string; style: CSSProperties | undefined; 'data-state': SlotState }

/** Props for a slotted element: `foyer-<slot>` + host class/style from `appearance.slots`, and `data-state`. */
export function useSlot(
  slot: SlotName,
  state: SlotState = 'idle',
  options: { variant?: string | undefined; className?: string | undefined; style?: CSSProperties | undefined } = {},
): SlotProps {
  const { appearance } = useFoyerUi()
  const resolved = resolveSlot(appearance.slots, slot, state, options.variant, options.className)
  const style = options.style || resolved.style ? { ...options.style, ...resolved.style } : undefined
  return { className: resolved.className, style, 'data-state': state }
}
