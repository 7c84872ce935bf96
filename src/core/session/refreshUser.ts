import type { FoyerClient } from '../client/types.js'
import { API_PATHS } from '../constants.js'
import type { HttpRequestErrorType } from '../client/http/client.js'
import type { RequireAccessTokenErrorType } from '../client/session/getAccessToken.js'
import type { StorageError } from '../errors/client.js'
import { setUser, writeTokens } from '../client/session/store.js'
import { toUser, type User, type WireUser } from '../types/user.js'
import { tokensValue } from '../client/session/state.js'

/** What {@link refreshUser} returns. */
export type RefreshUserReturnType = User
/** No session, the session's refresh, the request, and a storage that throws while the identity token is written. */
export type RefreshUserErrorType = RequireAccessTokenErrorType | HttpRequestErrorType | StorageError

/** Reloads the user (GET /api/v1/users/me) and its identity token. Needs a session. */
export async function refreshUser(client: FoyerClient): Promise<RefreshUserReturnType> {
  const response = await client.http.request<{ user: WireUser; identity_token?: string | null }>(API_PATHS.usersMe, { auth: 'required' })
  if (response.identity_token) {
    writeTokens(client, { ...tokensValue.get(client), identityToken: response.identity_token })
  }
  const user = toUser(response.user)
  setUser(client, user)
  return user
}
