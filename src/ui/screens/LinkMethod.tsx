'use client'
import { useState } from 'react'
import type { FoyerError, OAuthProvider } from '../../core/index.js'
import { useCrossAppAccounts, useCrossAppProviderDetails, useLinkWithOAuth, useLoginWithTelegram } from '../../hooks/index.js'
import type { ScreenProps } from '../appearance.js'
import type { CopyKey } from '../copy/en.js'
import { useFoyerUi } from '../context.js'
import { providerNameKey } from '../login-methods/OAuthMethod.js'
import { Button } from '../primitives/Button.js'
import { ScreenFrame } from '../primitives/Screen.js'
import { Subtitle, Title } from '../primitives/Text.js'

type Texts = (key: CopyKey, values?: Record<string, string>) => string

/**
 * Linking a method that opens a window or leaves the page (social, Telegram, cross-app): one
 * 'Continue with {method}' button, so the window opens within the click; then that method's
 * status screen (which shows success, failures, or the transfer screen).
 */
export default function LinkMethod({ params, navigate, back, canGoBack }: ScreenProps<'linkMethod'>) {
  const { t } = useFoyerUi()
  const text = t as unknown as Texts
  const { method, appId } = params
  const { link } = useLinkWithOAuth()
  const telegram = useLoginWithTelegram()
  const crossApp = useCrossAppAccounts()
  const details = useCrossAppProviderDetails(method === 'cross_app' ? (appId ?? '') : '')
  const [busy, setBusy] = useState(false)
  const name =
    method === 'telegram' ? text('linkMethod.method.telegram')
      : method === 'cross_app' ? text('linkMethod.method.crossApp', { app: details.details?.name ?? '' })
        : text(providerNameKey(method))

  const start = () => {
    setBusy(true)
    const fail = (error: unknown) => {
      setBusy(false)
      navigate('error', { error: error as FoyerError })
    }
    if (method === 'telegram') {
      void telegram.login({ intent: 'link' }).catch(() => {})
      navigate('telegramStatus')
    } else if (method === 'cross_app') {
      void crossApp.linkCrossAppAccount({ appId: appId ?? '' }).catch(() => {})
      navigate('crossApp', { providerAppId: appId ?? '' })
    } else {
      link({ provider: method as OAuthProvider }).then(() => navigate('oauthStatus', { provider: method }), fail)
    }
  }

  return (
    <ScreenFrame id="linkMethod" showBack={canGoBack} onBack={back}>
      <Title>{text('linkMethod.title', { method: name })}</Title>
      <Subtitle>{text('linkMethod.subtitle', { method: name })}</Subtitle>
      <Button onClick={start} loading={busy}>{text('linkMethod.continue', { method: name })}</Button>
    </ScreenFrame>
  )
}
