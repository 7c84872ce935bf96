'use client'
import { smsFlow, loginWithSmsCode, sendSmsCode } from '../core/internal.js'
import { useUpdateAccount, type CodeUpdate, type UseUpdateAccountParameters, type UseUpdateAccountReturnType } from './useUpdateAccount.js'

type SendNewPhoneNumber = { newPhoneNumber: string; captchaToken?: string }
/** What {@link useUpdatePhone} returns. */
export type UseUpdatePhoneReturnType = UseUpdateAccountReturnType<SendNewPhoneNumber> & {
  /** Opens the default UI on 'Update phone'. */
  updatePhone: () => void
}

const PHONE_UPDATE: CodeUpdate<SendNewPhoneNumber> = {
  method: 'sms',
  flow: smsFlow,
  send: (client, { newPhoneNumber, captchaToken }) => sendSmsCode(client, { phoneNumber: newPhoneNumber, intent: 'update', captchaToken }),
  submit: loginWithSmsCode,
  alternative: 'useUpdatePhone().sendCode',
}

/** Updating the user's phone: headless (sendCode → submitCode) or the 'Update phone' screen (`updatePhone()`). */
export function useUpdatePhone(parameters: UseUpdateAccountParameters = {}): UseUpdatePhoneReturnType {
  const update = useUpdateAccount(PHONE_UPDATE, parameters)
  return { ...update, updatePhone: update.open }
}
