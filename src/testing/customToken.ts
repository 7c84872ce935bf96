/** Custom-auth JWTs: verification by the dev backend, and a helper to mint test tokens. */
import { SignJWT, createLocalJWKSet, jwtVerify, type JWTVerifyOptions } from 'jose'
import { ApiError, errors } from './errors.js'
import type { CustomAuthOptions } from './types.js'

/** The dev backend's default HS256 secret for custom-auth tokens (dev and tests only). */
export const DEV_CUSTOM_AUTH_SECRET = 'foyer-dev-custom-auth-secret-change-me'

const encode = (secret: string) => new TextEncoder().encode(secret)

/** The parameters of {@link signCustomToken}. */
export type SignCustomTokenParameters = {
  /** The host's user id (becomes `custom_user_id`). */
  sub: string
  /** HS256 secret; `DEV_CUSTOM_AUTH_SECRET` by default. */
  secret?: string
  issuer?: string
  audience?: string
  /** Lifetime in seconds (default 3600). */
  expiresInSeconds?: number
  /** ms clock for `iat`/`exp` (default Date.now). */
  now?: number
}

/** Mints an HS256 custom-auth JWT, as a host's auth server would (for tests and the demo). */
export async function signCustomToken({
  sub, secret = DEV_CUSTOM_AUTH_SECRET, issuer, audience, expiresInSeconds = 3600, now = Date.now(),
}: SignCustomTokenParameters): Promise<string> {
  const iat = Math.floor(now / 1000)
  const jwt = new SignJWT({}).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(sub).setIssuedAt(iat).setExpirationTime(iat + expiresInSeconds)
  if (issuer) jwt.setIssuer(issuer)
  if (audience) jwt.setAudience(audience)
  return jwt.sign(encode(secret))
}

/**
 * Verifies a custom-auth JWT against the configured secret and/or JWKS (and issuer, audience,
 * expiry on the backend clock) and returns its subject; 401 `invalid_credentials` otherwise.
 */
export async function verifyCustomToken(options: CustomAuthOptions | undefined, token: unknown, nowMs: number): Promise<string> {
  if (typeof token !== 'string' || !token) throw errors.invalidData('Missing or invalid field: token')
  const { secret, jwks, issuer, audience } = options ?? {}
  const verify: JWTVerifyOptions = { currentDate: new Date(nowMs) }
  if (issuer) verify.issuer = issuer
  if (audience) verify.audience = audience
  const keys = [
    ...(secret || !jwks ? [() => jwtVerify(token, encode(secret ?? DEV_CUSTOM_AUTH_SECRET), { ...verify, algorithms: ['HS256'] })] : []),
    ...(jwks ? [() => jwtVerify(token, createLocalJWKSet(jwks), verify)] : []),
  ]
  for (const attempt of keys) {
    try {
      const { payload } = await attempt()
      if (typeof payload.sub === 'string' && payload.sub) return payload.sub
    } catch {
      // try the next key
    }
  }
  throw new ApiError(401, 'invalid_credentials', 'Invalid custom auth token')
}
