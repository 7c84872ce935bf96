/**
 * The test captcha: site keys `foyer-test-captcha-…` get tokens from POST /__dev/captcha/token,
 * which the token-taking routes (passwordless/init, passwordless_sms/init, farcaster/init, and
 * the wallet inits) verify, single use, when the app has captcha enabled.
 *   `…-fail`    the token request is refused (the widget shows its error, Retry)
 *   `…-invalid` a token is issued but verification refuses it (400 invalid_captcha)
 *   `…-hang`    the widget never asks (the client's 20 s wait times out)
 * Other site keys (real Turnstile / hCaptcha keys) cannot be verified locally: any token passes.
 */
import type { Context } from 'hono'
import { Hono } from 'hono'
import { field, optionalField, readBody, type BackendContext, type Env } from './context.js'
import { ApiError, errors } from './errors.js'
import { bearerOf } from './middleware.js'
import { randomToken } from './random.js'

export const TEST_CAPTCHA_PREFIX = 'foyer-test-captcha-'
/** How long an issued test token stays valid (Turnstile's tokens: 300 s). */
export const TEST_CAPTCHA_TOKEN_TTL_MS = 300_000

export const isTestCaptchaKey = (siteKey: string | null | undefined): siteKey is string =>
  typeof siteKey === 'string' && siteKey.startsWith(TEST_CAPTCHA_PREFIX) && siteKey.length > TEST_CAPTCHA_PREFIX.length

/** Issues a test token for `siteKey` (what the test widget does); throws for `…-fail` keys. */
export function issueCaptchaToken(ctx: BackendContext, siteKey: string): string {
  if (!isTestCaptchaKey(siteKey)) throw errors.invalidData('Not a test captcha site key')
  if (siteKey.endsWith('-fail')) throw new ApiError(400, 'captcha_failed', 'The test captcha was not passed')
  const token = `${siteKey.endsWith('-invalid') ? 'bad' : 'ok'}.${randomToken(18)}`
  ctx.store.captchaTokens.set(token, { siteKey, expiresAt: ctx.now() + TEST_CAPTCHA_TOKEN_TTL_MS })
  return token
}

/**
 * Verifies the `token` of a login step when the app has captcha enabled and the caller is not
 * authenticated (a logged-in user linking an account is not asked): 400 invalid_captcha otherwise.
 */
export function verifyCaptcha(ctx: BackendContext, c: Context<Env>, body: Record<string, unknown>): void {
  const config = ctx.store.config
  if (!config.captcha_enabled || bearerOf(c.req.header('authorization'))) return
  const token = optionalField(body, 'token')
  if (!token) throw errors.invalidCaptcha()
  if (!isTestCaptchaKey(config.captcha_site_key)) return
  const issued = ctx.store.captchaTokens.get(token)
  ctx.store.captchaTokens.delete(token)
  if (!issued || issued.siteKey !== config.captcha_site_key || issued.expiresAt < ctx.now() || token.startsWith('bad.')) {
    throw errors.invalidCaptcha()
  }
}

/** POST /__dev/captcha/token { site_key } → { token }. */
export function captchaDevRoutes(ctx: BackendContext): Hono<Env> {
  const r = new Hono<Env>()
  r.post('/captcha/token', async (c) => {
    const body = await readBody(c)
    return c.json({ token: issueCaptchaToken(ctx, field(body, 'site_key')) })
  })
  return r
}

/** The test captcha's site keys (set one as `captcha_site_key` with `captcha_enabled: true`). */
export const TEST_CAPTCHA_SITE_KEYS = {
  pass: 'foyer-test-captcha-pass',
  fail: 'foyer-test-captcha-fail',
  invalid: 'foyer-test-captcha-invalid',
  hang: 'foyer-test-captcha-hang',
} as const
