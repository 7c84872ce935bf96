/**
 * The claims the wallet service reads from an access token, unverified: who the user is (`sub`,
 * to bind the secrets it loaded to that user) and when the token expires. The backend verifies
 * every token it is sent; the service only refuses plainly missing or expired ones early.
 */
export type TokenClaims = { sub: string; exp: number | null }

export function readAccessToken(token: unknown, nowMs: number): TokenClaims | null {
  if (typeof token !== 'string' || token.length > 8192) return null
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='))
    const claims = JSON.parse(json) as { sub?: unknown; exp?: unknown }
    if (typeof claims.sub !== 'string' || claims.sub === '') return null
    const exp = typeof claims.exp === 'number' ? claims.exp : null
    if (exp !== null && exp * 1000 <= nowMs) return null
    return { sub: claims.sub, exp }
  } catch {
    return null
  }
}
