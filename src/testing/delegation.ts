/**
 * Delegated actions on the dev backend's side: the backend's delegation key (P-256 ECDH: the wallet
 * service seals a delegated wallet's key to it), the keys it holds for delegated wallets and server
 * wallets (encrypted at rest, like the auth shares), and the app's server credentials — the app
 * secret and the registered authorization keys (P-256 ECDSA public keys) its server signs wallet
 * API requests with. A production backend keeps the delegation private key and the wallets' keys
 * in a KMS or HSM; here they live in the process, which is fine for a dev server.
 */
import { p256 } from '@noble/curves/nist.js'
import { ed25519 } from '@noble/curves/ed25519.js'
import { privateKeyToAddress } from 'viem/accounts'
import { bytesToHex } from 'viem'
import { base58Encode } from './base58.js'
import type { BoundedMap } from './limits.js'

/** The dev app's secret (dev and tests only): the app's server authenticates wallet API calls with it (HTTP Basic). */
export const DEV_APP_SECRET = 'foyer-dev-app-secret-change-me'

/**
 * The dev app's registered authorization key pair (dev and tests only; P-256): `privateKey` base64
 * PKCS#8 DER for the server (`createWalletApi({ authorizationPrivateKey })`), `publicKey` base64
 * SPKI DER as registered with the backend.
 */
export const DEV_AUTHORIZATION_KEY = {
  privateKey: 'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgeXBfhUENOiQ07FnGlGB+Z7ev7UeLrVsD7MV8nVcCSTihRANCAAQL5yFTvBxBsZ9fLUX/hkytYe2AgVWLvVPQMC4HXIaiQzvD6LUoxldGwZ0d8mlTmUN0wS2uTqFQq0/gqKFJiHiK',
  publicKey: 'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEC+chU7wcQbGfXy1F/4ZMrWHtgIFVi71T0DAuB1yGokM7w+i1KMZXRsGdHfJpU5lDdMEtrk6hUKtP4KihSYh4ig==',
} as const

/** An app's server credentials for the wallet API. */
export type ServerAppCredentials = {
  appId: string
  /** The app secret (HTTP Basic, app id : app secret). */
  appSecret: string
  /** The authorization public keys (base64 SPKI DER, P-256) whose signatures it accepts. */
  authorizationKeys: readonly string[]
}

/** The options of `createDevBackend({ serverApi })`. */
export type DevServerApiOptions = {
  /** This app's secret. Default `DEV_APP_SECRET`. */
  appSecret?: string
  /** This app's registered authorization keys (base64 SPKI DER, P-256). Default `[DEV_AUTHORIZATION_KEY.publicKey]`; `[]`: none (every signed call is refused). */
  authorizationKeys?: readonly string[]
  /** Other apps with server credentials on this backend (none of this app's wallets are theirs: their calls for them answer 403). */
  otherApps?: readonly ServerAppCredentials[]
}

/** The apps a dev backend knows server credentials of: this app first. */
export function serverAppsOf(appId: string, options: DevServerApiOptions | undefined): ServerAppCredentials[] {
  return [
    { appId, appSecret: options?.appSecret ?? DEV_APP_SECRET, authorizationKeys: options?.authorizationKeys ?? [DEV_AUTHORIZATION_KEY.publicKey] },
    ...(options?.otherApps ?? []),
  ]
}

/** The fixed DER prefix of a P-256 SPKI public key (id-ecPublicKey, prime256v1, a 65-byte bit string). */
const P256_SPKI_PREFIX = Uint8Array.from([
  0x30, 0x59, 0x30, 0x13, 0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01, 0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07, 0x03,
  0x42, 0x00,
])

const fromBase64 = (text: string): Uint8Array | null =>
  /^[A-Za-z0-9+/]*={0,2}$/.test(text) && text.length % 4 === 0 ? Uint8Array.from(atob(text), (c) => c.charCodeAt(0)) : null

/** The raw point of a base64 P-256 public key: SPKI DER (91 bytes) or the raw point (65 or 33 bytes); null otherwise. */
export function p256PublicKeyOf(text: string): Uint8Array | null {
  const bytes = text.length <= 200 ? fromBase64(text.trim()) : null
  if (!bytes) return null
  if (bytes.length === 91 && P256_SPKI_PREFIX.every((b, i) => bytes[i] === b)) return bytes.slice(26)
  return bytes.length === 65 || bytes.length === 33 ? bytes : null
}

/**
 * Whether `signature` (base64: the 64-byte r ‖ s, or DER) is a P-256 ECDSA signature (SHA-256) of
 * `payload` by one of `keys` — checked with @noble/curves, apart from the WebCrypto the server
 * helper signs with.
 */
export function verifyAuthorizationSignature(payload: string, signature: string, keys: readonly string[]): boolean {
  const bytes = signature.length <= 200 ? fromBase64(signature.trim()) : null
  if (!bytes) return false
  const message = new TextEncoder().encode(payload)
  const format = bytes.length === 64 ? 'compact' : 'der'
  return keys.some((key) => {
    const point = p256PublicKeyOf(key)
    if (!point) return false
    try {
      return p256.verify(bytes, message, point, { prehash: true, lowS: false, format })
    } catch {
      return false
    }
  })
}

/** The address a 32-byte key gives: an Ethereum secp256k1 key's checksummed address, a Solana seed's base58 public key. */
export function addressOfKey(chainType: 'ethereum' | 'solana', key: Uint8Array): string | null {
  try {
    return chainType === 'solana' ? base58Encode(ed25519.getPublicKey(key)) : privateKeyToAddress(bytesToHex(key))
  } catch {
    return null
  }
}

/** A wallet the backend can sign with: a user's delegated embedded wallet, or a server wallet. */
export type HeldWallet = {
  /** The wallet id (an embedded wallet's linked-account id). */
  id: string
  appId: string
  chainType: 'ethereum' | 'solana'
  address: string
  /** The user who delegated it, or the server wallet's owner (null: none). */
  userId: string | null
  kind: 'delegated' | 'server'
  /** iv ‖ ciphertext of the 32-byte key under the at-rest key (label `held-key:{id}`). */
  key: Uint8Array
  createdAt: number
}

/** At most this many server wallets per backend (`POST /api/v1/wallets`). */
export const MAX_SERVER_WALLETS = 1_000

export class DelegationState {
  /** Wallets the backend can sign with, by wallet id. */
  readonly wallets = new Map<string, HeldWallet>()
  /** SHA-256 of the canonical form of signed requests already used, until their expiry: each is single use. */
  usedRequests: BoundedMap<string, { expiresAt: number }> | undefined
  #key: Promise<{ privateKey: CryptoKey; publicKey: Uint8Array }> | undefined

  /** The backend's delegation key pair (P-256 ECDH), made on first use; the public key raw (65 bytes). */
  delegationKey(): Promise<{ privateKey: CryptoKey; publicKey: Uint8Array }> {
    this.#key ??= (async () => {
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits'])
      return { privateKey: pair.privateKey, publicKey: new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)) }
    })()
    return this.#key
  }

  /** The user's delegated wallets. */
  delegatedOf(userId: string): HeldWallet[] {
    return [...this.wallets.values()].filter((w) => w.kind === 'delegated' && w.userId === userId)
  }
}
