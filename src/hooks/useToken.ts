'use client'
import { useCallback } from 'react'
import { getAccessToken, getIdentityToken, watchIdentityToken } from '../core/internal.js'
import { useFoyerClient } from './context.js'
import { useWatched } from './internal.js'

/** What {@link useToken} returns. */
export type UseTokenReturnType = {
  /** A valid access token (refreshed when needed), or null without a session. */
  getAccessToken: () => Promise<string | null>
  identityToken: string | null
}

/**
 * The session's tokens: `getAccessToken()` returns a valid access token (refreshing it when needed) or null
 * when logged out.
 */
export function useToken(): UseTokenReturnType {
  const client = useFoyerClient()
  return {
    getAccessToken: useCallback(() => getAccessToken(client), [client]),
    identityToken: useWatched(client, getIdentityToken, watchIdentityToken),
  }
}
