import type { FoyerClient } from '../../client/types.js'
import { API_PATHS } from '../../constants.js'
import type { FoyerError } from '../../errors/base.js'
import { authenticateOrLink } from '../../steps/authenticateOrLink.js'
import type { AuthIntent } from '../../steps/intent.js'
import type { AuthResult } from '../../types/auth.js'
import { isOAuthAccount } from './providers.js'

export type LoginWithOAuthCodeParameters = {
  /** An OAuth provider (`google` …) or a cross-app provider (`privy:{appId}`). */
  provider: string
  authorizationCode: string
  stateCode: string
  codeVerifier: string
  intent?: AuthIntent | undefined
  disableSignup?: boolean | undefined
}
export type LoginWithOAuthCodeReturnType = AuthResult
export type LoginWithOAuthCodeErrorType = FoyerError

/**
 * Exchanges an authorization code with its PKCE verifier and state code: POST
 * /api/v1/oauth/authenticate (with mode) without a session, POST /api/v1/oauth/link with one (its
 * answer carries the provider's tokens). Shared by social OAuth and cross-app login. Emits `login`
 * or `link`.
 */
export function loginWithOAuthCode(
  client: FoyerClient,
  { provider, authorizationCode, stateCode, codeVerifier, intent = 'login', disableSignup = false }: LoginWithOAuthCodeParameters,
): Promise<LoginWithOAuthCodeReturnType> {
  return authenticateOrLink(client, {
    method: provider,
    intent,
    disableSignup,
    account: isOAuthAccount(provider),
    paths: { authenticate: API_PATHS.oauthAuthenticate, link: API_PATHS.oauthLink },
    body: { authorization_code: authorizationCode, state_code: stateCode, code_verifier: codeVerifier },
  })
}
