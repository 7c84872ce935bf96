/** ES256 signing and verification of access and identity tokens (jose). */
import {
  SignJWT,
  decodeJwt,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
  type KeyLike,
} from 'jose'
import { randomId } from './random.js'
import type { WireUser } from './types.js'

export const ISSUER = 'foyer.dev'
const ALG = 'ES256'

interface Keys {
  kid: string
  privateKey: KeyLike
  publicKey: KeyLike
}

export interface AccessClaims extends JWTPayload {
  sid: string
  sub: string
  jti: string
}

export interface Verified {
  claims: AccessClaims
  expired: boolean
}

export class TokenSigner {
  #keys: Promise<Keys> | undefined

  constructor(
    private readonly appId: string,
    private readonly now: () => number,
  ) {}

  /** The key pair, generated on first use. */
  keys(): Promise<Keys> {
    this.#keys ??= generateKeyPair(ALG, { extractable: true }).then(({ privateKey, publicKey }) => ({
      kid: `foyer-dev-${randomId(8)}`,
      privateKey,
      publicKey,
    }))
    return this.#keys
  }

  async jwks(): Promise<JSONWebKeySet> {
    const { kid, publicKey } = await this.keys()
    const jwk = await exportJWK(publicKey)
    return { keys: [{ ...jwk, kid, alg: ALG, use: 'sig' }] }
  }

  async #sign(claims: JWTPayload, sub: string, ttlSeconds: number): Promise<string> {
    const { kid, privateKey } = await this.keys()
    const iat = Math.floor(this.now() / 1000)
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALG, kid, typ: 'JWT' })
      .setSubject(sub)
      .setAudience(this.appId)
      .setIssuer(ISSUER)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttlSeconds)
      .sign(privateKey)
  }

  accessToken(sessionId: string, userId: string, jti: string, ttlSeconds: number): Promise<string> {
    return this.#sign({ sid: sessionId, jti }, userId, ttlSeconds)
  }

  identityToken(user: WireUser, ttlSeconds: number): Promise<string> {
    return this.#sign({ linked_accounts: JSON.stringify(user.linked_accounts) }, user.id, ttlSeconds)
  }

  /**
   * Check signature, issuer and audience; `expired` tells whether `exp` has passed on the backend
   * clock. Returns `undefined` for anything not validly signed for this app.
   */
  async verify(token: string): Promise<Verified | undefined> {
    const { publicKey } = await this.keys()
    let iat: number | undefined
    try {
      iat = decodeJwt(token).iat
    } catch {
      return undefined
    }
    if (typeof iat !== 'number') return undefined
    try {
      // Verify as of the issue time, so an expired token still proves who it was for.
      const { payload } = await jwtVerify(token, publicKey, {
        algorithms: [ALG],
        audience: this.appId,
        issuer: ISSUER,
        currentDate: new Date(iat * 1000),
      })
      if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string' || typeof payload.jti !== 'string') {
        return undefined
      }
      const expired = typeof payload.exp !== 'number' || payload.exp * 1000 <= this.now()
      return { claims: payload as AccessClaims, expired }
    } catch {
      return undefined
    }
  }
}
