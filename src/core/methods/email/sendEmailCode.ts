import type { FoyerClient } from '../../client/types.js'
import { API_PATHS } from '../../constants.js'
import type { FoyerError } from '../../errors/base.js'
import type { CodeFlowEvent } from '../../machines/codeFlow.js'
import { dispatchCodeFlow, sendCodeThrough } from '../../steps/codeLogin.js'
import type { AuthIntent } from '../../steps/intent.js'
import { emailFlow } from './flow.js'
import { getCaptchaToken } from '../../captcha/getCaptchaToken.js'
import { EMAIL_CHANNEL } from './channel.js'

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

export const dispatchEmailFlow = (client: FoyerClient, event: CodeFlowEvent) => dispatchCodeFlow(client, emailFlow.atom, event)

/** Sends a one-time code to an e-mail address (POST /api/v1/passwordless/init). */
export async function sendEmailCode(
  client: FoyerClient,
  { email, disableSignup = false, intent = 'login', captchaToken }: SendEmailCodeParameters,
): Promise<SendEmailCodeReturnType> {
  const address = await sendCodeThrough(client, EMAIL_CHANNEL, {
    destination: email,
    intent,
    disableSignup,
    request: async (address) =>
      client.http.request(API_PATHS.passwordlessInit, { method: 'POST', body: { email: address, token: captchaToken ?? (await getCaptchaToken(client)) } }),
  })
  return { email: address }
}
