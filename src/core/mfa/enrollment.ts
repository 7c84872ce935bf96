import type { FoyerClient } from '../client/types.js'
import type { FoyerError } from '../errors/base.js'
import { MfaEnrollmentTokenError } from '../errors/client.js'
import { INITIAL_MFA_ENROLLMENT, type MfaEnrollmentEvent } from '../machines/mfaEnrollmentFlow.js'
import { setUser } from '../client/session/store.js'
import { toUser, type User, type WireUser } from '../types/user.js'
import { getAccessToken } from '../client/session/getAccessToken.js'
import { dispatchMfaEnrollment } from './session.js'
import { requestWithMfa } from './withMfa.js'
import { mfaEnrollmentFlow } from './state.js'
import type { MfaEnrollmentTools } from './factors/index.js'

/**
 * What every enrolment action shares: an access token is required ('Must have valid access token
 * to enroll in MFA'); the request goes through `withMfa` with the 'auth' prompt, because changing
 * MFA methods requires a prior verification once the user has one; the flow state follows
 * `start` → succeeded | failed.
 */
export async function runEnrollmentStep<T>(client: FoyerClient, start: MfaEnrollmentEvent, step: () => Promise<T>): Promise<T> {
  if (!(await getAccessToken(client))) throw new MfaEnrollmentTokenError()
  dispatchMfaEnrollment(client, start)
  try {
    return await step()
  } catch (error) {
    dispatchMfaEnrollment(client, { type: 'failed', error: error as FoyerError })
    throw error
  }
}

/** POSTs an enrolment change (MFA-protected when the user already has a method) and stores the user it answers. */
export async function postEnrollment(client: FoyerClient, path: string, body: Record<string, unknown>): Promise<User> {
  const user = toUser(await requestWithMfa<WireUser>(client, path, { body, kind: 'auth' }))
  setUser(client, user)
  dispatchMfaEnrollment(client, { type: 'succeeded' })
  return user
}

/** What the enrolment actions hand a factor (see `MfaEnrollmentTools`). */
export const enrollmentTools = (client: FoyerClient): MfaEnrollmentTools => ({
  step: (start, run) => runEnrollmentStep(client, start, run),
  request: (path, body) => requestWithMfa(client, path, { body, kind: 'auth' }),
  dispatch: (event) => dispatchMfaEnrollment(client, event),
  finish: (path, body) => postEnrollment(client, path, body),
})

/** Back to `initial` (e.g. to pick another method). */
export function resetMfaEnrollment(client: FoyerClient): void {
  mfaEnrollmentFlow.set(client, INITIAL_MFA_ENROLLMENT)
}
