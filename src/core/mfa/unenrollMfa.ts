import type { FoyerClient } from '../client/types.js'
import { MFA_API_PATHS } from '../constants.js'
import type { FoyerError } from '../errors/base.js'
import type { MfaMethod, User } from '../types/user.js'
import { assertMfaMethod } from './session.js'
import { postEnrollment, runEnrollmentStep } from './enrollment.js'

export type UnenrollMfaParameters = { method: MfaMethod }
export type UnenrollMfaReturnType = User
export type UnenrollMfaErrorType = FoyerError

/**
 * Removes an MFA method (POST /api/v1/mfa/unenroll { method }); for passkeys, every passkey stops
 * being an MFA method (they stay linked). Needs a prior verification (the 'auth' prompt).
 */
export async function unenrollMfa(client: FoyerClient, { method }: UnenrollMfaParameters): Promise<UnenrollMfaReturnType> {
  assertMfaMethod(method)
  return runEnrollmentStep(client, { type: 'remove', method }, () => postEnrollment(client, MFA_API_PATHS.unenroll, { method }))
}
