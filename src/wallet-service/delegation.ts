/**
 * Delegated actions: the seal that hands a wallet's key to the backend — and only to it. The wallet
 * service encrypts the key to the backend's delegation key (P-256 ECDH with an ephemeral key,
 * HKDF-SHA-256, AES-256-GCM; `DELEGATION_SEAL` says the exact construction), bound by the
 * additional data to the app, the user, the chain and the address. The host page sees neither the
 * key nor the seal. WebCrypto only. `openDelegationSeal` is the backend's half (the dev backend
 * uses it); a production backend opens it with the same steps.
 */
import { DELEGATION_SEAL, type SealedDelegationKey } from '../core/types/walletService.js'

// Its own base64 helpers: the dev backend imports this file, and must not pull in the wallet
// service's Shamir library with shares.ts.
const toBase64 = (bytes: Uint8Array): string => {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}
const fromBase64 = (value: string): Uint8Array | null =>
  /^[A-Za-z0-9+/]*={0,2}$/.test(value) && value.length % 4 === 0 ? Uint8Array.from(atob(value), (c) => c.charCodeAt(0)) : null

const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const
const IV_BYTES = 12
/** A raw uncompressed P-256 point. */
const POINT_BYTES = 65

/** What a seal is bound to: the additional data of its AES-GCM. */
export type DelegationSealContext = { appId: string; userId: string; chainType: 'ethereum' | 'solana'; address: string }

/** The AES-GCM additional data of a seal: `{info}\n{appId}\n{userId}\n{chainType}\n{address}`. */
export const delegationSealAad = ({ appId, userId, chainType, address }: DelegationSealContext): Uint8Array =>
  new TextEncoder().encode([DELEGATION_SEAL.info, appId, userId, chainType, address].join('\n'))

async function aesKey(shared: ArrayBuffer, ephemeral: Uint8Array, recipient: Uint8Array, usage: 'encrypt' | 'decrypt'): Promise<CryptoKey> {
  const ikm = await crypto.subtle.importKey('raw', shared, 'HKDF', false, ['deriveKey'])
  const salt = new Uint8Array(POINT_BYTES * 2)
  salt.set(ephemeral)
  salt.set(recipient, POINT_BYTES)
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt, info: new TextEncoder().encode(DELEGATION_SEAL.info) },
    ikm,
    { name: 'AES-GCM', length: 256 },
    false,
    [usage],
  )
}

/** The backend's delegation public key (base64 of the raw uncompressed P-256 point), checked. */
export function readDelegationPublicKey(value: unknown): Uint8Array | null {
  const bytes = typeof value === 'string' && value.length <= 100 ? fromBase64(value) : null
  return bytes && bytes.length === POINT_BYTES && bytes[0] === 4 ? bytes : null
}

/** Seals `key` to the backend's delegation public key (raw uncompressed P-256), bound to `context`. */
export async function sealDelegationKey(recipientPublicKey: Uint8Array, key: Uint8Array, context: DelegationSealContext): Promise<SealedDelegationKey> {
  const recipient = await crypto.subtle.importKey('raw', recipientPublicKey as BufferSource, ECDH, false, [])
  const ephemeral = await crypto.subtle.generateKey(ECDH, true, ['deriveBits'])
  const ephemeralPublic = new Uint8Array(await crypto.subtle.exportKey('raw', ephemeral.publicKey))
  const shared = await crypto.subtle.deriveBits({ name: 'ECDH', public: recipient }, ephemeral.privateKey, 256)
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: delegationSealAad(context) as BufferSource },
    await aesKey(shared, ephemeralPublic, recipientPublicKey, 'encrypt'),
    key as BufferSource,
  ))
  return { version: DELEGATION_SEAL.version, ephemeral_public_key: toBase64(ephemeralPublic), iv: toBase64(iv), ciphertext: toBase64(ciphertext) }
}

/**
 * Opens a seal with the backend's delegation private key (an ECDH P-256 CryptoKey) and its public
 * key (raw); null when it is malformed, sealed to another key or bound to another context.
 */
export async function openDelegationSeal(
  recipient: { privateKey: CryptoKey; publicKey: Uint8Array },
  sealed: unknown,
  context: DelegationSealContext,
): Promise<Uint8Array | null> {
  if (typeof sealed !== 'object' || sealed === null) return null
  const { version, ephemeral_public_key: ephemeralText, iv: ivText, ciphertext: ciphertextText } = sealed as Record<string, unknown>
  if (version !== DELEGATION_SEAL.version) return null
  const ephemeral = readDelegationPublicKey(ephemeralText)
  const iv = typeof ivText === 'string' && ivText.length <= 24 ? fromBase64(ivText) : null
  // A 32-byte key and the 16-byte tag.
  const ciphertext = typeof ciphertextText === 'string' && ciphertextText.length <= 128 ? fromBase64(ciphertextText) : null
  if (!ephemeral || !iv || iv.length !== IV_BYTES || !ciphertext || ciphertext.length !== 48) return null
  try {
    const ephemeralKey = await crypto.subtle.importKey('raw', ephemeral as BufferSource, ECDH, false, [])
    const shared = await crypto.subtle.deriveBits({ name: 'ECDH', public: ephemeralKey }, recipient.privateKey, 256)
    return new Uint8Array(await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: iv as BufferSource, additionalData: delegationSealAad(context) as BufferSource },
      await aesKey(shared, ephemeral, recipient.publicKey, 'decrypt'),
      ciphertext as BufferSource,
    ))
  } catch {
    return null
  }
}
