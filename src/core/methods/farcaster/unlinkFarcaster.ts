import type { FoyerClient } from '../../client/types.js'
import type { User } from '../../types/user.js'
import { postForUser, type PostForUserErrorType } from '../../session/postForUser.js'
import { FARCASTER_PATHS } from './constants.js'

/** The parameters of {@link unlinkFarcaster}. */
export type UnlinkFarcasterParameters = { fid: number }
/** What {@link unlinkFarcaster} returns. */
export type UnlinkFarcasterReturnType = User
/** The errors {@link unlinkFarcaster} can throw or reject with. */
export type UnlinkFarcasterErrorType = PostForUserErrorType

/** Unlinks a Farcaster account from the logged-in user (POST /api/v1/farcaster/unlink). */
export async function unlinkFarcaster(client: FoyerClient, { fid }: UnlinkFarcasterParameters): Promise<UnlinkFarcasterReturnType> {
  const user = await postForUser(client, FARCASTER_PATHS.unlink, { fid })
  client.events.emit('unlink', { user })
  return user
}
