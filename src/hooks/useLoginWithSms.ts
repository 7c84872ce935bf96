'use client'
import { useCallback } from 'react'
import {
  smsFlow, loginWithSmsCode, sendSmsCode, unlinkSms,
  type AuthResult, type CodeFlowState, type LoginWithSmsCodeParameters, type SendSmsCodeParameters, type UnlinkSmsParameters, type User,
} from '../core/internal.js'
import { useFlow } from './useFlow.js'
import type { FlowCallbacks } from './internal.js'

/** The parameters of {@link useLoginWithSms}. */
export type UseLoginWithSmsParameters = FlowCallbacks<AuthResult>
/** What {@link useLoginWithSms} returns. */
export type UseLoginWithSmsReturnType = {
  /** status: initial | sending-code | awaiting-code-input | submitting-code | done (with `result`) | error; `destination` is E.164. */
  state: CodeFlowState
  sendCode: (parameters: SendSmsCodeParameters) => Promise<{ phoneNumber: string }>
  loginWithCode: (parameters: LoginWithSmsCodeParameters) => Promise<AuthResult>
  unlinkSms: (parameters: UnlinkSmsParameters) => Promise<User>
  /** Back to `initial` (e.g. to change the number); other flows are untouched. */
  reset: () => void
}

/** SMS code login (and link/update with `intent`), headless. */
export function useLoginWithSms(parameters: UseLoginWithSmsParameters = {}): UseLoginWithSmsReturnType {
  const { client, state, run } = useFlow(smsFlow, parameters)
  return {
    state,
    sendCode: useCallback((p) => run(() => sendSmsCode(client, p)), [client, run]),
    loginWithCode: useCallback((p) => run(() => loginWithSmsCode(client, p)), [client, run]),
    unlinkSms: useCallback((p) => run(() => unlinkSms(client, p)), [client, run]),
    reset: useCallback(() => smsFlow.reset(client), [client]),
  }
}
