/**
 * MFA routes: enrolment and verification for SMS, TOTP (RFC 6238 via
 * otpauth, ±1 step) and passkeys (@simplewebauthn/server), unenrolment, and a dev action that
 * demands an MFA token so the client's wait loop can be exercised.
 */
import { generateAuthenticationOptions, type AuthenticatorTransport } from '@simplewebauthn/server'
import { Hono, type Context } from 'hono'
import { currentUser } from '../accounts.js'
import { consumeCode, hitRateLimit, sendSmsCode } from '../codes.js'
import { field, readBody, type BackendContext, type Env } from '../context.js'
import { errors } from '../errors.js'
import { requireAppId, requireAuth } from '../middleware.js'
import {
  acceptTotp, addMfaMethod, issueMfaToken, mfaErrors, mfaMethodsOf, newTotpSecret, removeMfaMethod, requireMfa,
  type WireMfaMethod,
} from '../mfa.js'
import { clone } from '../store.js'
import type { WireUser } from '../types.js'
import { normalizePhone } from './sms.js'
import { passkeysOf, PASSKEY_CHALLENGE_TTL_MS, PASSKEY_PROMPT_TIMEOUT_MS, relyingParty, verifyAssertion } from './passkeys.js'
import { toWireRequestOptions } from '../passkeys/wire.js'

const enrollKey = (userId: string, number: string) => `mfa-enroll:${userId}:${number}`
const verifyKey = (userId: string) => `mfa-verify:${userId}`
const METHODS: readonly WireMfaMethod[] = ['sms', 'totp', 'passkey']

