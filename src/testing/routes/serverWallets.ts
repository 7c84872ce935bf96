/**
 * Server-held wallets (docs/wallet-kinds.md, docs/api-contract.md), under /api/v1/wallets, every
 * route with the user's bearer (a request with app credentials goes on to the app server's wallet
 * API of delegation.ts):
 *
 * - `POST /session_signers` `{ public_key }`: the session's signer key (P-256), once per session;
 * - `POST /` `{ chain_type, owner_id }`: a wallet whose key the backend makes and keeps (the app's
 *   embedded-wallet mode must be `user-controlled-server-wallets-only`), linked to the user with
 *   recovery method `privy-v2`;
 * - `POST /{wallet_id}/rpc`: signs with the user's wallet, when the request's canonical form is
 *   signed by the session's signer key (`foyer-authorization-signature`), unexpired and unused.
 */
import { Hono, type Context, type Next } from 'hono'
import { bytesToHex, hexToBytes, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { ed25519 } from '@noble/curves/ed25519.js'
import { SERVER_WALLETS_MODE, SERVER_WALLET_MESSAGES, SERVER_WALLET_RECOVERY_METHOD, serverWalletCreationRefusal } from '../../core/types/serverWallets.js'
import { decodeSolanaMessage } from '../../core/wallets/solana/instructions.js'
import { currentUser } from '../accounts.js'
import { nowSec, readBody, type BackendContext, type Env } from '../context.js'
import { addressOfKey, p256PublicKeyOf } from '../delegation.js'
import { MAX_EMBEDDED_WALLETS_PER_USER, isEmbeddedWireWallet } from '../embeddedWallets.js'
import { ApiError, errors } from '../errors.js'
import { bearerOf, requireAppId, requireAuth } from '../middleware.js'
import { requireMfa } from '../mfa.js'
import { randomId } from '../random.js'
import { MAX_SERVER_HELD_WALLETS, serverWalletKeyLabel, type ServerHeldWallet } from '../serverWallets.js'
import { clone } from '../store.js'
import type { WireEmbeddedWalletAccount } from '../types.js'
import { checkRequestSignature, signEthereumTransaction, signSolanaMessage, walletApiErrors } from './delegation.js'

/** The refusals of the server-held wallets' routes (each `{ error, code }` with its status). */
export const serverWalletErrors = {
  modeDisabled: () => new ApiError(400, 'feature_not_enabled', SERVER_WALLET_MESSAGES.modeDisabled),
  ownerMismatch: () => new ApiError(403, 'forbidden', 'owner_id must be the id of the logged-in user'),
  missingSessionSigner: () => new ApiError(401, 'missing_session_signer', 'This session has no signer key: register one first'),
  signerExists: () => new ApiError(409, 'session_signer_already_registered', 'This session already has a signer key'),
  otherOwner: () => new ApiError(403, 'forbidden', 'This wallet belongs to another user'),
  unableToSign: (message: string) => new ApiError(400, 'invalid_request', message),
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string): Uint8Array | null =>
  /^[A-Za-z0-9+/]*={0,2}$/.test(text) && text.length % 4 === 0 ? Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0)) : null
/** The longest message or transaction message signed (bytes). */
const MAX_SIGN_BYTES = 64 * 1024

/** A request with the user's bearer (not the app server's Basic credentials). */
const withBearer = (c: Context<Env>) => bearerOf(c.req.header('authorization')) !== undefined

/** Runs `handler` for requests with a bearer; others go on to the app server's routes. */
const bearerOnly = (handler: (c: Context<Env>, next: Next) => Promise<Response | void>) =>
  async (c: Context<Env>, next: Next) => (withBearer(c) ? handler(c, next) : next())

/**
 * The server-held wallets' routes (mounted at /api/v1/wallets before the app server's wallet API):
 * requests with the user's bearer are answered here, the others go on.
 */
