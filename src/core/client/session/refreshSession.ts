import type { FoyerClient } from '../types.js'
import { API_PATHS } from '../../constants.js'
import { isApiError } from '../../errors/api.js'
import type { StorageError } from '../../errors/client.js'
import type { HttpRequestErrorType } from '../http/client.js'
import { adoptStoredSession, crossTabOf, markRefreshTokenRotated, readStoredTokensAfterLock, withRefreshLock } from './crossTab.js'
import { isTokenExpired } from './jwt.js'
import { applyTokenResponse, destroyLocalSession } from './store.js'
import type { WireTokenResponse } from '../../types/tokens.js'
import { tokensValue } from './state.js'

/** What {@link refreshSession} returns. */
export type RefreshSessionReturnType = { refreshed: boolean }
/**
 * The refresh request's failures (a `missing_or_invalid_token` answer is not one: it logs out and
 * resolves `{ refreshed: false }`), and a storage that throws while the tokens are written.
 */
export type RefreshSessionErrorType = HttpRequestErrorType | StorageError

/**
 * Refreshes the session with the stored refresh token (POST /api/v1/sessions). Concurrent callers
 * in this tab share ONE in-flight request; across tabs of the app, one refresh at a time (the
 * `foyer:{appId}:refresh` lock), and a tab that waited for the lock first reads the stored tokens
 * again: when another tab refreshed meanwhile it uses those (no request — a second refresh with
 * the rotated-out refresh token would be refused and log the user out), waiting for them when
 * they have not reached its view of the storage yet; when another tab logged out it is logged out
 * too. missing_or_invalid_token destroys local state (→ refreshed false).
 */
export function refreshSession(client: FoyerClient): Promise<RefreshSessionReturnType> {
  const internal = client._internal
  if (internal.refreshPromise) return internal.refreshPromise as Promise<RefreshSessionReturnType>
  const promise = doRefresh(client).finally(() => {
    internal.refreshPromise = null
  })
  internal.refreshPromise = promise
  return promise
}

async function doRefresh(client: FoyerClient): Promise<RefreshSessionReturnType> {
  // The tokens this tab refreshes from, taken BEFORE the lock: any other tokens found under the
  // lock were written by another tab meanwhile.
  const seen = tokensValue.get(client)
  return withRefreshLock(client, async () => {
    if (crossTabOf(client)) {
      const stored = await readStoredTokensAfterLock(client, seen)
      if (stored.accessToken !== seen.accessToken || stored.refreshToken !== seen.refreshToken) {
        // Another tab refreshed, logged in or out while this one waited: take its session, and
        // refresh only if what it left is expired too (then with ITS refresh token, the live one).
        adoptStoredSession(client, stored)
        if (!stored.accessToken && !stored.refreshToken) return { refreshed: false }
        if (stored.accessToken && !isTokenExpired(stored.accessToken, client.now())) return { refreshed: true }
      }
    }
    return request(client)
  })
}

async function request(client: FoyerClient): Promise<RefreshSessionReturnType> {
  const { accessToken, refreshToken } = tokensValue.get(client)
  try {
    const response = await client.http.request<WireTokenResponse>(API_PATHS.sessions, {
      method: 'POST',
      body: { refresh_token: refreshToken ?? undefined },
      auth: { token: accessToken },
    })
    const kept = applyTokenResponse(client, response)
    // `refreshToken` is spent: say so to the tabs that take the lock after this one.
    if (tokensValue.get(client).refreshToken !== refreshToken) await markRefreshTokenRotated(client, refreshToken)
    if (!kept) client.events.emit('logout', { reason: 'session-cleared' })
    return { refreshed: kept }
  } catch (error) {
    if (isApiError(error) && error.code === 'missing_or_invalid_token') {
      destroyLocalSession(client)
      client.events.emit('logout', { reason: 'invalid-session' })
      return { refreshed: false }
    }
    throw error
  }
}
