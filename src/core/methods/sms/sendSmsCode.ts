import type { FoyerClient } from '../../client/types.js'
import { API_PATHS } from '../../constants.js'
import type { FoyerError } from '../../errors/base.js'
import { sendCodeThrough } from '../../steps/codeLogin.js'
import type { AuthIntent } from '../../steps/intent.js'
import { getCaptchaToken } from '../../captcha/getCaptchaToken.js'
import { SMS_CHANNEL } from './channel.js'

export type SendSmsCodeParameters = {
  /** E.164 ('+12015550123'), or a national number read in the app's default country. */
  phoneNumber: string
  /** Only existing users may log in (the server answers user_does_not_exist otherwise). */
  disableSignup?: boolean | undefined
  /** login (default), link, update (code goes to the new number) or connect-or-create. */
  intent?: AuthIntent | undefined
  /** A captcha token, when the app has captcha enabled. */
  captchaToken?: string | undefined
}
export type SendSmsCodeReturnType = { phoneNumber: string }
export type SendSmsCodeErrorType = FoyerError

/** Sends a one-time code by SMS (POST /api/v1/passwordless_sms/init). */
export async function sendSmsCode(
  client: FoyerClient,
  { phoneNumber, disableSignup = false, intent = 'login', captchaToken }: SendSmsCodeParameters,
): Promise<SendSmsCodeReturnType> {
  const number = await sendCodeThrough(client, SMS_CHANNEL, {
    destination: phoneNumber,
    intent,
    disableSignup,
    request: async (number) =>
      client.http.request(API_PATHS.smsInit, { method: 'POST', body: { phoneNumber: number, token: captchaToken ?? (await getCaptchaToken(client)) } }),
  })
  return { phoneNumber: number }
}
