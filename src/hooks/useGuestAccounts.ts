'use client'
import { useCallback } from 'react'
import { createGuestAccount, guestFlow, type AuthResult, type CreateGuestAccountParameters, type LoadingFlowState } from '../core/internal.js'
import { useFlow } from './useFlow.js'
import type { FlowCallbacks } from './internal.js'

/** The parameters of {@link useGuestAccounts}. */
export type UseGuestAccountsParameters = FlowCallbacks<AuthResult>
/** What {@link useGuestAccounts} returns. */
export type UseGuestAccountsReturnType = {
  /** status: initial | loading | done | error */
  state: LoadingFlowState
  /** Logs in as this browser's guest (the credential is kept per app in storage). */
  createGuestAccount: (parameters?: CreateGuestAccountParameters) => Promise<AuthResult>
}

/** Guest accounts, headless. */
export function useGuestAccounts(parameters: UseGuestAccountsParameters = {}): UseGuestAccountsReturnType {
  const { client, state, run } = useFlow(guestFlow, parameters)
  return {
    state,
    createGuestAccount: useCallback((p?: CreateGuestAccountParameters) => run(() => createGuestAccount(client, p)), [client, run]),
  }
}
