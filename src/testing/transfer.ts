/**
 * Account transfer: when a link would
 * take an account another user owns, the backend may answer 400 `account_transfer_required` with
 * a nonce and the account data; `POST /api/v1/{kind}/transfer { nonce, …account }` then moves the
 * account to the caller and deletes the other user.
 *
 * Our rules (the spec leaves them open):
 * - only with the `accountTransfers` option (off by default: a plain dev backend keeps answering
 *   `linked_to_another_user`, as before);
 * - transferable types: e-mail, phone, wallet (SIWE/SIWS), Farcaster, Telegram, social, cross-app;
 *   never custom_auth or passkey (and guests have no account to transfer);
 * - only when the other user has NO other account (embedded wallets aside): deleting it then loses
 *   nothing but that account and its embedded wallet — whose assets the 'Check account assets'
 *   screen warns about. Otherwise the answer stays `linked_to_another_user`;
 * - the nonce is single use, bound to the caller, and expires after 10 minutes.
 */
import { Hono } from 'hono'
import { nowSec, readBody, type BackendContext, type Env } from './context.js'
import { ApiError, errors } from './errors.js'
import { requireAppId, requireAuth } from './middleware.js'
import { randomToken } from './random.js'
import { clone, type Store } from './store.js'
import type { WireUser } from './types.js'

type Account = { type: string; [key: string]: unknown }

export const TRANSFER_NONCE_TTL_MS = 10 * 60_000
const OAUTH_SUFFIX = '_oauth'

export type PendingTransfer = {
  nonce: string
  fromUserId: string
  toUserId: string
  account: Account
  linkMethod: string
  /** The path segment of the transfer route ('passwordless', 'oauth' …). */
  kind: string
  subject: string
  expiresAt: number
}

const states = new WeakMap<Store, Map<string, PendingTransfer>>()
const pending = (store: Store) => {
  let map = states.get(store)
  if (!map) states.set(store, (map = new Map()))
  return map
}

const isEmbeddedWallet = (a: Account) =>
  a.type === 'wallet' && ['privy', 'foyerkit'].includes(String(a.wallet_client_type)) && a.connector_type === 'embedded'

/** The link method of an account type, or null when it cannot be transferred. */
export function transferLinkMethod(account: Account): string | null {
  switch (account.type) {
    case 'email': return 'email'
    case 'phone': return 'sms'
    case 'wallet': return isEmbeddedWallet(account) ? null : account.chain_type === 'solana' ? 'siws' : 'siwe'
    case 'farcaster': return 'farcaster'
    case 'telegram': return 'telegram'
    case 'cross_app': return 'cross_app'
    default: return account.type.endsWith(OAUTH_SUFFIX) ? account.type.slice(0, -OAUTH_SUFFIX.length) : null
  }
}

/** The route segment a link method is transferred through. */
export function transferKind(linkMethod: string): string {
  switch (linkMethod) {
    case 'email': return 'passwordless'
    case 'sms': return 'passwordless_sms'
    case 'siwe': case 'siws': case 'farcaster': case 'telegram': return linkMethod
    default: return 'oauth'
  }
}

/** The account's subject as the transfer data names it (address, number, fid, provider subject …). */
export function transferSubject(account: Account): string {
  const value = account.address ?? account.phoneNumber ?? account.fid ?? account.telegram_user_id ?? account.subject
  return String(value ?? '')
}

/** The body field of a transfer request that must name the same account. */
function subjectOfBody(kind: string, body: Record<string, unknown>): string {
  const value = { passwordless: body.email, passwordless_sms: body.phoneNumber, siwe: body.address, siws: body.address,
    farcaster: body.fid, telegram: body.telegram_user_id, oauth: body.subject }[kind]
  return value === undefined || value === null ? '' : String(value)
}

const sameSubject = (a: string, b: string) => a.replace(/[\s()-]/g, '').toLowerCase() === b.replace(/[\s()-]/g, '').toLowerCase()

function displayName(account: Account): string {
  switch (account.type) {
    case 'farcaster': return account.username ? `@${String(account.username)}` : `fid ${String(account.fid)}`
    case 'telegram': return account.username ? `@${String(account.username)}` : String(account.first_name ?? account.telegram_user_id)
    case 'cross_app': return String((account.provider_app as { name?: string } | undefined)?.name ?? account.subject)
    default:
      if (account.type.endsWith(OAUTH_SUFFIX)) return String(account.email ?? account.username ?? account.name ?? account.subject)
      return transferSubject(account)
  }
}

