/** SMS code routes (passwordless_sms): init, authenticate, link, update, unlink; and GET /__dev/sms. */
import { Hono } from 'hono'
import { verifyCaptcha } from '../captcha.js'
import { parsePhoneNumberFromString } from 'libphonenumber-js'
import { currentUser, linkAccount, loginOrSignUp, ownerOf, readMode, unlinkAccount } from '../accounts.js'
import { consumeCode, hitRateLimit, sendSmsCode } from '../codes.js'
import { nowSec, readBody, type BackendContext, type Env } from '../context.js'
import { ApiError, errors } from '../errors.js'
import { requireAppId, requireAuth } from '../middleware.js'
import { clone, phoneAccount } from '../store.js'
import type { WireLinkedAccount } from '../types.js'

/** Default of `unsupportedSmsRegions`: a stand-in for a region the SMS provider does not serve. */
export const DEFAULT_UNSUPPORTED_SMS_REGIONS = ['+7']

/** The longest phone number input read (formatting included); longer is not a number. */
const MAX_PHONE_INPUT = 32

/** E.164 of a valid phone number, else null. */
export function toE164(value: unknown): string | null {
  const parsed = typeof value === 'string' && value.length <= MAX_PHONE_INPUT ? parsePhoneNumberFromString(value.trim()) : undefined
  return parsed?.isValid() ? parsed.number : null
}

/** E.164 of a valid number; 400 `invalid_data` otherwise. */
export function normalizePhone(value: unknown): string {
  const number = toE164(value)
  if (!number) throw errors.invalidData('Invalid phone number')
  return number
}

const notSupported = () => new ApiError(400, 'not_supported', 'SMS authentication from this region is not available')

/** 400 `not_supported` when the number's calling code or country is configured as unsupported. */
function checkRegion(ctx: BackendContext, number: string): void {
  const regions = ctx.settings.unsupportedSmsRegions ?? DEFAULT_UNSUPPORTED_SMS_REGIONS
  const country = parsePhoneNumberFromString(number)?.country
  const blocked = regions.some((region) =>
    region.startsWith('+') ? number.startsWith(region) : region.toUpperCase() === country,
  )
  if (blocked) throw notSupported()
}

const codeKey = (number: string) => `sms:${number}`
const isPhone = (number: string) => (a: WireLinkedAccount) => a.type === 'phone' && toE164(a.phoneNumber) === number

export function smsRoutes(ctx: BackendContext): Hono<Env> {
  const r = new Hono<Env>()
  r.use('*', requireAppId(ctx))
  for (const path of ['/link', '/update', '/unlink']) r.use(path, requireAuth(ctx))

  r.post('/init', async (c) => {
    const body = await readBody(c)
    const number = normalizePhone(body.phoneNumber)
    checkRegion(ctx, number)
    verifyCaptcha(ctx, c, body)
    hitRateLimit(ctx, codeKey(number), c)
    sendSmsCode(ctx, codeKey(number), number)
    return c.json({ success: true })
  })

  r.post('/authenticate', async (c) => {
    const body = await readBody(c)
    const number = normalizePhone(body.phoneNumber)
    const mode = readMode(body)
    consumeCode(ctx, codeKey(number), body.code, c)
    const user = ownerOf(ctx, isPhone(number))
    return c.json(await loginOrSignUp(ctx, { mode, user, match: isPhone(number), account: () => phoneAccount(number, nowSec(ctx)) }))
  })

  r.post('/link', async (c) => {
    const body = await readBody(c)
    const number = normalizePhone(body.phoneNumber)
    const user = currentUser(ctx, c.get('userId'))
    consumeCode(ctx, codeKey(number), body.code, c)
    linkAccount(ctx, user, isPhone(number), phoneAccount(number, nowSec(ctx)))
    return c.json(clone(user))
  })

  r.post('/update', async (c) => {
    const body = await readBody(c)
    const oldNumber = toE164(body.old_phone_number)
    const newNumber = normalizePhone(body.new_phone_number)
    const user = currentUser(ctx, c.get('userId'))
    const index = oldNumber ? user.linked_accounts.findIndex(isPhone(oldNumber)) : -1
    if (index < 0) throw errors.accountNotFound()
    consumeCode(ctx, codeKey(newNumber), body.code, c)
    const owner = ownerOf(ctx, isPhone(newNumber))
    if (owner && owner.id !== user.id) throw errors.linkedToAnother()
    user.linked_accounts[index] = phoneAccount(newNumber, nowSec(ctx))
    return c.json(clone(user))
  })

  r.post('/unlink', async (c) => {
    const body = await readBody(c)
    const number = toE164(body.phoneNumber) ?? ''
    const user = currentUser(ctx, c.get('userId'))
    unlinkAccount(user, isPhone(number))
    return c.json(clone(user))
  })

  return r
}

/** `GET /__dev/sms`: the SMS outbox, newest last. */
export function smsDevRoutes(ctx: BackendContext): Hono<Env> {
  const r = new Hono<Env>()
  r.get('/sms', (c) => c.json(clone(ctx.store.smsOutbox)))
  return r
}
