import type { FoyerClient } from '../../client.js'
import { API_PATHS } from '../../constants.js'
import type { FoyerError } from '../../errors/base.js'
import { setUser } from '../../session/store.js'
import { toUser, type User, type WireUser } from '../../types/user.js'
import { requireAccessToken } from '../session/getAccessToken.js'

export type UnlinkEmailParameters = { address: string }
export type UnlinkEmailReturnType = User
export type UnlinkEmailErrorType = FoyerError

/** Unlinks an e-mail from the logged-in user (POST /api/v1/passwordless/unlink). */
export async function unlinkEmail(client: FoyerClient, { address }: UnlinkEmailParameters): Promise<UnlinkEmailReturnType> {
  const token = await requireAccessToken(client)
  const wire = await client.http.request<WireUser>(API_PATHS.passwordlessUnlink, { method: 'POST', body: { address }, token })
  const user = toUser(wire)
  setUser(client, user)
  client.events.emit('unlink', { user })
  return user
}
