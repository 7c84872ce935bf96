import type { UrlParamsReader } from '../../utils/url.js'
import { OAUTH_RETURN_PARAMS, RECOVERY_RETURN_PROVIDERS } from './constants.js'

const RETURN_PARAMS = Object.values(OAUTH_RETURN_PARAMS)

/**
 * True when `url` carries a social provider's return (privy_oauth_code / _state / _provider). A
 * cloud backup's return (provider `google-drive` or `icloud`, in its popup) is not one: the page
 * that opened the popup reads it.
 */
export function hasOAuthReturn(url: string | null | undefined): boolean {
  if (!url) return false
  const params = new URL(url).searchParams
  if (RECOVERY_RETURN_PROVIDERS.includes(params.get(OAUTH_RETURN_PARAMS.provider) ?? '')) return false
  return RETURN_PARAMS.some((name) => params.has(name))
}

/** The social return's parameters, consumed once from the page URL (see consumeUrlParams). */
export const oauthReturnReader: UrlParamsReader<URLSearchParams> = {
  id: 'oauth-return',
  read: (url) => (hasOAuthReturn(url) ? { value: new URL(url).searchParams, params: RETURN_PARAMS } : null),
}

