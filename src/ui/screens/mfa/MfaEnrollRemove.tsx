'use client'
import { mfaErrorCopyKey } from '../../lib/errorCopy.js'
import { useMfaEnrollment } from '../../../hooks/internalApi.js'
import type { ScreenProps } from '../../appearance.js'
import { useFoyerUi } from '../../context.js'
import { Button } from '../../primitives/Button.js'
import { ScreenFrame } from '../../primitives/Screen.js'
import { ErrorText, Subtitle, Title } from '../../primitives/Text.js'
import { EnrollmentDone } from './done.js'
import { mfaFactorUi } from './factors/index.js'
import { Stack } from './parts.js'

/** The confirmation before removing a method ('Remove {method}?'); removing asks for a verification first. */
export default function MfaEnrollRemove({ params, back, canGoBack, close }: ScreenProps<'mfaEnrollRemove'>) {
  const { t } = useFoyerUi()
  const { state, unenroll } = useMfaEnrollment()
  const method = params.method
  const { label: labelKey } = mfaFactorUi(method)
  const label = t(labelKey as 'mfa.title')
  const removing = state.status === 'removing'
  const leave = canGoBack ? back : close
  if (state.status === 'done' && state.action === 'unenroll' && state.method === method) return (
    <ScreenFrame id="mfaEnrollRemove">
      <EnrollmentDone label={labelKey} action="unenroll" onDone={leave} />
    </ScreenFrame>
  )
  return (
    <ScreenFrame id="mfaEnrollRemove" showBack={canGoBack && !removing} onBack={back}>
      <Title>{t('mfaEnroll.remove.title', { method: label })}</Title>
      <Subtitle>{t('mfaEnroll.remove.detail', { method: label })}</Subtitle>
      {state.status === 'error' && state.method === method && <ErrorText>{t(mfaErrorCopyKey(state.error))}</ErrorText>}
      <Stack>
        <Button onClick={() => unenroll(method).catch(() => {})} loading={removing}>
          {removing ? t('mfaEnroll.remove.removing') : t('mfaEnroll.remove.confirm')}
        </Button>
        <Button kind="secondary" onClick={leave} disabled={removing}>{t('mfaEnroll.remove.cancel')}</Button>
      </Stack>
    </ScreenFrame>
  )
}
