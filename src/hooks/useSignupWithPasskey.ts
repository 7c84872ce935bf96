'use client'
import { useCallback } from 'react'
import { signupWithPasskey, type AuthResult, type PasskeyFlowState, type SignupWithPasskeyParameters } from '../core/index.js'
import type { FlowCallbacks } from './internal.js'
import { usePasskeyFlow } from './passkeyHooks.js'

export type UseSignupWithPasskeyParameters = FlowCallbacks<AuthResult>
export type UseSignupWithPasskeyReturnType = {
  /** status: initial | generating-challenge | awaiting-passkey | done | error (shared by the passkey hooks). */
  state: PasskeyFlowState
  /** Signs a new user up with a new passkey. */
  signupWithPasskey: (parameters?: SignupWithPasskeyParameters) => Promise<AuthResult>
}

/** Passkey sign-up, headless. */
export function useSignupWithPasskey(parameters: UseSignupWithPasskeyParameters = {}): UseSignupWithPasskeyReturnType {
  const { client, state, run } = usePasskeyFlow(parameters)
  return { state, signupWithPasskey: useCallback((p) => run(() => signupWithPasskey(client, p)), [client, run]) }
}
