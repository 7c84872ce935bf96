/**
 * The canonical form of a request the host's server signs with its authorization key: the
 * request's method, URL, JSON body and the headers that bind it to an app and a time, as one JSON
 * text in the JSON Canonicalization Scheme (RFC 8785). The dev backend rebuilds the same text from
 * the request it receives and checks the signature against it (docs/delegated-actions.md).
 */

/** The header carrying the authorization signature (base64 of the 64-byte P-256 ECDSA signature r ‖ s). */
export const AUTHORIZATION_SIGNATURE_HEADER = 'foyer-authorization-signature'
/** The header carrying the request's expiry (unix time in ms, decimal): the backend refuses a request after it. */
export const REQUEST_EXPIRY_HEADER = 'foyer-request-expiry'
/** The header naming the app. */
export const APP_ID_HEADER = 'foyer-app-id'
/** The version of the canonical form (its `version` field). */
export const AUTHORIZATION_PAYLOAD_VERSION = 1
/** The longest a signed request may live (its expiry at most this far ahead of the backend's clock). */
export const MAX_REQUEST_LIFETIME_MS = 5 * 60 * 1000

/**
 * A JSON value in the JSON Canonicalization Scheme (RFC 8785): object keys sorted by their UTF-16
 * code units, no whitespace, numbers and strings as ECMAScript's JSON.stringify writes them.
 * `undefined` object members are left out (as JSON.stringify does); a non-finite number, a bigint,
 * a function or a symbol throws a TypeError.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError('canonicalJson: numbers must be finite')
    return JSON.stringify(value)
  }
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`
  }
  throw new TypeError(`canonicalJson: cannot encode a ${typeof value}`)
}

/** What the canonical form of a request holds. */
export type AuthorizationRequest = {
  /** The HTTP method (written upper-case). */
  method: string
  /** The request's URL: scheme, host (and port), path — the URL the backend is called at, without query or fragment. */
  url: string
  /** The JSON body (parsed); null for none. */
  body: unknown
  /** The app (the `foyer-app-id` header). */
  appId: string
  /** The `foyer-request-expiry` header: unix time in ms. */
  expiry: number
}

/** The URL as the canonical form writes it: `origin + pathname` (no query, no fragment). */
export function canonicalUrl(url: string): string {
  const parsed = new URL(url)
  return `${parsed.origin}${parsed.pathname}`
}

/**
 * The text the authorization key signs for a request:
 * `canonicalJson({ version: 1, method, url, body, headers: { 'foyer-app-id', 'foyer-request-expiry' } })`.
 */
export function authorizationPayload({ method, url, body, appId, expiry }: AuthorizationRequest): string {
  return canonicalJson({
    version: AUTHORIZATION_PAYLOAD_VERSION,
    method: method.toUpperCase(),
    url: canonicalUrl(url),
    body: body ?? null,
    headers: { [APP_ID_HEADER]: appId, [REQUEST_EXPIRY_HEADER]: String(expiry) },
  })
}
