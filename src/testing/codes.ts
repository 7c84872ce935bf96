/** One-time codes (e-mail and SMS): rate limit, sending, single-use verification. */
import type { BackendContext } from './context.js'
import { errors } from './errors.js'
import { randomCode } from './random.js'
import type { Mail } from './types.js'

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Trimmed, lower-cased address; 400 `invalid_data` when it is not an e-mail. */
export function normalizeEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : ''
  if (!EMAIL_RE.test(email)) throw errors.invalidData('Invalid email address')
  return email
}

/** 400 `disallowed_plus_email` when the app forbids '+' in the local part. */
export function checkPlusRule(ctx: BackendContext, email: string): void {
  if (ctx.store.config.disable_plus_emails && email.split('@')[0]!.includes('+')) throw errors.plusEmail()
}

/** Counts a hit for `identifier`; 429 `too_many_requests` past the limit within the window. */
export function hitRateLimit(ctx: BackendContext, identifier: string): void {
  const { max, windowMs } = ctx.settings.rateLimit
  const now = ctx.now()
  const hits = (ctx.store.rateHits.get(identifier) ?? []).filter((t) => t > now - windowMs)
  if (hits.length >= max) {
    ctx.store.rateHits.set(identifier, hits)
    throw errors.tooManyRequests()
  }
  hits.push(now)
  ctx.store.rateHits.set(identifier, hits)
}

/** A new code for `email` (replacing any pending one), delivered to the mailbox. */
export function sendCode(ctx: BackendContext, email: string): Mail {
  const mail = issueCode(ctx, email, email)
  ctx.store.mailbox.push(mail)
  ctx.settings.onEmail?.({ ...mail })
  return mail
}

/** A new pending code under `key` (replacing any pending one), as a message to `to`. */
export function issueCode(ctx: BackendContext, key: string, to: string): Mail {
  const code = randomCode()
  ctx.store.codes.set(key, { code, expiresAt: ctx.now() + ctx.settings.codeTtlSeconds * 1000 })
  return { to, code, sentAt: new Date(ctx.now()).toISOString() }
}

/** Uses up the pending code of `email`; 401 `invalid_credentials` when wrong or expired. */
export function consumeCode(ctx: BackendContext, email: string, code: unknown): void {
  const pending = ctx.store.codes.get(email)
  if (!pending || typeof code !== 'string') throw errors.invalidCode()
  if (pending.expiresAt <= ctx.now()) {
    ctx.store.codes.delete(email)
    throw errors.invalidCode()
  }
  if (pending.code !== code.trim()) throw errors.invalidCode()
  ctx.store.codes.delete(email)
}
