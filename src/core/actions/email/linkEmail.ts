import type { FoyerClient } from '../../client.js'
import { API_PATHS } from '../../constants.js'
import type { FoyerError } from '../../errors/base.js'
import { setUser } from '../../session/store.js'
import { toUser, type User, type WireUser } from '../../types/user.js'
import { requireAccessToken } from '../session/getAccessToken.js'

export type LinkEmailParameters = { email: string; code: string }
export type LinkEmailReturnType = User
export type LinkEmailErrorType = FoyerError

/** Links a verified e-mail to the logged-in user (POST /api/v1/passwordless/link). */
export async function linkEmail(client: FoyerClient, { email, code }: LinkEmailParameters): Promise<LinkEmailReturnType> {
  const token = await requireAccessToken(client)
  const wire = await client.http.request<WireUser>(API_PATHS.passwordlessLink, { method: 'POST', body: { email, code }, token })
  const user = toUser(wire)
  setUser(client, user)
  return user
}
