/**
 * Account rules shared by every login method's routes: login-or-sign-up (mode, user limit, new
 * session), and the link / unlink rules (one account per type, linked to another user, never the
 * sole account).
 */
import { nowSec, optionalField, type BackendContext } from './context.js'
import { errors } from './errors.js'
import { startSession, tokenResponse } from './tokens.js'
import { linkConflict } from './transfer.js'
import type { WireLinkedAccount, WireTokenResponse, WireUser } from './types.js'

export type AuthMode = 'login-or-sign-up' | 'no-signup'

/** The `mode` of an authenticate body (default login-or-sign-up); 400 `invalid_data` otherwise. */
export function readMode(body: Record<string, unknown>): AuthMode {
  const mode = optionalField(body, 'mode') ?? 'login-or-sign-up'
  if (mode !== 'login-or-sign-up' && mode !== 'no-signup') throw errors.invalidData('Invalid mode')
  return mode
}

/** The user of the bearer (401 when it is gone). */
export function currentUser(ctx: BackendContext, userId: string): WireUser {
  const user = ctx.store.users.get(userId)
  if (!user) throw errors.invalidToken()
  return user
}

type Match = (account: WireLinkedAccount) => boolean

/**
 * Logs `user` in (touching the account that matched), or signs a new user up with `account()`:
 * 404 `user_does_not_exist` for no-signup, 403 `max_accounts_reached` past the user limit.
 */
export async function loginOrSignUp(
  ctx: BackendContext,
  { mode, user, match, account }: { mode: AuthMode; user: WireUser | undefined; match: Match; account: () => WireLinkedAccount | null },
): Promise<WireTokenResponse> {
  const sec = nowSec(ctx)
  const isNewUser = !user
  if (user) {
    const found = user.linked_accounts.find(match)
    if (found) found.latest_verified_at = sec
  } else {
    if (mode === 'no-signup') throw errors.userDoesNotExist()
    const { maxUsers } = ctx.settings
    if (maxUsers !== undefined && ctx.store.users.size >= maxUsers) throw errors.maxAccounts()
    const created = account()
    user = ctx.store.createUser(created ? [created] : [], sec)
  }
  return tokenResponse(ctx, user, startSession(ctx, user), isNewUser)
}

/** The user owning an account matched by `match`, if any. */
export function ownerOf(ctx: BackendContext, match: Match): WireUser | undefined {
  for (const user of ctx.store.users.values()) if (user.linked_accounts.some(match)) return user
  return undefined
}

/**
 * Links `account` to `user`: 400 `linked_to_another_user` when another user owns it (`match`),
 * 400 `cannot_link_more_of_type` when the user already has one of its type.
 */
export function linkAccount(ctx: BackendContext, user: WireUser, match: Match, account: WireLinkedAccount): void {
  const owner = ownerOf(ctx, match)
  // Another user's account: a transfer offer when possible (see transfer.ts), else linked_to_another_user.
  if (owner && owner.id !== user.id) throw linkConflict(ctx, { owner, user, account: account as unknown as { type: string } })
  if (user.linked_accounts.some((a) => a.type === account.type)) throw errors.cannotLinkMore(account.type)
  user.linked_accounts.push(account)
}

/** Unlinks the account `match` finds: 404 `linked_account_not_found`, 400 `cannot_unlink_sole_account`. */
export function unlinkAccount(user: WireUser, match: Match): void {
  const index = user.linked_accounts.findIndex(match)
  if (index < 0) throw errors.accountNotFound()
  if (user.linked_accounts.length === 1) throw errors.soleAccount()
  user.linked_accounts.splice(index, 1)
}
