import type { FoyerClient } from '../types.js'
import { STORAGE_KEYS } from '../../constants.js'
import { EMPTY_TOKENS, type SessionTokens, type WireTokenResponse } from '../../types/tokens.js'
import { toUser, type User } from '../../types/user.js'
import { clearRefreshMarker, hasRefreshMarker, setRefreshMarker } from './cookie.js'
import { tokensValue, userValue } from './state.js'

// The refresh token last: another tab whose view of the storage shows it changed has the rest too
// (a tab waiting for a rotation watches it, see readStoredTokensAfterLock).
const persisted = [
  ['accessToken', STORAGE_KEYS.accessToken],
  ['identityToken', STORAGE_KEYS.identityToken],
  ['refreshToken', STORAGE_KEYS.refreshToken],
] as const

export function readStoredTokens(client: FoyerClient): SessionTokens {
  const tokens = { ...EMPTY_TOKENS }
  for (const [field, key] of persisted) tokens[field] = client.storage.get(key)
  return tokens
}

export function writeTokens(client: FoyerClient, tokens: SessionTokens): void {
  tokensValue.set(client, tokens)
  for (const [field, key] of persisted) client.storage.set(key, tokens[field])
  if (tokens.refreshToken) setRefreshMarker(client.appId)
}

export function setUser(client: FoyerClient, user: User | null): void {
  userValue.set(client, user)
  client.events.emit('userUpdated', { user })
}

/**
 * Applies a token response by its session_update_action: 'set' (or absent) stores every token,
 * 'ignore' stores only a returned access token, 'clear' wipes local state and the user.
 * Returns false when the session was cleared.
 */
export function applyTokenResponse(client: FoyerClient, response: WireTokenResponse): boolean {
  const action = response.session_update_action ?? 'set'
  if (action === 'clear') {
    destroyLocalSession(client)
    return false
  }
  const current = tokensValue.get(client)
  if (action === 'ignore') {
    if (response.token) writeTokens(client, { ...current, accessToken: response.token })
  } else {
    writeTokens(client, {
      accessToken: response.token ?? null,
      refreshToken: response.refresh_token ?? null,
      identityToken: response.identity_token ?? null,
    })
  }
  if (response.user) setUser(client, toUser(response.user))
  return true
}

/** Wipes tokens, stored session values, the refresh marker, the analytics id and the user. */
export function destroyLocalSession(client: FoyerClient): void {
  tokensValue.set(client, EMPTY_TOKENS)
  for (const [, key] of persisted) client.storage.remove(key)
  client.storage.remove(STORAGE_KEYS.analyticsId)
  clearRefreshMarker(client.appId)
  setUser(client, null)
}

export function hasRefreshCredentials(client: FoyerClient): boolean {
  return Boolean(tokensValue.get(client).refreshToken) || hasRefreshMarker(client.appId)
}
