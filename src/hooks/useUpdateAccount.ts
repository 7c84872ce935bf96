'use client'
import { useCallback } from 'react'
import { emailFlow, smsFlow, loginWithEmailCode, loginWithSmsCode, openUi, sendEmailCode, sendSmsCode, type AuthResult, type CodeFlowState, type FoyerClient, type FoyerError } from '../core/index.js'
import { useFoyerClient } from './context.js'
import { useLatest, useReport, useWatched } from './internal.js'
import { useUiFlowCallbacks } from './uiFlowCallbacks.js'

export type UseUpdateAccountParameters = {
  /** Once the account is updated (headless `submitCode`, or the UI's update flow). */
  onSuccess?: ((result: AuthResult) => void) | undefined
  /** A failure; from the UI: once, when the user leaves (last error, else USER_EXITED_UPDATE_FLOW). */
  onError?: ((error: FoyerError) => void) | undefined
}
type UpdateReturn<Send> = {
  /** status: initial | sending-code | awaiting-code-input | submitting-code | done | error (intent 'update'). */
  state: CodeFlowState
  /** Headless: sends a code to the new destination (the user must already have one). */
  sendCode: (parameters: Send) => Promise<unknown>
  /** Headless: submits the code; replaces the user's current e-mail / phone. */
  submitCode: (parameters: { code: string }) => Promise<AuthResult>
  /** Opens the default UI on the update screen. */
  open: () => void
}
export type UseUpdateEmailReturnType = UpdateReturn<{ newEmail: string; captchaToken?: string }> & { updateEmail: () => void }
export type UseUpdatePhoneReturnType = UpdateReturn<{ newPhoneNumber: string; captchaToken?: string }> & { updatePhone: () => void }

type CodeUpdateChannel<Send> = {
  method: 'email' | 'sms'
  get: typeof emailFlow.get
  watch: typeof emailFlow.watch
  send: (client: FoyerClient, parameters: Send) => Promise<unknown>
  submit: (client: FoyerClient, parameters: { code: string }) => Promise<AuthResult>
  alternative: string
}

/** The update hooks differ only in their channel: the e-mail or the SMS code flow. */
function useCodeUpdate<Send>(channel: CodeUpdateChannel<Send>, parameters: UseUpdateAccountParameters): UpdateReturn<Send> {
  const client = useFoyerClient()
  useUiFlowCallbacks(['update'], parameters)
  const callbacks = useLatest({ onComplete: parameters.onSuccess, onError: parameters.onError })
  const report = useReport(callbacks)
  const { method, send, submit, alternative } = channel
  return {
    state: useWatched(client, channel.get, channel.watch),
    sendCode: useCallback((p: Send) => report(() => send(client, p)), [client, report, send]),
    submitCode: useCallback((p) => report(() => submit(client, p), (r) => callbacks.current.onComplete?.(r)), [client, report, submit, callbacks]),
    open: useCallback(() => openUi(client, { screen: 'update', method }, alternative), [client, method, alternative]),
  }
}

const EMAIL_UPDATE: CodeUpdateChannel<{ newEmail: string; captchaToken?: string }> = {
  method: 'email',
  get: emailFlow.get,
  watch: emailFlow.watch,
  send: (client, { newEmail, captchaToken }) => sendEmailCode(client, { email: newEmail, intent: 'update', captchaToken }),
  submit: loginWithEmailCode,
  alternative: 'useUpdateEmail().sendCode',
}
const PHONE_UPDATE: CodeUpdateChannel<{ newPhoneNumber: string; captchaToken?: string }> = {
  method: 'sms',
  get: smsFlow.get,
  watch: smsFlow.watch,
  send: (client, { newPhoneNumber, captchaToken }) => sendSmsCode(client, { phoneNumber: newPhoneNumber, intent: 'update', captchaToken }),
  submit: loginWithSmsCode,
  alternative: 'useUpdatePhone().sendCode',
}

/** Updating the user's e-mail: headless (sendCode → submitCode) or the 'Update email' screen (`updateEmail()`). */
export function useUpdateEmail(parameters: UseUpdateAccountParameters = {}): UseUpdateEmailReturnType {
  const update = useCodeUpdate(EMAIL_UPDATE, parameters)
  return { ...update, updateEmail: update.open }
}

/** Updating the user's phone: headless (sendCode → submitCode) or the 'Update phone' screen (`updatePhone()`). */
export function useUpdatePhone(parameters: UseUpdateAccountParameters = {}): UseUpdatePhoneReturnType {
  const update = useCodeUpdate(PHONE_UPDATE, parameters)
  return { ...update, updatePhone: update.open }
}
