import type { FoyerClient } from '../client/types.js'
import { setUser } from '../client/session/store.js'
import type { AuthResult, LoginMethod } from '../types/auth.js'
import type { WireLinkResponse, WireTokenResponse } from '../types/tokens.js'
import { toUser, type User, type WireUser } from '../types/user.js'
import { completeLogin } from './authenticate.js'
import type { AccountMatcher } from './complete.js'
import type { AuthIntent } from './intent.js'
import { AUTHORIZATION_CODE_PATHS } from './authorizationCodePaths.js'

export { AUTHORIZATION_CODE_PATHS }

/** Analytics event sent when a returned state code is missing or does not match the saved one. */
export const STATE_MISMATCH_EVENT = 'possible_phishing_attempt'

export type RequestAuthorizationUrlParameters = {
  /** The provider value the server knows. */
  provider: string
  /** Where the provider's page sends the user (or its answer) back. */
  redirectTo: string
  /** The S256 challenge of the code verifier. */
  codeChallenge: string
  stateCode: string
}

/** Asks the server for the provider's authorization page (POST /api/v1/oauth/init); returns its URL. */
export async function requestAuthorizationUrl(client: FoyerClient, { provider, redirectTo, codeChallenge, stateCode }: RequestAuthorizationUrlParameters): Promise<string> {
  const { url } = await client.http.request<{ url: string }>(AUTHORIZATION_CODE_PATHS.init, {
    method: 'POST',
    body: { redirect_to: redirectTo, provider, code_challenge: codeChallenge, state_code: stateCode },
  })
  return url
}

export type ExchangeAuthorizationCodeParameters = {
  /** The `loginMethod` of the result and of the events. */
  method: LoginMethod
  intent: AuthIntent
  disableSignup: boolean
  /** The login's account among the user's linked accounts. */
  account: AccountMatcher
  authorizationCode: string
  stateCode: string
  codeVerifier: string
}

/**
 * Exchanges an authorization code with its PKCE verifier and state code (`completeLogin`): POST
 * /api/v1/oauth/authenticate (with mode) without a session, POST /api/v1/oauth/link with one (its
 * answer carries the provider's tokens). Emits `login` or `link`.
 */
export function exchangeAuthorizationCode(
  client: FoyerClient,
  { method, intent, disableSignup, account, authorizationCode, stateCode, codeVerifier }: ExchangeAuthorizationCodeParameters,
): Promise<AuthResult> {
  const body = { authorization_code: authorizationCode, state_code: stateCode, code_verifier: codeVerifier }
  return completeLogin(client, {
    method,
    intent,
    disableSignup,
    account,
    authenticate: (mode) => client.http.request<WireTokenResponse>(AUTHORIZATION_CODE_PATHS.authenticate, { method: 'POST', body: { ...body, mode }, auth: 'none' }),
    link: () => client.http.request<WireLinkResponse>(AUTHORIZATION_CODE_PATHS.link, { method: 'POST', body, auth: 'required' }),
  })
}

/**
 * Unlinks the logged-in user's account of `provider` with `subject` (POST /api/v1/oauth/unlink);
 * stores and returns the user the server answers.
 */
export async function unlinkProviderAccount(client: FoyerClient, { provider, subject }: { provider: string; subject: string }): Promise<User> {
  const wire = await client.http.request<WireUser>(AUTHORIZATION_CODE_PATHS.unlink, { method: 'POST', body: { provider, subject }, auth: 'required' })
  const user = toUser(wire)
  setUser(client, user)
  return user
}
