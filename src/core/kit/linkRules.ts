import type { FoyerClient } from '../client/types.js'
import { MAX_ACCOUNTS_PER_TYPE } from '../constants.js'
import type { FoyerError } from '../errors/base.js'
import { CannotLinkMoreOfTypeError, MustBeAuthenticatedError } from '../errors/client.js'
import type { LinkedAccount, User } from '../types/user.js'
import { methodForAccount } from './methods.js'
import { userValue } from '../client/session/state.js'

/**
 * The link limits: one account per type unless the login method says otherwise (`maxAccounts`,
 * e.g. 5 of one kind; external wallets are not counted here — a user may hold several next to an embedded
 * one, the server rules per chain).
 */
export function linkLimit(type: string): number {
  return methodForAccount({ type } as LinkedAccount)?.maxAccounts ?? MAX_ACCOUNTS_PER_TYPE
}

/** How many more accounts of `type` the user may link (Infinity for unchecked types). */
export function remainingLinks(user: User, type: string): number {
  const limit = linkLimit(type)
  if (limit === Infinity) return Infinity
  return Math.max(0, limit - user.linkedAccounts.filter((a) => a.type === type).length)
}

export type AssertCanLinkParameters = { type: string }
export type AssertCanLinkReturnType = User
export type AssertCanLinkErrorType =
  | MustBeAuthenticatedError
  | CannotLinkMoreOfTypeError
  /** A login method's own limit error (its descriptor's `tooManyAccounts`). */
  | FoyerError<'cannot_link_more_of_type'>

/**
 * Client-side pre-check before a link flow starts: a logged-in user ('User must be logged in') who
 * may link one more account of `type` ('User already has an account of type X linked.', or the
 * method's own `tooManyAccounts` error).
 */
export function assertCanLink(client: FoyerClient, { type }: AssertCanLinkParameters): AssertCanLinkReturnType {
  const user = userValue.get(client)
  if (!user) throw new MustBeAuthenticatedError()
  if (remainingLinks(user, type) > 0) return user
  throw methodForAccount({ type } as LinkedAccount)?.tooManyAccounts?.() ?? new CannotLinkMoreOfTypeError(type)
}

