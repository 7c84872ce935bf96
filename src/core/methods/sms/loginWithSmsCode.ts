import type { FoyerClient } from '../../client/types.js'
import { userValue } from '../../client/session/state.js'
import type { ApiError } from '../../errors/api.js'
import type {
  InvalidCodeLengthError, MissingAccessTokenError, NetworkError, NoAuthFlowError, NonNumericCodeError, NoUserReturnedError,
  RequestTimeoutError,
} from '../../errors/client.js'
import { completeLogin } from '../../steps/authenticate.js'
import { submitOneTimeCode } from '../../steps/oneTimeCode.js'
import type { AuthResult } from '../../types/auth.js'
import type { WireTokenResponse } from '../../types/tokens.js'
import type { LinkedAccount } from '../../types/user.js'
import { SMS_PATHS } from './constants.js'
import { PhoneAndCodeRequiredError } from './errors.js'
import { smsFlow } from './flow.js'
import { linkSms } from './linkSms.js'
import { updateSms } from './updateSms.js'

/** The parameters of {@link loginWithSmsCode}. */
export type LoginWithSmsCodeParameters = { code: string }
/** What {@link loginWithSmsCode} returns. */
export type LoginWithSmsCodeReturnType = AuthResult
/** The errors {@link loginWithSmsCode} can throw or reject with. */
export type LoginWithSmsCodeErrorType =
  | PhoneAndCodeRequiredError
  | NoAuthFlowError
  | NonNumericCodeError
  | InvalidCodeLengthError
  | NoUserReturnedError
  | MissingAccessTokenError
  | NetworkError
  | RequestTimeoutError
  | ApiError

const digits = (value: unknown) => String(value ?? '').replace(/\D/g, '')

/** Whether a linked account is the phone `number` (compared by digits, formatting ignored). */
const isPhoneAccount = (number: string) => (a: LinkedAccount) => a.type === 'phone' && digits(a.number) === digits(number)

/**
 * Submits the code sent by `sendSmsCode`. Without a session it authenticates (login or sign-up,
 * or no-signup); with one it links the number; in an update flow it replaces the user's number.
 * 'Phone number and SMS code must be set before authenticating' when either is missing.
 * Statuses: submitting-code → done (with the result) | error.
 */
export function loginWithSmsCode(client: FoyerClient, { code }: LoginWithSmsCodeParameters): Promise<LoginWithSmsCodeReturnType> {
  const require = (phoneNumber: string | null, typed: string) => {
    if (!phoneNumber || !String(typed ?? '').trim()) throw new PhoneAndCodeRequiredError()
  }
  return submitOneTimeCode(client, { method: 'sms', flow: smsFlow, code, require }, ({ destination: phoneNumber, code, intent, disableSignup }) =>
    completeLogin(client, {
      method: 'sms',
      intent,
      disableSignup,
      account: isPhoneAccount(phoneNumber),
      authenticate: (mode) =>
        client.http.request<WireTokenResponse>(SMS_PATHS.authenticate, { method: 'POST', body: { phoneNumber, code, mode }, auth: 'none' }),
      link: () => linkSms(client, { phoneNumber, code }),
      update: () => updateSms(client, { oldPhoneNumber: userValue.get(client)?.phone?.number ?? '', newPhoneNumber: phoneNumber, code }),
    }),
  )
}
