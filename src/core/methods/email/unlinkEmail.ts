import type { FoyerClient } from '../../client/types.js'
import type { ApiError } from '../../errors/api.js'
import type { MissingAccessTokenError, NetworkError, RequestTimeoutError } from '../../errors/client.js'
import type { User } from '../../types/user.js'
import { postForUser } from '../../session/postForUser.js'
import { EMAIL_PATHS } from './constants.js'

/** The parameters of {@link unlinkEmail}. */
export type UnlinkEmailParameters = { address: string }
/** What {@link unlinkEmail} returns. */
export type UnlinkEmailReturnType = User
/** The errors {@link unlinkEmail} can throw or reject with. */
export type UnlinkEmailErrorType = MissingAccessTokenError | NetworkError | RequestTimeoutError | ApiError

/** Unlinks an e-mail from the logged-in user (POST /api/v1/passwordless/unlink). */
export async function unlinkEmail(client: FoyerClient, { address }: UnlinkEmailParameters): Promise<UnlinkEmailReturnType> {
  const user = await postForUser(client, EMAIL_PATHS.unlink, { address })
  client.events.emit('unlink', { user })
  return user
}
