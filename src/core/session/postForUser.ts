import type { FoyerClient } from '../client/types.js'
import type { HttpRequestErrorType } from '../client/http/client.js'
import type { RequireAccessTokenErrorType } from '../client/session/getAccessToken.js'
import { setUser } from '../client/session/store.js'
import { toUser, type User, type WireUser } from '../types/user.js'

/** What every `postForUser` call can throw: no session, the session's refresh, the request itself. */
export type PostForUserErrorType = RequireAccessTokenErrorType | HttpRequestErrorType

/**
 * Shared by every link / update / unlink action: POSTs `body` with the bearer ('Missing access
 * token' without a session), stores the user the server answers and returns it.
 */
export async function postForUser(client: FoyerClient, path: string, body: Record<string, unknown>): Promise<User> {
  const wire = await client.http.request<WireUser>(path, { method: 'POST', body, auth: 'required' })
  const user = toUser(wire)
  setUser(client, user)
  return user
}
