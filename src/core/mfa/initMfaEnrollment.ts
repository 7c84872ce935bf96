import type { FoyerClient } from '../client/types.js'
import { MFA_API_PATHS } from '../constants.js'
import type { FoyerError } from '../errors/base.js'
import { InvalidPhoneNumberError, UnsupportedMfaMethodError } from '../errors/client.js'
import type { TotpEnrollment } from '../machines/mfaEnrollmentFlow.js'
import type { WireTotpEnrollment } from '../types/mfa.js'
import { isValidPhone, toE164 } from '../methods/sms/phoneInput.js'
import { dispatchMfaEnrollment } from './session.js'
import { runEnrollmentStep } from './enrollment.js'
import { requestWithMfa } from './withMfa.js'

export type InitMfaEnrollmentParameters = { method: 'sms'; phoneNumber: string } | { method: 'totp' }
export type InitMfaEnrollmentReturnType = { method: 'sms'; phoneNumber: string } | ({ method: 'totp' } & TotpEnrollment)
export type InitMfaEnrollmentErrorType = FoyerError

/**
 * Starts enrolling a method: sms sends a code to the number (POST
 * /api/v1/mfa/passwordless_sms/init { action: 'enroll', phone_number }); totp creates a secret
 * (POST /api/v1/mfa/totp/init → { auth_url, secret }: scan the QR code of `authUrl` or type
 * `secret`). Then `submitMfaEnrollment` with the code. Passkeys need no init.
 */
export async function initMfaEnrollment(
  client: FoyerClient,
  parameters: InitMfaEnrollmentParameters,
): Promise<InitMfaEnrollmentReturnType> {
  const { method } = parameters
  if (method === 'sms') {
    const raw = String(parameters.phoneNumber ?? '').trim()
    if (!isValidPhone(raw)) throw new InvalidPhoneNumberError()
    const phoneNumber = toE164(raw)!
    return runEnrollmentStep(client, { type: 'init', method, phoneNumber }, async () => {
      await requestWithMfa(client, MFA_API_PATHS.smsInit, { body: { action: 'enroll', phone_number: phoneNumber }, kind: 'auth' })
      dispatchMfaEnrollment(client, { type: 'initialized', at: client.now() })
      return { method, phoneNumber }
    })
  }
  if (method === 'totp') {
    return runEnrollmentStep(client, { type: 'init', method }, async () => {
      const wire = await requestWithMfa<WireTotpEnrollment>(client, MFA_API_PATHS.totpInit, { body: {}, kind: 'auth' })
      const totp = { authUrl: wire.auth_url, secret: wire.secret }
      dispatchMfaEnrollment(client, { type: 'initialized', at: client.now(), totp })
      return { method, ...totp }
    })
  }
  throw new UnsupportedMfaMethodError(method)
}
