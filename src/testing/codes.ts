/**
 * One-time codes (e-mail, SMS, SMS MFA): sending (limited per address and per client IP),
 * single-use verification with an attempt limit (a pending code is void after
 * `wrongTriesPerCode` wrong tries), and sliding windows of wrong codes per address and per IP.
 */
import type { Context } from 'hono'
import { clientIpOf, type BackendContext, type Env } from './context.js'
import { errors } from './errors.js'
import { pushBounded } from './limits.js'
import { randomCode } from './random.js'
import type { Mail } from './types.js'

/** The longest e-mail address (RFC 5321 path limit) and local part. */
const MAX_EMAIL = 254
const MAX_LOCAL_PART = 64
/**
 * local@domain: a dot-atom local part (letters, digits and RFC 5322 atext symbols, dots between
 * them), a domain of letter/digit labels (hyphens inside, 63 characters at most) and a TLD of letters.
 */
const ATEXT = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+"
const EMAIL_RE = new RegExp(`^${ATEXT}(?:\\.${ATEXT})*@(?:[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?\\.)+\\p{L}{2,63}$`, 'u')

/** Trimmed, lower-cased address; 400 `invalid_data` when it is not an e-mail (or too long). */
export function normalizeEmail(value: unknown): string {
  const email = typeof value === 'string' && value.length <= MAX_EMAIL + 64 ? value.trim().toLowerCase() : ''
  if (email.length > MAX_EMAIL || !EMAIL_RE.test(email) || email.split('@')[0]!.length > MAX_LOCAL_PART) {
    throw errors.invalidData('Invalid email address')
  }
  return email
}

/** 400 `disallowed_plus_email` when the app forbids '+' in the local part. */
export function checkPlusRule(ctx: BackendContext, email: string): void {
  if (ctx.store.config.disable_plus_emails && email.split('@')[0]!.includes('+')) throw errors.plusEmail()
}

const ipKey = (kind: string, ip: string) => `ip:${kind}:${ip}`
const wrongKey = (key: string) => `wrong:${key}`

/**
 * Counts a code sent to `identifier` at the request of the client: 429 `too_many_requests` past
 * `codesPerIp` for the client IP (when known) or past `codesPerAddress` (the `rateLimit` option)
 * for the address, within their sliding windows.
 */
export function hitRateLimit(ctx: BackendContext, identifier: string, c?: Context<Env>): void {
  const { codesPerAddress, codesPerIp } = ctx.settings.limits
  const now = ctx.now()
  const hits = ctx.store.rateHits
  const ip = c ? clientIpOf(c) : undefined
  if (ip !== undefined && hits.isFull(ipKey('send', ip), now, codesPerIp)) throw errors.tooManyRequests()
  if (hits.isFull(identifier, now, codesPerAddress)) throw errors.tooManyRequests()
  hits.hit(identifier, now, codesPerAddress)
  if (ip !== undefined) hits.hit(ipKey('send', ip), now, codesPerIp)
}

/** A new code for `email` (replacing any pending one), delivered to the mailbox. */
export function sendCode(ctx: BackendContext, email: string): Mail {
  const mail = issueCode(ctx, email, email)
  pushBounded(ctx.store.mailbox, mail, ctx.settings.limits.store.outbox)
  ctx.store.inboxChanged()
  ctx.settings.onEmail?.({ ...mail })
  return mail
}

/** An SMS code under `key` to `number`, delivered to the SMS outbox. */
export function sendSmsCode(ctx: BackendContext, key: string, number: string): Mail {
  const sms = issueCode(ctx, key, number)
  pushBounded(ctx.store.smsOutbox, sms, ctx.settings.limits.store.outbox)
  ctx.store.inboxChanged()
  ctx.settings.onSms?.({ ...sms })
  return sms
}

/** A new pending code under `key` (replacing any pending one, and its wrong tries), as a message to `to`. */
export function issueCode(ctx: BackendContext, key: string, to: string): Mail {
  const code = randomCode()
  ctx.store.codes.set(key, { code, expiresAt: ctx.now() + ctx.settings.codeTtlSeconds * 1000, wrongTries: 0 })
  return { to, code, sentAt: new Date(ctx.now()).toISOString() }
}

/**
 * Before checking a secret of `key` (an address, a factor): 429 when the key's or the client
 * IP's window of wrong codes is used up.
 */
export function checkGuessWindows(ctx: BackendContext, c: Context<Env> | undefined, key: string, perKey = ctx.settings.limits.wrongCodesPerAddress): void {
  const now = ctx.now()
  const ip = c ? clientIpOf(c) : undefined
  const { wrongCodesPerIp } = ctx.settings.limits
  if (ctx.store.rateHits.isFull(wrongKey(key), now, perKey)) throw errors.tooManyWrongCodes()
  if (ip !== undefined && ctx.store.rateHits.isFull(ipKey('wrong', ip), now, wrongCodesPerIp)) throw errors.tooManyWrongCodes()
}

/** Counts a wrong code for `key` and the client IP; true when the key's window is now used up. */
export function recordWrongCode(ctx: BackendContext, c: Context<Env> | undefined, key: string, perKey = ctx.settings.limits.wrongCodesPerAddress): boolean {
  const now = ctx.now()
  const ip = c ? clientIpOf(c) : undefined
  ctx.store.rateHits.hit(wrongKey(key), now, perKey)
  if (ip !== undefined) ctx.store.rateHits.hit(ipKey('wrong', ip), now, ctx.settings.limits.wrongCodesPerIp)
  return ctx.store.rateHits.isFull(wrongKey(key), now, perKey)
}

/** A right secret for `key`: its window of wrong codes starts afresh (the IP's does not). */
export const clearWrongCodes = (ctx: BackendContext, key: string): void => ctx.store.rateHits.clear(wrongKey(key))

/**
 * Uses up the pending code under `key`. 401 `invalid_credentials` when there is none, it expired
 * or it is wrong; a wrong try counts, and the try that reaches the limit voids the code: it and
 * every later try answer 429 `too_many_requests` until a new code is sent (even the right code).
 * 429 too while the key's or the IP's window of wrong codes is used up.
 */
export function consumeCode(ctx: BackendContext, key: string, code: unknown, c?: Context<Env>): void {
  const pending = ctx.store.codes.get(key)
  if (!pending || typeof code !== 'string') throw errors.invalidCode()
  if (pending.expiresAt <= ctx.now()) {
    ctx.store.codes.delete(key)
    throw errors.invalidCode()
  }
  if (pending.wrongTries >= ctx.settings.limits.wrongTriesPerCode) throw errors.tooManyWrongCodes()
  checkGuessWindows(ctx, c, key)
  if (!timingSafeEqual(pending.code, code.trim())) {
    pending.wrongTries += 1
    const windowFull = recordWrongCode(ctx, c, key)
    if (pending.wrongTries >= ctx.settings.limits.wrongTriesPerCode || windowFull) throw errors.tooManyWrongCodes()
    throw errors.invalidCode()
  }
  ctx.store.codes.delete(key)
  clearWrongCodes(ctx, key)
}

/** Compares two strings in time independent of where they differ. */
export function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}
