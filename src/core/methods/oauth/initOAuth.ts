import type { FoyerClient } from '../../client/types.js'
import type { ApiError } from '../../errors/api.js'
import type { AlreadyAuthenticatedError, MustBeAuthenticatedError, UnknownAuthIntentError, UserExitedFlowError } from '../../errors/client.js'
import { runLoginAttempt } from '../../steps/authenticate.js'
import { assertIntentAllowed, type AuthIntent } from '../../steps/intent.js'
import { requestAuthorizationUrl } from '../../steps/authorizationCode.js'
import type { OAuthProvider } from '../../types/oauth.js'
import { currentUserAgent, isInAppBrowser } from '../../utils/inAppBrowser.js'
import { createPkcePair } from '../../utils/pkce.js'
import { currentUrl, removeUrlParams } from '../../utils/url.js'
import { OAUTH_RETURN_PARAMS } from './constants.js'
import { InAppBrowserError, OAuthRedirectUnavailableError, UnsupportedOAuthProviderError } from './errors.js'
import { oauthFlow } from './flow.js'
import { savePendingOAuth } from './pending.js'
import { isOAuthProvider } from './providers.js'

/** The parameters of {@link initOAuth}. */
export type InitOAuthParameters = {
  provider: OAuthProvider
  /** login (default) or link (needs a session). */
  intent?: AuthIntent | undefined
  /** Only existing users may log in (the server answers user_does_not_exist otherwise). */
  disableSignup?: boolean | undefined
  /** Where the provider sends the user back (default: the current page). */
  redirectUrl?: string | undefined
  /** Leaves for the provider's page (default: `window.location.assign`). Injectable for tests. */
  navigate?: ((url: string) => void) | undefined
  /** The User-Agent to check for in-app browsers (default: the page's). */
  userAgent?: string | undefined
}
/** What {@link initOAuth} returns. */
export type InitOAuthReturnType = { url: string }
/** The errors {@link initOAuth} can throw or reject with. */
export type InitOAuthErrorType =
  | UnsupportedOAuthProviderError
  | InAppBrowserError
  | OAuthRedirectUnavailableError
  | AlreadyAuthenticatedError
  | MustBeAuthenticatedError
  | UnknownAuthIntentError
  | UserExitedFlowError
  | ApiError

const assign = (url: string) => {
  const location = (globalThis as { location?: { assign?: (url: string) => void } }).location
  if (!location?.assign) throw new OAuthRedirectUnavailableError()
  location.assign(url)
}

/**
 * Starts a social login (or link) with PKCE: saves a fresh code verifier and state code (36 random
 * bytes each) with the provider and intent in the client's storage, asks POST /api/v1/oauth/init
 * for the provider's URL, then leaves for it. The flow stays `loading`; the return is finished by
 * `handleOAuthReturn` when the page loads again. Google is refused inside in-app browsers; an
 * unknown provider fails before the flow starts.
 */
export function initOAuth(
  client: FoyerClient,
  { provider, intent = 'login', disableSignup = false, redirectUrl, navigate = assign, userAgent }: InitOAuthParameters,
): Promise<InitOAuthReturnType> {
  const supported = isOAuthProvider(provider)
  return runLoginAttempt(
    client,
    {
      method: String(provider),
      intent,
      flow: oauthFlow,
      start: supported ? { type: 'start', provider, intent, disableSignup } : undefined,
      // The page is left: the login finishes on the return.
      succeeded: false,
    },
    async ({ signal }) => {
      if (!supported) {
        assertIntentAllowed(client, intent)
        throw new UnsupportedOAuthProviderError(provider)
      }
      if (provider === 'google' && isInAppBrowser(userAgent ?? currentUserAgent())) throw new InAppBrowserError()
      const { codeVerifier, stateCode, codeChallenge } = await createPkcePair()
      savePendingOAuth(client, { provider, codeVerifier, stateCode, intent, disableSignup, createdAt: client.now() })
      const page = currentUrl()
      const redirectTo = redirectUrl ?? (page ? removeUrlParams(page, Object.values(OAUTH_RETURN_PARAMS)) : null)
      if (!redirectTo) throw new OAuthRedirectUnavailableError()
      const url = await requestAuthorizationUrl(client, { provider, redirectTo, codeChallenge, stateCode })
      signal.throwIfAborted()
      navigate(url)
      return { url }
    },
  )
}
