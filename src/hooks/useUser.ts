'use client'
import { useCallback } from 'react'
import { userValue, refreshUser, type User } from '../core/internal.js'
import { useFoyerClient } from './context.js'
import { useWatched } from './internal.js'

/** What {@link useUser} returns. */
export type UseUserReturnType = { user: User | null; refreshUser: () => Promise<User> }

/** The logged-in user (null when logged out) and a way to reload it from the server. */
export function useUser(): UseUserReturnType {
  const client = useFoyerClient()
  return {
    user: useWatched(client, userValue.get, userValue.watch),
    refreshUser: useCallback(() => refreshUser(client), [client]),
  }
}
