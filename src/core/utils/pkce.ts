import { PKCE_RANDOM_BYTES } from '../constants.js'
import { randomBytes } from './random.js'
import { bytesToBase64 } from './base64.js'

/**
 * PKCE helpers (RFC 7636, S256) for every login through a provider's authorization page: a code
 * verifier and a state code of 36 random bytes each, base64url; the challenge is
 * base64url(SHA-256(verifier)). Pure apart from the randomness; uses Web Crypto (Node 20, browsers).
 */

/** base64url without padding. */
export function base64UrlEncode(bytes: Uint8Array): string {
  return bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** A fresh random string of PKCE_RANDOM_BYTES bytes, base64url (a code verifier or a state code). */
export function generatePkceRandom(bytes: number = PKCE_RANDOM_BYTES): string {
  return base64UrlEncode(randomBytes(bytes))
}

/** The S256 code challenge of a verifier: base64url(SHA-256(ascii(verifier))). */
export async function createCodeChallenge(codeVerifier: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(codeVerifier))
  return base64UrlEncode(new Uint8Array(digest))
}

export type PkcePair = {
  /** Kept by the client until the code is exchanged. */
  codeVerifier: string
  /** Sent to the provider; must come back unchanged. */
  stateCode: string
  /** S256 challenge of the verifier, sent with the init call. */
  codeChallenge: string
}

/** A code verifier, a state code and the verifier's S256 challenge. */
export async function createPkcePair(): Promise<PkcePair> {
  const codeVerifier = generatePkceRandom()
  const stateCode = generatePkceRandom()
  return { codeVerifier, stateCode, codeChallenge: await createCodeChallenge(codeVerifier) }
}
