/**
 * Farcaster signers in the wallet service: the user's ed25519 signer key is made here, kept in the
 * service's storage (the wallet origin's localStorage in the page) under the app and the user, and
 * used here only: answers carry its public key and signatures, never the key.
 */
import { ed25519 } from '@noble/curves/ed25519.js'
import { bytesToHex, hexToBytes } from 'viem'
import type { FarcasterInitSignerReplyData, FarcasterSignReplyData, WalletServiceStorage } from '../core/types/walletService.js'
import { ERROR_TYPES as T, fail } from './errors.js'
import { fromBase64, toBase64 } from './shares.js'

/** Where a user's Farcaster signer key lives in the service's storage. */
export const farcasterSignerKey = (appId: string, userId: string): string => `foyer:${appId}:farcaster-signer:${userId}`

/** The message of a sign request when the user has no signer on this device. */
export const NO_FARCASTER_SIGNER = 'No Farcaster signer for this user: request one first'

/** The longest message hash signed (bytes); a Farcaster message hash is 20. */
export const MAX_FARCASTER_HASH_BYTES = 64

const signerSeed = async (storage: WalletServiceStorage, key: string): Promise<Uint8Array | null> => {
  const seed = fromBase64(await storage.getItem(key))
  return seed && seed.length === 32 ? seed : null
}

/** The user's signer public key: the stored key's, or a new key's (kept in storage first). */
export async function initFarcasterSigner(storage: WalletServiceStorage, key: string): Promise<FarcasterInitSignerReplyData> {
  let seed = await signerSeed(storage, key)
  if (!seed) {
    seed = ed25519.utils.randomSecretKey()
    await storage.setItem(key, toBase64(seed))
  }
  try {
    return { publicKey: bytesToHex(ed25519.getPublicKey(seed)) }
  } finally {
    seed.fill(0)
  }
}

/** The hash of a sign request, checked: 0x-prefixed hex of 1 to 64 bytes. */
export function farcasterHashOf(payload: unknown): Uint8Array {
  const hash = (payload as { hash?: unknown } | null | undefined)?.hash
  if (typeof payload !== 'object' || payload === null || typeof hash !== 'string' || !/^0x(?:[0-9a-fA-F]{2}){1,64}$/.test(hash)) {
    return fail(T.invalidRequest, 'Missing or invalid payload.hash')
  }
  return hexToBytes(hash as `0x${string}`)
}

/** Signs `hash` with the user's signer key; refused (`unable_to_sign`) when the user has none on this device. */
export async function signFarcasterHash(storage: WalletServiceStorage, key: string, hash: Uint8Array): Promise<FarcasterSignReplyData> {
  const seed = (await signerSeed(storage, key)) ?? fail(T.unableToSign, NO_FARCASTER_SIGNER)
  try {
    return { signature: bytesToHex(ed25519.sign(hash, seed)) }
  } finally {
    seed.fill(0)
  }
}
