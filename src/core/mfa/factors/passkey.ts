import type { AuthenticationResponseJSON } from '@simplewebauthn/browser'
import type { FoyerClient } from '../../client/types.js'
import type { HttpRequestErrorType } from '../../client/http/client.js'
import type { RequireAccessTokenErrorType } from '../../client/session/getAccessToken.js'
import type { PasskeyIpAddressError, PasskeyUnknownError } from '../../methods/passkey/errors.js'
import { InvalidAuthenticatorResponseError, UnsupportedMfaMethodError } from '../../errors/client.js'
import { toRequestOptionsJSON, toWireAuthenticationResponse, type WirePasskeyRequestOptions } from '../../methods/passkey/convert.js'
import { linkWithPasskey } from '../../methods/passkey/linkWithPasskey.js'
import { relyingParty } from '../../methods/passkey/webauthn.js'
import { postVerification, type MfaFactor } from './factor.js'

/** The passkey factor's MFA routes. */
export const PASSKEY_MFA_PATHS = {
  init: '/api/v1/mfa/passkeys/init',
  enroll: '/api/v1/mfa/passkeys/enroll',
  verify: '/api/v1/mfa/passkeys/verify',
} as const

/**
 * What preparing a passkey verification throws: the request options' request, and the relying
 * party (a page without a host name, or opened by an IP address).
 */
export type PasskeyFactorInitErrorType = RequireAccessTokenErrorType | HttpRequestErrorType | PasskeyUnknownError | PasskeyIpAddressError

/** The challenge of the request options a verification asked for, until its assertion is sent. */
const challenges = new WeakMap<FoyerClient, string>()

/** A passkey assertion as a submission: an object with the credential `id` and its `response`. */
const isAssertion = (value: unknown): value is AuthenticationResponseJSON =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string' &&
  typeof (value as { response?: unknown }).response === 'object' && (value as { response?: unknown }).response !== null

/** Adds a new passkey to the user (the passkey link ceremony); answers its credential id. */
async function registerNewPasskey(client: FoyerClient): Promise<string> {
  const result = await linkWithPasskey(client)
  const account = result.linkedAccount as { credentialId?: string } | null
  if (!account?.credentialId) throw new UnsupportedMfaMethodError('passkey', { details: 'The new passkey was not returned' })
  return account.credentialId
}

/**
 * A passkey enrolled in MFA: verifying asks for request options (POST /api/v1/mfa/passkeys/init →
 * rp_id, challenge, allow_credentials, timeout, user_verification), then sends the browser's
 * assertion ('Invalid authenticator response' without one). Enrolling marks linked passkeys
 * `enrolledInMfa` (registering a new one when none is given); it has no init step. Removing it
 * un-enrols every passkey (they stay linked).
 */
export const passkeyFactor: MfaFactor = {
  method: 'passkey',
  init: async (client) => {
    const { options } = await client.http.request<{ options: WirePasskeyRequestOptions }>(PASSKEY_MFA_PATHS.init, {
      method: 'POST',
      body: { relying_party: relyingParty(client) },
      auth: 'required',
    })
    challenges.set(client, options.challenge)
    return { method: 'passkey', options: toRequestOptionsJSON(options) }
  },
  toSubmission: (parameters) => {
    const response = (parameters as { response?: unknown }).response
    if (!isAssertion(response)) throw new InvalidAuthenticatorResponseError()
    return { method: 'passkey', response }
  },
  verify: (client, submission) => {
    const challenge = challenges.get(client)
    challenges.delete(client)
    return postVerification(client, PASSKEY_MFA_PATHS.verify, {
      relying_party: relyingParty(client),
      challenge,
      authenticator_response: toWireAuthenticationResponse((submission as { response: AuthenticationResponseJSON }).response),
    })
  },
  submitEnrollment: (client, parameters, { step, finish }) =>
    step({ type: 'submit', method: 'passkey', withoutInit: true }, async () => {
      const given = (parameters as { credentialIds?: string[] | undefined }).credentialIds
      const ids = given?.length ? given : [await registerNewPasskey(client)]
      return finish(PASSKEY_MFA_PATHS.enroll, { credential_ids: ids })
    }),
}
