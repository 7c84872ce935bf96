import type { FoyerClient } from '../../client/types.js'
import { API_PATHS } from '../../constants.js'
import type { FoyerError } from '../../errors/base.js'
import type { User } from '../../types/user.js'
import { postForUser } from '../../session/postForUser.js'

export type UnlinkEmailParameters = { address: string }
export type UnlinkEmailReturnType = User
export type UnlinkEmailErrorType = FoyerError

/** Unlinks an e-mail from the logged-in user (POST /api/v1/passwordless/unlink). */
export async function unlinkEmail(client: FoyerClient, { address }: UnlinkEmailParameters): Promise<UnlinkEmailReturnType> {
  const user = await postForUser(client, API_PATHS.passwordlessUnlink, { address })
  client.events.emit('unlink', { user })
  return user
}
