import type { FoyerClient } from '../client/types.js'
import { MFA_API_PATHS } from '../constants.js'
import type { ApiError } from '../errors/api.js'
import type { MfaEnrollmentTokenError, UnsupportedMfaMethodError } from '../errors/client.js'
import type { MfaMethod, User } from '../types/user.js'
import { assertMfaMethod } from './session.js'
import { postEnrollment, runEnrollmentStep } from './enrollment.js'

/** The parameters of {@link unenrollMfa}. */
export type UnenrollMfaParameters = { method: MfaMethod }
/** What {@link unenrollMfa} returns. */
export type UnenrollMfaReturnType = User
/** The errors {@link unenrollMfa} can throw or reject with. */
export type UnenrollMfaErrorType = UnsupportedMfaMethodError | MfaEnrollmentTokenError | ApiError

/**
 * Removes an MFA factor (POST /api/v1/mfa/unenroll { method }; what that means for each factor is
 * in its own file). Needs a prior verification (the 'auth' prompt).
 */
export async function unenrollMfa(client: FoyerClient, { method }: UnenrollMfaParameters): Promise<UnenrollMfaReturnType> {
  assertMfaMethod(method)
  return runEnrollmentStep(client, { type: 'remove', method }, () => postEnrollment(client, MFA_API_PATHS.unenroll, { method }))
}
