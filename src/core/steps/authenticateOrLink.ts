import type { FoyerClient } from '../client/client.js'
import { requireAccessToken } from '../session/getAccessToken.js'
import type { FoyerError } from '../errors/base.js'
import type { AuthResult, LoginMethod } from '../types/auth.js'
import type { WireTokenResponse } from '../types/tokens.js'
import type { WireUser } from '../types/user.js'
import { finishLink, finishLogin, oauthTokens, type AccountMatcher } from './complete.js'
import { resolveSubmitIntent, type AuthIntent } from './intent.js'
import type { LoadingFlowEvent } from '../machines/loadingFlow.js'

/** A link answer: the user, or (OAuth) the user with the provider's tokens. */
type WireLinkResponse = WireUser | { user: WireUser; oauth_tokens?: WireTokenResponse['oauth_tokens'] }

export type AuthenticateOrLinkParameters = {
  method: LoginMethod
  intent: AuthIntent
  disableSignup: boolean
  /** The login's account among the user's linked accounts (reported as loginAccount / linkedAccount). */
  account: AccountMatcher
  paths: { authenticate: string; link: string }
  /** The method's payload; `mode` is added for authenticate. */
  body: Record<string, unknown>
}

/**
 * The last step of a one-shot login method (social OAuth, Telegram, cross-app): without a session
 * POST `authenticate` (with mode) and store the session; with one POST `link` with the bearer.
 * Emits `login` or `link`.
 */
export async function authenticateOrLink(
  client: FoyerClient,
  { method, intent, disableSignup, account, paths, body }: AuthenticateOrLinkParameters,
): Promise<AuthResult> {
  let result: AuthResult
  if (resolveSubmitIntent(client, intent) === 'authenticate') {
    const response = await client.http.request<WireTokenResponse>(paths.authenticate, {
      method: 'POST',
      body: { ...body, mode: disableSignup ? 'no-signup' : 'login-or-sign-up' },
      token: null,
    })
    result = finishLogin(client, response, { method, account })
  } else {
    const token = await requireAccessToken(client)
    const wire = await client.http.request<WireLinkResponse>(paths.link, { method: 'POST', body, token })
    const withTokens = 'user' in wire
    result = finishLink(client, withTokens ? wire.user : wire, { method, account, oAuthTokens: withTokens ? oauthTokens(wire) : null })
  }
  client.events.emit(result.wasAlreadyAuthenticated ? 'link' : 'login', result)
  return result
}

/** Runs the step of a loading flow (OAuth, Telegram): `succeeded` with its result, or `failed` and rethrow. */
export async function settleLoadingFlow(
  dispatch: (event: LoadingFlowEvent) => void,
  step: () => Promise<AuthResult>,
): Promise<AuthResult> {
  try {
    const result = await step()
    dispatch({ type: 'succeeded', result })
    return result
  } catch (error) {
    dispatch({ type: 'failed', error: error as FoyerError })
    throw error
  }
}
