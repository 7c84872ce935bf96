import type { FoyerClient } from '../../client/types.js'
import type { PostForUserErrorType } from '../../session/postForUser.js'
import { unlinkProviderAccount } from '../../steps/authorizationCode.js'
import type { User } from '../../types/user.js'

/** The parameters of {@link unlinkOAuth}. */
export type UnlinkOAuthParameters = { provider: string; subject: string }
/** What {@link unlinkOAuth} returns. */
export type UnlinkOAuthReturnType = User
/** The errors {@link unlinkOAuth} can throw or reject with. */
export type UnlinkOAuthErrorType = PostForUserErrorType

/** Unlinks a social account from the logged-in user (POST /api/v1/oauth/unlink). Emits `unlink`. */
export async function unlinkOAuth(client: FoyerClient, { provider, subject }: UnlinkOAuthParameters): Promise<UnlinkOAuthReturnType> {
  const user = await unlinkProviderAccount(client, { provider, subject })
  client.events.emit('unlink', { user })
  return user
}
