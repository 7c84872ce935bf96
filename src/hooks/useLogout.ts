'use client'
import { useCallback } from 'react'
import { logout } from '../core/internal.js'
import { useFoyerClient } from './context.js'
import { useRun } from './internal.js'

/** The parameters of {@link useLogout}. */
export type UseLogoutParameters = { onSuccess?: () => void }
/** What {@link useLogout} returns. */
export type UseLogoutReturnType = { logout: () => Promise<void> }

/**
 * Logs the user out: `logout()` ends the session on the server and clears it locally, then calls
 * `onSuccess`.
 */
export function useLogout(parameters: UseLogoutParameters = {}): UseLogoutReturnType {
  const client = useFoyerClient()
  const run = useRun({ onComplete: parameters.onSuccess })
  return { logout: useCallback(() => run(() => logout(client), () => undefined), [client, run]) }
}
