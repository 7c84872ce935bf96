'use client'
import type { MfaMethod } from '../../../../hooks/index.js'
import { passkeyFactorUi } from './passkey.js'
import { smsFactorUi } from './sms.js'
import { totpFactorUi } from './totp.js'
import type { MfaFactorUi } from './types.js'

export type { MfaFactorUi } from './types.js'

/** Every MFA factor's UI, in the order the prompt and the enrolment manager list them. */
export const MFA_FACTORS_UI: readonly MfaFactorUi[] = [totpFactorUi, smsFactorUi, passkeyFactorUi]

/** The UI of a factor. */
export const mfaFactorUi = (method: MfaMethod): MfaFactorUi => MFA_FACTORS_UI.find((factor) => factor.method === method)!