/**
 * The answer to a link that hit `owner`'s account: 400 `account_transfer_required` with a nonce and
 * the transfer data when a transfer is possible, else 400 `linked_to_another_user`.
 */
export function linkConflict(ctx: BackendContext, { owner, user, account }: { owner: WireUser; user: WireUser; account: Account }): ApiError {
  const linkMethod = transferLinkMethod(account)
  const others = (owner.linked_accounts as unknown as Account[]).filter((a) => !isEmbeddedWallet(a) && transferSubject(a) !== transferSubject(account))
  // The caller must be able to take it (one account per type; wallets are the server's own rule).
  const full = account.type !== 'wallet' && (user.linked_accounts as unknown as Account[]).some((a) => a.type === account.type)
  if (!ctx.settings.accountTransfers || !linkMethod || others.length > 0 || full) return errors.linkedToAnother()
  const owned = (owner.linked_accounts as unknown as Account[]).find((a) => a.type === account.type && transferSubject(a) === transferSubject(account)) ?? account
  const nonce = randomToken()
  const kind = transferKind(linkMethod)
  pending(ctx.store).set(nonce, {
    nonce, fromUserId: owner.id, toUserId: user.id, account: structuredClone(owned), linkMethod, kind,
    subject: transferSubject(account), expiresAt: ctx.now() + TRANSFER_NONCE_TTL_MS,
  })
  const embedded = (owner.linked_accounts as unknown as Account[]).find(isEmbeddedWallet)
  const wallet = account.type === 'wallet'
  const oauth = account.type.endsWith(OAUTH_SUFFIX)
  return new ApiError(400, 'account_transfer_required', 'This account is associated with another user; it can be transferred.', {
    data: {
      nonce,
      account: transferSubject(account),
      link_method: linkMethod,
      display_name: displayName(account),
      embedded_wallet_address: embedded ? String(embedded.address) : null,
      farcaster_embedded_address: null,
      external_wallet_metadata: wallet
        ? { wallet_client_type: account.wallet_client_type ?? null, chain_id: account.chain_id ?? null, connector_type: account.connector_type ?? null }
        : null,
      telegram_auth_result: null,
      telegram_web_app_data: null,
      oauth_user_info: oauth
        ? { subject: account.subject ?? null, email: account.email ?? null, name: account.name ?? null, username: account.username ?? null }
        : null,
    },
  })
}

/** `POST /api/v1/{kind}/transfer` for every transferable kind (one route, keyed by the nonce). */
export function transferRoutes(ctx: BackendContext): Hono<Env> {
  const r = new Hono<Env>()
  r.use('/:kind/transfer', requireAppId(ctx), requireAuth(ctx))
  r.post('/:kind/transfer', async (c) => {
    const kind = c.req.param('kind')
    const body = await readBody(c)
    const nonce = typeof body.nonce === 'string' ? body.nonce : ''
    const transfer = pending(ctx.store).get(nonce)
    if (!transfer || transfer.expiresAt <= ctx.now() || transfer.toUserId !== c.get('userId')) {
      throw errors.invalidData('Invalid or expired transfer nonce')
    }
    if (transfer.kind !== kind || !sameSubject(subjectOfBody(kind, body), transfer.subject)) {
      throw errors.invalidData('The transfer does not match this account')
    }
    pending(ctx.store).delete(nonce)
    const user = ctx.store.users.get(transfer.toUserId)
    if (!user) throw errors.invalidToken()
    const from = ctx.store.users.get(transfer.fromUserId)
    if (user.linked_accounts.some((a) => a.type === transfer.account.type) && transfer.account.type !== 'wallet') {
      throw errors.cannotLinkMore(transfer.account.type)
    }
    if (from) ctx.store.users.delete(from.id)
    const sec = nowSec(ctx)
    user.linked_accounts.push({ ...transfer.account, latest_verified_at: sec } as (typeof user.linked_accounts)[number])
    return c.json(clone(user))
  })
  return r
}
