import type { FoyerClient } from '../../client/types.js'
import type { FoyerError } from '../../errors/base.js'
import { submitCodeThrough } from '../../steps/codeLogin.js'
import type { AuthResult } from '../../types/auth.js'
import { EMAIL_CHANNEL } from './channel.js'

export type LoginWithEmailCodeParameters = { code: string }
export type LoginWithEmailCodeReturnType = AuthResult
export type LoginWithEmailCodeErrorType = FoyerError

/**
 * Submits the code sent by `sendEmailCode`. Without a session it authenticates (login or sign-up,
 * or no-signup); with one it links the address; in an update flow it replaces the user's e-mail.
 */
export async function loginWithEmailCode(
  client: FoyerClient,
  { code }: LoginWithEmailCodeParameters,
): Promise<LoginWithEmailCodeReturnType> {
  return submitCodeThrough(client, EMAIL_CHANNEL, code)
}
