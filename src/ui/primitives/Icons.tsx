'use client'
import { styled } from 'styled-components'
import { vars } from '../../themes/index.js'
import type { IconName } from '../component-overrides.js'
import { useFoyerUi } from '../context.js'
import { StatusBadge } from './StatusBadge.js'
import { useSlot } from './useSlot.js'

export { PhoneIcon } from './PhoneIcon.js'

/** The status badge's 64 px circle, in the success or danger tone. */
const Circle = styled(StatusBadge)<{ $tone: 'success' | 'danger' }>`
  background: ${(p) => (p.$tone === 'success' ? vars.colors.successBackground : vars.colors.dangerBackground)};
  color: ${(p) => (p.$tone === 'success' ? vars.colors.success : vars.colors.danger)};
`

/** The host's replacement of a glyph (`appearance.components.icons[name]`), if any. */
function useIconOverride(name: Exclude<IconName, 'loginMethod'>) {
  return useFoyerUi().appearance.components.icons?.[name]
}

/** The success check icon (replaceable with `appearance.icons.success`). */
export function SuccessIcon() {
  const Custom = useIconOverride('success')
  return (
    <Circle $tone="success" {...useSlot('successIcon', 'success')}>
      {Custom ? <Custom size={32} /> : <svg width="32" height="32" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <path d="M5 12.5l4.5 4.5L19 7.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>}
    </Circle>
  )
}

/** The error icon (replaceable with `appearance.icons.error`). */
export function ErrorIcon() {
  const Custom = useIconOverride('error')
  return (
    <Circle $tone="danger" {...useSlot('errorIcon', 'error')}>
      {Custom ? <Custom size={32} /> : <svg width="32" height="32" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>}
    </Circle>
  )
}

export function CloseGlyph() {
  const Custom = useIconOverride('close')
  if (Custom) return <Custom size={16} />
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  )
}

export function BackGlyph() {
  const Custom = useIconOverride('back')
  if (Custom) return <Custom size={16} />
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d="M10 3L5 8l5 5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

/** Three dots (the landing's overflow button). */
export function MoreIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      <circle cx="5" cy="10" r="1.5" />
      <circle cx="10" cy="10" r="1.5" />
      <circle cx="15" cy="10" r="1.5" />
    </svg>
  )
}
