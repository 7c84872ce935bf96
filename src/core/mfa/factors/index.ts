import { passkeyFactor, type PasskeyFactorInitErrorType } from './passkey.js'
import { smsFactor, type SmsFactorInitErrorType } from './sms.js'
import { totpFactor } from './totp.js'
import type { MfaFactor } from './factor.js'

export type { MfaFactor, MfaEnrollmentTools } from './factor.js'

/** What preparing a verification of any factor (its `init`) throws; the authenticator app's needs nothing. */
export type MfaFactorInitErrorType = PasskeyFactorInitErrorType | SmsFactorInitErrorType

/**
 * Every MFA factor, in the order the prompt lists them (a new factor: its file here and one row).
 * The verification wait and the enrolment actions read them.
 */
export const MFA_FACTORS: readonly MfaFactor[] = [totpFactor, smsFactor, passkeyFactor]
