import type { FoyerClient } from '../client/types.js'
import { API_PATHS } from '../constants.js'
import type { StorageError } from '../errors/client.js'
import { destroyLocalSession } from '../client/session/store.js'
import { resetAuthFlows } from '../client/flow.js'
import { tokensValue, userValue } from '../client/session/state.js'

/** What {@link logout} returns. */
export type LogoutReturnType = void
/** Only a storage that throws while the session is cleared: the server's answer never fails a logout. */
export type LogoutErrorType = StorageError

/**
 * Logs out: tells the server (POST /api/v1/sessions/logout; a failure there never keeps the user
 * logged in), then clears tokens, stored values, flow state and the user. Idempotent.
 */
export function logout(client: FoyerClient): Promise<LogoutReturnType> {
  // Concurrent calls share one logout.
  const internal = client._internal
  internal.logoutPromise ??= doLogout(client).finally(() => {
    internal.logoutPromise = null
  })
  return internal.logoutPromise
}

async function doLogout(client: FoyerClient): Promise<void> {
  const { accessToken, refreshToken } = tokensValue.get(client)
  const hadSession = Boolean(accessToken || refreshToken || userValue.get(client))
  if (!hadSession) return
  try {
    await client.http.request(API_PATHS.logout, {
      method: 'POST',
      body: { refresh_token: refreshToken ?? undefined },
      auth: { token: accessToken },
      retry: false,
    })
  } catch {
    // The server may already consider the session gone; logging out locally is what matters.
  }
  destroyLocalSession(client)
  resetAuthFlows(client)
  client.events.emit('logout', { reason: 'user' })
}
