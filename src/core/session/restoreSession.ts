import type { FoyerClient } from '../client/types.js'
import { isApiError } from '../errors/api.js'
import { isTokenExpired, isTokenForApp } from '../client/session/jwt.js'
import { destroyLocalSession, hasRefreshCredentials, readStoredTokens } from '../client/session/store.js'
import { refreshUser } from './refreshUser.js'
import { refreshSession } from '../client/session/refreshSession.js'
import { userValue } from '../client/session/state.js'
import { tokensValue } from '../client/session/state.js'

/**
 * Restores the stored session at startup: a valid access token loads the user, an expired one is
 * refreshed, a token of another app is dropped. A network failure keeps the stored tokens (the
 * next load tries again) but leaves the user logged out for now.
 */
export async function restoreSession(client: FoyerClient): Promise<void> {
  const stored = readStoredTokens(client)
  tokensValue.set(client, stored)
  const { accessToken } = stored
  if (accessToken && !isTokenForApp(accessToken, client.appId)) {
    destroyLocalSession(client)
    return
  }
  try {
    if (accessToken && !isTokenExpired(accessToken, client.now())) {
      try {
        await refreshUser(client)
        return
      } catch (error) {
        if (!(isApiError(error) && error.code === 'missing_or_invalid_token')) throw error
      }
    }
    if (hasRefreshCredentials(client)) {
      const { refreshed } = await refreshSession(client)
      // Another tab refreshed first: its tokens were adopted (no request); load the user with them.
      if (refreshed && !userValue.get(client)) await refreshUser(client)
    } else if (accessToken) {
      destroyLocalSession(client)
    }
  } catch (error) {
    console.warn('[foyer] could not restore the session', error)
  }
}
