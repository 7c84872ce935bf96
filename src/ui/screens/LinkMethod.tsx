'use client'
import { useState } from 'react'
import type { FoyerError, OAuthProvider } from '../../core/index.js'
import { useCrossAppAccounts, useCrossAppProviderDetails, useLinkWithOAuth } from '../../hooks/index.js'
import { uiMethodFor, type LinkEntry } from '../methods/index.js'
import type { ScreenProps } from '../appearance.js'
import type { CopyKey } from '../copy/en.js'
import { useFoyerUi } from '../context.js'
import { providerNameKey } from '../login-methods/OAuthMethod.js'
import { Button } from '../primitives/Button.js'
import { ScreenFrame } from '../primitives/Screen.js'
import { Subtitle, Title } from '../primitives/Text.js'

type Texts = (key: CopyKey, values?: Record<string, string>) => string

/** The link entry of a method without a UI room's own (social, cross-app). */
export function useLegacyLinkEntry({ method, appId }: { method: string; appId?: string | undefined }): LinkEntry {
  const { t } = useFoyerUi()
  const text = t as unknown as Texts
  const { link } = useLinkWithOAuth()
  const crossApp = useCrossAppAccounts()
  const details = useCrossAppProviderDetails(method === 'cross_app' ? (appId ?? '') : '')
  if (method === 'cross_app') {
    return {
      name: text('linkMethod.method.crossApp', { app: details.details?.name ?? '' }),
      start: async (navigate) => {
        void crossApp.linkCrossAppAccount({ appId: appId ?? '' }).catch(() => {})
        navigate('crossApp', { providerAppId: appId ?? '' })
      },
    }
  }
  return {
    name: text(providerNameKey(method)),
    start: async (navigate) => {
      await link({ provider: method as OAuthProvider })
      navigate('oauthStatus', { provider: method })
    },
  }
}

/**
 * Linking a method that opens a window or leaves the page (social, cross-app …): one
 * 'Continue with {method}' button, so the window opens within the click; then that method's
 * status screen (which shows success, failures, or the transfer screen).
 */
export default function LinkMethod({ params, navigate, back, canGoBack }: ScreenProps<'linkMethod'>) {
  const { t } = useFoyerUi()
  const text = t as unknown as Texts
  const { method, appId } = params
  // The method is fixed for this screen's life: the same hook runs on every render.
  const useLinkEntry = uiMethodFor(method)?.useLinkEntry ?? useLegacyLinkEntry
  const { name, start: begin } = useLinkEntry({ method, appId })
  const [busy, setBusy] = useState(false)
  const start = () => {
    setBusy(true)
    begin(navigate).catch((error: unknown) => {
      setBusy(false)
      navigate('error', { error: error as FoyerError })
    })
  }

  return (
    <ScreenFrame id="linkMethod" showBack={canGoBack} onBack={back}>
      <Title>{text('linkMethod.title', { method: name })}</Title>
      <Subtitle>{text('linkMethod.subtitle', { method: name })}</Subtitle>
      <Button onClick={start} loading={busy}>{text('linkMethod.continue', { method: name })}</Button>
    </ScreenFrame>
  )
}
