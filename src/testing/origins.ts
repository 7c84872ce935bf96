/**
 * The app's allowed origins: one list per app (`allowed_origins` of the wire app config) that
 * every origin-dependent decision reads — CORS, the Origin of browser requests, the domain and URI
 * of wallet sign-in messages (SIWE, SIWS, Farcaster), every `redirect_to`, the Telegram page's
 * `origin` and cross-app callback URLs. Nothing is derived from the request itself.
 *
 * An entry is an origin `scheme://host[:port]` (http or https). Two wildcards:
 * `scheme://host:*` (any port, and the default one) and `scheme://*.example.com` (any subdomain,
 * not the bare domain).
 */
import type { BackendContext } from './context.js'
import { ApiError, errors } from './errors.js'

/**
 * The dev backend's default: loopback on any port (http and https, `localhost`, `127.0.0.1`,
 * `[::1]`). Give your own list with `createDevBackend({ allowedOrigins })`.
 */
export const DEV_ALLOWED_ORIGINS: readonly string[] = [
  'http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*',
  'https://localhost:*', 'https://127.0.0.1:*', 'https://[::1]:*',
]

type OriginPattern = { protocol: string; hostname: string; port: string; subdomains: boolean }

const PATTERN = /^(https?:\/\/)(\*\.)?([^/?#*]+?)(:\*)?\/?$/i

/** The parsed form of an allowed-origins entry, or null when it is not one. */
export function parseOriginPattern(entry: string): OriginPattern | null {
  const match = PATTERN.exec(entry.trim())
  if (!match) return null
  const [, scheme, subdomains, hostPort, anyPort] = match
  let url: URL
  try {
    url = new URL(`${scheme}${hostPort}`)
  } catch {
    return null
  }
  if (url.username || url.password || url.pathname !== '/' || (anyPort && url.port)) return null
  return { protocol: url.protocol, hostname: url.hostname, port: anyPort ? '*' : url.port, subdomains: Boolean(subdomains) }
}

function matches(pattern: OriginPattern, url: URL): boolean {
  if (url.protocol !== pattern.protocol) return false
  const host = pattern.subdomains ? url.hostname.endsWith(`.${pattern.hostname}`) : url.hostname === pattern.hostname
  return host && (pattern.port === '*' || url.port === pattern.port)
}

const httpUrl = (value: string): URL | null => {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

/** Whether `origin` (an Origin header or a URL's origin) is on `allowed`. 'null' never is. */
export function isAllowedOrigin(allowed: readonly string[], origin: string): boolean {
  const url = httpUrl(origin)
  if (!url || url.pathname !== '/' || url.search || url.hash || url.username || url.password) return false
  return allowed.some((entry) => {
    const pattern = parseOriginPattern(entry)
    return pattern !== null && matches(pattern, url)
  })
}

/**
 * Whether `domain` (an EIP-4361 / SIWS / SIWF `domain`: host and optional port) is the host of
 * an allowed origin.
 */
export function isAllowedDomain(allowed: readonly string[], domain: string): boolean {
  if (!/^[^\s/?#@]+$/.test(domain)) return false
  return allowed.some((entry) => {
    const pattern = parseOriginPattern(entry)
    if (!pattern) return false
    const url = httpUrl(`${pattern.protocol}//${domain}`)
    return url !== null && url.host === domain.toLowerCase() && matches(pattern, url)
  })
}

/** The app's allowed origins (its config's `allowed_origins`; the dev default when unset). */
export const allowedOriginsOf = (ctx: BackendContext): readonly string[] =>
  ctx.store.config.allowed_origins ?? DEV_ALLOWED_ORIGINS

export const originErrors = {
  invalidOrigin: () => new ApiError(403, 'invalid_origin', 'The origin of this request is not an allowed origin of this app'),
  invalidRedirect: (name: string) =>
    new ApiError(400, 'invalid_redirect_origin', `${name} is not on an allowed origin of this app`),
  invalidHost: () => new ApiError(403, 'invalid_host', 'The Host of this request is not this server (loopback) or an allowed origin'),
}

/**
 * A URL the backend will send a browser (or a message) to: an absolute http(s) URL (400
 * `invalid_data` otherwise — unparseable included) on an allowed origin (400
 * `invalid_redirect_origin` otherwise; never a redirect).
 */
export function allowedRedirectUrl(ctx: BackendContext, value: unknown, name: string): URL {
  if (typeof value !== 'string' || value === '') throw errors.invalidData(`Missing or invalid field: ${name}`)
  if (value.length > 2_048) throw errors.invalidData(`${name} is too long`)
  const url = httpUrl(value)
  if (!url || url.username || url.password) throw errors.invalidData(`${name} must be an absolute http(s) URL`)
  if (!isAllowedOrigin(allowedOriginsOf(ctx), url.origin)) throw originErrors.invalidRedirect(name)
  return url
}

/** A loopback peer address (127.0.0.0/8, ::1, and their IPv4-mapped forms). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false
  const ip = address.replace(/^::ffff:/i, '')
  return ip === '::1' || /^127(\.\d{1,3}){3}$/.test(ip)
}

/** A loopback host name: localhost (and *.localhost), 127.0.0.0/8, [::1]. */
export function isLoopbackHostname(hostname: string): boolean {
  const host = hostname.toLowerCase()
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
}

/** A peer address without the IPv4-mapped prefix (`::ffff:203.0.113.7` → `203.0.113.7`). */
export const normalizeAddress = (address: string): string => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')

/**
 * Why a wallet sign-in message (SIWE, SIWS, Farcaster) is not for this app, or null when it is:
 * its `domain` must be the host of an allowed origin, its `uri` (when given) an http(s) URL on an
 * allowed origin of that same host, and — when the browser sent an Origin — the domain must be
 * that page's host. Judged by the app's allowed origins only: a caller without an Origin header
 * (a server replaying a signature) is held to the same list.
 */
export function signInMessageProblem(
  allowed: readonly string[],
  { domain, uri, origin }: { domain: string; uri?: string | undefined; origin?: string | undefined },
): string | null {
  if (!isAllowedDomain(allowed, domain)) return `The message is for another domain (${domain} is not an allowed origin of this app)`
  if (uri !== undefined) {
    const url = httpUrl(uri)
    if (!url || !isAllowedOrigin(allowed, url.origin) || url.host !== domain.toLowerCase()) return 'The message URI is not on an allowed origin of this app'
  }
  if (origin !== undefined) {
    const page = httpUrl(origin)
    if (!page || page.host !== domain.toLowerCase()) return `The message is for another domain (expected ${page?.host ?? 'the page'})`
  }
  return null
}
