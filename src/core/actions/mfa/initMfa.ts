import type { FoyerClient } from '../../client.js'
import { MFA_API_PATHS } from '../../constants.js'
import type { FoyerError } from '../../errors/base.js'
import { NoAuthFlowError } from '../../errors/client.js'
import { isMfaPending } from '../../flows/mfaFlow.js'
import type { MfaInitResult } from '../../types/mfa.js'
import type { MfaMethod } from '../../types/user.js'
import { getMfaFlow } from '../../watch.js'
import { toRequestOptionsJSON, type WirePasskeyRequestOptions } from '../passkey/convert.js'
import { relyingParty } from '../passkey/webauthn.js'
import { requireAccessToken } from '../session/getAccessToken.js'
import { assertMfaMethod, dispatchMfaFlow, mfaSession } from './session.js'

export type InitMfaParameters = { method: MfaMethod }
export type InitMfaReturnType = MfaInitResult
export type InitMfaErrorType = FoyerError

/**
 * Prepares a method during a wait: sms sends a code to the user's MFA phone (POST
 * /api/v1/mfa/passwordless_sms/init { action: 'verify' }), passkey asks for request options
 * (POST /api/v1/mfa/passkeys/init → rp_id, challenge, allow_credentials, timeout,
 * user_verification), totp needs nothing. Also selects the method.
 */
export async function initMfa(client: FoyerClient, { method }: InitMfaParameters): Promise<InitMfaReturnType> {
  return runMfaInit(client, method, async (result) => result)
}

/** The init step shared with `verifyMfaWithPasskey`: `then` runs inside the initializing status. */
export async function runMfaInit<R>(client: FoyerClient, method: unknown, then: (result: MfaInitResult) => Promise<R>): Promise<R> {
  assertMfaMethod(method)
  if (!isMfaPending(getMfaFlow(client))) throw new NoAuthFlowError({ details: 'No MFA verification is waiting' })
  dispatchMfaFlow(client, { type: 'init', method })
  try {
    const result = await then(await requestInit(client, method))
    dispatchMfaFlow(client, { type: 'initialized', at: client.now() })
    return result
  } catch (error) {
    dispatchMfaFlow(client, { type: 'init-failed', error: error as FoyerError })
    throw error
  }
}

async function requestInit(client: FoyerClient, method: MfaMethod): Promise<MfaInitResult> {
  if (method === 'totp') return { method }
  const token = await requireAccessToken(client)
  if (method === 'sms') {
    await client.http.request(MFA_API_PATHS.smsInit, { method: 'POST', body: { action: 'verify' }, token })
    return { method, codeSentAt: client.now() }
  }
  const { options } = await client.http.request<{ options: WirePasskeyRequestOptions }>(MFA_API_PATHS.passkeysInit, {
    method: 'POST',
    body: { relying_party: relyingParty(client) },
    token,
  })
  mfaSession(client).passkeyChallenge = options.challenge
  return { method, options: toRequestOptionsJSON(options) }
}
