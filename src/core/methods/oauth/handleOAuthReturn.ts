import type { FoyerClient } from '../../client/types.js'
import type { ApiError } from '../../errors/api.js'
import {
  PkceStateCodeMismatchError,
  type AlreadyAuthenticatedError, type MustBeAuthenticatedError, type NoUserReturnedError, type UserExitedFlowError,
} from '../../errors/client.js'
import { trackEvent } from '../../session/trackEvent.js'
import { runLoginAttempt } from '../../steps/authenticate.js'
import { STATE_MISMATCH_EVENT } from '../../steps/authorizationCode.js'
import type { AuthResult } from '../../types/auth.js'
import { consumeUrlParams, pageFrom, type RedirectReturnParameters } from '../../utils/url.js'
import { OAUTH_DENIED_CODE, OAUTH_RETURN_PARAMS } from './constants.js'
import { OAuthMissingCodeError, OAuthUserDeniedError } from './errors.js'
import { oauthFlow } from './flow.js'
import { loginWithOAuthCode } from './loginWithOAuthCode.js'
import { oauthReturnReader } from './oauthReturn.js'
import { takePendingOAuth } from './pending.js'

/** The parameters of {@link handleOAuthReturn}. */
export type HandleOAuthReturnParameters = RedirectReturnParameters
/** The login/link result, or null when the URL carries no OAuth return. */
export type HandleOAuthReturnReturnType = AuthResult | null
/** The errors {@link handleOAuthReturn} can throw or reject with. */
export type HandleOAuthReturnErrorType =
  | PkceStateCodeMismatchError
  | OAuthMissingCodeError
  | OAuthUserDeniedError
  | AlreadyAuthenticatedError
  | MustBeAuthenticatedError
  | UserExitedFlowError
  | NoUserReturnedError
  | ApiError

/**
 * Finishes a social login after the provider sent the user back: takes privy_oauth_code / _state /
 * _provider from the URL ONCE (they are removed from the URL before anything else happens), then
 * `finishOAuthReturn`. Status: loading (resumed) → done | error.
 */
export async function handleOAuthReturn(
  client: FoyerClient,
  parameters: HandleOAuthReturnParameters = {},
): Promise<HandleOAuthReturnReturnType> {
  const taken = consumeUrlParams(oauthReturnReader, pageFrom(parameters))
  if (!taken) return null
  return finishOAuthReturn(client, taken.value)
}

/**
 * Finishes a social login with the return's parameters (read from the URL by `oauthReturnReader`):
 * takes the saved PKCE verifier and state code (single use), rejects a missing or mismatched state
 * as a possible phishing attempt (and reports it), requires a code (`'undefined'` means the user
 * denied) and exchanges it. Status: loading (resumed) → done | error.
 */
export function finishOAuthReturn(client: FoyerClient, params: URLSearchParams): Promise<AuthResult> {
  const pending = takePendingOAuth(client)
  const provider = pending?.provider ?? params.get(OAUTH_RETURN_PARAMS.provider) ?? 'oauth'
  const intent = pending?.intent ?? 'login'
  const disableSignup = pending?.disableSignup ?? false
  return runLoginAttempt(
    client,
    { method: provider, intent, flow: oauthFlow, start: { type: 'start', provider, intent, disableSignup, resumed: true } },
    async () => {
      const stateCode = params.get(OAUTH_RETURN_PARAMS.state)
      if (!pending || !stateCode || stateCode !== pending.stateCode) {
        trackEvent(client, {
          name: STATE_MISMATCH_EVENT,
          payload: { provider, reason: !pending ? 'no_saved_state' : !stateCode ? 'missing_state' : 'state_mismatch' },
        })
        throw new PkceStateCodeMismatchError()
      }
      const code = params.get(OAUTH_RETURN_PARAMS.code)
      if (!code) throw new OAuthMissingCodeError()
      if (code === OAUTH_DENIED_CODE) throw new OAuthUserDeniedError()
      return loginWithOAuthCode(client, {
        provider, authorizationCode: code, stateCode, codeVerifier: pending.codeVerifier, intent, disableSignup,
      })
    },
  )
}
