/**
 * Delegated actions (docs/delegated-actions.md, docs/api-contract.md):
 *
 * - the wallet service's side, with the owner's bearer: the backend's delegation key
 *   (`GET /api/v1/embedded_wallets/delegation_key`) and the consent itself
 *   (`POST /api/v1/embedded_wallets/{entropy_id}/delegate`: a wallet's key sealed to that key);
 * - the host's client: `POST /api/v1/wallets/revoke` (the user's bearer) takes every delegation back;
 * - the host's **server**, with the app secret (HTTP Basic): `POST /api/v1/wallets` (a server wallet)
 *   and `POST /api/v1/wallets/{wallet_id}/rpc`, which also needs the authorization signature of the
 *   request's canonical form by one of the app's registered P-256 keys, unexpired and unused.
 */
import { Hono, type Context } from 'hono'
import { getAddress, isAddress, type Hex } from 'viem'
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts'
import { bytesToHex, hexToBytes } from 'viem'
import { ed25519 } from '@noble/curves/ed25519.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { openDelegationSeal } from '../../wallet-service/delegation.js'
import {
  APP_ID_HEADER, AUTHORIZATION_SIGNATURE_HEADER, MAX_REQUEST_LIFETIME_MS, REQUEST_EXPIRY_HEADER, authorizationPayload,
} from '../../server/canonical.js'
import { currentUser } from '../accounts.js'
import { nowSec, readBody, type BackendContext, type Env } from '../context.js'
import { MAX_SERVER_WALLETS, addressOfKey, verifyAuthorizationSignature, type HeldWallet, type ServerAppCredentials } from '../delegation.js'
import { isEmbeddedWireWallet } from '../embeddedWallets.js'
import { ApiError, errors } from '../errors.js'
import { requireAppId, requireAuth } from '../middleware.js'
import { requireMfa } from '../mfa.js'
import { randomId } from '../random.js'
import { clone } from '../store.js'
import type { WireEmbeddedWalletAccount, WireUser } from '../types.js'

type ChainType = 'ethereum' | 'solana'

/** The refusals of the wallet API (each `{ error, code }` with its status). */
export const walletApiErrors = {
  serverOnly: () => new ApiError(403, 'server_only', "The wallet API answers the app's server only: a browser request (with an Origin header) is refused"),
  invalidAppCredentials: () => new ApiError(401, 'invalid_app_credentials', 'Missing or invalid app id or app secret'),
  missingSignature: () => new ApiError(401, 'missing_authorization_signature', `Missing ${AUTHORIZATION_SIGNATURE_HEADER} header`),
  invalidSignature: () => new ApiError(401, 'invalid_authorization_signature', 'Invalid authorization signature'),
  invalidExpiry: () => new ApiError(401, 'invalid_request_expiry', `Missing or invalid ${REQUEST_EXPIRY_HEADER} header: unix time in ms, at most ${MAX_REQUEST_LIFETIME_MS / 60_000} minutes ahead`),
  expired: () => new ApiError(401, 'expired_request', 'The signed request has expired'),
  replayed: () => new ApiError(401, 'replayed_request', 'This signed request was already used'),
  otherApp: () => new ApiError(403, 'forbidden', 'This wallet belongs to another app'),
  notDelegated: () => new ApiError(403, 'wallet_not_delegated', 'The user has not delegated this wallet to the app'),
  walletNotFound: () => new ApiError(404, 'wallet_id_not_found', 'Wallet not found'),
  notDelegatedAny: () => new ApiError(400, 'user_has_not_delegated_wallet', 'The user has no delegated wallets to revoke'),
}

const notFound = () => new ApiError(404, 'embedded_wallet_not_found', 'Embedded wallet not found')
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
/** The longest message `signMessage` signs (bytes). */
const MAX_SOLANA_MESSAGE_BYTES = 64 * 1024

/** The app whose credentials (HTTP Basic `appId:appSecret`, and the `foyer-app-id` header) the request carries. */
function serverApp(ctx: BackendContext, c: Context<Env>): ServerAppCredentials {
  if (c.req.header('origin') !== undefined) throw walletApiErrors.serverOnly()
  const match = /^Basic\s+([A-Za-z0-9+/]+={0,2})$/i.exec(c.req.header('authorization') ?? '')
  let decoded = ''
  try {
    decoded = match && match[1]!.length <= 512 ? atob(match[1]!) : ''
  } catch {
    decoded = ''
  }
  const colon = decoded.indexOf(':')
  const appId = decoded.slice(0, Math.max(0, colon))
  const app = ctx.settings.serverApps.find((a) => a.appId === appId)
  if (colon < 0 || !app || !sameText(decoded.slice(colon + 1), app.appSecret) || c.req.header(APP_ID_HEADER) !== appId) throw walletApiErrors.invalidAppCredentials()
  return app
}

