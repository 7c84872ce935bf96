import type { FoyerClient } from '../../client/types.js'
import { appConfigValue } from '../../client/appConfig.js'
import { userValue } from '../../client/session/state.js'
import type { ApiError } from '../../errors/api.js'
import {
  MustBeAuthenticatedError,
  type AlreadyAuthenticatedError, type CaptchaFailedError, type CaptchaNotRenderedError, type CaptchaTimeoutError,
  type NetworkError, type RequestTimeoutError, type UnknownAuthIntentError, type UserExitedFlowError,
} from '../../errors/client.js'
import { sendOneTimeCode } from '../../steps/oneTimeCode.js'
import type { AuthIntent } from '../../steps/intent.js'
import { getCaptchaToken } from '../../captcha/getCaptchaToken.js'
import { EMAIL_PATHS } from './constants.js'
import type { DisallowedPlusEmailError, InvalidEmailError } from './errors.js'
import { emailFlow } from './flow.js'
import { validateEmail } from './validation.js'

/** The parameters of {@link sendEmailCode}. */
export type SendEmailCodeParameters = {
  email: string
  /** Only existing users may log in (the server answers user_does_not_exist otherwise). */
  disableSignup?: boolean | undefined
  /** login (default), link, update (code goes to the new address) or connect-or-create. */
  intent?: AuthIntent | undefined
  /** A captcha token, when the app has captcha enabled. */
  captchaToken?: string | undefined
}
/** What {@link sendEmailCode} returns. */
export type SendEmailCodeReturnType = { email: string }
/** The errors {@link sendEmailCode} can throw or reject with. */
export type SendEmailCodeErrorType =
  | InvalidEmailError
  | DisallowedPlusEmailError
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
 * Sends a one-time code to an e-mail address (POST /api/v1/passwordless/init), as a new run of
 * the e-mail flow: sending-code → awaiting-code-input, or error. An update needs a user who
 * already has an e-mail.
 */
export async function sendEmailCode(
  client: FoyerClient,
  { email, disableSignup = false, intent = 'login', captchaToken }: SendEmailCodeParameters,
): Promise<SendEmailCodeReturnType> {
  const address = await sendOneTimeCode(client, {
    method: 'email',
    flow: emailFlow,
    destination: String(email ?? '').trim(),
    intent,
    disableSignup,
    validate: (destination) => {
      const checked = validateEmail(destination, { disablePlusEmails: appConfigValue.get(client)?.disablePlusEmails ?? false })
      if (intent === 'update' && !userValue.get(client)?.email) {
        throw new MustBeAuthenticatedError({ details: 'Updating an e-mail needs a user who already has one' })
      }
      return checked
    },
    send: async (destination) =>
      client.http.request(EMAIL_PATHS.init, { method: 'POST', body: { email: destination, token: captchaToken ?? (await getCaptchaToken(client)) } }),
  })
  return { email: address }
}
