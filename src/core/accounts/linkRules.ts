import type { FoyerClient } from '../client/client.js'
import { MAX_ACCOUNTS_PER_TYPE, MAX_PASSKEYS_PER_USER } from '../constants.js'
import { CannotDisconnectEmbeddedWalletError, CannotLinkMoreOfTypeError, CannotLinkMorePasskeysError, CannotUnlinkEmbeddedWalletError, EmbeddedWalletLoginError, MustBeAuthenticatedError } from '../errors/client.js'
import { isEmbeddedWallet } from '../types/linkedAccounts.js'
import type { User } from '../types/user.js'
import { userValue } from '../client/watch.js'

/**
 * The link limits of spec 01 §5: one account per type, except passkeys (5). Wallets are not
 * counted here: a user may hold several external wallets next to an embedded one (the server
 * rules per chain); embedded wallets can never be linked, unlinked, used to log in, nor disconnected.
 */
export const LINK_LIMITS: Readonly<Record<string, number>> = { passkey: MAX_PASSKEYS_PER_USER }
/** Types the client does not pre-check (the server decides). */
export const UNLIMITED_LINK_TYPES: readonly string[] = ['wallet', 'smart_wallet']

/** How many more accounts of `type` the user may link (Infinity for unchecked types). */
export function remainingLinks(user: User, type: string): number {
  if (UNLIMITED_LINK_TYPES.includes(type)) return Infinity
  const limit = LINK_LIMITS[type] ?? MAX_ACCOUNTS_PER_TYPE
  return Math.max(0, limit - user.linkedAccounts.filter((a) => a.type === type).length)
}

export type AssertCanLinkParameters = { type: string }
export type AssertCanLinkReturnType = User
export type AssertCanLinkErrorType = MustBeAuthenticatedError | CannotLinkMoreOfTypeError | CannotLinkMorePasskeysError

/**
 * Client-side pre-check before a link flow starts: a logged-in user ('User must be logged in') who
 * may link one more account of `type` ('User already has an account of type X linked.'; passkeys:
 * 'Cannot link more passkeys to account.').
 */
export function assertCanLink(client: FoyerClient, { type }: AssertCanLinkParameters): AssertCanLinkReturnType {
  const user = userValue.get(client)
  if (!user) throw new MustBeAuthenticatedError()
  if (remainingLinks(user, type) > 0) return user
  throw type === 'passkey' ? new CannotLinkMorePasskeysError() : new CannotLinkMoreOfTypeError(type)
}

type WalletLike = { type: string; walletClientType?: unknown; connectorType?: unknown }

/** 'Cannot login or link with an embedded wallet' (wallet sign-in calls it before signing). */
export function assertNotEmbeddedForLogin(account: WalletLike): void {
  if (isEmbeddedWallet(account)) throw new EmbeddedWalletLoginError()
}

/** 'Cannot unlink an embedded wallet'. */
export function assertNotEmbeddedForUnlink(account: WalletLike): void {
  if (isEmbeddedWallet(account)) throw new CannotUnlinkEmbeddedWalletError()
}

/** 'Cannot disconnect an embedded wallet' (wallet disconnect calls it). */
export function assertNotEmbeddedForDisconnect(account: WalletLike): void {
  if (isEmbeddedWallet(account)) throw new CannotDisconnectEmbeddedWalletError()
}
