import type { FoyerClient } from '../../client.js'
import { API_PATHS } from '../../constants.js'
import type { FoyerError } from '../../errors/base.js'
import { transitionCodeFlow, type CodeFlowEvent } from '../../flows/codeFlow.js'
import { assertIntentAllowed, runAuthStep, type AuthIntent } from '../../flows/intent.js'
import { appConfigAtom, emailFlowAtom } from '../../state.js'
import { MustBeAuthenticatedError } from '../../errors/client.js'
import { getUser } from '../../watch.js'
import { validateEmail } from './validation.js'

export type SendEmailCodeParameters = {
  email: string
  /** Only existing users may log in (the server answers user_does_not_exist otherwise). */
  disableSignup?: boolean | undefined
  /** login (default), link, update (code goes to the new address) or connect-or-create. */
  intent?: AuthIntent | undefined
  /** A captcha token, when the app has captcha enabled. */
  captchaToken?: string | undefined
}
export type SendEmailCodeReturnType = { email: string }
export type SendEmailCodeErrorType = FoyerError

export const dispatchEmailFlow = (client: FoyerClient, event: CodeFlowEvent) =>
  client.store.set(emailFlowAtom, transitionCodeFlow(client.store.get(emailFlowAtom), event))

/** Sends a one-time code to an e-mail address (POST /api/v1/passwordless/init). */
export async function sendEmailCode(
  client: FoyerClient,
  { email, disableSignup = false, intent = 'login', captchaToken }: SendEmailCodeParameters,
): Promise<SendEmailCodeReturnType> {
  return runAuthStep(client, { method: 'email', intent }, async () => {
    assertIntentAllowed(client, intent)
    dispatchEmailFlow(client, { type: 'send', destination: String(email ?? '').trim(), intent, disableSignup })
    try {
      const disablePlusEmails = client.store.get(appConfigAtom)?.disablePlusEmails ?? false
      const address = validateEmail(email, { disablePlusEmails })
      if (intent === 'update' && !getUser(client)?.email) {
        throw new MustBeAuthenticatedError({ details: 'Updating an e-mail needs a user who already has one' })
      }
      await client.http.request(API_PATHS.passwordlessInit, { method: 'POST', body: { email: address, token: captchaToken } })
      dispatchEmailFlow(client, { type: 'sent', at: client.now() })
      return { email: address }
    } catch (error) {
      dispatchEmailFlow(client, { type: 'failed', error: error as FoyerError })
      throw error
    }
  })
}
