/** Dev-only routes under `/__dev`: mailbox, inbox, reset, faucet, chains, faults, request log, config, users, token expiry. */
import { Hono } from 'hono'
import { deepMerge } from '../config.js'
import { readBody, type BackendContext, type Env } from '../context.js'
import { errors } from '../errors.js'
import { toActiveFault } from '../faults.js'
import { clone } from '../store.js'
import type { Fault } from '../types.js'
import type { DevChainDescription, FaucetRequest, FaucetResult } from '../chains/types.js'

/** How long `GET /__dev/inbox?after=` holds a request with nothing new (ms). */
export const INBOX_WAIT_MS = 25_000
/** How many `GET /__dev/inbox?after=` requests may be held at once. */
export const INBOX_WAITERS = 64

export interface DevControls {
  reset(): Promise<void>
  /** Credits an account on a local chain (see chains/types.ts). */
  faucet(request: FaucetRequest): Promise<FaucetResult>
  /** What the local chains run (their networks, RPC paths and tokens). */
  chains(): DevChainDescription[]
}

export function devRoutes(ctx: BackendContext, controls: DevControls): Hono<Env> {
  const r = new Hono<Env>()

  r.get('/mailbox', (c) => c.json(clone(ctx.store.mailbox)))

  /**
   * The mailbox and the SMS outbox with their version: `{ version, mail, sms }`. With
   * `?after=<version>` (the version last seen) it answers once a code is sent, or after
   * INBOX_WAIT_MS with nothing new: a page's dev inbox learns of a code at once with one request
   * held open, instead of asking every second. At most INBOX_WAITERS requests are held; more answer at once.
   */
  r.get('/inbox', async (c) => {
    const after = c.req.query('after')
    if (after !== undefined && !/^\d{1,15}$/.test(after)) throw errors.invalidData('after: the inbox version last seen (a whole number)')
    if (after !== undefined && Number(after) === ctx.store.inboxVersion) await ctx.store.waitForInbox(INBOX_WAIT_MS, INBOX_WAITERS)
    return c.json({ version: ctx.store.inboxVersion, mail: clone(ctx.store.mailbox), sms: clone(ctx.store.smsOutbox) })
  })

  r.post('/reset', async (c) => {
    await controls.reset()
    return c.json({})
  })

  /** Credits an account on a local chain: `{ chainType, chainId?, address, asset?, amount? }`. */
  r.post('/faucet', async (c) => {
    const body = await readBody(c)
    return c.json(await controls.faucet(body as unknown as FaucetRequest))
  })

  /** The local chains: `[{ chainType, networks: [{ id, name, rpcPath, tokens }] }]`. */
  r.get('/chains', (c) => c.json(controls.chains()))

  r.get('/faults', (c) => c.json(ctx.store.faults.map(({ remaining: _, ...fault }) => fault)))

  r.post('/faults', async (c) => {
    const body = await readBody(c)
    try {
      ctx.store.faults.push(toActiveFault(body as unknown as Fault))
    } catch {
      throw errors.invalidData('A fault needs a path')
    }
    return c.json({})
  })

  r.delete('/faults', (c) => {
    ctx.store.faults = []
    return c.json({})
  })

  r.get('/requests', (c) => c.json(clone(ctx.store.requests)))
  r.delete('/requests', (c) => {
    ctx.store.requests = []
    return c.json({})
  })

  r.get('/config', (c) => c.json(clone(ctx.store.config)))
  r.post('/config', async (c) => {
    const body = await readBody(c)
    ctx.store.config = deepMerge(ctx.store.config, { ...body, id: ctx.appId })
    return c.json(clone(ctx.store.config))
  })

  r.get('/users', (c) => c.json(clone([...ctx.store.users.values()])))

  /** Every access token issued so far counts as expired (as `backend.expireAccessTokens()`). */
  r.post('/expire-access-tokens', (c) => {
    ctx.store.expireAccessTokens()
    return c.json({})
  })

  return r
}
