import type { FoyerClient } from '../../client/types.js'
import { API_PATHS } from '../../constants.js'
import type { FoyerError } from '../../errors/base.js'
import type { User } from '../../types/user.js'
import { postForUser } from '../../session/postForUser.js'

export type UpdateEmailParameters = { oldAddress: string; newAddress: string; code: string }
export type UpdateEmailReturnType = User
export type UpdateEmailErrorType = FoyerError

/** Replaces the user's e-mail with a verified new one (POST /api/v1/passwordless/update). */
export async function updateEmail(
  client: FoyerClient,
  { oldAddress, newAddress, code }: UpdateEmailParameters,
): Promise<UpdateEmailReturnType> {
  return postForUser(client, API_PATHS.passwordlessUpdate, { oldAddress, newAddress, code })
}
