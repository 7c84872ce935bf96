'use client'
import { useCallback } from 'react'
import { createGuestAccount, guestFlow, type AuthResult, type CreateGuestAccountParameters, type LoadingFlowState } from '../core/index.js'
import { useFoyerClient } from './context.js'
import { useLatest, useReport, useWatched, type FlowCallbacks } from './internal.js'

export type UseGuestAccountsParameters = FlowCallbacks<AuthResult>
export type UseGuestAccountsReturnType = {
  /** status: initial | loading | done | error */
  state: LoadingFlowState
  /** Logs in as this browser's guest (the credential is kept per app in storage). */
  createGuestAccount: (parameters?: CreateGuestAccountParameters) => Promise<AuthResult>
}

/** Guest accounts, headless. */
export function useGuestAccounts(parameters: UseGuestAccountsParameters = {}): UseGuestAccountsReturnType {
  const client = useFoyerClient()
  const state = useWatched(client, guestFlow.get, guestFlow.watch)
  const callbacks = useLatest(parameters)
  const report = useReport(callbacks)
  return {
    state,
    createGuestAccount: useCallback(
      (p?: CreateGuestAccountParameters) => report(() => createGuestAccount(client, p), (r) => callbacks.current.onComplete?.(r)),
      [client, report, callbacks],
    ),
  }
}
