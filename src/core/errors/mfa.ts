import { FoyerError, walk } from './base.js'
import type { ErrorCode } from './codes.js'

const hasCode = (codes: readonly ErrorCode[]) => (error: unknown): boolean =>
  walk(error, (e) => (codes as readonly unknown[]).includes((e as { code?: unknown } | null)?.code)) !== null

/** The server wants an MFA verification first (`missing_or_invalid_mfa`, `expired_or_invalid_mfa_token`). */
export const errorIndicatesMfaRequired = hasCode(['missing_or_invalid_mfa', 'expired_or_invalid_mfa_token'])
/** A wait for an MFA code (or the whole operation) timed out: 'Timed out waiting for MFA code'. */
export const errorIndicatesMfaTimeout = hasCode(['mfa_timeout'])
/** Every attempt failed: 'Max MFA verification attempts reached'. */
export const errorIndicatesMfaMaxAttempts = hasCode(['mfa_verification_max_attempts_reached'])
/** One verification failed and the wait asks again: 'MFA verification failed, retry.'. */
export const errorIndicatesMfaVerificationFailed = hasCode(['mfa_verification_failed'])
/** The user canceled the verification: 'MFA canceled'. */
export const errorIndicatesMfaCanceled = hasCode(['mfa_canceled'])

/** The MFA prompt's error kinds (the default UI shows the text of each). */
export const MFA_ERROR_KINDS = ['invalidCode', 'timeout', 'maxAttempts', 'canceled', 'passkey', 'tooManyRequests', 'generic', 'unknown'] as const
/** A kind of MFA error (one of {@link MFA_ERROR_KINDS}). */
export type MfaErrorKind = (typeof MFA_ERROR_KINDS)[number]

/**
 * Which MFA message an error shows: a wrong code 'The code you entered is not valid'
 * (non-blocking), the time-out and max-attempts texts (blocking), 'Verification canceled', a
 * passkey prompt's refusal, else 'Something went wrong.' (a kit error) or 'Unknown error'.
 */
export function mfaErrorKind(error: unknown): MfaErrorKind {
  if (errorIndicatesMfaTimeout(error)) return 'timeout'
  if (errorIndicatesMfaMaxAttempts(error)) return 'maxAttempts'
  if (errorIndicatesMfaCanceled(error)) return 'canceled'
  if (hasCode(['passkey_not_allowed'])(error)) return 'passkey'
  // A TOTP code used before (token_already_used) is shown as the wrong code it now is.
  if (hasCode(['invalid_credentials', 'invalid_mfa_code', 'token_already_used'])(error)) return 'invalidCode'
  if (hasCode(['too_many_requests'])(error)) return 'tooManyRequests'
  return error instanceof FoyerError ? 'generic' : 'unknown'
}
