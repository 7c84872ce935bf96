'use client'
import { useCallback, useEffect } from 'react'
import { disableCustomAuth, enableCustomAuth, customAuthFlow, readyValue, linkCustomAuth, syncCustomAuth, unlinkCustomAuth, type AuthResult, type CustomAuthState, type GetCustomAccessToken, type LinkCustomAuthParameters, type SyncCustomAuthReturnType, type UnlinkCustomAuthParameters, type User } from '../core/internal.js'
import { useFlow } from './useFlow.js'
import { useValue, type FlowCallbacks } from './internal.js'

/** The parameters of {@link useCustomAuth}. */
export type UseCustomAuthParameters = FlowCallbacks<AuthResult> & {
  /** The host's signed JWT for its current user; null/undefined/'' when logged out (logs Foyer out). */
  getCustomAccessToken?: GetCustomAccessToken | undefined
  /** While the host's auth is loading nothing is synced. */
  isLoading?: boolean | undefined
  /** The host's auth-state listener: every notification re-syncs. Returns an unsubscribe. */
  subscribe?: ((onChange: () => void) => () => void) | undefined
}
/** What {@link useCustomAuth} returns. */
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
 * (memoize it per host user), and on each `subscribe` notification. `onComplete` fires for each
 * login a sync makes (not when nothing changed), `onError` for each failure.
 */
export function useCustomAuth(parameters: UseCustomAuthParameters = {}): UseCustomAuthReturnType {
  const { client, state, run } = useFlow(customAuthFlow, parameters)
  const ready = useValue(readyValue)
  const { getCustomAccessToken: getToken, isLoading = false, subscribe } = parameters
  const sync = useCallback(
    () => run(() => (getToken ? syncCustomAuth(client, { getToken }) : Promise.resolve(null))),
    [client, run, getToken],
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
    linkCustomAuth: useCallback((p) => run(() => linkCustomAuth(client, p)), [client, run]),
    unlinkCustomAuth: useCallback((p) => run(() => unlinkCustomAuth(client, p)), [client, run]),
  }
}
