import type { FoyerClient } from '../../client/types.js'
import type { User } from '../../types/user.js'
import { postForUser, type PostForUserErrorType } from '../../session/postForUser.js'
import { CUSTOM_AUTH_PATHS } from './constants.js'

/** The parameters of {@link unlinkCustomAuth}. */
export type UnlinkCustomAuthParameters = { customUserId: string }
/** What {@link unlinkCustomAuth} returns. */
export type UnlinkCustomAuthReturnType = User
/** The errors {@link unlinkCustomAuth} can throw or reject with. */
export type UnlinkCustomAuthErrorType = PostForUserErrorType

/**
 * Unlinks a custom-auth account from the logged-in user (POST /api/v1/custom_jwt_account/unlink
 * { custom_user_id }: our route, the API names none). Emits `unlink`.
 */
export async function unlinkCustomAuth(client: FoyerClient, { customUserId }: UnlinkCustomAuthParameters): Promise<UnlinkCustomAuthReturnType> {
  const user = await postForUser(client, CUSTOM_AUTH_PATHS.unlink, { custom_user_id: customUserId })
  client.events.emit('unlink', { user })
  return user
}
