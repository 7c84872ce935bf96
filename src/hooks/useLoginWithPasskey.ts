'use client'
import { useCallback } from 'react'
import { loginWithPasskey, type AuthResult, type LoginWithPasskeyParameters, type PasskeyFlowState } from '../core/index.js'
import type { FlowCallbacks } from './internal.js'
import { usePasskeyFlow } from './passkeyHooks.js'

export type UseLoginWithPasskeyParameters = FlowCallbacks<AuthResult>
export type UseLoginWithPasskeyReturnType = {
  /** status: initial | generating-challenge | awaiting-passkey | done | error (shared by the passkey hooks). */
  state: PasskeyFlowState
  /** Logs in with an existing passkey (the browser asks which one; no username). */
  loginWithPasskey: (parameters?: LoginWithPasskeyParameters) => Promise<AuthResult>
}

/** Passkey login, headless. */
export function useLoginWithPasskey(parameters: UseLoginWithPasskeyParameters = {}): UseLoginWithPasskeyReturnType {
  const { client, state, run } = usePasskeyFlow(parameters)
  return { state, loginWithPasskey: useCallback((p) => run(() => loginWithPasskey(client, p)), [client, run]) }
}
