/** Refresh (rotating refresh tokens) and logout. */
import { Hono, type Context } from 'hono'
import { optionalField, readBody, type BackendContext, type Env } from '../context.js'
import { errors } from '../errors.js'
import { bearerOf, requireAppId } from '../middleware.js'
import { refreshExpiry, tokenResponse } from '../tokens.js'
import type { Verified } from '../jwt.js'

export function sessionRoutes(ctx: BackendContext): Hono<Env> {
  const r = new Hono<Env>()
  r.use('*', requireAppId(ctx))

  /** The bearer, when one is sent: validly signed for this app, possibly expired. */
  const optionalBearer = async (c: Context<Env>): Promise<Verified | undefined> => {
    const token = bearerOf(c.req.header('authorization'))
    if (!token) return undefined
    const verified = await ctx.signer.verify(token)
    if (!verified) throw errors.invalidToken()
    return verified
  }

  r.post('/', async (c) => {
    const bearer = await optionalBearer(c)
    const refreshToken = optionalField(await readBody(c), 'refresh_token')
    const store = ctx.store
    const sessionId = refreshToken ? store.refreshTokens.get(refreshToken) : undefined
    const session = sessionId ? store.sessions.get(sessionId) : undefined
    if (!session || session.revoked) throw errors.invalidToken()
    if (session.refreshToken !== refreshToken) {
      // A rotated token presented again: treat the session as stolen.
      store.revoke(session)
      throw errors.invalidToken()
    }
    const user = store.users.get(session.userId)
    if (!user || session.refreshExpiresAt <= ctx.now()) throw errors.invalidToken()
    if (bearer && bearer.claims.sub !== user.id) throw errors.invalidToken()
    store.rotate(session, refreshExpiry(ctx))
    return c.json(await tokenResponse(ctx, user, session, false))
  })

  r.post('/logout', async (c) => {
    const bearer = await optionalBearer(c)
    const refreshToken = optionalField(await readBody(c), 'refresh_token')
    const store = ctx.store
    const ids = [bearer?.claims.sid, refreshToken && store.refreshTokens.get(refreshToken)]
    for (const id of ids) {
      const session = id ? store.sessions.get(id) : undefined
      if (session) store.revoke(session)
    }
    return c.json({})
  })

  return r
}
