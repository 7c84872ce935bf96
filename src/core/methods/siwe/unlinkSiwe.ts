import type { FoyerClient } from '../../client/types.js'
import { API_PATHS } from '../../constants.js'
import type { FoyerError } from '../../errors/base.js'
import type { User } from '../../types/user.js'
import { postForUser } from '../../session/postForUser.js'

export type UnlinkSiweParameters = { address: string }
export type UnlinkSiweReturnType = User
export type UnlinkSiweErrorType = FoyerError

/** Unlinks an Ethereum wallet from the logged-in user (POST /api/v1/siwe/unlink {address}). */
export async function unlinkSiwe(client: FoyerClient, { address }: UnlinkSiweParameters): Promise<UnlinkSiweReturnType> {
  const user = await postForUser(client, API_PATHS.siweUnlink, { address })
  client.events.emit('unlink', { user })
  return user
}
