'use client'
import { emailFlow, loginWithEmailCode, sendEmailCode } from '../core/internal.js'
import { useUpdateAccount, type CodeUpdate, type UseUpdateAccountParameters, type UseUpdateAccountReturnType } from './useUpdateAccount.js'

type SendNewEmail = { newEmail: string; captchaToken?: string }
/** What {@link useUpdateEmail} returns. */
export type UseUpdateEmailReturnType = UseUpdateAccountReturnType<SendNewEmail> & {
  /** Opens the default UI on 'Update email'. */
  updateEmail: () => void
}

const EMAIL_UPDATE: CodeUpdate<SendNewEmail> = {
  method: 'email',
  flow: emailFlow,
  send: (client, { newEmail, captchaToken }) => sendEmailCode(client, { email: newEmail, intent: 'update', captchaToken }),
  submit: loginWithEmailCode,
  alternative: 'useUpdateEmail().sendCode',
}

/** Updating the user's e-mail: headless (sendCode → submitCode) or the 'Update email' screen (`updateEmail()`). */
export function useUpdateEmail(parameters: UseUpdateAccountParameters = {}): UseUpdateEmailReturnType {
  const update = useUpdateAccount(EMAIL_UPDATE, parameters)
  return { ...update, updateEmail: update.open }
}
