/** App config, its public key set, and analytics events. */
import { Hono } from 'hono'
import { readBody, type BackendContext, type Env } from '../context.js'
import { errors } from '../errors.js'
import { requireAppId } from '../middleware.js'
import { clone } from '../store.js'

export function appRoutes(ctx: BackendContext): Hono<Env> {
  const r = new Hono<Env>()

  r.get('/apps/:app_id', (c) => {
    if (c.req.param('app_id') !== ctx.appId) throw errors.invalidAppId(404)
    return c.json(clone(ctx.store.config))
  })

  r.get('/apps/:app_id/jwks.json', async (c) => {
    if (c.req.param('app_id') !== ctx.appId) throw errors.invalidAppId(404)
    return c.json(await ctx.signer.jwks())
  })

  r.post('/analytics_events', requireAppId(ctx), async (c) => {
    const body = await readBody(c)
    ctx.store.analytics.push({
      event_name: typeof body.event_name === 'string' ? body.event_name : '',
      client_id: typeof body.client_id === 'string' ? body.client_id : null,
      payload: body.payload ?? null,
      at: ctx.now(),
    })
    return c.json({})
  })

  return r
}