/** Constant-time equality of two strings (as UTF-8). */
function sameText(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a)
  const y = new TextEncoder().encode(b)
  let diff = x.length ^ y.length
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0)
  return diff === 0
}

/**
 * A signed request's signature: over its canonical form (method, URL, JSON body, `foyer-app-id`,
 * `foyer-request-expiry`) by one of `keys` (P-256 public keys, base64); unexpired, at most 5 minutes
 * ahead, and never seen before (a signed request is single use). The app's authorization keys
 * sign the server API's requests; a session's signer key signs a server-held wallet's.
 */
export function checkRequestSignature(ctx: BackendContext, c: Context<Env>, body: unknown, { appId, keys }: { appId: string; keys: readonly string[] }): void {
  const signature = c.req.header(AUTHORIZATION_SIGNATURE_HEADER)
  if (!signature) throw walletApiErrors.missingSignature()
  const expiryText = c.req.header(REQUEST_EXPIRY_HEADER) ?? ''
  if (!/^\d{1,16}$/.test(expiryText)) throw walletApiErrors.invalidExpiry()
  const expiry = Number(expiryText)
  const payload = authorizationPayload({ method: c.req.method, url: c.req.url, body, appId, expiry })
  if (!verifyAuthorizationSignature(payload, signature, keys)) throw walletApiErrors.invalidSignature()
  const now = ctx.now()
  if (expiry <= now) throw walletApiErrors.expired()
  if (expiry > now + MAX_REQUEST_LIFETIME_MS) throw walletApiErrors.invalidExpiry()
  const used = ctx.store.delegation.usedRequests!
  const digest = bytesToHex(sha256(new TextEncoder().encode(payload)))
  if (used.has(digest)) throw walletApiErrors.replayed()
  used.set(digest, { expiresAt: expiry })
}

/** The embedded wallet account with this id, and its user (any user of this app). */
function embeddedAccountById(ctx: BackendContext, id: string): { user: WireUser; account: WireEmbeddedWalletAccount } | null {
  for (const user of ctx.store.users.values()) {
    const account = user.linked_accounts.find((a): a is WireEmbeddedWalletAccount => isEmbeddedWireWallet(a) && a.id === id)
    if (account) return { user, account }
  }
  return null
}

/** A transaction quantity: a safe whole number, or 0x hex (at most 256 bits). */
function quantityOf(value: unknown, name: string, required: boolean): bigint | undefined {
  if (value === undefined || value === null) {
    if (required) throw errors.invalidData(`Missing field: params.transaction.${name}`)
    return undefined
  }
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value)) return BigInt(value)
  throw errors.invalidData(`Invalid params.transaction.${name}: must be a number or hex string`)
}

/** Signs an Ethereum transaction (`eth_signTransaction`, the wire's snake_case fields) with `key`. */
export async function signEthereumTransaction(key: Uint8Array, address: string, params: unknown): Promise<Hex> {
  const transaction = (params as { transaction?: unknown } | null)?.transaction
  if (typeof transaction !== 'object' || transaction === null || Array.isArray(transaction)) throw errors.invalidData('Missing or invalid field: params.transaction')
  const t = transaction as Record<string, unknown>
  if (t.from !== undefined && (typeof t.from !== 'string' || t.from.toLowerCase() !== address.toLowerCase())) {
    throw errors.invalidData("params.transaction.from is not the wallet's address")
  }
  if (t.to !== undefined && t.to !== null && (typeof t.to !== 'string' || !isAddress(t.to, { strict: false }))) throw errors.invalidData('Invalid params.transaction.to')
  if (t.data !== undefined && (typeof t.data !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(t.data))) throw errors.invalidData('Invalid params.transaction.data')
  const chainId = quantityOf(t.chain_id, 'chain_id', true)!
  if (chainId === 0n || chainId > BigInt(Number.MAX_SAFE_INTEGER)) throw errors.invalidData('Invalid params.transaction.chain_id')
  const legacy = t.type === 0 || t.type === '0x0'
  if (!legacy && t.type !== undefined && t.type !== 2 && t.type !== '0x2') throw errors.invalidData('Invalid params.transaction.type: 0 or 2')
  const common = {
    chainId: Number(chainId),
    nonce: Number(quantityOf(t.nonce, 'nonce', true)),
    gas: quantityOf(t.gas_limit, 'gas_limit', true),
    to: typeof t.to === 'string' ? getAddress(t.to) : null,
    value: quantityOf(t.value, 'value', false) ?? 0n,
    ...(typeof t.data === 'string' && t.data !== '0x' ? { data: t.data as Hex } : {}),
  }
  if (common.nonce > Number.MAX_SAFE_INTEGER) throw errors.invalidData('Invalid params.transaction.nonce')
  const account = privateKeyToAccount(bytesToHex(key))
  return legacy
    ? account.signTransaction({ ...common, type: 'legacy', gasPrice: quantityOf(t.gas_price, 'gas_price', true)! })
    : account.signTransaction({
      ...common,
      type: 'eip1559',
      maxFeePerGas: quantityOf(t.max_fee_per_gas, 'max_fee_per_gas', true)!,
      maxPriorityFeePerGas: quantityOf(t.max_priority_fee_per_gas, 'max_priority_fee_per_gas', true)!,
    })
}

