import type { FoyerClient } from '../../client/types.js'
import type { ApiError } from '../../errors/api.js'
import type { NoUserReturnedError } from '../../errors/client.js'
import type { AuthIntent } from '../../steps/intent.js'
import { exchangeAuthorizationCode } from '../../steps/authorizationCode.js'
import type { AuthResult } from '../../types/auth.js'
import { isOAuthAccount } from './providers.js'

/** The parameters of {@link loginWithOAuthCode}. */
export type LoginWithOAuthCodeParameters = {
  /** The social provider (`google` …). */
  provider: string
  authorizationCode: string
  stateCode: string
  codeVerifier: string
  intent?: AuthIntent | undefined
  disableSignup?: boolean | undefined
}
/** What {@link loginWithOAuthCode} returns. */
export type LoginWithOAuthCodeReturnType = AuthResult
/** The errors {@link loginWithOAuthCode} can throw or reject with. */
export type LoginWithOAuthCodeErrorType = NoUserReturnedError | ApiError

/**
 * Exchanges a social provider's authorization code with its PKCE verifier and state code: POST
 * /api/v1/oauth/authenticate (with mode) without a session, POST /api/v1/oauth/link with one (its
 * answer carries the provider's tokens). Emits `login` or `link`.
 */
export function loginWithOAuthCode(
  client: FoyerClient,
  { provider, authorizationCode, stateCode, codeVerifier, intent = 'login', disableSignup = false }: LoginWithOAuthCodeParameters,
): Promise<LoginWithOAuthCodeReturnType> {
  return exchangeAuthorizationCode(client, {
    method: provider,
    intent,
    disableSignup,
    account: isOAuthAccount(provider),
    authorizationCode,
    stateCode,
    codeVerifier,
  })
}
