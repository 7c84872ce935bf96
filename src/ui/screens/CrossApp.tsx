'use client'
import { useEffect, useRef } from 'react'
import { crossAppFailureFor } from '../lib/errorCopy.js'
import { useCrossAppAccounts, useCrossAppProviderDetails } from '../../hooks/internalApi.js'
import type { ScreenProps } from '../appearance.js'
import { useFoyerUi } from '../context.js'
import { ProviderAppBadge } from '../login-methods/CrossAppBadge.js'
import { Button } from '../primitives/Button.js'
import { ErrorIcon, SuccessIcon } from '../primitives/Icons.js'
import { ScreenFrame } from '../primitives/Screen.js'
import { Subtitle, Title } from '../primitives/Text.js'


/**
 * The cross-app login screen: connecting (the provider app's popup is open), success,
 * or 'Authentication failed' with 'There was an issue connecting your {app} account. Please try
 * again.' and a retry (a click, so the popup may open). Success goes on to the success screen.
 */
export default function CrossApp({ params, navigate, back, canGoBack }: ScreenProps<'crossApp'>) {
  const { t, loginOptions } = useFoyerUi()
  const providerAppId = params.providerAppId
  const { state, loginWithCrossAppAccount, reset } = useCrossAppAccounts()
  const { details } = useCrossAppProviderDetails(providerAppId)
  const app = details?.name ?? providerAppId
  const status = useRef(state.status)
  status.current = state.status

  const start = () => {
    loginWithCrossAppAccount({ appId: providerAppId, disableSignup: loginOptions.disableSignup ?? false }).catch(() => {})
  }
  // Back while the popup is open ends the wait (the popup closes); closing the modal resets every flow.
  const leave = () => {
    if (status.current === 'loading') reset()
    back()
  }
  useEffect(() => {
    if (state.status === 'done') navigate('success')
    else if (state.status === 'error' && !crossAppFailureFor(state.error)) navigate('error', { error: state.error })
  }, [state.status, state.error, navigate])

  const failure = state.status === 'error' ? crossAppFailureFor(state.error) : null
  return (
    <ScreenFrame id="crossApp" showBack={canGoBack} onBack={leave}>
      <div aria-live="polite" data-status={state.status} style={{ display: 'contents' }}>
        {failure ? (
          <>
            <ErrorIcon />
            <Title>{t(failure.title as 'crossApp.error.title')}</Title>
            <Subtitle>{t(failure.detail as 'crossApp.error.detail', { app })}</Subtitle>
            <Button onClick={start}>{t('crossApp.retry')}</Button>
          </>
        ) : state.status === 'done' ? (
          <>
            <SuccessIcon />
            <Title>{t('crossApp.success', { app })}</Title>
          </>
        ) : state.status === 'loading' ? (
          <>
            <ProviderAppBadge logoUrl={details?.logoUrl} state="loading" waiting />
            <Title>{t('crossApp.connecting.title', { app })}</Title>
            <Subtitle>{t('crossApp.connecting.detail', { app })}</Subtitle>
          </>
        ) : (
          <>
            <ProviderAppBadge logoUrl={details?.logoUrl} state="idle" waiting={false} />
            <Title>{t('crossApp.initial.title', { app })}</Title>
            <Button onClick={start}>{t('crossApp.button', { app })}</Button>
          </>
        )}
      </div>
    </ScreenFrame>
  )
}
