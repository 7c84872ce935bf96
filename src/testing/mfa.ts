/**
 * The dev backend's MFA state and rules: enrolled SMS numbers and TOTP secrets, pending TOTP
 * secrets, and the MFA tokens verifications earn (bound to the user and session, 5 minutes).
 * A route that changes MFA methods or is MFA-protected calls `requireMfa`.
 */
import * as OTPAuth from 'otpauth'
import type { Context } from 'hono'
import type { BackendContext, Env } from './context.js'
import { nowSec } from './context.js'
import { checkGuessWindows, clearWrongCodes, recordWrongCode } from './codes.js'
import { ApiError, errors } from './errors.js'
import { randomToken } from './random.js'
import type { WireUser } from './types.js'

/** Header carrying the MFA token (the client kit's `MFA_TOKEN_HEADER`). */
export const MFA_TOKEN_HEADER = 'foyer-mfa-token'
/** Life of an MFA token. */
export const MFA_TOKEN_TTL_SECONDS = 300
/** TOTP codes of the step before and after the current one are accepted (RFC 6238 ±1 step). */
export const TOTP_WINDOW = 1
export type WireMfaMethod = 'sms' | 'totp' | 'passkey'

export { MfaState } from './mfaState.js'

export const mfaErrors = {
  required: () => new ApiError(403, 'missing_or_invalid_mfa', 'MFA verification required'),
  expired: () => new ApiError(403, 'expired_or_invalid_mfa_token', 'Expired or invalid MFA token'),
  invalidCode: () => new ApiError(401, 'invalid_credentials', 'Invalid MFA code'),
  /** A TOTP code (time step) accepted before, presented again. */
  replayedCode: () => new ApiError(401, 'token_already_used', 'This code was already used: wait for the next one'),
  notEnrolled: (method: string) => new ApiError(400, 'invalid_request', `${method} is not an MFA method of this user`),
}

export const mfaMethodsOf = (user: WireUser) => (user.mfa_methods as { type: WireMfaMethod }[]).map((m) => m.type)

/** Adds (or keeps) `method` in the user's `mfa_methods`. */
export function addMfaMethod(ctx: BackendContext, user: WireUser, method: WireMfaMethod): void {
  if (!mfaMethodsOf(user).includes(method)) user.mfa_methods.push({ type: method, verified_at: nowSec(ctx) })
}

export function removeMfaMethod(user: WireUser, method: WireMfaMethod): void {
  user.mfa_methods = (user.mfa_methods as { type: WireMfaMethod }[]).filter((m) => m.type !== method)
}

/** A fresh MFA token for the request's user and session. */
export function issueMfaToken(ctx: BackendContext, c: Context<Env>): { token: string; expires_in_seconds: number } {
  const token = randomToken()
  ctx.store.mfa.tokens.set(token, { userId: c.get('userId'), sessionId: c.get('sessionId'), expiresAt: ctx.now() + MFA_TOKEN_TTL_SECONDS * 1000 })
  return { token, expires_in_seconds: MFA_TOKEN_TTL_SECONDS }
}

/**
 * Demands a valid MFA token (header `foyer-mfa-token`) from a user who has an MFA method:
 * none → 403 `missing_or_invalid_mfa`; unknown, expired, or of another user or session → 403
 * `expired_or_invalid_mfa_token`. A user without MFA passes (there is nothing to verify).
 */
export function requireMfa(ctx: BackendContext, c: Context<Env>, user: WireUser): void {
  if (mfaMethodsOf(user).length === 0) return
  const header = c.req.header(MFA_TOKEN_HEADER)
  if (!header) throw mfaErrors.required()
  const token = ctx.store.mfa.tokens.get(header)
  if (!token || token.expiresAt <= ctx.now() || token.userId !== user.id || token.sessionId !== c.get('sessionId')) {
    throw mfaErrors.expired()
  }
}

/** A TOTP of `secret` (base32), as authenticator apps compute it. */
export const totpOf = (secret: string, label = 'Foyer', issuer = 'Foyer') =>
  new OTPAuth.TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: 30, secret: OTPAuth.Secret.fromBase32(secret) })

/** Whether `code` is the TOTP of `secret` now, one step before or one after. */
export function checkTotp(ctx: BackendContext, secret: string, code: unknown): boolean {
  return totpStep(ctx, secret, code) !== null
}

/** The time step (unix time / 30 s) whose TOTP of `secret` is `code`, within ±1 step of now; else null. */
export function totpStep(ctx: BackendContext, secret: string, code: unknown): number | null {
  if (typeof code !== 'string' || code.length > 16) return null
  const totp = totpOf(secret)
  const delta = totp.validate({ token: code.trim(), timestamp: ctx.now(), window: TOTP_WINDOW })
  return delta === null ? null : totp.counter({ timestamp: ctx.now() }) + delta
}

/**
 * Verifies a TOTP code of the user's authenticator (`secret`) as RFC 6238 asks: 429
 * `too_many_requests` while `wrongTotpPerFactor` (or the IP's window of wrong codes) is used up
 * — the try that uses it up answers 429 too; 401 `invalid_credentials` for a wrong code; 401
 * `token_already_used` for the step last accepted (or an earlier one). A right code resets the
 * factor's window and becomes the last accepted step.
 */
export function acceptTotp(ctx: BackendContext, c: Context<Env>, factor: string, secret: string, code: unknown): number {
  const key = `totp:${factor}`
  const window = ctx.settings.limits.wrongTotpPerFactor
  checkGuessWindows(ctx, c, key, window)
  const step = totpStep(ctx, secret, code)
  if (step === null) {
    if (recordWrongCode(ctx, c, key, window)) throw errors.tooManyWrongCodes()
    throw mfaErrors.invalidCode()
  }
  const last = ctx.store.mfa.totpLastStep.get(factor)
  if (last !== undefined && step <= last) throw mfaErrors.replayedCode()
  ctx.store.mfa.totpLastStep.set(factor, step)
  clearWrongCodes(ctx, key)
  return step
}

/** A new random secret (160 bits) and its otpauth:// URL for the app and the user. */
export function newTotpSecret(appName: string, account: string): { secret: string; authUrl: string } {
  const secret = new OTPAuth.Secret({ size: 20 }).base32
  return { secret, authUrl: totpOf(secret, account, appName).toString() }
}
