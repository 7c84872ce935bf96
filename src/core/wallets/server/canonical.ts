/**
 * The canonical form of a wallet request the session's signer key signs: the request's method,
 * URL, JSON body, app id and expiry as one JSON text in the JSON Canonicalization Scheme
 * (RFC 8785). The same form as the app server's authorization signature (`foyerkit/server`,
 * docs/delegated-actions.md); the kit keeps its own copy because the server entry imports nothing
 * of the kit and the kit nothing of it (a test holds the two equal).
 */

/** The header carrying the signature (base64 of the 64-byte P-256 ECDSA signature r ‖ s). */
export const SESSION_SIGNATURE_HEADER = 'foyer-authorization-signature'
/** The header carrying the request's expiry (unix time in ms, decimal). */
export const SESSION_EXPIRY_HEADER = 'foyer-request-expiry'

/** A JSON value in the JSON Canonicalization Scheme (RFC 8785); a non-finite number, a bigint, a function or a symbol throws a TypeError. */
export function canonicalRequestJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError('canonicalJson: numbers must be finite')
    return JSON.stringify(value)
  }
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalRequestJson(item))).join(',')}]`
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalRequestJson(item)}`).join(',')}}`
  }
  throw new TypeError(`canonicalJson: cannot encode a ${typeof value}`)
}

/** What a signed wallet request binds: method, URL (without query), JSON body, app, expiry (ms). */
export type SignedRequestParts = { method: string; url: string; body: unknown; appId: string; expiry: number }

/** The text a session signer signs for a request (version 1 of the canonical form). */
export function signedRequestPayload({ method, url, body, appId, expiry }: SignedRequestParts): string {
  const parsed = new URL(url)
  return canonicalRequestJson({
    version: 1,
    method: method.toUpperCase(),
    url: `${parsed.origin}${parsed.pathname}`,
    body: body ?? null,
    headers: { 'foyer-app-id': appId, [SESSION_EXPIRY_HEADER]: String(expiry) },
  })
}
