'use client'
import { styled } from 'styled-components'
import { StatusBadge } from '../primitives/StatusBadge.js'
import { Spinner } from '../primitives/Spinner.js'
import { useSlot } from '../primitives/useSlot.js'
import { providerLogo } from './CrossAppMethod.js'

const Ring = styled.span`
  position: absolute;
  inset: -4px;
  display: flex;
  align-items: center;
  justify-content: center;
  & > span { width: 100%; height: 100%; }
`

/**
 * A cross-app provider's logo in the status badge (slot `statusBadge`, variant `crossApp`, state
 * `state`), ringed by a spinner while `waiting` (its popup is open): the cross-app login and
 * signing screens.
 */
export function ProviderAppBadge({ logoUrl, state, waiting }: { logoUrl: string | null | undefined; state: 'idle' | 'loading' | 'error'; waiting: boolean }) {
  const badge = useSlot('statusBadge', state, { variant: 'crossApp' })
  const Logo = providerLogo(logoUrl, 32)
  return (
    <StatusBadge {...badge}>
      <Logo />
      {waiting && <Ring><Spinner size={72} /></Ring>}
    </StatusBadge>
  )
}
