'use client'
import type { ScreenProps } from '../../appearance.js'
import { useFoyerUi } from '../../context.js'
import { Button } from '../../primitives/Button.js'
import { ScreenFrame } from '../../primitives/Screen.js'
import { Subtitle, Title } from '../../primitives/Text.js'
import { navigateTo, recoveryRoute } from './routes.js'

/** The secure-account splash ('Secure Your Account'): a wallet created with a password starts here; 'Add password' opens the password screens. */
export default function RecoverySplash({ navigate }: ScreenProps<'recoverySplash'>) {
  const { t } = useFoyerUi()
  const addPassword = () => {
    navigateTo(navigate, recoveryRoute('user-passcode'))
  }
  return (
    <ScreenFrame id="recoverySplash">
      <Title>{t('recovery.splash.title')}</Title>
      <Subtitle>{t('recovery.splash.detail')}</Subtitle>
      <Button onClick={addPassword}>{t('recovery.splash.addPassword')}</Button>
    </ScreenFrame>
  )
}
