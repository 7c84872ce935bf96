import type { FoyerClient } from '../../client.js'
import { API_PATHS } from '../../constants.js'
import type { FoyerError } from '../../errors/base.js'
import { setUser } from '../../session/store.js'
import { toUser, type User, type WireUser } from '../../types/user.js'
import { requireAccessToken } from '../session/getAccessToken.js'

export type UpdateEmailParameters = { oldAddress: string; newAddress: string; code: string }
export type UpdateEmailReturnType = User
export type UpdateEmailErrorType = FoyerError

/** Replaces the user's e-mail with a verified new one (POST /api/v1/passwordless/update). */
export async function updateEmail(
  client: FoyerClient,
  { oldAddress, newAddress, code }: UpdateEmailParameters,
): Promise<UpdateEmailReturnType> {
  const token = await requireAccessToken(client)
  const wire = await client.http.request<WireUser>(API_PATHS.passwordlessUpdate, {
    method: 'POST',
    body: { oldAddress, newAddress, code },
    token,
  })
  const user = toUser(wire)
  setUser(client, user)
  return user
}
