'use client'
import { useCallback } from 'react'
import {
  passkeyFlow, signupWithPasskey, type AuthResult, type PasskeyFlowState, type SignupWithPasskeyParameters,
} from '../core/internal.js'
import { useFlow } from './useFlow.js'
import type { FlowCallbacks } from './internal.js'

/** The parameters of {@link useSignupWithPasskey}. */
export type UseSignupWithPasskeyParameters = FlowCallbacks<AuthResult>
/** What {@link useSignupWithPasskey} returns. */
export type UseSignupWithPasskeyReturnType = {
  /** status: initial | generating-challenge | awaiting-passkey | done | error (shared by the passkey hooks). */
  state: PasskeyFlowState
  /** Signs a new user up with a new passkey. */
  signupWithPasskey: (parameters?: SignupWithPasskeyParameters) => Promise<AuthResult>
  /** Back to `initial` (ends a ceremony in progress); other flows are untouched. */
  reset: () => void
}

/** Passkey sign-up, headless. `onComplete` / `onError` report the sign-up ceremonies. */
export function useSignupWithPasskey(parameters: UseSignupWithPasskeyParameters = {}): UseSignupWithPasskeyReturnType {
  const { client, state, run } = useFlow(passkeyFlow, parameters, (s) => s.mode === 'signup')
  return {
    state,
    signupWithPasskey: useCallback((p) => run(() => signupWithPasskey(client, p)), [client, run]),
    reset: useCallback(() => passkeyFlow.reset(client), [client]),
  }
}
