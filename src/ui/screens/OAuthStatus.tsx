'use client'
import { useEffect } from 'react'
import type { OAuthProvider } from '../../hooks/index.js'
import { socialErrorScreenFor } from '../lib/errorCopy.js'
import { useAppConfig, useLinkWithOAuth, useLoginWithOAuth, accountTransferDataOf } from '../../hooks/internalApi.js'
import type { ScreenProps } from '../appearance.js'
import type { CopyKey } from '../copy/en.js'
import { useFoyerUi } from '../context.js'
import { providerNameKey } from '../login-methods/OAuthMethod.js'
import { OAUTH_PROVIDER_ICONS } from '../login-methods/oauthIcons.js'
import { Button, ButtonLink } from '../primitives/Button.js'
import { ErrorIcon } from '../primitives/Icons.js'
import { ScreenFrame } from '../primitives/Screen.js'
import { Spinner } from '../primitives/Spinner.js'
import { StatusBadge, StatusBody } from '../primitives/StatusBadge.js'
import { Subtitle, Title } from '../primitives/Text.js'
import { useSlot } from '../primitives/useSlot.js'
import { errorTexts } from './Error.js'

type Texts = (key: CopyKey, values?: Record<string, string>) => string

/**
 * The OAuth status screen: 'Redirecting to {provider}' while leaving, 'Logging you in' while a
 * return is finished after the reload, then the success screen (which closes per the post-login
 * rules), or the social failure (`socialErrorScreenFor`) with Retry (retryable ones) or 'Try
 * another method'.
 */
export default function OAuthStatus({ params, navigate, back, canGoBack }: ScreenProps<'oauthStatus'>) {
  const { t, restart } = useFoyerUi()
  const text = t as unknown as Texts
  const config = useAppConfig()
  const { state, initOAuth } = useLoginWithOAuth()
  const { link } = useLinkWithOAuth()
  const provider = state.provider ?? params?.provider ?? ''
  const name = provider ? text(providerNameKey(provider)) : ''
  const Icon = OAUTH_PROVIDER_ICONS[provider]
  const badge = useSlot('statusBadge', state.status === 'error' ? 'error' : 'loading', { variant: provider })

  useEffect(() => {
    if (state.status === 'done') navigate('success')
    // A link that hit another user's account: the transfer screen (the router routes it there).
    else if (state.status === 'error' && accountTransferDataOf(state.error)) navigate('error', { error: state.error })
  }, [state.status, state.error, navigate])

  const retry = () => {
    const p = provider as OAuthProvider
    const started = state.intent === 'link' ? link({ provider: p }) : initOAuth({ provider: p, disableSignup: state.disableSignup })
    started.catch(() => {})
  }

  if (state.status === 'error') {
    const screen = socialErrorScreenFor(state.error, { provider, providerName: name })
    if (screen.screen === 'dedicated') {
      const texts = errorTexts(state.error, t, config)
      return (
        <ScreenFrame id="oauthStatus">
          <ErrorIcon />
          <Title data-kind={texts.kind}>{texts.title}</Title>
          {texts.detail && <Subtitle>{texts.detail}</Subtitle>}
          {texts.link
            ? <ButtonLink href={texts.link} target="_blank" rel="noopener noreferrer">{texts.button}</ButtonLink>
            : <Button onClick={restart}>{texts.button}</Button>}
        </ScreenFrame>
      )
    }
    const { entry, values } = screen
    return (
      <ScreenFrame id="oauthStatus" showBack={canGoBack} onBack={back}>
        <StatusBody role="alert" data-status="error" data-kind={entry.kind}>
          <ErrorIcon />
          <Title>{text(entry.title)}</Title>
          <Subtitle>{text(entry.detail, values)}</Subtitle>
        </StatusBody>
        <Button onClick={entry.retryable ? retry : restart}>{text(entry.button)}</Button>
      </ScreenFrame>
    )
  }

  const verifying = state.status === 'done' || (state.status === 'loading' && state.resumed)
  return (
    <ScreenFrame id="oauthStatus" showBack={canGoBack && !verifying} onBack={back}>
      <StatusBody aria-live="polite" data-status={state.status}>
        <StatusBadge {...badge}>{Icon ? <Icon /> : <Spinner size={28} />}</StatusBadge>
        <Title>{verifying ? t('oauth.verifying.title') : t('oauth.redirecting.title', { provider: name })}</Title>
        <Subtitle>{verifying ? t('oauth.verifying.detail', { provider: name }) : t('oauth.redirecting.detail', { provider: name })}</Subtitle>
        <Spinner label={t('modal.loading')} />
      </StatusBody>
    </ScreenFrame>
  )
}
