import type { FoyerClient } from '../../client/types.js'
import { CODE_LENGTH } from '../../constants.js'
import { InvalidMfaCodeError } from '../../errors/client.js'
import type { MfaEnrollmentEvent } from '../../machines/mfaEnrollmentFlow.js'
import type {
  InitMfaEnrollmentParameters, InitMfaEnrollmentReturnType, MfaInitResult, MfaSubmission, SubmitMfaEnrollmentParameters,
  SubmitMfaParameters, WireMfaToken,
} from '../../types/mfa.js'
import type { MfaMethod, User } from '../../types/user.js'

/**
 * What the generic enrolment actions hand a factor: the steps every enrolment shares (an access
 * token first, MFA-protected requests once the user has a factor, the enrolment state).
 */
export type MfaEnrollmentTools = {
  /** Runs one enrolment step: the state follows `start` → succeeded | failed. */
  step<T>(start: MfaEnrollmentEvent, run: () => Promise<T>): Promise<T>
  /** An enrolment request (it asks for a verification first once the user has a factor). */
  request<T = unknown>(path: string, body: Record<string, unknown>): Promise<T>
  /** Moves the enrolment state (e.g. `initialized` after the first step). */
  dispatch(event: MfaEnrollmentEvent): void
  /** The last request of an enrolment: stores the user it answers and ends the step (`succeeded`). */
  finish(path: string, body: Record<string, unknown>): Promise<User>
}

/**
 * One MFA factor as the MFA room sees it (a new factor: its file in `src/core/mfa/factors/` and
 * one row in ./index.ts). The verification wait, the enrolment actions and the prompt's order read
 * the factors instead of switching on the method.
 */
export type MfaFactor = {
  /** The method's name in `User.mfaMethods`. */
  readonly method: MfaMethod
  /** Prepares a verification during a wait (what a submission needs); also what `initMfa` answers. */
  init(client: FoyerClient): Promise<MfaInitResult>
  /** Checks a submission's input (pure): the submission to verify, or the input error. */
  toSubmission(parameters: SubmitMfaParameters): MfaSubmission
  /** Sends one submission to the server's verify route: the MFA token. */
  verify(client: FoyerClient, submission: MfaSubmission): Promise<WireMfaToken>
  /** Enrolment's first step (a code sent, a secret made), for a factor that has one. */
  initEnrollment?: ((client: FoyerClient, parameters: InitMfaEnrollmentParameters, tools: MfaEnrollmentTools) => Promise<InitMfaEnrollmentReturnType>) | undefined
  /** Enrolment's last step: answers the user with the factor among its `mfaMethods`. */
  submitEnrollment(client: FoyerClient, parameters: SubmitMfaEnrollmentParameters, tools: MfaEnrollmentTools): Promise<User>
}

/** POSTs one verification (never retried: a code is single use); answers the MFA token. */
export const postVerification = (client: FoyerClient, path: string, body: Record<string, unknown>) =>
  client.http.request<WireMfaToken>(path, { method: 'POST', body, auth: 'required', retry: false })

const CODE_RE = new RegExp(`^\\d{${CODE_LENGTH}}$`)

/** A factor that takes a code: the code must be 6 digits (spaces ignored), else 'Invalid MFA code'. */
export function codeOf(parameters: { code?: unknown }): string {
  const code = parameters.code
  const trimmed = typeof code === 'string' ? code.replace(/\s+/g, '') : null
  if (trimmed === null || !CODE_RE.test(trimmed)) throw new InvalidMfaCodeError()
  return trimmed
}
