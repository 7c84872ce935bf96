/**
 * Sign-in with Solana: init (a single-use nonce for an address), authenticate, link,
 * unlink. Verified for real: the message is in the SIWS layout, names a domain (and URI) on the
 * app's allowed origins (as for SIWE; the Origin's page when sent), its nonce was issued for its address and is
 * unused and unexpired, it was issued within the nonce's life and has not expired, and the
 * signature (base64, 64 bytes) is the address's ed25519 signature of the message's UTF-8 bytes —
 * or, with message_type 'transaction' (a Ledger), the signed memo transaction that carries it.
 */
import { Hono, type Context } from 'hono'
import { currentUser, loginOrSignUp, ownerOf, readMode, unlinkAccount } from '../accounts.js'
import { field, nowSec, optionalField, readBody, type BackendContext, type Env } from '../context.js'
import { ApiError, errors } from '../errors.js'
import { requireAppId, requireAuth } from '../middleware.js'
import { base64Decode, readSiwsMessage, solanaPublicKey, verifySolanaSignature, type SiwsFields } from '../siws.js'
import { siwsTransactionProblem } from '../siwsTransaction.js'
import { clone } from '../store.js'
import type { WireLinkedAccount } from '../types.js'
import { issueWalletNonce, linkWalletAccount, takeWalletNonce, walletAccount, WALLET_NONCE_TTL_MS } from '../wallets.js'
import { checkSignInDomain } from './siwe.js'

const invalidSiws = (message: string) => new ApiError(401, 'invalid_credentials', message)

/** How far in the future an Issued At may be (clock skew). */
const CLOCK_SKEW_MS = 60_000
const SOLANA_CHAIN_IDS = ['mainnet', 'devnet', 'testnet', 'localnet', 'solana:mainnet', 'solana:devnet', 'solana:testnet']

const time = (value: string | undefined) => (value === undefined ? undefined : Date.parse(value))

/**
 * Verifies a SIWS message + signature; returns the message's fields. message_type 'plain': the
 * signature is the ed25519 signature of the message. 'transaction' (a Ledger): the signature field
 * is the signed memo transaction (base64 wire bytes) that carries the message (siwsTransaction.ts).
 */
export function verifySiws(ctx: BackendContext, c: Context, body: Record<string, unknown>): SiwsFields {
  const message = field(body, 'message')
  const signature = field(body, 'signature')
  const messageType = optionalField(body, 'message_type') ?? 'plain'
  if (messageType !== 'plain' && messageType !== 'transaction') throw errors.invalidData(`Unsupported message_type: ${messageType}`)
  const parsed = readSiwsMessage(message)
  if (!parsed || !parsed.nonce || !parsed.issuedAt || !solanaPublicKey(parsed.address)) throw invalidSiws('Malformed SIWS message')
  checkSignInDomain(ctx, c, { domain: parsed.domain, uri: parsed.uri })
  const now = ctx.now()
  const issuedAt = time(parsed.issuedAt)
  const expiresAt = time(parsed.expirationTime)
  const notBefore = time(parsed.notBefore)
  if (parsed.chainId !== undefined && !SOLANA_CHAIN_IDS.includes(parsed.chainId)) throw invalidSiws('Unknown Solana chain')
  if (!Number.isFinite(issuedAt) || issuedAt! > now + CLOCK_SKEW_MS || issuedAt! < now - WALLET_NONCE_TTL_MS) {
    throw invalidSiws('The message was not issued now')
  }
  if ((expiresAt !== undefined && !(expiresAt > now)) || (notBefore !== undefined && !(notBefore <= now))) {
    throw invalidSiws('The message has expired or is not yet valid')
  }
  if (!takeWalletNonce(ctx, parsed.nonce, parsed.address, 'solana')) throw invalidSiws('Unknown, used or expired nonce')
  if (messageType === 'transaction') {
    const wire = base64Decode(signature)
    const problem = wire ? siwsTransactionProblem({ wire, address: parsed.address, message }) : 'Malformed memo transaction (not base64)'
    if (problem) throw invalidSiws(problem)
  } else if (!verifySolanaSignature({ address: parsed.address, message: new TextEncoder().encode(message), signature })) {
    throw invalidSiws('Invalid signature')
  }
  return parsed
}

const solanaAccount = (ctx: BackendContext, address: string, body: Record<string, unknown>) =>
  walletAccount(nowSec(ctx), {
    address,
    chainType: 'solana',
    chainId: null,
    walletClientType: optionalField(body, 'walletClientType') || 'unknown',
    connectorType: optionalField(body, 'connectorType') || 'solana_adapter',
  })

/** A Solana wallet account of `address` (base58 is case-sensitive: the exact address). */
const isSolanaWalletOf = (address: string) => (a: WireLinkedAccount) =>
  a.type === 'wallet' && a.chain_type === 'solana' && a.address === address

export function siwsRoutes(ctx: BackendContext): Hono<Env> {
  const r = new Hono<Env>()
  r.use('*', requireAppId(ctx))
  for (const path of ['/link', '/unlink']) r.use(path, requireAuth(ctx))

  r.post('/init', async (c) => {
    const body = await readBody(c)
    const address = field(body, 'address')
    if (!solanaPublicKey(address)) throw errors.invalidData('Missing or invalid field: address')
    if (ctx.store.config.captcha_enabled && !optionalField(body, 'token')) throw errors.invalidCaptcha()
    return c.json({ nonce: issueWalletNonce(ctx, address, 'solana') })
  })

  r.post('/authenticate', async (c) => {
    const body = await readBody(c)
    const mode = readMode(body)
    const { address } = verifySiws(ctx, c, body)
    const match = isSolanaWalletOf(address)
    return c.json(await loginOrSignUp(ctx, { mode, user: ownerOf(ctx, match), match, account: () => solanaAccount(ctx, address, body) }))
  })

  r.post('/link', async (c) => {
    const body = await readBody(c)
    const user = currentUser(ctx, c.get('userId'))
    const { address } = verifySiws(ctx, c, body)
    linkWalletAccount(ctx, user, solanaAccount(ctx, address, body))
    return c.json(clone(user))
  })

  r.post('/unlink', async (c) => {
    const body = await readBody(c)
    const address = field(body, 'address')
    const user = currentUser(ctx, c.get('userId'))
    unlinkAccount(user, isSolanaWalletOf(address))
    return c.json(clone(user))
  })

  return r
}
