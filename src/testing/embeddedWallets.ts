/**
 * The dev backend's side of embedded wallets: per entropy, the owner, the auth share (encrypted at
 * rest with AES-256-GCM under a key of this backend instance), the recovery share as the wallet
 * service sealed it, and — for the automatic `privy` recovery method — the recovery key (also
 * encrypted at rest). A production backend keeps that recovery key in another trust domain (a KMS
 * or HSM), never next to the auth share; here both live in one process, which is fine for a dev
 * server and says nothing about how a real one must store them.
 */
import type { WireEmbeddedWalletAccount, WireLinkedAccount } from './types.js'

/** How a wallet's recovery share is sealed. */
export type EmbeddedRecoveryMethod = WireEmbeddedWalletAccount['recovery_method']

export type EmbeddedEntropy = {
  /** Lowercase entropy id (the address of wallet index 0; of an imported key, its address). */
  entropyId: string
  userId: string
  imported: boolean
  recoveryMethod: EmbeddedRecoveryMethod
  /** iv ‖ ciphertext of the auth share's bytes, under the at-rest key. */
  authShare: Uint8Array
  /** The recovery share as sealed by the wallet service (base64 text, opaque here). */
  encryptedRecoveryShare: string
  /**
   * iv ‖ ciphertext of the 32-byte recovery key of the automatic method, under the at-rest key;
   * null until one is asked for (a wallet created with another method).
   */
  recoveryKey: Uint8Array | null
  /** user-passcode: the PHC string of the KDF parameters and salt (handed out with the auth share). */
  recoveryKdf: string | null
  /** user-passcode: SHA-256 of the recovery auth key; the sealed share is released only for its preimage. */
  recoveryVerifier: Uint8Array | null
  /** Bumped by every set-recovery: a set-recovery names the version it replaces (no replays). */
  shareVersion: number
}

type PendingKey = { userId: string; address: string; recoveryKey: Uint8Array; createdAt: number }

/** How many recovery keys one user may have pending (asked for, not yet used by a registration). */
export const MAX_PENDING_RECOVERY_KEYS = 5
/** How long a pending recovery key waits for its registration. */
export const PENDING_RECOVERY_KEY_TTL_MS = 10 * 60 * 1000
/** At most this many embedded wallets per user. */
export const MAX_EMBEDDED_WALLETS_PER_USER = 100

const IV_BYTES = 12

export class EmbeddedWalletState {
  readonly entropies = new Map<string, EmbeddedEntropy>()
  /** `{userId}\n{address}` → a recovery key handed out for a wallet being created. */
  readonly pendingKeys = new Map<string, PendingKey>()
  #atRestKey: Promise<CryptoKey> | undefined

  #key(): Promise<CryptoKey> {
    this.#atRestKey ??= crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
    return this.#atRestKey
  }

  /** Encrypts at rest (AES-256-GCM, bound to `label`). */
  async seal(plain: Uint8Array, label: string): Promise<Uint8Array> {
    const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
    const data = new Uint8Array(
      await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(label) }, await this.#key(), plain as BufferSource),
    )
    const out = new Uint8Array(IV_BYTES + data.length)
    out.set(iv)
    out.set(data, IV_BYTES)
    return out
  }

  async open(sealed: Uint8Array, label: string): Promise<Uint8Array> {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: sealed.slice(0, IV_BYTES), additionalData: new TextEncoder().encode(label) },
      await this.#key(),
      sealed.slice(IV_BYTES),
    )
    return new Uint8Array(plain)
  }

  pendingKey(userId: string, address: string, now: number): PendingKey | undefined {
    const key = `${userId}\n${address.toLowerCase()}`
    const pending = this.pendingKeys.get(key)
    if (pending && now - pending.createdAt > PENDING_RECOVERY_KEY_TTL_MS) {
      this.pendingKeys.delete(key)
      return undefined
    }
    return pending
  }

  /** Remembers a recovery key for a wallet being created; the user's oldest pending keys go past the limit. */
  addPendingKey(pending: PendingKey): void {
    const mine = [...this.pendingKeys.entries()].filter(([, p]) => p.userId === pending.userId)
    for (const [key] of mine.slice(0, Math.max(0, mine.length - MAX_PENDING_RECOVERY_KEYS + 1))) this.pendingKeys.delete(key)
    this.pendingKeys.set(`${pending.userId}\n${pending.address.toLowerCase()}`, pending)
  }

  takePendingKey(userId: string, address: string, now: number): PendingKey | undefined {
    const pending = this.pendingKey(userId, address, now)
    if (pending) this.pendingKeys.delete(`${userId}\n${address.toLowerCase()}`)
    return pending
  }
}

/** An embedded wallet among linked accounts (the wallet service's, not an external wallet). */
export const isEmbeddedWireWallet = (account: WireLinkedAccount): account is WireEmbeddedWalletAccount =>
  account.type === 'wallet' && account.wallet_client_type === 'privy' && account.connector_type === 'embedded'