export function mfaRoutes(ctx: BackendContext): Hono<Env> {
  const r = new Hono<Env>()
  r.use('*', requireAppId(ctx))
  r.use('*', requireAuth(ctx))
  const user = (c: { get(key: 'userId'): string }) => currentUser(ctx, c.get('userId'))
  const mfa = () => ctx.store.mfa

  /** Sends a code by SMS (the dev outbox) under `key`, rate limited per number. */
  const sendSms = (c: Context<Env>, key: string, number: string) => {
    hitRateLimit(ctx, key, c)
    sendSmsCode(ctx, key, number)
  }

  // ── SMS ────────────────────────────────────────────────────────────────
  r.post('/passwordless_sms/init', async (c) => {
    const body = await readBody(c)
    const u = user(c)
    const action = field(body, 'action')
    if (action === 'enroll') {
      requireMfa(ctx, c, u)
      const number = normalizePhone(body.phone_number)
      sendSms(c, enrollKey(u.id, number), number)
    } else if (action === 'verify') {
      const number = mfa().smsNumbers.get(u.id)
      if (!number || !mfaMethodsOf(u).includes('sms')) throw mfaErrors.notEnrolled('sms')
      sendSms(c, verifyKey(u.id), number)
    } else {
      throw errors.invalidData('action must be enroll or verify')
    }
    return c.json({ success: true })
  })

  r.post('/passwordless_sms/enroll', async (c) => {
    const body = await readBody(c)
    const u = user(c)
    requireMfa(ctx, c, u)
    const number = normalizePhone(body.phone_number)
    consumeCode(ctx, enrollKey(u.id, number), body.code, c)
    mfa().smsNumbers.set(u.id, number)
    addMfaMethod(ctx, u, 'sms')
    return c.json(clone(u))
  })

  r.post('/passwordless_sms/verify', async (c) => {
    const body = await readBody(c)
    const u = user(c)
    if (!mfaMethodsOf(u).includes('sms')) throw mfaErrors.notEnrolled('sms')
    consumeCode(ctx, verifyKey(u.id), body.code, c)
    return c.json(issueMfaToken(ctx, c))
  })

  // ── TOTP ───────────────────────────────────────────────────────────────
  r.post('/totp/init', async (c) => {
    const u = user(c)
    requireMfa(ctx, c, u)
    const { secret, authUrl } = newTotpSecret(ctx.store.config.name, accountLabel(u))
    mfa().pendingTotp.set(u.id, secret)
    return c.json({ auth_url: authUrl, secret })
  })

  r.post('/totp/enroll', async (c) => {
    const body = await readBody(c)
    const u = user(c)
    requireMfa(ctx, c, u)
    const secret = mfa().pendingTotp.get(u.id)
    if (!secret) throw mfaErrors.invalidCode()
    // The new authenticator's confirming code becomes its last accepted step.
    const step = acceptTotp(ctx, c, `enroll:${u.id}`, secret, body.code)
    mfa().totpLastStep.delete(`enroll:${u.id}`)
    mfa().totpLastStep.set(u.id, step)
    mfa().pendingTotp.delete(u.id)
    mfa().totpSecrets.set(u.id, secret)
    addMfaMethod(ctx, u, 'totp')
    return c.json(clone(u))
  })

  r.post('/totp/verify', async (c) => {
    const body = await readBody(c)
    const u = user(c)
    const secret = mfa().totpSecrets.get(u.id)
    if (!secret || !mfaMethodsOf(u).includes('totp')) throw mfaErrors.notEnrolled('totp')
    acceptTotp(ctx, c, u.id, secret, body.code)
    return c.json(issueMfaToken(ctx, c))
  })

  // ── Passkeys ───────────────────────────────────────────────────────────
  r.post('/passkeys/init', async (c) => {
    const body = await readBody(c)
    const u = user(c)
    const rpId = relyingParty(c, body)
    const enrolled = passkeysOf(u).filter((p) => p.enrolled_in_mfa)
    if (enrolled.length === 0) throw mfaErrors.notEnrolled('passkey')
    const credentials = enrolled.map((p) => ctx.store.passkeys.credentials.get(p.credential_id)).filter((x) => x !== undefined)
    const options = await generateAuthenticationOptions({
      rpID: rpId,
      userVerification: 'preferred',
      timeout: PASSKEY_PROMPT_TIMEOUT_MS,
      allowCredentials: credentials.map((cr) => ({ id: cr.id, transports: cr.transports as AuthenticatorTransport[] })),
    })
    ctx.store.passkeys.challenges.set(options.challenge, { kind: 'mfa', rpId, userId: u.id, expiresAt: ctx.now() + PASSKEY_CHALLENGE_TTL_MS })
    return c.json({ options: toWireRequestOptions(options) })
  })

  r.post('/passkeys/verify', async (c) => {
    const body = await readBody(c)
    const u = user(c)
    const rpId = relyingParty(c, body)
    const challenge = typeof body.challenge === 'string' && body.challenge ? body.challenge : undefined
    const { credential, pending } = await verifyAssertion(ctx, c, { body, challenge, kind: 'mfa', rpId })
    const account = passkeysOf(u).find((p) => p.credential_id === credential.id)
    if (pending.userId !== u.id || !account?.enrolled_in_mfa) throw mfaErrors.invalidCode()
    return c.json(issueMfaToken(ctx, c))
  })

  r.post('/passkeys/enroll', async (c) => {
    const body = await readBody(c)
    const u = user(c)
    requireMfa(ctx, c, u)
    const ids = Array.isArray(body.credential_ids) ? body.credential_ids.filter((id): id is string => typeof id === 'string') : []
    if (ids.length === 0) throw errors.invalidData('Missing or invalid field: credential_ids')
    const accounts = ids.map((id) => passkeysOf(u).find((p) => p.credential_id === id))
    if (accounts.some((a) => !a)) throw errors.accountNotFound()
    for (const account of accounts) account!.enrolled_in_mfa = true
    addMfaMethod(ctx, u, 'passkey')
    return c.json(clone(u))
  })

  // ── Unenrol ────────────────────────────────────────────────────────────
  r.post('/unenroll', async (c) => {
    const body = await readBody(c)
    const u = user(c)
    const method = field(body, 'method') as WireMfaMethod
    if (!METHODS.includes(method)) throw errors.invalidData('Unknown MFA method')
    if (!mfaMethodsOf(u).includes(method)) throw mfaErrors.notEnrolled(method)
    requireMfa(ctx, c, u)
    removeMfaMethod(u, method)
    if (method === 'sms') mfa().smsNumbers.delete(u.id)
    if (method === 'totp') {
      mfa().totpSecrets.delete(u.id)
      mfa().totpLastStep.delete(u.id)
    }
    if (method === 'passkey') for (const p of passkeysOf(u)) p.enrolled_in_mfa = false
    return c.json(clone(u))
  })

  return r
}

/** `POST /api/v1/dev/protected-action`: an action the server protects with MFA (for tests and the demo). */
export function mfaDevActionRoutes(ctx: BackendContext): Hono<Env> {
  const r = new Hono<Env>()
  r.use('*', requireAppId(ctx))
  r.use('*', requireAuth(ctx))
  r.post('/protected-action', (c) => {
    const u = currentUser(ctx, c.get('userId'))
    requireMfa(ctx, c, u)
    return c.json({ ok: true, user_id: u.id, at: new Date(ctx.now()).toISOString() })
  })
  return r
}

/** What authenticator apps show under the issuer: the user's e-mail or phone, else the user id. */
function accountLabel(user: WireUser): string {
  for (const a of user.linked_accounts) {
    if (a.type === 'email') return a.address
    if (a.type === 'phone') return a.phoneNumber
  }
  return user.id
}
