'use client'
import { useCallback } from 'react'
import { getAccessToken, getIdentityToken, watchIdentityToken } from '../core/internal.js'
import { useFoyerClient } from './context.js'
import { useWatched } from './internal.js'

export type UseTokenReturnType = {
  /** A valid access token (refreshed when needed), or null without a session. */
  getAccessToken: () => Promise<string | null>
  identityToken: string | null
}

export function useToken(): UseTokenReturnType {
  const client = useFoyerClient()
  return {
    getAccessToken: useCallback(() => getAccessToken(client), [client]),
    identityToken: useWatched(client, getIdentityToken, watchIdentityToken),
  }
}
