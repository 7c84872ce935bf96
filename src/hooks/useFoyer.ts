'use client'
import { useCallback } from 'react'
import { assertLoginMethodsOffered, getAccessToken, getAuthenticated, initErrorValue, readyValue, userValue, logout, watchAuthenticated, type FoyerError, type LoginOptions, type User } from '../core/internal.js'
import { useFoyerClient } from './context.js'
import { openLoginUi } from './useLogin.js'

export type { LoginOptions }
import { useWatched } from './internal.js'

/** What {@link useFoyer} returns. */
export type UseFoyerReturnType = {
  /** True once the app config is loaded and the stored session restored. */
  ready: boolean
  authenticated: boolean
  user: User | null
  /** Why the client could not start (e.g. an unknown app id), else null. */
  error: FoyerError | null
  /** Opens the default login UI (needs <FoyerModal/> mounted). */
  login: (options?: LoginOptions) => void
  logout: () => Promise<void>
  getAccessToken: () => Promise<string | null>
}

/** The everyday hook: readiness, the user, and the login/logout openers. */
export function useFoyer(): UseFoyerReturnType {
  const client = useFoyerClient()
  return {
    ready: useWatched(client, readyValue.get, readyValue.watch),
    authenticated: useWatched(client, getAuthenticated, watchAuthenticated),
    user: useWatched(client, userValue.get, userValue.watch),
    error: useWatched(client, initErrorValue.get, initErrorValue.watch),
    login: useCallback(
      (options?: LoginOptions) => {
        // "Login method 'x' is not enabled for this app" for a method the app cannot offer.
        assertLoginMethodsOffered(client, { loginMethods: options?.loginMethods })
        openLoginUi(client, options)
      },
      [client],
    ),
    logout: useCallback(() => logout(client), [client]),
    getAccessToken: useCallback(() => getAccessToken(client), [client]),
  }
}