/** Signs a message (`signMessage`, base64) with a Solana wallet's ed25519 seed: the signature, base64. */
export function signSolanaMessage(seed: Uint8Array, params: unknown): string {
  const { message, encoding } = (params ?? {}) as { message?: unknown; encoding?: unknown }
  if (encoding !== 'base64') throw errors.invalidData("Missing or invalid field: params.encoding ('base64')")
  if (typeof message !== 'string' || message.length === 0 || message.length > Math.ceil(MAX_SOLANA_MESSAGE_BYTES / 3) * 4 + 4) {
    throw errors.invalidData('Message must be a non-empty string')
  }
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(message) || message.length % 4 !== 0) throw errors.invalidData('Invalid params.message: not base64')
  const bytes = Uint8Array.from(atob(message), (ch) => ch.charCodeAt(0))
  return toBase64(ed25519.sign(bytes, seed))
}

/** The routes the wallet service calls (under /api/v1/embedded_wallets, the owner's bearer). */
export function delegationRoutes(ctx: BackendContext): Hono<Env> {
  const r = new Hono<Env>()
  const owner = [requireAppId(ctx), requireAuth(ctx)] as const
  const held = () => ctx.store.delegation

  r.get('/delegation_key', ...owner, async (c) => {
    const { publicKey } = await held().delegationKey()
    return c.json({ public_key: toBase64(publicKey), seal: 'foyer-delegation-seal-v1' })
  })

  /**
   * The user consented: the wallet's key, sealed to the delegation key and bound to this app, the
   * user, the chain and the address. The wallet must be the caller's embedded wallet (404), MFA as
   * for a signature, and the key must give the wallet's address (400). The wallet is then
   * `delegated` and the backend can sign with it for the app's server.
   */
  r.post('/:entropy_id/delegate', ...owner, async (c) => {
    const body = await readBody(c)
    const user = currentUser(ctx, c.get('userId'))
    const entropyId = c.req.param('entropy_id')
    if (entropyId.length > 64) throw errors.invalidData('Invalid entropy id')
    const entropy = ctx.store.embeddedWallets.entropies.get(entropyId.toLowerCase())
    if (!entropy) throw notFound()
    if (entropy.userId !== user.id) throw new ApiError(403, 'forbidden', 'This embedded wallet belongs to another user')
    if (body.chain_type !== 'ethereum' && body.chain_type !== 'solana') throw errors.invalidData('Missing or invalid field: chain_type (ethereum or solana)')
    const chainType: ChainType = body.chain_type
    const index = body.wallet_index
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0) throw errors.invalidData('Missing or invalid field: wallet_index')
    const account = user.linked_accounts.find((a): a is WireEmbeddedWalletAccount =>
      isEmbeddedWireWallet(a) && a.entropy_id.toLowerCase() === entropy.entropyId && a.wallet_index === index &&
      (a.chain_type ?? 'ethereum') === chainType && typeof body.address === 'string' &&
      (chainType === 'solana' ? a.address === body.address : a.address.toLowerCase() === body.address.toLowerCase()))
    if (!account) throw notFound()
    if (ctx.store.config.mfa.required_for_wallet_actions !== false) requireMfa(ctx, c, user)
    const key = await openDelegationSeal(await held().delegationKey(), body.sealed_key, { appId: ctx.appId, userId: user.id, chainType, address: account.address })
    if (!key) throw errors.invalidData('Missing or invalid field: sealed_key')
    try {
      const address = addressOfKey(chainType, key)
      if (!address || (chainType === 'solana' ? address !== account.address : address.toLowerCase() !== account.address.toLowerCase())) {
        throw errors.invalidData("The sealed key is not the wallet's key")
      }
      held().wallets.set(account.id, {
        id: account.id, appId: ctx.appId, chainType, address: account.address, userId: user.id, kind: 'delegated',
        key: await ctx.store.embeddedWallets.seal(key, `held-key:${account.id}`), createdAt: ctx.now(),
      })
    } finally {
      key.fill(0)
    }
    account.delegated = true
    c.header('cache-control', 'no-store')
    return c.json({ user: clone(user), account: clone(account) })
  })
  return r
}

