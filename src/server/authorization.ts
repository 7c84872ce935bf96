/**
 * The host server's authorization key: a P-256 (ECDSA, SHA-256) key pair. The app registers the
 * public key with its backend; its server signs each wallet API request with the private key
 * (`signAuthorizationRequest`). WebCrypto only: it runs in Node, Deno, Bun and edge runtimes with
 * no dependency.
 */
import { authorizationPayload, type AuthorizationRequest } from './canonical.js'

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const
const SIGNATURE = { name: 'ECDSA', hash: 'SHA-256' } as const

/** An authorization key pair: the private key as base64 PKCS#8 DER, the public key as base64 SPKI DER. */
export type AuthorizationKeyPair = {
  /** base64 of the PKCS#8 DER private key: keep it on your server only. */
  privateKey: string
  /** base64 of the SPKI DER public key: register it with the backend. */
  publicKey: string
}

const toBase64 = (bytes: Uint8Array) => {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/** Makes a new authorization key pair (P-256). */
export async function generateAuthorizationKeyPair(): Promise<AuthorizationKeyPair> {
  const pair = await crypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify'])
  return {
    privateKey: toBase64(new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey))),
    publicKey: toBase64(new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey))),
  }
}

/** A private key for signing: base64 PKCS#8 DER (as `generateAuthorizationKeyPair` gives it), or a CryptoKey. */
export type AuthorizationPrivateKey = string | CryptoKey

/** Imports a base64 PKCS#8 P-256 private key for signing (a CryptoKey passes through). */
export async function importAuthorizationKey(key: AuthorizationPrivateKey): Promise<CryptoKey> {
  if (typeof key !== 'string') return key
  try {
    return await crypto.subtle.importKey('pkcs8', fromBase64(key.trim()) as BufferSource, ALGORITHM, false, ['sign'])
  } catch (cause) {
    throw new TypeError('The authorization private key must be a base64 PKCS#8 P-256 key', { cause })
  }
}

/**
 * The authorization signature of a request (the `foyer-authorization-signature` header): P-256
 * ECDSA with SHA-256 over the UTF-8 bytes of `authorizationPayload(request)`, base64 of the 64-byte
 * r ‖ s.
 */
export async function signAuthorizationRequest(request: AuthorizationRequest, privateKey: AuthorizationPrivateKey): Promise<string> {
  const key = await importAuthorizationKey(privateKey)
  const payload = new TextEncoder().encode(authorizationPayload(request))
  return toBase64(new Uint8Array(await crypto.subtle.sign(SIGNATURE, key, payload)))
}
