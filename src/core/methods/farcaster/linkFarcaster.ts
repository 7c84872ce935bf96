import type { FoyerClient } from '../../client/types.js'
import { API_PATHS } from '../../constants.js'
import type { FoyerError } from '../../errors/base.js'
import type { User } from '../../types/user.js'
import { postForUser } from '../../session/postForUser.js'

export type LinkFarcasterParameters = { channelToken: string; message: string; signature: string; fid: number }
export type LinkFarcasterReturnType = User
export type LinkFarcasterErrorType = FoyerError

/** Links an approved Farcaster account to the logged-in user (POST /api/v1/farcaster/link). */
export async function linkFarcaster(
  client: FoyerClient,
  { channelToken, message, signature, fid }: LinkFarcasterParameters,
): Promise<LinkFarcasterReturnType> {
  return postForUser(client, API_PATHS.farcasterLink, { channel_token: channelToken, message, signature, fid })
}
