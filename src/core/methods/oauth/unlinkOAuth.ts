import type { FoyerClient } from '../../client/types.js'
import type { ApiError } from '../../errors/api.js'
import type { MissingAccessTokenError } from '../../errors/client.js'
import { unlinkProviderAccount } from '../../steps/authorizationCode.js'
import type { User } from '../../types/user.js'

export type UnlinkOAuthParameters = { provider: string; subject: string }
export type UnlinkOAuthReturnType = User
export type UnlinkOAuthErrorType = MissingAccessTokenError | ApiError

/** Unlinks a social account from the logged-in user (POST /api/v1/oauth/unlink). Emits `unlink`. */
export async function unlinkOAuth(client: FoyerClient, { provider, subject }: UnlinkOAuthParameters): Promise<UnlinkOAuthReturnType> {
  const user = await unlinkProviderAccount(client, { provider, subject })
  client.events.emit('unlink', { user })
  return user
}
