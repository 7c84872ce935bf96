'use client'
import type { ComponentType, ReactNode } from 'react'
import { styled } from 'styled-components'
import { vars } from '../../themes/index.js'
import { Button } from '../primitives/Button.js'
import { useSlot } from '../primitives/useSlot.js'

const Icon = styled.span`
  display: inline-flex;
  width: 20px;
  height: 20px;
  margin-right: calc(${vars.space.unit} * 2);
  & > svg, & > img { width: 100%; height: 100%; }
`

export type MethodButtonProps = {
  /** The login method, e.g. `google`: slot keys `loginMethodButton__google`, `methodIcon__google`. */
  method: string
  icon?: ComponentType | null
  children: ReactNode
  onClick: () => void
  loading?: boolean
  disabled?: boolean
}

/** One login-method button on the landing: icon + label, in the `loginMethodButton` slot. */
export function MethodButton({ method, icon: IconComponent, children, onClick, loading, disabled }: MethodButtonProps) {
  const icon = useSlot('methodIcon', 'idle', { variant: method })
  const button = useSlot('loginMethodButton', loading ? 'loading' : disabled ? 'disabled' : 'idle', { variant: method })
  return (
    <Button kind="secondary" variant={method} onClick={onClick} loading={loading} disabled={disabled} data-method={method} {...button}>
      {IconComponent && (
        <Icon aria-hidden="true" {...icon}>
          <IconComponent />
        </Icon>
      )}
      {children}
    </Button>
  )
}
