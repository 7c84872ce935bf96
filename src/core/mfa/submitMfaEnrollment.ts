import type { FoyerClient } from '../client/types.js'
import type { ApiError } from '../errors/api.js'
import type { InvalidMfaCodeError, MfaEnrollmentTokenError, UnsupportedMfaMethodError } from '../errors/client.js'
import type { SubmitMfaEnrollmentParameters } from '../types/mfa.js'
import type { User } from '../types/user.js'
import { enrollmentTools } from './enrollment.js'
import { mfaFactor } from './session.js'

export type { SubmitMfaEnrollmentParameters }
/** What {@link submitMfaEnrollment} returns. */
export type SubmitMfaEnrollmentReturnType = User
/** The errors {@link submitMfaEnrollment} can throw or reject with. */
export type SubmitMfaEnrollmentErrorType = InvalidMfaCodeError | UnsupportedMfaMethodError | MfaEnrollmentTokenError | ApiError

/**
 * Finishes an enrolment: for a factor with a first step, its code (the texted code, a code of the
 * new authenticator-app secret); a factor without one is enrolled at once (see the factor's own
 * file). Answers the user with the factor in `mfaMethods`.
 */
export async function submitMfaEnrollment(
  client: FoyerClient,
  parameters: SubmitMfaEnrollmentParameters,
): Promise<SubmitMfaEnrollmentReturnType> {
  return mfaFactor(parameters.method).submitEnrollment(client, parameters, enrollmentTools(client))
}
