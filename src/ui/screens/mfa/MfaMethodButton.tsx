'use client'
import { styled } from 'styled-components'
import type { MfaMethod } from '../../../hooks/index.js'
import { vars } from '../../../themes/index.js'
import { useFoyerUi } from '../../context.js'
import { Button } from '../../primitives/Button.js'
import { mfaFactorUi } from './factors/index.js'

const Icon = styled.span`
  display: inline-flex;
  width: 20px;
  height: 20px;
  & > svg { width: 100%; height: 100%; }
`
const Label = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  text-align: start;
  flex: 1;
`
const Detail = styled.span`
  font-weight: ${vars.fontWeights.regular};
  font-size: ${vars.fontSizes.xs};
  color: ${vars.colors.foregroundSecondary};
`
/** One MFA factor as a button: its icon, name and an optional detail line (`secondaryButton__mfa-<method>`). */
export function MfaMethodButton({ method, detail, onClick, disabled, loading }: {
  method: MfaMethod
  detail?: string | undefined
  onClick: () => void
  disabled?: boolean
  loading?: boolean
}) {
  const { t } = useFoyerUi()
  const factor = mfaFactorUi(method)
  const IconComponent = factor.icon
  return (
    <Button kind="secondary" variant={`mfa-${method}`} onClick={onClick} disabled={disabled} loading={loading} data-mfa-method={method}>
      <Icon aria-hidden="true">
        <IconComponent />
      </Icon>
      <Label>
        {t(factor.label as 'mfa.title')}
        {detail && <Detail>{detail}</Detail>}
      </Label>
    </Button>
  )
}