export function serverWalletRoutes(ctx: BackendContext): Hono<Env> {
  const r = new Hono<Env>()
  const state = () => ctx.store.serverWallets
  const auth = [bearerOnly((_c, next) => requireAppId(ctx)(_c, next)), bearerOnly((_c, next) => requireAuth(ctx)(_c, next))] as const

  /** The session's signer key: a P-256 public key (base64 SPKI DER or raw point), once per session. */
  r.post('/session_signers', requireAppId(ctx), requireAuth(ctx), async (c) => {
    const body = await readBody(c)
    const user = currentUser(ctx, c.get('userId'))
    const publicKey = typeof body.public_key === 'string' ? p256PublicKeyOf(body.public_key) : null
    if (!publicKey) throw errors.invalidData('Missing or invalid field: public_key (base64 P-256 public key)')
    const sessionId = c.get('sessionId')
    if (state().sessionSigners.has(sessionId)) throw serverWalletErrors.signerExists()
    state().addSigner(sessionId, { userId: user.id, publicKey, createdAt: ctx.now() })
    return c.json({ registered: true })
  })

  /** A server-held wallet for the logged-in user (`owner_id` must be theirs). */
  r.post('/', ...auth, bearerOnly(async (c) => {
    const body = await readBody(c)
    const user = currentUser(ctx, c.get('userId'))
    if (ctx.store.config.embedded_wallets?.mode !== SERVER_WALLETS_MODE) throw serverWalletErrors.modeDisabled()
    if ((body.owner_id ?? user.id) !== user.id) throw serverWalletErrors.ownerMismatch()
    const embedded = user.linked_accounts.filter(isEmbeddedWireWallet)
    const refusal = serverWalletCreationRefusal({
      chainType: body.chain_type, recoveryMethod: body.recovery_method, walletIndex: body.wallet_index,
      hasWalletOfChain: embedded.some((a) => (a.chain_type ?? 'ethereum') === body.chain_type),
    })
    if (refusal) throw new ApiError(400, refusal.code, refusal.message)
    if (embedded.length >= MAX_EMBEDDED_WALLETS_PER_USER) throw errors.cannotLinkMore('wallet')
    if (state().wallets.size >= MAX_SERVER_HELD_WALLETS) throw new ApiError(400, 'resource_limit_reached', `At most ${MAX_SERVER_HELD_WALLETS} server-held wallets`)
    const chainType = body.chain_type as 'ethereum' | 'solana'
    const key = chainType === 'solana' ? crypto.getRandomValues(new Uint8Array(32)) : hexToBytes(generatePrivateKey())
    const id = randomId(25)
    const address = addressOfKey(chainType, key)!
    const wallet: ServerHeldWallet = {
      id, chainType, address, ownerId: user.id, key: await ctx.store.embeddedWallets.seal(key, serverWalletKeyLabel(id)), createdAt: ctx.now(),
    }
    key.fill(0)
    state().wallets.set(id, wallet)
    const sec = nowSec(ctx)
    const account: WireEmbeddedWalletAccount = {
      type: 'wallet', id, address, chain_type: chainType, chain_id: null, wallet_client_type: 'privy', connector_type: 'embedded',
      recovery_method: SERVER_WALLET_RECOVERY_METHOD, wallet_index: 0, imported: false, delegated: false,
      // A server-held wallet is its own entropy (nothing of it is on a device).
      entropy_id: address, entropy_id_verifier: chainType === 'solana' ? 'solana-address-verifier' : 'ethereum-address-verifier',
      verified_at: sec, first_verified_at: sec, latest_verified_at: sec,
    }
    user.linked_accounts.push(account)
    c.header('cache-control', 'no-store')
    return c.json({ id, address, chain_type: chainType, owner_id: user.id, created_at: sec, user: clone(user) })
  }))

  /**
   * Signs with the user's server-held wallet. In order: the bearer (401), the session's signer key
   * (401 `missing_session_signer`), the signature of the canonical form by it (401), the expiry
   * (401), single use (401 `replayed_request`), the wallet (404, another user's 403), MFA as for
   * on-device signatures; nothing is signed before all of them pass.
   */
  r.post('/:wallet_id/rpc', ...auth, bearerOnly(async (c) => {
    const body = await readBody(c)
    const user = currentUser(ctx, c.get('userId'))
    const signer = state().sessionSigners.get(c.get('sessionId'))
    if (!signer || signer.userId !== user.id) throw serverWalletErrors.missingSessionSigner()
    // The session's signer key signs it (the canonical form of delegation's authorization signature).
    checkRequestSignature(ctx, c, body, { appId: ctx.appId, keys: [toBase64(signer.publicKey)] })
    const walletId = c.req.param('wallet_id') ?? ''
    const wallet = walletId.length <= 64 ? state().wallets.get(walletId) : undefined
    if (!wallet) throw walletApiErrors.walletNotFound()
    if (wallet.ownerId !== user.id) throw serverWalletErrors.otherOwner()
    if (body.wallet_id !== undefined && body.wallet_id !== walletId) throw errors.invalidData('wallet_id does not match the path')
    if (body.chain_type !== wallet.chainType) throw errors.invalidData(`chain_type must be the wallet's (${wallet.chainType})`)
    const methods = wallet.chainType === 'ethereum' ? ['personal_sign', 'eth_signTypedData_v4', 'eth_signTransaction'] : ['signMessage', 'signTransaction']
    const method = body.method
    if (typeof method !== 'string' || !methods.includes(method)) throw errors.invalidData(`Unsupported method: ${String(method).slice(0, 64)}`)
    if (ctx.store.config.mfa?.required_for_wallet_actions !== false) requireMfa(ctx, c, user)
    const key = await ctx.store.embeddedWallets.open(wallet.key, serverWalletKeyLabel(wallet.id))
    c.header('cache-control', 'no-store')
    try {
      return c.json({ method, data: await signWith(wallet, key, method, body.params) })
    } finally {
      key.fill(0)
    }
  }))
  return r
}

