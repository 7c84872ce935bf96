/**
 * The dev backend's request guards, applied to every path (the API, `/__dev/*`, local chains'
 * `/rpc/*`, and any route added later) before the routes run:
 * - `hostGuard`: behind the node server, the Host must be loopback or an allowed origin's host
 *   (a page that rebinds its DNS name to 127.0.0.1 is refused);
 * - `originGuard`: a request with an Origin that is not allowed (nor the server's own) is 403
 *   `invalid_origin`, and only allowed origins get CORS answers (with credentials);
 * - `devGate`: `/__dev/*` answers only when dev routes are on, and behind the node server only
 *   to loopback peers;
 * - `bodyCap`: bodies above the path family's cap are 413 `payload_too_large`.
 */
import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import type { BackendContext, DevConnection, Env } from './context.js'
import { ApiError, errors } from './errors.js'
import { allowedOriginsOf, isAllowedDomain, isAllowedOrigin, isLoopbackAddress, isLoopbackHostname, originErrors } from './origins.js'

const connectionOf = (env: unknown): DevConnection | undefined => env as DevConnection | undefined

/** The request's own origin (a dev page posting back to the server that served it). */
const ownOrigin = (url: string) => new URL(url).origin

/** Whether the browser Origin `origin` may use this backend. */
function originAllowed(ctx: BackendContext, origin: string, requestUrl: string): boolean {
  return isAllowedOrigin(allowedOriginsOf(ctx), origin) || origin === ownOrigin(requestUrl)
}

/** Behind a server (a peer address is known): the Host must be loopback or an allowed host. */
export function hostGuard(ctx: BackendContext): MiddlewareHandler<Env> {
  return async (c, next) => {
    if (connectionOf(c.env)?.remoteAddress === undefined) return next()
    // The node server builds the request URL from the Host header.
    const { host, hostname } = new URL(c.req.url)
    if (!isLoopbackHostname(hostname) && !isAllowedDomain(allowedOriginsOf(ctx), host)) throw originErrors.invalidHost()
    return next()
  }
}

/** Refuses requests from pages of origins that are not allowed; CORS for the allowed ones. */
export function originGuard(ctx: BackendContext, allowHeaders: string[]): MiddlewareHandler<Env> {
  const corsFor = cors({
    origin: (origin, c) => (origin && originAllowed(ctx, origin, c.req.url) ? origin : null),
    credentials: true,
    allowHeaders,
    maxAge: 600,
  })
  return async (c, next) => {
    const origin = c.req.header('origin')
    if (origin !== undefined && !originAllowed(ctx, origin, c.req.url)) {
      // No CORS headers either: the page cannot read this answer, and the request had no effect.
      if (c.req.method === 'OPTIONS') return c.body(null, 403)
      throw originErrors.invalidOrigin()
    }
    return corsFor(c, next)
  }
}

export const devErrors = {
  notFound: (path: string) => new ApiError(404, 'not_found', `No route for ${path}`),
  loopbackOnly: () => new ApiError(403, 'dev_routes_loopback_only', 'Dev routes answer loopback clients only'),
}

/** `/__dev/*`: off unless dev routes are on (404); behind the node server, loopback peers only (403). */
export function devGate(ctx: BackendContext): MiddlewareHandler<Env> {
  return async (c, next) => {
    if (!ctx.settings.devRoutes) throw devErrors.notFound(c.req.path)
    const peer = connectionOf(c.env)?.remoteAddress
    if (peer !== undefined && !isLoopbackAddress(peer)) throw devErrors.loopbackOnly()
    return next()
  }
}

/** The body cap of a path: `/rpc/*`, `/__dev/*`, else the API's. */
export function bodyCap(ctx: BackendContext): MiddlewareHandler<Env> {
  const { api, rpc, dev } = ctx.settings.limits.bodyBytes
  return async (c, next) => {
    const path = c.req.path
    const maxSize = path.startsWith('/rpc/') ? rpc : path.startsWith('/__dev') ? dev : api
    const raw = c.req.raw
    if (!raw.body) return next()
    const length = raw.headers.get('content-length')
    if (length !== null && !raw.headers.has('transfer-encoding')) {
      if (Number.parseInt(length, 10) > maxSize) throw errors.payloadTooLarge(maxSize)
      return next()
    }
    // A streamed body: read it up to the cap, then hand the routes a request with the bytes read.
    // (A fresh Request: wrapping the node server's own request object fails in undici.)
    const reader = raw.body.getReader()
    const chunks: Uint8Array[] = []
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.length
      if (size > maxSize) {
        await reader.cancel().catch(() => {})
        throw errors.payloadTooLarge(maxSize)
      }
      chunks.push(value)
    }
    const body = new Uint8Array(size)
    let offset = 0
    for (const chunk of chunks) {
      body.set(chunk, offset)
      offset += chunk.length
    }
    c.req.raw = new Request(raw.url, { method: raw.method, headers: raw.headers, body: size > 0 ? body : null, signal: raw.signal })
    return next()
  }
}
