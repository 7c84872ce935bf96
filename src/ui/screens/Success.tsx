'use client'
import type { ScreenProps } from '../appearance.js'
import { useFoyerUi } from '../context.js'
import { usePostLoginNavigation } from '../lib/usePostLoginNavigation.js'
import { SuccessIcon } from '../primitives/Icons.js'
import { ScreenFrame } from '../primitives/Screen.js'
import { Spinner } from '../primitives/Spinner.js'
import { Subtitle, Title } from '../primitives/Text.js'

/**
 * Where every method's success lands: the post-login sequence — the terms screen
 * after 0.9 s when required, a wait while a wallet is created, else close after 1.4 s.
 */
export default function Success({ navigate, close }: ScreenProps<'success'>) {
  const { t } = useFoyerUi()
  const { status } = usePostLoginNavigation({ active: true, navigate, close })
  const creating = status === 'creating-wallet'
  return (
    <ScreenFrame id="success">
      <div aria-live="polite" data-status={status} style={{ display: 'contents' }}>
        <SuccessIcon />
        <Title>{t('success.title')}</Title>
        <Subtitle>{creating ? t('postLogin.creatingWallet') : t('success.detail')}</Subtitle>
        {creating && <Spinner label={t('modal.loading')} />}
      </div>
    </ScreenFrame>
  )
}
