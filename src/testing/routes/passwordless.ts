/** E-mail code routes: init, authenticate, link, update, unlink. */
import { Hono } from 'hono'
import { checkPlusRule, consumeCode, hitRateLimit, normalizeEmail, sendCode } from '../codes.js'
import { nowSec, optionalField, readBody, type BackendContext, type Env } from '../context.js'
import { errors } from '../errors.js'
import { requireAppId, requireAuth } from '../middleware.js'
import { clone, emailAccount, emailOf } from '../store.js'
import { startSession, tokenResponse } from '../tokens.js'
import type { WireUser } from '../types.js'

export function passwordlessRoutes(ctx: BackendContext): Hono<Env> {
  const r = new Hono<Env>()
  r.use('*', requireAppId(ctx))
  for (const path of ['/link', '/update', '/unlink']) r.use(path, requireAuth(ctx))

  const currentUser = (userId: string): WireUser => {
    const user = ctx.store.users.get(userId)
    if (!user) throw errors.invalidToken()
    return user
  }

  /** 400 `linked_to_another_user` when `email` belongs to someone other than `user`. */
  const checkFree = (email: string, user: WireUser) => {
    const owner = ctx.store.userByEmail(email)
    if (owner && owner.id !== user.id) throw errors.linkedToAnother()
  }

  r.post('/init', async (c) => {
    const body = await readBody(c)
    const email = normalizeEmail(body.email)
    checkPlusRule(ctx, email)
    if (ctx.store.config.captcha_enabled && !optionalField(body, 'token')) throw errors.invalidCaptcha()
    hitRateLimit(ctx, email)
    sendCode(ctx, email)
    return c.json({ success: true })
  })

  r.post('/authenticate', async (c) => {
    const body = await readBody(c)
    const email = normalizeEmail(body.email)
    const mode = optionalField(body, 'mode') ?? 'login-or-sign-up'
    if (mode !== 'login-or-sign-up' && mode !== 'no-signup') throw errors.invalidData('Invalid mode')
    checkPlusRule(ctx, email)
    consumeCode(ctx, email, body.code)
    const { allowlist, maxUsers } = ctx.settings
    if (allowlist && !allowlist.map((a) => a.toLowerCase()).includes(email)) throw errors.allowlistRejected()
    let user = ctx.store.userByEmail(email)
    const isNewUser = !user
    if (user) {
      const account = user.linked_accounts.find((a) => a.type === 'email')
      if (account) account.latest_verified_at = nowSec(ctx)
    } else {
      if (mode === 'no-signup') throw errors.userDoesNotExist()
      if (maxUsers !== undefined && ctx.store.users.size >= maxUsers) throw errors.maxAccounts()
      user = ctx.store.createUser([emailAccount(email, nowSec(ctx))], nowSec(ctx))
    }
    const session = startSession(ctx, user)
    return c.json(await tokenResponse(ctx, user, session, isNewUser))
  })

  r.post('/link', async (c) => {
    const body = await readBody(c)
    const email = normalizeEmail(body.email)
    checkPlusRule(ctx, email)
    const user = currentUser(c.get('userId'))
    consumeCode(ctx, email, body.code)
    checkFree(email, user)
    if (emailOf(user) !== undefined) throw errors.cannotLinkMore('email')
    user.linked_accounts.push(emailAccount(email, nowSec(ctx)))
    return c.json(clone(user))
  })

  r.post('/update', async (c) => {
    const body = await readBody(c)
    const oldAddress = normalizeEmail(body.oldAddress)
    const newAddress = normalizeEmail(body.newAddress)
    checkPlusRule(ctx, newAddress)
    const user = currentUser(c.get('userId'))
    const index = user.linked_accounts.findIndex((a) => a.type === 'email' && a.address === oldAddress)
    if (index < 0) throw errors.accountNotFound()
    consumeCode(ctx, newAddress, body.code)
    checkFree(newAddress, user)
    user.linked_accounts[index] = emailAccount(newAddress, nowSec(ctx))
    return c.json(clone(user))
  })

  r.post('/unlink', async (c) => {
    const body = await readBody(c)
    const address = typeof body.address === 'string' ? body.address.trim().toLowerCase() : ''
    const user = currentUser(c.get('userId'))
    const index = user.linked_accounts.findIndex((a) => a.type === 'email' && a.address === address)
    if (index < 0) throw errors.accountNotFound()
    if (user.linked_accounts.length === 1) throw errors.soleAccount()
    user.linked_accounts.splice(index, 1)
    return c.json(clone(user))
  })

  return r
}
