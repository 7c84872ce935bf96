'use client'
import { useCallback } from 'react'
import {
  emailFlow, loginWithEmailCode, sendEmailCode,
  type AuthResult, type CodeFlowState, type LoginWithEmailCodeParameters, type SendEmailCodeParameters,
} from '../core/internal.js'
import { useFlow } from './useFlow.js'
import type { FlowCallbacks } from './internal.js'

/** The parameters of {@link useLoginWithEmail}. */
export type UseLoginWithEmailParameters = FlowCallbacks<AuthResult>
/** What {@link useLoginWithEmail} returns. */
export type UseLoginWithEmailReturnType = {
  /** status: initial | sending-code | awaiting-code-input | submitting-code | done (with `result`) | error */
  state: CodeFlowState
  sendCode: (parameters: SendEmailCodeParameters) => Promise<{ email: string }>
  loginWithCode: (parameters: LoginWithEmailCodeParameters) => Promise<AuthResult>
  /** Back to `initial` (e.g. to change the address); other flows are untouched. */
  reset: () => void
}

/** E-mail code login (and link/update with `intent`), headless. */
export function useLoginWithEmail(parameters: UseLoginWithEmailParameters = {}): UseLoginWithEmailReturnType {
  const { client, state, run } = useFlow(emailFlow, parameters)
  return {
    state,
    sendCode: useCallback((p) => run(() => sendEmailCode(client, p)), [client, run]),
    loginWithCode: useCallback((p) => run(() => loginWithEmailCode(client, p)), [client, run]),
    reset: useCallback(() => emailFlow.reset(client), [client]),
  }
}
