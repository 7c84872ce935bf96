/**
 * Authenticator-app codes for the stories' and the tests' MFA set-ups (otpauth, 30 s steps). The
 * dev backend accepts a code once and within ±1 step, so enrolment sends the previous step's code
 * and keeps the current one free for the verification that follows. A code is made only when its
 * step has more than 3 s left (else just after the boundary): made near the end of a step, it can
 * reach the backend a step later, and the previous step's code is then two steps old and refused.
 */
import * as OTPAuth from 'otpauth'

const STEP_MS = 30_000
const MARGIN_MS = 3_000

async function clearOfStepEnd(): Promise<void> {
  const left = STEP_MS - (Date.now() % STEP_MS)
  if (left < MARGIN_MS) await new Promise((resolve) => setTimeout(resolve, left + 50))
}

const generate = (secret: string, timestamp: number) => OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp })

/** The current step's code for `secret` (base32). */
export async function totpCode(secret: string): Promise<string> {
  await clearOfStepEnd()
  return generate(secret, Date.now())
}

/** The previous step's code for `secret`, for an enrolment (the current one stays free). */
export async function enrolmentTotpCode(secret: string): Promise<string> {
  await clearOfStepEnd()
  return generate(secret, Date.now() - STEP_MS)
}
