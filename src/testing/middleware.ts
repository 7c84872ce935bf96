/** Request log, app-id check and bearer authentication. */
import type { MiddlewareHandler } from 'hono'
import type { BackendContext, Env } from './context.js'
import { errors } from './errors.js'
import { pushBounded } from './limits.js'

export function requestLog(ctx: BackendContext): MiddlewareHandler<Env> {
  return async (c, next) => {
    if (c.req.path.startsWith('/api/')) {
      pushBounded(ctx.store.requests, { method: c.req.method, path: c.req.path, at: ctx.now() }, ctx.settings.limits.store.log)
    }
    await next()
  }
}

/** The `foyer-app-id` header must name this app (400 `missing_or_invalid_privy_app_id`). */
export function requireAppId(ctx: BackendContext): MiddlewareHandler<Env> {
  return async (c, next) => {
    if (c.req.header('foyer-app-id') !== ctx.appId) throw errors.invalidAppId(400)
    await next()
  }
}

export function bearerOf(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '')
  return match?.[1]
}

/**
 * A valid, unexpired access token of a live session (401 `missing_or_invalid_token`).
 * Sets `userId` and `sessionId`.
 */
export function requireAuth(ctx: BackendContext): MiddlewareHandler<Env> {
  return async (c, next) => {
    const token = bearerOf(c.req.header('authorization'))
    const verified = token ? await ctx.signer.verify(token) : undefined
    if (!verified || verified.expired || ctx.store.expiredJtis.has(verified.claims.jti)) {
      throw errors.invalidToken()
    }
    const session = ctx.store.liveSession(verified.claims.sid)
    if (!session || session.userId !== verified.claims.sub) throw errors.invalidToken()
    c.set('userId', session.userId)
    c.set('sessionId', session.id)
    await next()
  }
}
