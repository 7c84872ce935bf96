import { decodeJwtPayload } from '../../utils/jwtPayload.js'
import { TOKEN_EXPIRY_MARGIN_MS } from '../../constants.js'

type Claims = { exp?: number; aud?: string | string[]; sub?: string; sid?: string }

export function readClaims(token: string): Claims | null {
  try {
    return decodeJwtPayload(token) as Claims
  } catch {
    return null
  }
}

/** A token counts as expired 30 s before its real expiry. Unreadable → expired. */
export function isTokenExpired(token: string, now: number): boolean {
  const exp = readClaims(token)?.exp
  if (typeof exp !== 'number') return true
  return exp * 1000 - TOKEN_EXPIRY_MARGIN_MS <= now
}

/** Whether the token was issued for this app (its audience is the app id). */
export function isTokenForApp(token: string, appId: string): boolean {
  const aud = readClaims(token)?.aud
  if (aud === undefined) return true
  return Array.isArray(aud) ? aud.includes(appId) : aud === appId
}
