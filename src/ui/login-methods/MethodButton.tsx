'use client'
import type { ComponentType, ReactNode } from 'react'
import { css, styled } from 'styled-components'
import { vars } from '../../themes/index.js'
import { Button } from '../primitives/Button.js'
import { useFoyerUi } from '../context.js'
import { useSlot } from '../primitives/useSlot.js'
import { RecentChip, useLoginMethodPlacement } from './placement.js'

/** A method's icon: a fixed 20 px box, so the icons of a list line up in one column. */
export const MethodIcon = styled.span`
  display: inline-flex;
  flex: none;
  width: 20px;
  height: 20px;
  margin-inline-end: calc(${vars.space.unit} * 2);
  & > svg, & > img { width: 100%; height: 100%; }
`
/**
 * A method row: icon and label from the start (not centred together), so icons and labels line up
 * from row to row; room at the end for the 'Recent' chip.
 */
export const methodRowCss = css`
  position: relative;
  justify-content: flex-start;
  text-align: start;
  padding-inline-start: calc(${vars.space.unit} * 4);
  &[data-recent] { padding-inline-end: calc(${vars.space.unit} * 20); }
`
const Positioned = styled(Button)`${methodRowCss}`
const Icon = MethodIcon

export type MethodButtonProps = {
  /** The login method, e.g. `google`: slot keys `loginMethodButton__google`, `methodIcon__google`. */
  method: string
  icon?: ComponentType | null
  children: ReactNode
  onClick: () => void
  loading?: boolean
  disabled?: boolean
}

/**
 * One login-method button on the landing: icon + label, in the `loginMethodButton` slot. Where the
 * landing placed it decides the rest: the 'Recent' chip on the last method used, and a label
 * override (the wallet overflow button).
 */
export function MethodButton({ method, icon: IconComponent, children, onClick, loading, disabled }: MethodButtonProps) {
  const placement = useLoginMethodPlacement()
  const icon = useSlot('methodIcon', 'idle', { variant: method })
  const button = useSlot('loginMethodButton', loading ? 'loading' : disabled ? 'disabled' : 'idle', { variant: method })
  const CustomIcon = useFoyerUi().appearance.components.icons?.loginMethod
  return (
    <Positioned
      kind="secondary"
      variant={method}
      onClick={onClick}
      loading={loading}
      disabled={disabled}
      data-method={method}
      data-recent={placement.recent || undefined}
      {...button}
    >
      {CustomIcon ? (
        <Icon aria-hidden="true" {...icon}>
          <CustomIcon method={method} size={20} Default={IconComponent ?? null} />
        </Icon>
      ) : IconComponent && (
        <Icon aria-hidden="true" {...icon}>
          <IconComponent />
        </Icon>
      )}
      {placement.label ?? children}
      {placement.recent && <RecentChip />}
    </Positioned>
  )
}
