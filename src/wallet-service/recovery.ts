/**
 * Recovery methods: how the recovery share is sealed. A method gives the AES-GCM key that seals
 * the share (at create / set-recovery) and opens it (at recover). Only `privy` — automatic: the
 * backend keeps the key and hands it to the wallet's owner — is implemented; user-passcode and
 * cloud recovery plug in here (a handler each).
 */
import type { RecoveryMethod, WalletServiceErrorType } from '../core/types/walletService.js'
import type { BackendApi } from './api.js'
import { WalletServiceError } from './errors.js'
import { fromBase64, toBase64 } from './shares.js'

export type RecoveryContext = {
  api: BackendApi
  accessToken: string
  entropyId: string
  /** For user-passcode recovery (later). */
  recoveryPassword?: string | undefined
  /** The error to answer when getting the key fails (creation and recovery fail differently). */
  failure: { type: WalletServiceErrorType; message: string }
}

export type RecoveryMethodHandler = {
  /** True when recovering needs nothing from the user: a new device recovers on first use, with no prompt. */
  automatic: boolean
  /** The 32-byte AES-GCM key of the entropy's recovery share (the same to seal and to open). */
  key(context: RecoveryContext): Promise<Uint8Array>
}

const privy: RecoveryMethodHandler = {
  automatic: true,
  async key({ api, accessToken, entropyId, failure }) {
    const material = fromBase64(await api.recoveryKeyMaterial(entropyId, accessToken, failure))
    if (!material || material.length !== 32) throw new WalletServiceError(failure.type, failure.message)
    return material
  },
}

/** The implemented recovery methods. A method without a handler answers 'Unsupported recovery action'. */
export const RECOVERY_METHOD_HANDLERS: Partial<Record<RecoveryMethod, RecoveryMethodHandler>> = { privy }

const IV_BYTES = 12
const aad = (entropyId: string) => new TextEncoder().encode(`foyer-recovery-share:${entropyId.toLowerCase()}`)

async function aesKey(raw: Uint8Array, usage: 'encrypt' | 'decrypt'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', raw as BufferSource, 'AES-GCM', false, [usage])
}

/** The share sealed with `key` (AES-256-GCM, bound to the entropy id): base64 of iv ‖ ciphertext. */
export async function sealShare(key: Uint8Array, share: Uint8Array, entropyId: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: aad(entropyId) }, await aesKey(key, 'encrypt'), share as BufferSource),
  )
  const out = new Uint8Array(IV_BYTES + sealed.length)
  out.set(iv)
  out.set(sealed, IV_BYTES)
  return toBase64(out)
}

/** The share a sealed blob holds; throws when the key or the entropy id is not the one it was sealed with. */
export async function openShare(key: Uint8Array, sealed: string, entropyId: string): Promise<Uint8Array> {
  const bytes = fromBase64(sealed)
  if (!bytes || bytes.length <= IV_BYTES + 16) throw new Error('Bad sealed share')
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES), additionalData: aad(entropyId) },
    await aesKey(key, 'decrypt'),
    bytes.slice(IV_BYTES),
  )
  return new Uint8Array(plain)
}
