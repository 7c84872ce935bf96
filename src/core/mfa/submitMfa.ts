import type { AuthenticationResponseJSON } from '@simplewebauthn/browser'
import type { FoyerClient } from '../client/types.js'
import { CODE_LENGTH } from '../constants.js'
import type { FoyerError } from '../errors/base.js'
import { InvalidAuthenticatorResponseError, InvalidMfaCodeError, NoAuthFlowError } from '../errors/client.js'
import type { MfaSubmission } from '../types/mfa.js'
import type { MfaMethod } from '../types/user.js'
import { mfaFlow } from './state.js'
import { assertMfaMethod, dispatchMfaFlow, mfaSession } from './session.js'

export type SubmitMfaParameters =
  | { method: 'sms' | 'totp'; code: string }
  | { method: 'passkey'; response: AuthenticationResponseJSON }
  | { method: MfaMethod | (string & {}); code?: unknown; response?: unknown }
export type SubmitMfaReturnType = void
export type SubmitMfaErrorType = FoyerError

const CODE_RE = new RegExp(`^\\d{${CODE_LENGTH}}$`)

/**
 * Checks a submission against the input rules (spec 01 §5): sms and totp need a 6-digit string
 * ('Invalid MFA code'), a passkey needs an authenticator response ('Invalid authenticator
 * response'), any other method is unsupported.
 */
export function toMfaSubmission(parameters: SubmitMfaParameters): MfaSubmission {
  const { method } = parameters
  assertMfaMethod(method)
  if (method === 'passkey') {
    const response = (parameters as { response?: unknown }).response as AuthenticationResponseJSON | undefined
    const valid = typeof response === 'object' && response !== null && typeof response.id === 'string' &&
      typeof response.response === 'object' && response.response !== null
    if (!valid) throw new InvalidAuthenticatorResponseError()
    return { method, response: response! }
  }
  const code = (parameters as { code?: unknown }).code
  const trimmed = typeof code === 'string' ? code.replace(/\s+/g, '') : null
  if (trimmed === null || !CODE_RE.test(trimmed)) throw new InvalidMfaCodeError()
  return { method, code: trimmed }
}

/**
 * Hands a code (sms, totp) or a passkey response to the waiting verification. Resolves once the
 * server accepted it; a refused one rejects with 'MFA verification failed, retry.' (the wait asks
 * again), the last one with 'Max MFA verification attempts reached'. Without a wait: 'No auth
 * flow in progress.'.
 */
export async function submitMfa(client: FoyerClient, parameters: SubmitMfaParameters): Promise<SubmitMfaReturnType> {
  const submission = toMfaSubmission(parameters)
  const session = mfaSession(client)
  const waiter = session.waiter
  if (!waiter) throw new NoAuthFlowError({ details: 'No MFA verification is waiting for a code' })
  if (mfaFlow.get(client).method !== submission.method) dispatchMfaFlow(client, { type: 'choose', method: submission.method })
  await new Promise<void>((resolve, reject) => waiter.resolve({ submission, resolve, reject }))
}
