import type { FoyerClient } from '../../client.js'
import { API_PATHS } from '../../constants.js'
import { isApiError } from '../../errors/api.js'
import type { FoyerError } from '../../errors/base.js'
import { applyTokenResponse, destroyLocalSession } from '../../session/store.js'
import { tokensAtom } from '../../state.js'
import type { WireTokenResponse } from '../../types/tokens.js'

export type RefreshSessionReturnType = { refreshed: boolean }
export type RefreshSessionErrorType = FoyerError

/**
 * Refreshes the session with the stored refresh token (POST /api/v1/sessions). Concurrent callers
 * share ONE in-flight request. missing_or_invalid_token destroys local state (→ refreshed false).
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
  const { accessToken, refreshToken } = client.store.get(tokensAtom)
  try {
    const response = await client.http.request<WireTokenResponse>(API_PATHS.sessions, {
      method: 'POST',
      body: { refresh_token: refreshToken ?? undefined },
      token: accessToken,
    })
    const kept = applyTokenResponse(client, response)
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
