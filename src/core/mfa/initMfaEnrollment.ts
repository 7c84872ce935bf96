import type { FoyerClient } from '../client/types.js'
import type { ApiError } from '../errors/api.js'
import { UnsupportedMfaMethodError, type InvalidPhoneNumberError, type MfaEnrollmentTokenError } from '../errors/client.js'
import type { InitMfaEnrollmentParameters, InitMfaEnrollmentReturnType } from '../types/mfa.js'
import { enrollmentTools } from './enrollment.js'
import { MFA_FACTORS } from './factors/index.js'

export type { InitMfaEnrollmentParameters, InitMfaEnrollmentReturnType }
/** The errors {@link initMfaEnrollment} can throw or reject with. */
export type InitMfaEnrollmentErrorType = UnsupportedMfaMethodError | InvalidPhoneNumberError | MfaEnrollmentTokenError | ApiError

/**
 * Starts enrolling a factor that has a first step: a code texted to the number (then
 * `submitMfaEnrollment` with the code), or an authenticator-app secret to scan (`authUrl`) or type
 * (`secret`). A factor without a first step is enrolled by `submitMfaEnrollment` alone; asking it
 * for an init is 'Unsupported MFA method: x'. Changing factors asks for a verification first once
 * the user has one.
 */
export async function initMfaEnrollment(
  client: FoyerClient,
  parameters: InitMfaEnrollmentParameters,
): Promise<InitMfaEnrollmentReturnType> {
  const factor = MFA_FACTORS.find((f) => f.method === parameters.method)
  if (!factor?.initEnrollment) throw new UnsupportedMfaMethodError(parameters.method)
  return factor.initEnrollment(client, parameters, enrollmentTools(client))
}
