import type { FoyerClient } from '../../client/types.js'
import type { ApiError } from '../../errors/api.js'
import type { AlreadyAuthenticatedError, MustBeAuthenticatedError, UnknownAuthIntentError, UserExitedFlowError } from '../../errors/client.js'
import type { AuthIntent } from '../../steps/intent.js'
import type { AuthResult } from '../../types/auth.js'
import type { PasskeyIpAddressError, PasskeyRegistrationNotAllowedError, PasskeyRequestPendingError, PasskeyUnknownError } from './errors.js'
import { registerPasskey } from './registerPasskey.js'

/** The parameters of {@link signupWithPasskey}. */
export type SignupWithPasskeyParameters = {
  /** login (default) or connect-or-create; both need a logged-out user. */
  intent?: Extract<AuthIntent, 'login' | 'connect-or-create'> | undefined
}
/** What {@link signupWithPasskey} returns. */
export type SignupWithPasskeyReturnType = AuthResult
/** The errors {@link signupWithPasskey} can throw or reject with. */
export type SignupWithPasskeyErrorType =
  | PasskeyRegistrationNotAllowedError
  | PasskeyUnknownError
  | PasskeyIpAddressError
  | PasskeyRequestPendingError
  | AlreadyAuthenticatedError
  | MustBeAuthenticatedError
  | UnknownAuthIntentError
  | UserExitedFlowError
  | ApiError

/**
 * Signs a new user up with a new passkey: POST /api/v1/passkeys/register/init → the browser's
 * passkey prompt → /api/v1/passkeys/register (a token response; the user is new).
 * Statuses: generating-challenge → awaiting-passkey → done | error.
 */
export function signupWithPasskey(
  client: FoyerClient,
  { intent = 'login' }: SignupWithPasskeyParameters = {},
): Promise<SignupWithPasskeyReturnType> {
  return registerPasskey(client, { mode: 'signup', intent })
}
