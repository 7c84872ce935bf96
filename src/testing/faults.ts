/** Fault injection: statuses, delays and dropped connections per route. */
import type { MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { BackendContext, Env } from './context.js'
import type { ActiveFault } from './store.js'
import type { Fault } from './types.js'

/** Thrown (not an Error, so Hono does not catch it) to make `fetch` answer `Response.error()`. */
export const DROP = { foyerDevBackendDrop: true } as const

export const isDrop = (value: unknown): boolean => value === DROP

export function toActiveFault(fault: Fault): ActiveFault {
  if (typeof fault?.path !== 'string' || !fault.path) throw new TypeError('A fault needs a path')
  return { ...fault, remaining: fault.times ?? Number.POSITIVE_INFINITY }
}

function matches(fault: ActiveFault, method: string, path: string): boolean {
  if (fault.remaining <= 0) return false
  if (fault.method && fault.method.toUpperCase() !== method) return false
  return fault.path.endsWith('*') ? path.startsWith(fault.path.slice(0, -1)) : path === fault.path
}

const DEFAULT_CODES: Record<number, string> = {
  400: 'invalid_data',
  401: 'missing_or_invalid_token',
  403: 'invalid_origin',
  404: 'not_found',
  429: 'too_many_requests',
}

function defaultBody(status: number): { error: string; code: string } {
  return {
    error: status === 429 ? 'Too many requests (code 429)' : `Injected fault (code ${status})`,
    code: DEFAULT_CODES[status] ?? 'internal_error',
  }
}

/**
 * The first active fault matching `method` and `path`, counted as hit (gone after its last time);
 * undefined when none matches. The fault middleware takes one per request; steps the backend runs
 * by itself (a fake provider's payment, a bridge's fill) take one for a path of their own.
 */
export function takeFault(ctx: BackendContext, method: string, path: string): ActiveFault | undefined {
  const store = ctx.store
  const fault = store.faults.find((f) => matches(f, method.toUpperCase(), path))
  if (!fault) return undefined
  fault.remaining -= 1
  if (fault.remaining <= 0) store.faults = store.faults.filter((f) => f !== fault)
  return fault
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Applies the first matching fault before the route runs; `/__dev` and preflights are exempt. */
export function faultMiddleware(ctx: BackendContext): MiddlewareHandler<Env> {
  return async (c, next) => {
    const path = c.req.path
    if (c.req.method === 'OPTIONS' || path.startsWith('/__dev')) return next()
    const fault = takeFault(ctx, c.req.method, path)
    if (!fault) return next()
    if (fault.delayMs) await sleep(fault.delayMs)
    if (fault.drop) throw DROP
    if (fault.status === undefined) return next()
    const status = fault.status
    if (status === 204 || status === 205 || status === 304) return c.body(null, status)
    const body = fault.body === undefined ? defaultBody(status) : fault.body
    return c.json(body as object, status as ContentfulStatusCode)
  }
}
