import type { FoyerClient } from '../client/types.js'
import { MFA_API_PATHS } from '../constants.js'
import type { FoyerError } from '../errors/base.js'
import { NoAuthFlowError } from '../errors/client.js'
import { isMfaPending } from '../machines/mfaFlow.js'
import type { MfaInitResult } from '../types/mfa.js'
import type { MfaMethod } from '../types/user.js'
import { mfaFlow } from './state.js'
import { toRequestOptionsJSON, type WirePasskeyRequestOptions } from '../methods/passkey/convert.js'
import { relyingParty } from '../methods/passkey/webauthn.js'
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
  if (!isMfaPending(mfaFlow.get(client))) throw new NoAuthFlowError({ details: 'No MFA verification is waiting' })
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
  if (method === 'sms') {
    await client.http.request(MFA_API_PATHS.smsInit, { method: 'POST', body: { action: 'verify' }, auth: 'required' })
    return { method, codeSentAt: client.now() }
  }
  const { options } = await client.http.request<{ options: WirePasskeyRequestOptions }>(MFA_API_PATHS.passkeysInit, {
    method: 'POST',
    body: { relying_party: relyingParty() },
    auth: 'required',
  })
  mfaSession(client).passkeyChallenge = options.challenge
  return { method, options: toRequestOptionsJSON(options) }
}
