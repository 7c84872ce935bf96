/** App config, its public key set, and analytics events. */
import { Hono } from 'hono'
import { optionalField, readBody, type BackendContext, type Env } from '../context.js'
import { errors } from '../errors.js'
import { pushBounded } from '../limits.js'
import { requireAppId } from '../middleware.js'
import { clone } from '../store.js'

/** The largest analytics payload kept (serialized JSON, characters). */
const ANALYTICS_PAYLOAD_MAX = 8_192

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
    const payload = body.payload ?? null
    if (JSON.stringify(payload).length > ANALYTICS_PAYLOAD_MAX) throw errors.invalidData(`payload is longer than ${ANALYTICS_PAYLOAD_MAX} characters`)
    pushBounded(ctx.store.analytics, {
      event_name: optionalField(body, 'event_name') ?? '',
      client_id: optionalField(body, 'client_id') ?? null,
      payload,
      at: ctx.now(),
    }, ctx.settings.limits.store.analytics)
    return c.json({})
  })

  return r
}
