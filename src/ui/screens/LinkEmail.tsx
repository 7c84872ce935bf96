'use client'
import { useUser } from '../../hooks/internalApi.js'
import type { ScreenProps } from '../appearance.js'
import { useFoyerUi } from '../context.js'
import { EmailForm } from '../login-methods/EmailForm.js'
import { ScreenFrame } from '../primitives/Screen.js'
import { Subtitle, Title } from '../primitives/Text.js'

/**
 * 'Link email' / 'Update email': the e-mail form with intent link or update; the code
 * goes to the address, then the shared code screen links it (or replaces the user's e-mail).
 */
export default function LinkEmail({ id, navigate, back, canGoBack }: ScreenProps<'linkEmail' | 'updateEmail'>) {
  const { t } = useFoyerUi()
  const { user } = useUser()
  const intent = id === 'updateEmail' ? 'update' : 'link'
  return (
    <ScreenFrame id={id} showBack={canGoBack} onBack={back}>
      <Title>{t(`linkEmail.title.${intent}`)}</Title>
      <Subtitle>
        {intent === 'update' ? t('linkEmail.subtitle.update', { email: user?.email?.address ?? '' }) : t('linkEmail.subtitle.link')}
      </Subtitle>
      <EmailForm navigate={navigate} intent={intent} />
    </ScreenFrame>
  )
}
