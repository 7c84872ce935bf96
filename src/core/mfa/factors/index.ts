import { passkeyFactor } from './passkey.js'
import { smsFactor } from './sms.js'
import { totpFactor } from './totp.js'
import type { MfaFactor } from './factor.js'

export type { MfaFactor, MfaEnrollmentTools } from './factor.js'

/**
 * Every MFA factor, in the order the prompt lists them (a new factor: its file here and one row).
 * The verification wait and the enrolment actions read them.
 */
export const MFA_FACTORS: readonly MfaFactor[] = [totpFactor, smsFactor, passkeyFactor]
