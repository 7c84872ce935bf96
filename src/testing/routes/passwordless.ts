/** E-mail code routes: init, authenticate, link, update, unlink. */
import { Hono } from 'hono'
import { verifyCaptcha } from '../captcha.js'
import { currentUser, linkAccount, loginOrSignUp, ownerOf, readMode, unlinkAccount } from '../accounts.js'
import { checkPlusRule, consumeCode, hitRateLimit, normalizeEmail, sendCode } from '../codes.js'
import { nowSec, readBody, type BackendContext, type Env } from '../context.js'
import { errors } from '../errors.js'
import { requireAppId, requireAuth } from '../middleware.js'
import { clone, emailAccount } from '../store.js'
import type { WireLinkedAccount } from '../types.js'

const isEmail = (address: string) => (a: WireLinkedAccount) => a.type === 'email' && a.address === address

export function passwordlessRoutes(ctx: BackendContext): Hono<Env> {
  const r = new Hono<Env>()
  r.use('*', requireAppId(ctx))
  for (const path of ['/link', '/update', '/unlink']) r.use(path, requireAuth(ctx))

  r.post('/init', async (c) => {
    const body = await readBody(c)
    const email = normalizeEmail(body.email)
    checkPlusRule(ctx, email)
    verifyCaptcha(ctx, c, body)
    hitRateLimit(ctx, email, c)
    sendCode(ctx, email)
    return c.json({ success: true })
  })

  r.post('/authenticate', async (c) => {
    const body = await readBody(c)
    const email = normalizeEmail(body.email)
    const mode = readMode(body)
    checkPlusRule(ctx, email)
    consumeCode(ctx, email, body.code, c)
    const { allowlist } = ctx.settings
    if (allowlist && !allowlist.map((a) => a.toLowerCase()).includes(email)) throw errors.allowlistRejected()
    const user = ctx.store.userByEmail(email)
    return c.json(await loginOrSignUp(ctx, { mode, user, match: isEmail(email), account: () => emailAccount(email, nowSec(ctx)) }))
  })

  r.post('/link', async (c) => {
    const body = await readBody(c)
    const email = normalizeEmail(body.email)
    checkPlusRule(ctx, email)
    const user = currentUser(ctx, c.get('userId'))
    consumeCode(ctx, email, body.code, c)
    linkAccount(ctx, user, isEmail(email), emailAccount(email, nowSec(ctx)))
    return c.json(clone(user))
  })

  r.post('/update', async (c) => {
    const body = await readBody(c)
    const oldAddress = normalizeEmail(body.oldAddress)
    const newAddress = normalizeEmail(body.newAddress)
    checkPlusRule(ctx, newAddress)
    const user = currentUser(ctx, c.get('userId'))
    const index = user.linked_accounts.findIndex(isEmail(oldAddress))
    if (index < 0) throw errors.accountNotFound()
    consumeCode(ctx, newAddress, body.code, c)
    const owner = ownerOf(ctx, isEmail(newAddress))
    if (owner && owner.id !== user.id) throw errors.linkedToAnother()
    user.linked_accounts[index] = emailAccount(newAddress, nowSec(ctx))
    return c.json(clone(user))
  })

  r.post('/unlink', async (c) => {
    const body = await readBody(c)
    const address = typeof body.address === 'string' ? body.address.trim().toLowerCase() : ''
    const user = currentUser(ctx, c.get('userId'))
    unlinkAccount(user, isEmail(address))
    return c.json(clone(user))
  })

  return r
}
