import type { FoyerClient } from '../../client/types.js'
import type { FoyerError } from '../../errors/base.js'
import type { AuthIntent } from '../../steps/intent.js'
import type { AuthResult } from '../../types/auth.js'
import { registerPasskey } from './register.js'

export type SignupWithPasskeyParameters = {
  /** login (default) or connect-or-create; both need a logged-out user. */
  intent?: Extract<AuthIntent, 'login' | 'connect-or-create'> | undefined
}
export type SignupWithPasskeyReturnType = AuthResult
export type SignupWithPasskeyErrorType = FoyerError

/**
 * Signs a new user up with a new passkey: POST /api/v1/passkeys/register/init → the browser's
 * passkey prompt → /api/v1/passkeys/register (a token response; the user is new).
 */
export function signupWithPasskey(
  client: FoyerClient,
  { intent = 'login' }: SignupWithPasskeyParameters = {},
): Promise<SignupWithPasskeyReturnType> {
  return registerPasskey(client, { mode: 'signup', intent })
}
