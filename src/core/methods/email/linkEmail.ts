import type { FoyerClient } from '../../client/types.js'
import { API_PATHS } from '../../constants.js'
import type { FoyerError } from '../../errors/base.js'
import type { User } from '../../types/user.js'
import { postForUser } from '../../session/postForUser.js'

export type LinkEmailParameters = { email: string; code: string }
export type LinkEmailReturnType = User
export type LinkEmailErrorType = FoyerError

/** Links a verified e-mail to the logged-in user (POST /api/v1/passwordless/link). */
export async function linkEmail(client: FoyerClient, { email, code }: LinkEmailParameters): Promise<LinkEmailReturnType> {
  return postForUser(client, API_PATHS.passwordlessLink, { email, code })
}
