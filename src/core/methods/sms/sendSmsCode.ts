import type { FoyerClient } from '../../client/types.js'
import { appConfigValue } from '../../client/appConfig.js'
import { userValue } from '../../client/session/state.js'
import type { ApiError } from '../../errors/api.js'
import {
  InvalidPhoneNumberError, MustBeAuthenticatedError,
  type AlreadyAuthenticatedError, type CaptchaFailedError, type CaptchaNotRenderedError, type CaptchaTimeoutError,
  type NetworkError, type RequestTimeoutError, type UnknownAuthIntentError, type UserExitedFlowError,
} from '../../errors/client.js'
import { sendOneTimeCode } from '../../steps/oneTimeCode.js'
import type { AuthIntent } from '../../steps/intent.js'
import { getCaptchaToken } from '../../captcha/getCaptchaToken.js'
import { SMS_PATHS } from './constants.js'
import { smsFlow } from './flow.js'

/** The parameters of {@link sendSmsCode}. */
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
/** What {@link sendSmsCode} returns. */
export type SendSmsCodeReturnType = { phoneNumber: string }
/** The errors {@link sendSmsCode} can throw or reject with. */
export type SendSmsCodeErrorType =
  | InvalidPhoneNumberError
  | AlreadyAuthenticatedError
  | MustBeAuthenticatedError
  | UnknownAuthIntentError
  | CaptchaFailedError
  | CaptchaNotRenderedError
  | CaptchaTimeoutError
  | UserExitedFlowError
  | NetworkError
  | RequestTimeoutError
  | ApiError

/**
 * Sends a one-time code by SMS (POST /api/v1/passwordless_sms/init), as a new run of the SMS
 * flow: sending-code → awaiting-code-input, or error. A national number is read in the app's
 * default country; the flow keeps the E.164 form. An update needs a user who already has a phone.
 */
export async function sendSmsCode(
  client: FoyerClient,
  { phoneNumber, disableSignup = false, intent = 'login', captchaToken }: SendSmsCodeParameters,
): Promise<SendSmsCodeReturnType> {
  const raw = String(phoneNumber ?? '').trim()
  // The phone-number metadata loads with the first code sent, not with the hooks that can send one.
  const { defaultPhoneCountry, isValidPhone, toE164 } = await import('./phoneInput.js')
  const number = await sendOneTimeCode(client, {
    method: 'sms',
    flow: smsFlow,
    destination: toE164(raw, defaultPhoneCountry(appConfigValue.get(client))) ?? raw,
    intent,
    disableSignup,
    validate: (destination) => {
      if (!destination.startsWith('+') || !isValidPhone(destination)) throw new InvalidPhoneNumberError()
      if (intent === 'update' && !userValue.get(client)?.phone) {
        throw new MustBeAuthenticatedError({ details: 'Updating a phone number needs a user who already has one' })
      }
      return destination
    },
    send: async (destination) =>
      client.http.request(SMS_PATHS.init, { method: 'POST', body: { phoneNumber: destination, token: captchaToken ?? (await getCaptchaToken(client)) } }),
  })
  return { phoneNumber: number }
}
