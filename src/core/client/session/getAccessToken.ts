import type { FoyerClient } from '../types.js'
import { MissingAccessTokenError, type StorageError } from '../../errors/client.js'
import { isTokenExpired, isTokenForApp } from './jwt.js'
import { destroyLocalSession, hasRefreshCredentials } from './store.js'
import { refreshSession, type RefreshSessionErrorType } from './refreshSession.js'
import { tokensValue } from './state.js'

/** What {@link getAccessToken} returns. */
export type GetAccessTokenReturnType = string | null
/** The refresh's errors when the token expired, and a storage that throws while a foreign token is dropped. */
export type GetAccessTokenErrorType = RefreshSessionErrorType | StorageError

/**
 * The current access token, refreshed first when it is expired (30 s margin) and refresh
 * credentials exist; `null` when there is no session. A token for another app id logs out.
 * Concurrent callers share one refresh.
 */
export async function getAccessToken(client: FoyerClient): Promise<GetAccessTokenReturnType> {
  const { accessToken } = tokensValue.get(client)
  if (accessToken && !isTokenForApp(accessToken, client.appId)) {
    destroyLocalSession(client)
    client.events.emit('logout', { reason: 'app-mismatch' })
    return null
  }
  if (accessToken && !isTokenExpired(accessToken, client.now())) return accessToken
  if (!hasRefreshCredentials(client)) return null
  const { refreshed } = await refreshSession(client)
  if (!refreshed) return null
  // The freshest token there is, even when the server issues lives shorter than the 30 s margin.
  return tokensValue.get(client).accessToken
}

export type RequireAccessTokenErrorType = MissingAccessTokenError | GetAccessTokenErrorType

/** Like getAccessToken, but throws 'Missing access token' when there is no session. */
export async function requireAccessToken(client: FoyerClient): Promise<string> {
  const token = await getAccessToken(client)
  if (!token) throw new MissingAccessTokenError()
  return token
}
