'use client'
import type { ScreenProps } from '../appearance.js'
import { useFoyerUi } from '../context.js'
import { EmailForm } from '../login-methods/EmailForm.js'
import { ScreenFrame } from '../primitives/Screen.js'
import { Title } from '../primitives/Text.js'

/** The e-mail form on its own screen: 'Continue with email' on a landing with `hideDirectWeb2Inputs`. */
export default function EmailEntry({ navigate }: ScreenProps<'email'>) {
  const { t } = useFoyerUi()
  return (
    <ScreenFrame id="email" showBack>
      <Title>{t('emailEntry.title')}</Title>
      <EmailForm navigate={navigate} />
    </ScreenFrame>
  )
}
