/** The current user. */
import { Hono } from 'hono'
import type { BackendContext, Env } from '../context.js'
import { errors } from '../errors.js'
import { requireAppId, requireAuth } from '../middleware.js'
import { clone } from '../store.js'
import { identityTokenFor } from '../tokens.js'

export function userRoutes(ctx: BackendContext): Hono<Env> {
  const r = new Hono<Env>()
  r.use('*', requireAppId(ctx), requireAuth(ctx))

  const me = (userId: string) => {
    const user = ctx.store.users.get(userId)
    if (!user) throw errors.invalidToken()
    return user
  }

  r.get('/me', async (c) => {
    const user = me(c.get('userId'))
    return c.json({ user: clone(user), identity_token: await identityTokenFor(ctx, user) })
  })

  r.post('/me/accept_terms', (c) => {
    const user = me(c.get('userId'))
    user.has_accepted_terms = true
    return c.json(clone(user))
  })

  return r
}
