import type { FoyerClient } from '../../client/types.js'
import type { ApiError } from '../../errors/api.js'
import type { MissingAccessTokenError, NetworkError, RequestTimeoutError } from '../../errors/client.js'
import type { User } from '../../types/user.js'
import { postForUser } from '../../session/postForUser.js'
import { EMAIL_PATHS } from './constants.js'

/** The parameters of {@link updateEmail}. */
export type UpdateEmailParameters = { oldAddress: string; newAddress: string; code: string }
/** What {@link updateEmail} returns. */
export type UpdateEmailReturnType = User
/** The errors {@link updateEmail} can throw or reject with. */
export type UpdateEmailErrorType = MissingAccessTokenError | NetworkError | RequestTimeoutError | ApiError

/** Replaces the user's e-mail with a verified new one (POST /api/v1/passwordless/update). */
export async function updateEmail(
  client: FoyerClient,
  { oldAddress, newAddress, code }: UpdateEmailParameters,
): Promise<UpdateEmailReturnType> {
  return postForUser(client, EMAIL_PATHS.update, { oldAddress, newAddress, code })
}
