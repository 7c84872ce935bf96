/**
 * Authenticator-app codes for tests and stories: what an app shows for a TOTP secret the dev
 * backend's `mfa/totp/init` answered (SHA-1, 6 digits, 30 s steps: the backend's own `totpOf`).
 */
import { totpOf } from './mfa.js'

/** One TOTP time step, in milliseconds. */
const STEP_MS = 30_000

/**
 * The code an authenticator app shows for `secret` (base32) at `timestamp` (milliseconds, default
 * now). Pass the backend's clock when it is not the real one (`createDevBackend({ now })`).
 */
export function totpCode(secret: string, timestamp: number = Date.now()): string {
  return totpOf(secret).generate({ timestamp })
}

/** Which step's code `freshTotpCode` makes, and how far from the step's end. */
export type FreshTotpCodeOptions = {
  /**
   * Which step's code: 0 (default) the current one; -1 the previous one, for an enrolment that a
   * verification follows (the backend accepts a step before or after now, each step once, so the
   * current step stays free).
   */
  step?: number
  /** The code is made only when its step has more than this left (default 3000 ms); else just after the step ends. */
  marginMs?: number
}

/**
 * A code of `secret` (base32) to send now, on the real clock: made when the current 30 s step has
 * more than `marginMs` left, else just after it ends. A code made at the very end of a step can
 * reach the backend a step later; the previous step's code (`step: -1`) is then two steps old, and
 * refused.
 */
export async function freshTotpCode(secret: string, { step = 0, marginMs = 3_000 }: FreshTotpCodeOptions = {}): Promise<string> {
  const left = STEP_MS - (Date.now() % STEP_MS)
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50))
  return totpCode(secret, Date.now() + step * STEP_MS)
}