/** The wallet API (under /api/v1/wallets): revoke (the user's bearer), create and rpc (the app's server). */
export function walletApiRoutes(ctx: BackendContext): Hono<Env> {
  const r = new Hono<Env>()
  const held = () => ctx.store.delegation

  /** Takes back every delegation of the user: the backend forgets the keys; the wallets say `delegated: false`. */
  r.post('/revoke', requireAppId(ctx), requireAuth(ctx), async (c) => {
    const body = await readBody(c)
    if (Object.keys(body).length > 0) throw errors.invalidData('The body must be empty')
    const user = currentUser(ctx, c.get('userId'))
    const delegated = held().delegatedOf(user.id)
    if (delegated.length === 0) throw walletApiErrors.notDelegatedAny()
    for (const wallet of delegated) {
      wallet.key.fill(0)
      held().wallets.delete(wallet.id)
    }
    for (const account of user.linked_accounts) if (isEmbeddedWireWallet(account)) account.delegated = false
    c.header('cache-control', 'no-store')
    return c.json({ user: clone(user), revoked: delegated.map((w) => w.id) })
  })

  /** A wallet the backend holds for the app (`owner_id`: a user of the app, optional): it signs through the rpc route. */
  r.post('/', async (c) => {
    const app = serverApp(ctx, c)
    const body = await readBody(c)
    if (body.chain_type !== 'ethereum' && body.chain_type !== 'solana') throw errors.invalidData('Missing or invalid field: chain_type (ethereum or solana)')
    const chainType: ChainType = body.chain_type
    const ownerId = body.owner_id ?? null
    if (ownerId !== null && (typeof ownerId !== 'string' || ownerId.length > 100)) throw errors.invalidData('Invalid field: owner_id')
    if (ownerId !== null && (app.appId !== ctx.appId || !ctx.store.users.has(ownerId))) throw errors.userDoesNotExist()
    if ([...held().wallets.values()].filter((w) => w.kind === 'server').length >= MAX_SERVER_WALLETS) {
      throw new ApiError(400, 'resource_limit_reached', `At most ${MAX_SERVER_WALLETS} server wallets`)
    }
    const key = chainType === 'solana' ? crypto.getRandomValues(new Uint8Array(32)) : hexToBytes(generatePrivateKey())
    const id = randomId(25)
    const address = addressOfKey(chainType, key)!
    const wallet: HeldWallet = {
      id, appId: app.appId, chainType, address, userId: ownerId, kind: 'server',
      key: await ctx.store.embeddedWallets.seal(key, `held-key:${id}`), createdAt: ctx.now(),
    }
    key.fill(0)
    held().wallets.set(id, wallet)
    return c.json({ id, address, chain_type: chainType, owner_id: ownerId, created_at: nowSec(ctx) })
  })

  /**
   * Signs with a wallet the backend holds for the app: Ethereum `eth_signTransaction`
   * (`data.signed_transaction`), Solana `signMessage` (`data.signature`). App credentials (401),
   * then the authorization signature (401), then the wallet: unknown 404, another app's 403
   * `forbidden`, not delegated (or revoked) 403 `wallet_not_delegated`. Nothing is signed before
   * all of them pass.
   */
  r.post('/:wallet_id/rpc', async (c) => {
    const app = serverApp(ctx, c)
    const body = await readBody(c)
    checkRequestSignature(ctx, c, body, { appId: app.appId, keys: app.authorizationKeys })
    const walletId = c.req.param('wallet_id')
    const wallet = walletId.length <= 64 ? held().wallets.get(walletId) : undefined
    if (!wallet) {
      if (walletId.length > 64 || !embeddedAccountById(ctx, walletId)) throw walletApiErrors.walletNotFound()
      throw app.appId === ctx.appId ? walletApiErrors.notDelegated() : walletApiErrors.otherApp()
    }
    if (wallet.appId !== app.appId) throw walletApiErrors.otherApp()
    if (body.wallet_id !== undefined && body.wallet_id !== walletId) throw errors.invalidData('wallet_id does not match the path')
    if (body.chain_type !== wallet.chainType) throw errors.invalidData(`chain_type must be the wallet's (${wallet.chainType})`)
    const method = body.method
    const supported = wallet.chainType === 'ethereum' ? 'eth_signTransaction' : 'signMessage'
    if (method !== supported) throw errors.invalidData(`Unsupported method: ${String(method).slice(0, 64)}`)
    const key = await ctx.store.embeddedWallets.open(wallet.key, `held-key:${wallet.id}`)
    c.header('cache-control', 'no-store')
    try {
      if (wallet.chainType === 'ethereum') {
        const signed = await signEthereumTransaction(key, wallet.address, body.params)
        return c.json({ method, data: { signed_transaction: signed, encoding: 'rlp' } })
      }
      return c.json({ method, data: { signature: signSolanaMessage(key, body.params), encoding: 'base64' } })
    } finally {
      key.fill(0)
    }
  })
  return r
}
