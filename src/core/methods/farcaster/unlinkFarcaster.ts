import type { FoyerClient } from '../../client/types.js'
import { API_PATHS } from '../../constants.js'
import type { FoyerError } from '../../errors/base.js'
import type { User } from '../../types/user.js'
import { postForUser } from '../../session/postForUser.js'

export type UnlinkFarcasterParameters = { fid: number }
export type UnlinkFarcasterReturnType = User
export type UnlinkFarcasterErrorType = FoyerError

/** Unlinks a Farcaster account from the logged-in user (POST /api/v1/farcaster/unlink). */
export async function unlinkFarcaster(client: FoyerClient, { fid }: UnlinkFarcasterParameters): Promise<UnlinkFarcasterReturnType> {
  const user = await postForUser(client, API_PATHS.farcasterUnlink, { fid })
  client.events.emit('unlink', { user })
  return user
}
