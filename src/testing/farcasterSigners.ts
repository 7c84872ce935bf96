/**
 * The dev backend's Farcaster signers: an app asks (`POST /api/v1/farcaster/signer/status`) for an
 * ed25519 key the user made in the wallet service to become a signer of their Farcaster account;
 * the user approves or revokes it on the signer-approval page (`/__dev/farcaster/signer`) — what
 * the Farcaster app does for a real key. On approval the user's Farcaster account records the
 * signer's public key (`signer_public_key`); a revoke clears it.
 */
import { ed25519 } from '@noble/curves/ed25519.js'
import { randomToken } from './random.js'
import type { Store } from './store.js'
import type { WireFarcasterAccount } from './types.js'

/** Where a signer stands: waiting for the user, approved (it signs for the fid), or revoked. */
export type FarcasterSignerStatus = 'pending_approval' | 'approved' | 'revoked'

/** A signer key an app asked to register for a user's fid. */
export interface FarcasterSigner {
  /** The ed25519 public key, 0x-prefixed lowercase hex (32 bytes). */
  publicKey: string
  userId: string
  fid: number
  status: FarcasterSignerStatus
  /** The secret of its approval page's URL. */
  approvalToken: string
  createdAt: number
}

/** The path of the signer-approval page (`?token=`). */
export const FARCASTER_SIGNER_APPROVAL_PATH = '/__dev/farcaster/signer'

/** A valid ed25519 public key: 0x-prefixed hex of 32 bytes that decode to a curve point; lowercased, or null. */
export function ed25519PublicKeyOf(value: unknown): string | null {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(value)) return null
  try {
    ed25519.Point.fromHex(value.slice(2))
  } catch {
    return null
  }
  return value.toLowerCase()
}

// Signers live with the store, so `reset()` (a new store) drops them.
const registries = new WeakMap<Store, Map<string, FarcasterSigner>>()
/** The signers of a store, by public key. */
export function farcasterSigners(store: Store): Map<string, FarcasterSigner> {
  let signers = registries.get(store)
  if (!signers) registries.set(store, (signers = store.boundedMap()))
  return signers
}

/** The signer of a key for a user: the one already asked for, or a new pending one. Null: the key is another user's. */
export function signerFor(store: Store, { publicKey, userId, fid, now }: { publicKey: string; userId: string; fid: number; now: number }): FarcasterSigner | null {
  const signers = farcasterSigners(store)
  const found = signers.get(publicKey)
  if (found) return found.userId === userId ? found : null
  const signer: FarcasterSigner = { publicKey, userId, fid, status: 'pending_approval', approvalToken: randomToken(24), createdAt: now }
  signers.set(publicKey, signer)
  return signer
}

/** The signer an approval page's token names. */
export const signerByToken = (store: Store, token: unknown): FarcasterSigner | undefined =>
  typeof token === 'string' && token.length > 0 && token.length <= 128
    ? [...farcasterSigners(store).values()].find((s) => s.approvalToken === token)
    : undefined

const accountOf = (store: Store, signer: FarcasterSigner): WireFarcasterAccount | undefined =>
  store.users.get(signer.userId)?.linked_accounts.find((a): a is WireFarcasterAccount => a.type === 'farcaster' && (a as WireFarcasterAccount).fid === signer.fid)

/** Approves a pending signer: the user's Farcaster account records its public key. */
export function approveSigner(store: Store, signer: FarcasterSigner): void {
  if (signer.status !== 'pending_approval') throw new Error(`The signer is ${signer.status}`)
  signer.status = 'approved'
  const account = accountOf(store, signer)
  if (account) account.signer_public_key = signer.publicKey
}

/** Revokes a pending or approved signer: the account forgets its public key. */
export function revokeSigner(store: Store, signer: FarcasterSigner): void {
  if (signer.status === 'revoked') throw new Error('The signer is revoked')
  signer.status = 'revoked'
  const account = accountOf(store, signer)
  if (account?.signer_public_key === signer.publicKey) account.signer_public_key = null
}

/** `backend.farcaster.signers`: what the signer-approval page does, for tests. */
export function farcasterSignerControls(ctx: { store: Store }) {
  const signer = (publicKey: string) => {
    const found = farcasterSigners(ctx.store).get(publicKey.toLowerCase())
    if (!found) throw new Error('Unknown Farcaster signer')
    return found
  }
  return {
    approve: (publicKey: string) => approveSigner(ctx.store, signer(publicKey)),
    revoke: (publicKey: string) => revokeSigner(ctx.store, signer(publicKey)),
    list: () => [...farcasterSigners(ctx.store).values()].map(({ approvalToken: _, ...s }) => ({ ...s })),
  }
}
