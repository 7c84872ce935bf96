import type { FoyerClient } from '../client/types.js'
import { MFA_API_PATHS } from '../constants.js'
import type { FoyerError } from '../errors/base.js'
import { UnsupportedMfaMethodError } from '../errors/client.js'
import type { User } from '../types/user.js'
import { mfaEnrollmentFlow } from './state.js'
import { linkWithPasskey } from '../methods/passkey/linkWithPasskey.js'
import { toMfaSubmission } from './submitMfa.js'
import { postEnrollment, runEnrollmentStep } from './enrollment.js'

export type SubmitMfaEnrollmentParameters =
  | { method: 'sms' | 'totp'; code: string }
  /** Marks these linked passkeys as MFA methods; without ids, registers a new passkey first and enrols it. */
  | { method: 'passkey'; credentialIds?: string[] | undefined }
export type SubmitMfaEnrollmentReturnType = User
export type SubmitMfaEnrollmentErrorType = FoyerError

/**
 * Finishes an enrolment: sms verifies the code sent by `initMfaEnrollment` (→ added), totp checks
 * a code of the new secret, passkey marks linked passkeys `enrolledInMfa` (registering a new one
 * when none is given). Answers the user with the method in `mfaMethods`.
 */
export async function submitMfaEnrollment(
  client: FoyerClient,
  parameters: SubmitMfaEnrollmentParameters,
): Promise<SubmitMfaEnrollmentReturnType> {
  const { method } = parameters
  if (method === 'passkey') {
    return runEnrollmentStep(client, { type: 'submit', method }, async () => {
      const ids = parameters.credentialIds?.length
        ? parameters.credentialIds
        : [await registerNewPasskey(client)]
      return postEnrollment(client, MFA_API_PATHS.passkeysEnroll, { credential_ids: ids })
    })
  }
  if (method !== 'sms' && method !== 'totp') throw new UnsupportedMfaMethodError(method)
  const { code } = toMfaSubmission({ method, code: (parameters as { code: string }).code }) as { code: string }
  return runEnrollmentStep(client, { type: 'submit', method }, () => {
    if (method === 'totp') return postEnrollment(client, MFA_API_PATHS.totpEnroll, { code })
    const phoneNumber = mfaEnrollmentFlow.get(client).phoneNumber
    return postEnrollment(client, MFA_API_PATHS.smsEnroll, { phone_number: phoneNumber, code })
  })
}

/** Adds a new passkey to the user (the passkey link flow); answers its credential id. */
async function registerNewPasskey(client: FoyerClient): Promise<string> {
  const result = await linkWithPasskey(client)
  const account = result.linkedAccount as { credentialId?: string } | null
  if (!account?.credentialId) throw new UnsupportedMfaMethodError('passkey', { details: 'The new passkey was not returned' })
  return account.credentialId
}
