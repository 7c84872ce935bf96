'use client'
import { styled } from 'styled-components'
import { WALLET_LOGIN_METHOD } from '../../../hooks/internalApi.js'
import type { LandingOverflow } from '../../../hooks/index.js'
import type { Navigate } from '../../appearance.js'
import { useFoyerUi, useUiMethod } from '../../context.js'
import type { CopyKey } from '../../copy/en.js'
import { LoginMethodPlacementContext, RecentChip } from '../../login-methods/placement.js'
import { MethodIcon, methodRowCss } from '../../login-methods/MethodButton.js'
import { Button } from '../../primitives/Button.js'
import { MoreIcon } from '../../primitives/Icons.js'
import { useSlot } from '../../primitives/useSlot.js'

const Positioned = styled(Button)`${methodRowCss}`

export const overflowLabelKey = (label: LandingOverflow['label']) => `landing.overflow.${label}` as CopyKey

/**
 * The ONE overflow button. Web2 or mixed overflows open the overflow view
 * (`loginOverflow`); a wallets-only overflow is the wallet entry itself (it opens the wallet
 * picker, which lists every wallet), relabelled 'Continue with a wallet' / 'Other wallets' —
 * nothing until the wallet entry exists. `recent`: the recent method is behind the button.
 */
export function OverflowButton({ overflow, navigate, recent }: { overflow: LandingOverflow; navigate: Navigate; recent: boolean }) {
  const { t } = useFoyerUi()
  const Wallet = useUiMethod(WALLET_LOGIN_METHOD)?.entry
  const label = (t as (key: CopyKey) => string)(overflowLabelKey(overflow.label))
  const slot = useSlot('overflowButton', 'idle', { variant: overflow.label })
  if (overflow.kind === 'wallet') {
    if (!Wallet) return null
    return (
      <LoginMethodPlacementContext.Provider value={{ recent, label }}>
        <Wallet method={WALLET_LOGIN_METHOD} navigate={navigate} />
      </LoginMethodPlacementContext.Provider>
    )
  }
  return (
    <Positioned kind="secondary" variant="overflow" onClick={() => navigate('loginOverflow')} data-overflow={overflow.label} data-recent={recent || undefined} {...slot}>
      <MethodIcon aria-hidden="true"><MoreIcon /></MethodIcon>
      {label}
      {recent && <RecentChip />}
    </Positioned>
  )
}
