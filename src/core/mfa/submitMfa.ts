import type { FoyerClient } from '../client/types.js'
import type {
  InvalidAuthenticatorResponseError, InvalidMfaCodeError, MfaCanceledError, MfaMaxAttemptsError, MfaVerificationFailedError,
  MissingAccessTokenError, MustBeAuthenticatedError, UnsupportedMfaMethodError,
} from '../errors/client.js'
import { NoAuthFlowError } from '../errors/client.js'
import type { MfaSubmission, SubmitMfaParameters } from '../types/mfa.js'
import { mfaFlow } from './state.js'
import { dispatchMfaFlow, mfaFactor, mfaSession } from './session.js'

export type { SubmitMfaParameters }
/** What {@link submitMfa} returns. */
export type SubmitMfaReturnType = void
/** The errors {@link submitMfa} can throw or reject with. */
export type SubmitMfaErrorType =
  | InvalidMfaCodeError
  | InvalidAuthenticatorResponseError
  | UnsupportedMfaMethodError
  | NoAuthFlowError
  | MfaVerificationFailedError
  | MfaMaxAttemptsError
  | MfaCanceledError
  /** The session ended meanwhile: the verification gives up instead of asking again. */
  | MissingAccessTokenError
  | MustBeAuthenticatedError

/**
 * Checks a submission against its factor's input rules: a code must be a 6-digit string
 * ('Invalid MFA code'), an assertion an authenticator response ('Invalid authenticator
 * response'); a method no factor has is unsupported.
 */
export function toMfaSubmission(parameters: SubmitMfaParameters): MfaSubmission {
  return mfaFactor(parameters.method).toSubmission(parameters)
}

/**
 * Hands a submission (a code, an assertion) to the waiting verification. Resolves once the server
 * accepted it; a refused one rejects with 'MFA verification failed, retry.' (the wait asks again),
 * the last one with 'Max MFA verification attempts reached'. Without a wait: 'No auth flow in
 * progress.'.
 */
export async function submitMfa(client: FoyerClient, parameters: SubmitMfaParameters): Promise<SubmitMfaReturnType> {
  const submission = toMfaSubmission(parameters)
  const session = mfaSession(client)
  const waiter = session.waiter
  if (!waiter) throw new NoAuthFlowError({ details: 'No MFA verification is waiting for a code' })
  if (mfaFlow.get(client).method !== submission.method) dispatchMfaFlow(client, { type: 'choose', method: submission.method })
  await new Promise<void>((resolve, reject) => waiter.resolve({ submission, resolve, reject }))
}
