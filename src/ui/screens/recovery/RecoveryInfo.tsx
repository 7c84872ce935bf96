'use client'
import type { ScreenProps } from '../../appearance.js'
import { useFoyerUi } from '../../context.js'
import { Button } from '../../primitives/Button.js'
import { ScreenFrame } from '../../primitives/Screen.js'
import { Subtitle, Title } from '../../primitives/Text.js'

/** 'Why do I need to secure my account?': what a backup method is for, and 'Select backup method' (back to the selection). */
export default function RecoveryInfo({ back, canGoBack, navigate }: ScreenProps<'recoveryInfo'>) {
  const { t } = useFoyerUi()
  return (
    <ScreenFrame id="recoveryInfo" showBack={canGoBack}>
      <Title>{t('recovery.info.title')}</Title>
      <Subtitle>{t('recovery.info.detail')}</Subtitle>
      <Button onClick={() => (canGoBack ? back() : navigate('recoverySelect'))}>{t('recovery.info.select')}</Button>
    </ScreenFrame>
  )
}
