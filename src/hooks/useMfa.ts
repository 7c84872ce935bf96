'use client'
import { useCallback, useMemo } from 'react'
import { cancelMfa, chooseMfaMethod, dismissMfaPrompt, mfaFlow, userValue, initMfa, orderMfaMethods, promptMfa, submitMfa, verifyMfaWithPasskey, withMfa, type MfaPasskeyResponse, type InitMfaReturnType, type MfaFlowState, type MfaMethod, type MfaPromptKind, type MfaProtectedRequest } from '../core/internal.js'
import { useFoyerClient } from './context.js'
import { useRun, useWatched, type FlowCallbacks } from './internal.js'

/** The parameters of {@link useMfa}. */
export type UseMfaParameters = FlowCallbacks<void>
/** What {@link useMfa} returns. */
export type UseMfaReturnType = {
  /** status: idle | awaiting-input | initializing | submitting | verified | error (+ kind, methods, method, attempts, blocking). */
  state: MfaFlowState
  /** The user's MFA methods, in the order the prompt lists the factors. */
  mfaMethods: MfaMethod[]
  /** Asks for a verification ahead of an operation; resolves once one succeeded. */
  promptMfa: (parameters?: { kind?: MfaPromptKind }) => Promise<void>
  /** Prepares a factor during a wait (sends its code, or answers the browser prompt's options). */
  init: (method: MfaMethod) => Promise<InitMfaReturnType>
  /** Submits a 6-digit code, or a WebAuthn authenticator response, to the waiting verification. */
  submit: (method: MfaMethod, codeOrResponse: string | MfaPasskeyResponse) => Promise<void>
  /** The passkey path in one call: options, the browser's prompt, submit. */
  verifyWithPasskey: () => Promise<void>
  /** Picks a method, or `null` to choose again. */
  choose: (method: MfaMethod | null) => void
  /** Ends the wait: the operation fails with 'MFA canceled'. */
  cancel: () => void
  /** Closes a prompt: cancels a wait still open; 'success' when a verification succeeded, else 'failure'. */
  dismiss: () => 'success' | 'failure'
  /** Runs an API request the server may protect with MFA (prompts and retries once when it asks). */
  withMfa: <T>(request: MfaProtectedRequest<T>, parameters?: { kind?: MfaPromptKind }) => Promise<T>
}

/** A finished verification reports to `onComplete` with no value. */
const finished = (): void => undefined

/** Multi-factor verification, headless: the wait's state and the actions a prompt needs. */
export function useMfa(parameters: UseMfaParameters = {}): UseMfaReturnType {
  const client = useFoyerClient()
  const state = useWatched(client, mfaFlow.get, mfaFlow.watch)
  const user = useWatched(client, userValue.get, userValue.watch)
  const run = useRun(parameters)
  return {
    state,
    mfaMethods: useMemo(() => orderMfaMethods(user?.mfaMethods ?? []), [user]),
    promptMfa: useCallback((p) => run(() => promptMfa(client, p), finished), [client, run]),
    init: useCallback((method) => run(() => initMfa(client, { method })), [client, run]),
    submit: useCallback(
      (method, value) =>
        run(() => submitMfa(client, typeof value === 'string' ? { method, code: value } : { method, response: value }), finished),
      [client, run],
    ),
    verifyWithPasskey: useCallback(() => run(() => verifyMfaWithPasskey(client), finished), [client, run]),
    choose: useCallback((method) => chooseMfaMethod(client, { method }), [client]),
    cancel: useCallback(() => cancelMfa(client), [client]),
    dismiss: useCallback(() => dismissMfaPrompt(client), [client]),
    withMfa: useCallback((request, p) => withMfa(client, request, p), [client]) as UseMfaReturnType['withMfa'],
  }
}
