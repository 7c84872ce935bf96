'use client'
import { useCallback } from 'react'
import { logout } from '../core/internal.js'
import { useFoyerClient } from './context.js'
import { useLatest } from './internal.js'

export type UseLogoutParameters = { onSuccess?: () => void }
export type UseLogoutReturnType = { logout: () => Promise<void> }

export function useLogout(parameters: UseLogoutParameters = {}): UseLogoutReturnType {
  const client = useFoyerClient()
  const callbacks = useLatest(parameters)
  return {
    logout: useCallback(async () => {
      await logout(client)
      callbacks.current.onSuccess?.()
    }, [client, callbacks]),
  }
}
