/**
 * External-wallet helpers shared by the SIWE and SIWS routes: single-use, expiring sign-in nonces
 * (bound to an address), the wallet linked account, and the link rule for wallets (a user may
 * link several external wallets, of both chains — they are exempt from one-account-per-type).
 */
import { randomId } from './random.js'
import type { BackendContext } from './context.js'
import { ApiError, errors } from './errors.js'
import { isEmbeddedWireWallet } from './embeddedWallets.js'
import { ownerOf } from './accounts.js'
import type { Store } from './store.js'
import type { WireLinkedAccount, WireUser, WireWalletAccount } from './types.js'

/** How long a sign-in nonce stays valid. */
export const WALLET_NONCE_TTL_MS = 10 * 60 * 1000

type Nonce = { address: string; chainType: 'ethereum' | 'solana'; expiresAt: number }
const nonces = new WeakMap<Store, Map<string, Nonce>>()
const noncesOf = (ctx: BackendContext) => {
  let map = nonces.get(ctx.store)
  if (!map) nonces.set(ctx.store, (map = ctx.store.boundedMap()))
  return map
}

/** A fresh nonce for `address` (alphanumeric, as EIP-4361 requires; at least 8 characters). */
export function issueWalletNonce(ctx: BackendContext, address: string, chainType: 'ethereum' | 'solana'): string {
  const nonce = randomId(16)
  noncesOf(ctx).set(nonce, { address: address.toLowerCase(), chainType, expiresAt: ctx.now() + WALLET_NONCE_TTL_MS })
  return nonce
}

/**
 * Takes a nonce (single use): true when it was issued for `address` on `chainType` and has not
 * expired. A nonce is gone after one take, whatever the answer.
 */
export function takeWalletNonce(ctx: BackendContext, nonce: string, address: string, chainType: 'ethereum' | 'solana'): boolean {
  const map = noncesOf(ctx)
  const entry = map.get(nonce)
  if (!entry) return false
  map.delete(nonce)
  return entry.expiresAt > ctx.now() && entry.chainType === chainType && entry.address === address.toLowerCase()
}

export const isWalletOf = (address: string) => (account: WireLinkedAccount) =>
  account.type === 'wallet' && (account as WireWalletAccount).address.toLowerCase() === address.toLowerCase()

export function walletAccount(
  sec: number,
  { address, chainType, chainId, walletClientType, connectorType }: {
    address: string; chainType: 'ethereum' | 'solana'; chainId: string | null; walletClientType: string; connectorType: string
  },
): WireWalletAccount {
  return {
    type: 'wallet',
    address,
    chain_type: chainType,
    chain_id: chainId,
    wallet_client_type: walletClientType,
    connector_type: connectorType,
    recovery_method: null,
    wallet_index: null,
    imported: false,
    delegated: false,
    verified_at: sec,
    first_verified_at: sec,
    latest_verified_at: sec,
  }
}

/**
 * Links an external wallet to `user`: 400 `linked_to_another_user` when another user owns the
 * address; linking an address the user already has only refreshes it. No per-type limit.
 */
export function linkWalletAccount(ctx: BackendContext, user: WireUser, account: WireWalletAccount): void {
  const match = isWalletOf(account.address)
  refuseEmbeddedWallet(ctx, account.address)
  const owner = ownerOf(ctx, match)
  if (owner && owner.id !== user.id) throw errors.linkedToAnother()
  const existing = user.linked_accounts.find(match)
  if (existing) existing.latest_verified_at = account.latest_verified_at
  else user.linked_accounts.push(account)
}

/** An embedded wallet's address cannot log in or be linked as an external wallet (400 invalid_data). */
export function refuseEmbeddedWallet(ctx: BackendContext, address: string): void {
  const match = isWalletOf(address)
  const embedded = (account: WireLinkedAccount) => match(account) && isEmbeddedWireWallet(account)
  if (ownerOf(ctx, embedded)) throw new ApiError(400, 'invalid_data', 'Cannot login or link with an embedded wallet')
}

/** Embedded wallets are never unlinked (400 cannot_unlink_embedded_wallet). */
export function refuseUnlinkEmbedded(user: WireUser, match: (account: WireLinkedAccount) => boolean): void {
  if (user.linked_accounts.some((a) => match(a) && isEmbeddedWireWallet(a))) {
    throw new ApiError(400, 'cannot_unlink_embedded_wallet', 'Cannot unlink an embedded wallet')
  }
}
