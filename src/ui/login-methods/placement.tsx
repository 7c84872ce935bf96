'use client'
import { createContext, useContext } from 'react'
import { styled } from 'styled-components'
import { vars } from '../../themes/index.js'
import { useFoyerUi } from '../context.js'
import { useSlot } from '../primitives/useSlot.js'

/**
 * Where the landing placed a login-method entry: `recent` when it is the last method used
 * ('Recent' chip), `label` when the landing relabels it (the wallet overflow button: 'Continue
 * with a wallet' / 'Other wallets'). `MethodButton` applies both, so entries need not know.
 */
export type LoginMethodPlacement = { recent: boolean; label: string | null }

export const LoginMethodPlacementContext = createContext<LoginMethodPlacement>({ recent: false, label: null })

export function useLoginMethodPlacement(): LoginMethodPlacement {
  return useContext(LoginMethodPlacementContext)
}

const Chip = styled.span<{ $at: 'button' | 'field' }>`
  position: absolute;
  right: ${(p) => (p.$at === 'button' ? `calc(${vars.space.unit} * 3)` : '0')};
  top: ${(p) => (p.$at === 'button' ? '50%' : '0')};
  transform: ${(p) => (p.$at === 'button' ? 'translateY(-50%)' : 'none')};
  display: inline-flex;
  align-items: center;
  padding: 2px calc(${vars.space.unit} * 2);
  border-radius: 999px;
  font-size: ${vars.fontSizes.xs};
  font-weight: ${vars.fontWeights.medium};
  line-height: ${vars.lineHeights.tight};
  /* link on accentMuted: a pair every theme keeps at 4.5:1 (the accent itself may not be on a light surface). */
  color: ${vars.colors.link};
  background: ${vars.colors.accentMuted};
  border: 1px solid ${vars.colors.border};
  white-space: nowrap;
`

/**
 * The 'Recent' chip on the last login method used (`recentChip` slot), at the right end of a
 * method button or of a field's label row. Its parent must be positioned.
 */
export function RecentChip({ at = 'button' }: { at?: 'button' | 'field' }) {
  const { t } = useFoyerUi()
  // Decorative (aria-hidden): the method's accessible name stays 'Continue with Google'.
  return <Chip $at={at} aria-hidden="true" {...useSlot('recentChip', 'active')}>{t('landing.recent')}</Chip>
}
