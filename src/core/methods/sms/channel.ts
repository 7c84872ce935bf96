import { API_PATHS } from '../../constants.js'
import { InvalidPhoneNumberError, PhoneAndCodeRequiredError } from '../../errors/client.js'
import type { CodeChannel } from '../../steps/codeLogin.js'
import { smsFlow } from './flow.js'
import type { WireTokenResponse } from '../../types/tokens.js'
import type { LinkedAccount } from '../../types/user.js'
import { normalizeCode } from '../email/validation.js'
import { linkSms } from './linkSms.js'
import { defaultPhoneCountry, isValidPhone, toE164 } from './phoneInput.js'
import { updateSms } from './updateSms.js'
import { appConfigValue } from '../../client/appConfig.js'

const digits = (value: unknown) => String(value ?? '').replace(/\D/g, '')

/** Whether a linked account is the phone `number` (compared by digits, formatting ignored). */
export const isPhoneAccount = (number: string) => (a: LinkedAccount) =>
  a.type === 'phone' && digits(a.number) === digits(number)

/** SMS as a channel of the shared code-login machinery (src/core/flows/codeLogin.ts). */
export const SMS_CHANNEL: CodeChannel = {
  method: 'sms',
  atom: smsFlow.atom,
  // A national number is read in the app's default country; the flow keeps the E.164 form.
  normalize: (client, raw) => toE164(raw, defaultPhoneCountry(appConfigValue.get(client))) ?? raw,
  validate: (_, number) => {
    if (!number.startsWith('+') || !isValidPhone(number)) throw new InvalidPhoneNumberError()
    return number
  },
  current: (user) => user?.phone?.number,
  updateNeeds: 'Updating a phone number needs a user who already has one',
  account: isPhoneAccount,
  requireSubmission: (phoneNumber, code) => {
    if (!phoneNumber || !String(code ?? '').trim()) throw new PhoneAndCodeRequiredError()
  },
  normalizeCode,
  authenticate: (client, { destination: phoneNumber, code, mode }) =>
    client.http.request<WireTokenResponse>(API_PATHS.smsAuthenticate, {
      method: 'POST',
      body: { phoneNumber, code, mode },
      auth: 'none',
    }),
  link: (client, { destination: phoneNumber, code }) => linkSms(client, { phoneNumber, code }),
  update: (client, { oldDestination: oldPhoneNumber, newDestination: newPhoneNumber, code }) =>
    updateSms(client, { oldPhoneNumber, newPhoneNumber, code }),
}
