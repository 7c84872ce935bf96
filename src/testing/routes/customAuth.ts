/** Custom-token routes (custom_jwt_account): authenticate, link, unlink; and POST /__dev/custom-token. */
import { Hono } from 'hono'
import { currentUser, linkAccount, loginOrSignUp, ownerOf, readMode, unlinkAccount } from '../accounts.js'
import { field, nowSec, readBody, type BackendContext, type Env } from '../context.js'
import { signCustomToken, verifyCustomToken } from '../customToken.js'
import { errors } from '../errors.js'
import { requireAppId, requireAuth } from '../middleware.js'
import { clone } from '../store.js'
import type { WireCustomAuthAccount, WireLinkedAccount } from '../types.js'

const isCustom = (subject: string) => (a: WireLinkedAccount) => a.type === 'custom_auth' && a.custom_user_id === subject

function customAccount(subject: string, sec: number): WireCustomAuthAccount {
  return { type: 'custom_auth', custom_user_id: subject, verified_at: sec, first_verified_at: sec, latest_verified_at: sec }
}

export function customAuthRoutes(ctx: BackendContext): Hono<Env> {
  const r = new Hono<Env>()
  r.use('*', requireAppId(ctx))
  for (const path of ['/link', '/unlink']) r.use(path, requireAuth(ctx))
  const verify = (token: unknown) => verifyCustomToken(ctx.settings.customAuth, token, ctx.now())

  r.post('/authenticate', async (c) => {
    const body = await readBody(c)
    const mode = readMode(body)
    const subject = await verify(body.token)
    const user = ownerOf(ctx, isCustom(subject))
    return c.json(await loginOrSignUp(ctx, { mode, user, match: isCustom(subject), account: () => customAccount(subject, nowSec(ctx)) }))
  })

  r.post('/link', async (c) => {
    const body = await readBody(c)
    const user = currentUser(ctx, c.get('userId'))
    const subject = await verify(body.token)
    linkAccount(ctx, user, isCustom(subject), customAccount(subject, nowSec(ctx)))
    return c.json(clone(user))
  })

  r.post('/unlink', async (c) => {
    const body = await readBody(c)
    const user = currentUser(ctx, c.get('userId'))
    unlinkAccount(user, isCustom(field(body, 'custom_user_id')))
    return c.json(clone(user))
  })

  return r
}

/**
 * `POST /__dev/custom-token { sub }` → `{ token }`: a token signed with the configured HS256
 * secret, standing in for the host's own auth server in the demo.
 */
export function customAuthDevRoutes(ctx: BackendContext): Hono<Env> {
  const r = new Hono<Env>()
  r.post('/custom-token', async (c) => {
    const body = await readBody(c)
    const { secret, jwks, issuer, audience } = ctx.settings.customAuth ?? {}
    if (jwks && !secret) throw errors.invalidData('Custom auth uses a JWKS here: sign tokens with your own key')
    const token = await signCustomToken({ sub: field(body, 'sub'), secret, issuer, audience, now: ctx.now() })
    return c.json({ token })
  })
  return r
}
