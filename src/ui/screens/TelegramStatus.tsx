'use client'
import { useEffect } from 'react'
import { socialErrorScreenFor } from '../lib/errorCopy.js'
import { useAppConfig, useLoginWithTelegram, accountTransferDataOf } from '../../hooks/internalApi.js'
import type { ScreenProps } from '../appearance.js'
import { useFoyerUi } from '../context.js'
import { errorMessage } from '../lib/errorMessage.js'
import { TelegramIcon } from '../login-methods/TelegramMethod.js'
import { Button } from '../primitives/Button.js'
import { ErrorIcon } from '../primitives/Icons.js'
import { ScreenFrame } from '../primitives/Screen.js'
import { Spinner } from '../primitives/Spinner.js'
import { StatusBadge, StatusBody } from '../primitives/StatusBadge.js'
import { Subtitle, Title } from '../primitives/Text.js'
import { useSlot } from '../primitives/useSlot.js'
import { errorTexts } from './Error.js'


/**
 * The Telegram status screen: waiting for the Telegram login window ('Verifying …' for data in the
 * URL at load), then the success screen, or 'Authentication failed' with the reason and Retry.
 */
export default function TelegramStatus({ navigate, back, canGoBack }: ScreenProps<'telegramStatus'>) {
  const { t, restart } = useFoyerUi()
  const config = useAppConfig()
  const { state, login } = useLoginWithTelegram()
  const badge = useSlot('statusBadge', state.status === 'error' ? 'error' : 'loading', { variant: 'telegram' })

  useEffect(() => {
    if (state.status === 'done') navigate('success')
    // A link that hit another user's account: the transfer screen (the router routes it there).
    else if (state.status === 'error' && accountTransferDataOf(state.error)) navigate('error', { error: state.error })
  }, [state.status, state.error, navigate])

  if (state.status === 'error') {
    // Allowlist, user limit and unknown user keep their own screens (as for social sign-in).
    const dedicated = socialErrorScreenFor(state.error, { provider: 'telegram' }).screen === 'dedicated'
    const texts = errorTexts(state.error, t, config)
    return (
      <ScreenFrame id="telegramStatus" showBack={canGoBack} onBack={back}>
        <StatusBody role="alert" data-status="error">
          <ErrorIcon />
          <Title>{dedicated ? texts.title : t('error.authFailed.title')}</Title>
          <Subtitle>{dedicated ? texts.detail : errorMessage(state.error, t, 'error.generic.detail')}</Subtitle>
        </StatusBody>
        {dedicated ? (
          <Button onClick={restart}>{texts.button}</Button>
        ) : (
          <Button onClick={() => void login({ intent: state.intent, disableSignup: state.disableSignup }).catch(() => {})}>
            {t('telegram.retry')}
          </Button>
        )}
      </ScreenFrame>
    )
  }

  const verifying = state.status === 'done' || (state.status === 'loading' && state.resumed)
  return (
    <ScreenFrame id="telegramStatus" showBack={canGoBack && !verifying} onBack={back}>
      <StatusBody aria-live="polite" data-status={state.status}>
        <StatusBadge {...badge}><TelegramIcon /></StatusBadge>
        <Title>{verifying ? t('telegram.verifying.title') : t('telegram.waiting.title')}</Title>
        <Subtitle>{verifying ? t('telegram.verifying.detail') : t('telegram.waiting.detail')}</Subtitle>
        <Spinner label={t('modal.loading')} />
      </StatusBody>
    </ScreenFrame>
  )
}
