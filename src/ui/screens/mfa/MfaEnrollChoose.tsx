'use client'
import { constants, type MfaMethod } from '../../../core/index.js'
import { useMfaEnrollment } from '../../../hooks/index.js'
import type { ScreenProps } from '../../appearance.js'
import type { CopyKey } from '../../copy/en.js'
import { useFoyerUi } from '../../context.js'
import { ScreenFrame } from '../../primitives/Screen.js'
import { Subtitle, Title } from '../../primitives/Text.js'
import { MfaMethodButton, Stack } from './parts.js'

const SETUP: Record<MfaMethod, { screen: 'mfaEnrollTotp' | 'mfaEnrollSms' | 'mfaEnrollPasskey'; detail: CopyKey }> = {
  totp: { screen: 'mfaEnrollTotp', detail: 'mfaEnroll.choose.totp' },
  sms: { screen: 'mfaEnrollSms', detail: 'mfaEnroll.choose.sms' },
  passkey: { screen: 'mfaEnrollPasskey', detail: 'mfaEnroll.choose.passkey' },
}

/** 'Choose a verification method': authenticator app, SMS, passkey (those not enabled yet). */
export default function MfaEnrollChoose({ navigate, back, canGoBack }: ScreenProps<'mfaEnrollChoose'>) {
  const { t } = useFoyerUi()
  const { mfaMethods, reset } = useMfaEnrollment()
  const available = constants.MFA_METHODS.filter((m) => !mfaMethods.includes(m))
  return (
    <ScreenFrame id="mfaEnrollChoose" showBack={canGoBack} onBack={back}>
      <Title>{t('mfaEnroll.choose.title')}</Title>
      {available.length === 0 && <Subtitle>{t('mfaEnroll.choose.allEnabled')}</Subtitle>}
      <Stack>
        {available.map((method) => (
          <MfaMethodButton
            key={method}
            method={method}
            detail={t(SETUP[method].detail as 'mfaEnroll.choose.totp')}
            onClick={() => {
              reset()
              navigate(SETUP[method].screen)
            }}
          />
        ))}
      </Stack>
    </ScreenFrame>
  )
}
