/**
 * The payload of a compact JWT, decoded (base64url JSON), without checking the signature: the kit
 * only reads claims the server has already verified (expiry, audience, subject, linked accounts).
 * Throws a TypeError when the token is not three dot-separated parts or its payload is not a JSON
 * object.
 */
export function decodeJwtPayload(token: string): Record<string, unknown> {
  const parts = String(token).split('.')
  if (parts.length !== 3 || !parts[1]) throw new TypeError('Invalid JWT: expected three base64url parts')
  const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  const payload: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))))
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) throw new TypeError('Invalid JWT: the payload is not a JSON object')
  return payload as Record<string, unknown>
}
