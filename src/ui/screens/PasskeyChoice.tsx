'use client'
import type { PasskeyFlowMode } from '../../hooks/index.js'
import type { ScreenProps } from '../appearance.js'
import { useFoyerUi } from '../context.js'
import { usePasskeyStart } from '../lib/usePasskeyStart.js'
import { Button } from '../primitives/Button.js'
import { PasskeyIcon } from '../login-methods/PasskeyIcon.js'
import { ScreenFrame } from '../primitives/Screen.js'
import { Subtitle, Title } from '../primitives/Text.js'

/** 'Log in or create a new account?': log in with an existing passkey, or sign up with a new one. */
export default function PasskeyChoice({ navigate, back, canGoBack }: ScreenProps<'passkeyChoice'>) {
  const { t } = useFoyerUi()
  const start = usePasskeyStart()
  const choose = (mode: PasskeyFlowMode) => {
    start(mode)
    navigate('passkey', { mode })
  }
  return (
    <ScreenFrame id="passkeyChoice" showBack={canGoBack} onBack={back}>
      <Title>{t('passkeyChoice.title')}</Title>
      <Subtitle>{t('passkeyChoice.subtitle')}</Subtitle>
      <Button onClick={() => choose('login')}>
        <PasskeyIcon />
        {t('passkeyChoice.login')}
      </Button>
      <Button kind="secondary" onClick={() => choose('signup')}>
        {t('passkeyChoice.signup')}
      </Button>
    </ScreenFrame>
  )
}
