'use client'
import { useCallback } from 'react'
import {
  loginWithPasskey, passkeyFlow, type AuthResult, type LoginWithPasskeyParameters, type PasskeyFlowState,
} from '../core/internal.js'
import { useFlow } from './useFlow.js'
import type { FlowCallbacks } from './internal.js'

/** The parameters of {@link useLoginWithPasskey}. */
export type UseLoginWithPasskeyParameters = FlowCallbacks<AuthResult>
/** What {@link useLoginWithPasskey} returns. */
export type UseLoginWithPasskeyReturnType = {
  /** status: initial | generating-challenge | awaiting-passkey | done | error (shared by the passkey hooks). */
  state: PasskeyFlowState
  /** Logs in with an existing passkey (the browser asks which one; no username). */
  loginWithPasskey: (parameters?: LoginWithPasskeyParameters) => Promise<AuthResult>
  /** Back to `initial` (ends a ceremony in progress); other flows are untouched. */
  reset: () => void
}

/** Passkey login, headless. `onComplete` / `onError` report the login ceremonies (not sign-up or link). */
export function useLoginWithPasskey(parameters: UseLoginWithPasskeyParameters = {}): UseLoginWithPasskeyReturnType {
  const { client, state, run } = useFlow(passkeyFlow, parameters, (s) => s.mode === 'login')
  return {
    state,
    loginWithPasskey: useCallback((p) => run(() => loginWithPasskey(client, p)), [client, run]),
    reset: useCallback(() => passkeyFlow.reset(client), [client]),
  }
}
