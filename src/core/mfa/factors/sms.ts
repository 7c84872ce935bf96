import type { HttpRequestErrorType } from '../../client/http/client.js'
import type { RequireAccessTokenErrorType } from '../../client/session/getAccessToken.js'
import { InvalidPhoneNumberError } from '../../errors/client.js'
import { mfaEnrollmentFlow } from '../state.js'
import { codeOf, postVerification, type MfaFactor } from './factor.js'

/** The SMS factor's MFA routes. */
export const SMS_MFA_PATHS = {
  init: '/api/v1/mfa/passwordless_sms/init',
  enroll: '/api/v1/mfa/passwordless_sms/enroll',
  verify: '/api/v1/mfa/passwordless_sms/verify',
} as const

/** What preparing an SMS verification throws: the request that texts the code. */
export type SmsFactorInitErrorType = RequireAccessTokenErrorType | HttpRequestErrorType

/**
 * A code texted to the user's MFA phone: verifying sends it first (POST
 * /api/v1/mfa/passwordless_sms/init { action: 'verify' }); enrolling sends one to the new number
 * ({ action: 'enroll', phone_number }) and verifies it (→ added).
 */
export const smsFactor: MfaFactor = {
  method: 'sms',
  init: async (client) => {
    await client.http.request(SMS_MFA_PATHS.init, { method: 'POST', body: { action: 'verify' }, auth: 'required' })
    return { method: 'sms', codeSentAt: client.now() }
  },
  toSubmission: (parameters) => ({ method: 'sms', code: codeOf(parameters as { code?: unknown }) }),
  verify: (client, submission) => postVerification(client, SMS_MFA_PATHS.verify, { code: (submission as { code: string }).code }),
  initEnrollment: async (client, parameters, { step, request, dispatch }) => {
    const raw = String((parameters as { phoneNumber?: unknown }).phoneNumber ?? '').trim()
    // The phone-number metadata loads when a number is enrolled, not with the MFA hooks.
    const { isValidPhone, toE164 } = await import('../../methods/sms/phoneInput.js')
    if (!isValidPhone(raw)) throw new InvalidPhoneNumberError()
    const phoneNumber = toE164(raw)!
    return step({ type: 'init', method: 'sms', phoneNumber }, async () => {
      await request(SMS_MFA_PATHS.init, { action: 'enroll', phone_number: phoneNumber })
      dispatch({ type: 'initialized', codeSentAt: client.now() })
      return { method: 'sms', phoneNumber }
    })
  },
  submitEnrollment: (client, parameters, { step, finish }) => {
    const code = codeOf(parameters as { code?: unknown })
    return step({ type: 'submit', method: 'sms' }, () =>
      finish(SMS_MFA_PATHS.enroll, { phone_number: mfaEnrollmentFlow.get(client).phoneNumber, code }),
    )
  },
}