function base64Param(value: unknown, name: string): Uint8Array {
  const bytes = typeof value === 'string' && value.length > 0 && value.length <= Math.ceil(MAX_SIGN_BYTES / 3) * 4 ? fromBase64(value) : null
  if (!bytes || bytes.length === 0) throw errors.invalidData(`Missing or invalid field: params.${name} (base64)`)
  return bytes
}

/** One signature by the wallet's key: `{ signature }` or `{ signed_transaction }`. */
async function signWith(wallet: ServerHeldWallet, key: Uint8Array, method: string, params: unknown): Promise<Record<string, string>> {
  const p = (typeof params === 'object' && params !== null && !Array.isArray(params) ? params : {}) as Record<string, unknown>
  switch (method) {
    case 'personal_sign': {
      if (p.encoding !== 'hex' || typeof p.message !== 'string' || !/^0x([0-9a-fA-F]{2}){0,65536}$/.test(p.message)) {
        throw errors.invalidData("Missing or invalid field: params.message (0x hex, encoding 'hex')")
      }
      return { signature: await privateKeyToAccount(bytesToHex(key)).signMessage({ message: { raw: p.message as Hex } }), encoding: 'hex' }
    }
    case 'eth_signTypedData_v4': {
      const { domain, types, primaryType, message } = (p.typed_data ?? {}) as Record<string, unknown>
      if (typeof types !== 'object' || types === null || typeof primaryType !== 'string' || typeof message !== 'object' || message === null) {
        throw errors.invalidData('Missing or invalid field: params.typed_data')
      }
      try {
        const definition = { domain: domain ?? {}, types, primaryType, message } as unknown as Parameters<ReturnType<typeof privateKeyToAccount>['signTypedData']>[0]
        return { signature: await privateKeyToAccount(bytesToHex(key)).signTypedData(definition), encoding: 'hex' }
      } catch {
        throw serverWalletErrors.unableToSign('Invalid typed data')
      }
    }
    case 'eth_signTransaction':
      return { signed_transaction: await signEthereumTransaction(key, wallet.address, params), encoding: 'rlp' }
    case 'signMessage':
      return { signature: signSolanaMessage(key, params), encoding: 'base64' }
    default: {
      // Solana signTransaction: the transaction's serialized message, signed only when the wallet is one of its required signers.
      if (p.encoding !== 'base64') throw errors.invalidData("Missing or invalid field: params.encoding ('base64')")
      const bytes = base64Param(p.transaction, 'transaction')
      let signers: readonly string[]
      try {
        const message = decodeSolanaMessage(bytes)
        signers = message.staticAccountKeys.slice(0, message.header.requiredSignatures)
      } catch {
        throw serverWalletErrors.unableToSign('Invalid transaction')
      }
      if (!signers.includes(wallet.address)) throw serverWalletErrors.unableToSign('No wallet found for address')
      return { signature: toBase64(ed25519.sign(bytes, key)), encoding: 'base64' }
    }
  }
}
