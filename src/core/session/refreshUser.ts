import type { FoyerClient } from '../client/types.js'
import { API_PATHS } from '../constants.js'
import type { FoyerError } from '../errors/base.js'
import { setUser, writeTokens } from '../client/session/store.js'
import { toUser, type User, type WireUser } from '../types/user.js'
import { tokensValue } from '../client/session/state.js'

export type RefreshUserReturnType = User
export type RefreshUserErrorType = FoyerError

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
