'use client'
import type { ComponentType } from 'react'
import { constants, type OAuthProvider } from '../../core/index.js'
import { useLoginWithOAuth } from '../../hooks/index.js'
import { useFoyerUi } from '../context.js'
import type { CopyKey } from '../copy/en.js'
import { MethodButton } from './MethodButton.js'
import { PROVIDER_ICONS } from './providerIcons.js'
import type { LoginMethodEntryProps } from '../methods/types.js'

/** The display name of a provider, from the copy catalogue (`oauth.provider.google` …). */
export const providerNameKey = (provider: string) => `oauth.provider.${provider}` as CopyKey

/** 'Continue with Google' …: starts the social login and shows the OAuth status screen. */
function oauthEntry(provider: OAuthProvider): ComponentType<LoginMethodEntryProps> {
  function OAuthMethod({ navigate }: LoginMethodEntryProps) {
    const { t, loginOptions } = useFoyerUi()
    const { initOAuth } = useLoginWithOAuth()
    const name = (t as (k: CopyKey) => string)(providerNameKey(provider))
    const start = () => {
      navigate('oauthStatus', { provider })
      // Failures (in-app browser, network …) land in the flow state the status screen shows.
      initOAuth({ provider, disableSignup: loginOptions.disableSignup ?? false }).catch(() => {})
    }
    return (
      <MethodButton method={provider} icon={PROVIDER_ICONS[provider]} onClick={start}>
        {t('oauth.continueWith', { provider: name })}
      </MethodButton>
    )
  }
  OAuthMethod.displayName = `OAuthMethod(${provider})`
  return OAuthMethod
}

/** One landing entry per social provider, keyed by provider (as in the app config's loginMethods). */
export const OAUTH_METHOD_ENTRIES: Record<OAuthProvider, ComponentType<LoginMethodEntryProps>> = Object.fromEntries(
  constants.OAUTH_PROVIDERS.map((provider) => [provider, oauthEntry(provider)]),
) as Record<OAuthProvider, ComponentType<LoginMethodEntryProps>>
