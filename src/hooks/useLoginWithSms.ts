'use client'
import { useCallback } from 'react'
import { smsFlow, loginWithSmsCode, sendSmsCode, unlinkSms, type AuthResult, type CodeFlowState, type LoginWithSmsCodeParameters, type SendSmsCodeParameters, type UnlinkSmsParameters, type User } from '../core/index.js'
import { useFoyerClient } from './context.js'
import { useLatest, useReport, useWatched, type FlowCallbacks } from './internal.js'

export type UseLoginWithSmsParameters = FlowCallbacks<AuthResult>
export type UseLoginWithSmsReturnType = {
  /** status: initial | sending-code | awaiting-code-input | submitting-code | done | error; `destination` is E.164. */
  state: CodeFlowState
  sendCode: (parameters: SendSmsCodeParameters) => Promise<{ phoneNumber: string }>
  loginWithCode: (parameters: LoginWithSmsCodeParameters) => Promise<AuthResult>
  unlinkSms: (parameters: UnlinkSmsParameters) => Promise<User>
  /** Back to `initial` (e.g. to change the number). */
  reset: () => void
}

/** SMS code login (and link/update with `intent`), headless. */
export function useLoginWithSms(parameters: UseLoginWithSmsParameters = {}): UseLoginWithSmsReturnType {
  const client = useFoyerClient()
  const state = useWatched(client, smsFlow.get, smsFlow.watch)
  const callbacks = useLatest(parameters)
  const report = useReport(callbacks)
  return {
    state,
    sendCode: useCallback((p) => report(() => sendSmsCode(client, p)), [client, report]),
    loginWithCode: useCallback(
      (p) => report(() => loginWithSmsCode(client, p), (r) => callbacks.current.onComplete?.(r)),
      [client, report, callbacks],
    ),
    unlinkSms: useCallback((p) => report(() => unlinkSms(client, p)), [client, report]),
    reset: useCallback(() => smsFlow.reset(client), [client]),
  }
}
