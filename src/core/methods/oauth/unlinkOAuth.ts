import type { FoyerClient } from '../../client/types.js'
import { API_PATHS } from '../../constants.js'
import type { FoyerError } from '../../errors/base.js'
import type { User } from '../../types/user.js'
import { postForUser } from '../../session/postForUser.js'

export type UnlinkOAuthParameters = { provider: string; subject: string }
export type UnlinkOAuthReturnType = User
export type UnlinkOAuthErrorType = FoyerError

/** Unlinks a social account from the logged-in user (POST /api/v1/oauth/unlink). */
export async function unlinkOAuth(client: FoyerClient, { provider, subject }: UnlinkOAuthParameters): Promise<UnlinkOAuthReturnType> {
  const user = await postForUser(client, API_PATHS.oauthUnlink, { provider, subject })
  client.events.emit('unlink', { user })
  return user
}
