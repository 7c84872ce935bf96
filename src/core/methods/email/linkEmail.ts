import type { FoyerClient } from '../../client/types.js'
import type { ApiError } from '../../errors/api.js'
import type { MissingAccessTokenError, NetworkError, RequestTimeoutError } from '../../errors/client.js'
import type { User } from '../../types/user.js'
import { postForUser } from '../../session/postForUser.js'
import { EMAIL_PATHS } from './constants.js'

/** The parameters of {@link linkEmail}. */
export type LinkEmailParameters = { email: string; code: string }
/** What {@link linkEmail} returns. */
export type LinkEmailReturnType = User
/** The errors {@link linkEmail} can throw or reject with. */
export type LinkEmailErrorType = MissingAccessTokenError | NetworkError | RequestTimeoutError | ApiError

/** Links a verified e-mail to the logged-in user (POST /api/v1/passwordless/link). */
export async function linkEmail(client: FoyerClient, { email, code }: LinkEmailParameters): Promise<LinkEmailReturnType> {
  return postForUser(client, EMAIL_PATHS.link, { email, code })
}
