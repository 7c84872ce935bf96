'use client'
import { useCallback } from 'react'
import { emailFlow, loginWithEmailCode, sendEmailCode, type AuthResult, type CodeFlowState, type LoginWithEmailCodeParameters, type SendEmailCodeParameters } from '../core/index.js'
import { useFoyerClient } from './context.js'
import { useLatest, useReport, useWatched, type FlowCallbacks } from './internal.js'

export type UseLoginWithEmailParameters = FlowCallbacks<AuthResult>
export type UseLoginWithEmailReturnType = {
  /** status: initial | sending-code | awaiting-code-input | submitting-code | done | error */
  state: CodeFlowState
  sendCode: (parameters: SendEmailCodeParameters) => Promise<{ email: string }>
  loginWithCode: (parameters: LoginWithEmailCodeParameters) => Promise<AuthResult>
  /** Back to `initial` (e.g. to change the address). */
  reset: () => void
}

/** E-mail code login (and link/update with `intent`), headless. */
export function useLoginWithEmail(parameters: UseLoginWithEmailParameters = {}): UseLoginWithEmailReturnType {
  const client = useFoyerClient()
  const state = useWatched(client, emailFlow.get, emailFlow.watch)
  const callbacks = useLatest(parameters)
  const report = useReport(callbacks)
  return {
    state,
    sendCode: useCallback((p) => report(() => sendEmailCode(client, p)), [client, report]),
    loginWithCode: useCallback(
      (p) => report(() => loginWithEmailCode(client, p), (r) => callbacks.current.onComplete?.(r)),
      [client, report, callbacks],
    ),
    reset: useCallback(() => emailFlow.reset(client), [client]),
  }
}
