'use client'
import { useCallback, useEffect } from 'react'
import { disableCustomAuth, enableCustomAuth, customAuthFlow, readyValue, linkCustomAuth, syncCustomAuth, unlinkCustomAuth, type AuthResult, type CustomAuthState, type GetCustomAccessToken, type LinkCustomAuthParameters, type SyncCustomAuthReturnType, type UnlinkCustomAuthParameters, type User } from '../core/index.js'
import { useFoyerClient } from './context.js'
import { useLatest, useReport, useWatched, type FlowCallbacks } from './internal.js'

export type UseCustomAuthParameters = FlowCallbacks<AuthResult> & {
  /** The host's signed JWT for its current user; null/undefined/'' when logged out (logs Foyer out). */
  getCustomAccessToken?: GetCustomAccessToken | undefined
  /** While the host's auth is loading nothing is synced. */
  isLoading?: boolean | undefined
  /** The host's auth-state listener: every notification re-syncs. Returns an unsubscribe. */
  subscribe?: ((onChange: () => void) => () => void) | undefined
}
export type UseCustomAuthReturnType = {
  /** status: not-enabled | loading | done | error */
  state: CustomAuthState
  /** Syncs now (the hook already does it when the host's auth state changes). */
  sync: () => Promise<SyncCustomAuthReturnType>
  linkCustomAuth: (parameters: LinkCustomAuthParameters) => Promise<AuthResult>
  unlinkCustomAuth: (parameters: UnlinkCustomAuthParameters) => Promise<User>
}

/**
 * Custom-token login: keeps Foyer's session in line with the host's own auth. It syncs once the
 * client is ready and the host is not loading, whenever `getCustomAccessToken` changes identity
 * (memoize it per host user), and on each `subscribe` notification.
 */
export function useCustomAuth(parameters: UseCustomAuthParameters = {}): UseCustomAuthReturnType {
  const client = useFoyerClient()
  const state = useWatched(client, customAuthFlow.get, customAuthFlow.watch)
  const ready = useWatched(client, readyValue.get, readyValue.watch)
  const callbacks = useLatest(parameters)
  const report = useReport(callbacks)
  const { getCustomAccessToken: getToken, isLoading = false, subscribe } = parameters
  const sync = useCallback(
    () => report(() => (getToken ? syncCustomAuth(client, { getToken }) : Promise.resolve(null)), (r) => r && callbacks.current.onComplete?.(r)),
    [client, report, callbacks, getToken],
  )
  useEffect(() => {
    if (!getToken) return
    enableCustomAuth(client)
    return () => disableCustomAuth(client)
  }, [client, getToken])
  useEffect(() => {
    if (!getToken) return
    if (ready && !isLoading) sync().catch(() => {})
    const unsubscribe = ready && subscribe ? subscribe(() => void sync().catch(() => {})) : undefined
    return unsubscribe
  }, [ready, isLoading, subscribe, sync, getToken])
  return {
    state,
    sync,
    linkCustomAuth: useCallback((p) => report(() => linkCustomAuth(client, p)), [client, report]),
    unlinkCustomAuth: useCallback((p) => report(() => unlinkCustomAuth(client, p)), [client, report]),
  }
}
