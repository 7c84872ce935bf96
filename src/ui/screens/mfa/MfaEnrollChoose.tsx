'use client'
import { useMfaEnrollment } from '../../../hooks/internalApi.js'
import type { ScreenProps } from '../../appearance.js'
import { useFoyerUi } from '../../context.js'
import { ScreenFrame } from '../../primitives/Screen.js'
import { Subtitle, Title } from '../../primitives/Text.js'
import { MFA_FACTORS_UI } from './factors/index.js'
import { MfaMethodButton } from './MfaMethodButton.js'
import { Stack } from './parts.js'

/** 'Choose a verification method': the factors not enabled yet, each opening its setup screen. */
export default function MfaEnrollChoose({ navigate, back, canGoBack }: ScreenProps<'mfaEnrollChoose'>) {
  const { t } = useFoyerUi()
  const { mfaMethods, reset } = useMfaEnrollment()
  const available = MFA_FACTORS_UI.filter((factor) => !mfaMethods.includes(factor.method))
  return (
    <ScreenFrame id="mfaEnrollChoose" showBack={canGoBack} onBack={back}>
      <Title>{t('mfaEnroll.choose.title')}</Title>
      {available.length === 0 && <Subtitle>{t('mfaEnroll.choose.allEnabled')}</Subtitle>}
      <Stack>
        {available.map((factor) => (
          <MfaMethodButton
            key={factor.method}
            method={factor.method}
            detail={t(factor.enroll.detail as 'mfa.title')}
            onClick={() => {
              reset()
              navigate(factor.enroll.screen)
            }}
          />
        ))}
      </Stack>
    </ScreenFrame>
  )
}
