import type { FoyerClient } from '../../client/types.js'
import type { FoyerError } from '../../errors/base.js'
import { submitCodeThrough } from '../../steps/codeLogin.js'
import type { AuthResult } from '../../types/auth.js'
import { SMS_CHANNEL } from './channel.js'

export type LoginWithSmsCodeParameters = { code: string }
export type LoginWithSmsCodeReturnType = AuthResult
export type LoginWithSmsCodeErrorType = FoyerError

/**
 * Submits the code sent by `sendSmsCode`. Without a session it authenticates (login or sign-up,
 * or no-signup); with one it links the number; in an update flow it replaces the user's number.
 * 'Phone number and SMS code must be set before authenticating' when either is missing.
 */
export async function loginWithSmsCode(
  client: FoyerClient,
  { code }: LoginWithSmsCodeParameters,
): Promise<LoginWithSmsCodeReturnType> {
  return submitCodeThrough(client, SMS_CHANNEL, code)
}
