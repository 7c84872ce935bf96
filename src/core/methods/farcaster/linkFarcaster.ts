import type { FoyerClient } from '../../client/types.js'
import type { User } from '../../types/user.js'
import { postForUser, type PostForUserErrorType } from '../../session/postForUser.js'
import { FARCASTER_PATHS } from './constants.js'

/** The parameters of {@link linkFarcaster}. */
export type LinkFarcasterParameters = { channelToken: string; message: string; signature: string; fid: number }
/** What {@link linkFarcaster} returns. */
export type LinkFarcasterReturnType = User
/** The errors {@link linkFarcaster} can throw or reject with. */
export type LinkFarcasterErrorType = PostForUserErrorType

/** Links an approved Farcaster account to the logged-in user (POST /api/v1/farcaster/link). */
export async function linkFarcaster(
  client: FoyerClient,
  { channelToken, message, signature, fid }: LinkFarcasterParameters,
): Promise<LinkFarcasterReturnType> {
  return postForUser(client, FARCASTER_PATHS.link, { channel_token: channelToken, message, signature, fid })
}
