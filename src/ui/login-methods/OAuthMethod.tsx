'use client'
import type { OAuthProvider } from '../../hooks/index.js'
import { useLoginWithOAuth } from '../../hooks/internalApi.js'
import { useFoyerUi } from '../context.js'
import type { CopyKey } from '../copy/en.js'
import { MethodButton } from './MethodButton.js'
import { OAUTH_PROVIDER_ICONS } from './oauthIcons.js'
import type { LoginMethodEntryProps } from '../methods/types.js'

/** The display name of a provider, from the copy catalogue (`oauth.provider.google` …). */
export const providerNameKey = (provider: string) => `oauth.provider.${provider}` as CopyKey

/**
 * 'Continue with Google' … (the provider is the entry's `method`): shows the OAuth status screen
 * and leaves for the provider.
 */
export function OAuthMethod({ navigate, method = '' }: LoginMethodEntryProps) {
  const { t, loginOptions } = useFoyerUi()
  const { initOAuth } = useLoginWithOAuth()
  const provider = method as OAuthProvider
  const name = (t as (k: CopyKey) => string)(providerNameKey(provider))
  const start = () => {
    navigate('oauthStatus', { provider })
    // Failures (in-app browser, network …) land in the flow state the status screen shows.
    initOAuth({ provider, disableSignup: loginOptions.disableSignup ?? false }).catch(() => {})
  }
  return (
    <MethodButton method={provider} icon={OAUTH_PROVIDER_ICONS[provider]} onClick={start}>
      {t('oauth.continueWith', { provider: name })}
    </MethodButton>
  )
}
