/**
 * Sign-in with Ethereum: init (a single-use nonce for an address), authenticate, link,
 * link_smart_wallet, unlink. Verified for real with viem: the EIP-4361 message parses, its domain and
 * URI are on the app's allowed origins (and the Origin's page, when sent; see `checkSignInDomain`), its nonce was
 * issued for its address and is unused and unexpired, the message has not expired, and the
 * signature recovers to the address (`verifyMessage`).
 */
import { Hono, type Context } from 'hono'
import { getAddress, isAddress, verifyMessage } from 'viem'
import { parseSiweMessage, validateSiweMessage, type SiweMessage } from 'viem/siwe'
import { currentUser, loginOrSignUp, ownerOf, readMode, unlinkAccount } from '../accounts.js'
import { field, nowSec, optionalField, readBody, type BackendContext, type Env } from '../context.js'
import { ApiError, errors } from '../errors.js'
import { requireAppId, requireAuth } from '../middleware.js'
import { allowedOriginsOf, signInMessageProblem } from '../origins.js'
import { clone } from '../store.js'
import type { WireLinkedAccount, WireSmartWalletAccount } from '../types.js'
import type { DevChain } from '../chains/types.js'
import {
  isWalletOf, issueWalletNonce, linkWalletAccount, refuseEmbeddedWallet, refuseUnlinkEmbedded, takeWalletNonce, walletAccount,
} from '../wallets.js'

const invalidSiwe = (message: string) => new ApiError(401, 'invalid_credentials', message)

/**
 * 401 unless the message's domain and URI are the app's (`signInMessageProblem`): the app's
 * allowed origins decide, never the request; a browser's Origin must also be the domain's page.
 */
export function checkSignInDomain(ctx: BackendContext, c: Context, message: { domain: string; uri?: string | undefined }): void {
  const problem = signInMessageProblem(allowedOriginsOf(ctx), { ...message, origin: c.req.header('origin') })
  if (problem) throw new ApiError(401, 'invalid_credentials', problem)
}

/**
 * Verifies a SIWE message + signature; returns the parsed message (its address checksummed).
 * With `chains`, a signature that is not the address's ECDSA one is also checked on the local EVM
 * network of the message's chain id: a smart account's ERC-1271 (deployed) or ERC-6492 (not yet).
 */
export async function verifySiwe(
  ctx: BackendContext,
  c: Context,
  body: Record<string, unknown>,
  chains: readonly DevChain[] = [],
): Promise<SiweMessage & { address: `0x${string}` }> {
  const message = field(body, 'message')
  const signature = field(body, 'signature')
  if (!/^0x[0-9a-fA-F]+$/.test(signature)) throw errors.invalidData('Missing or invalid field: signature')
  let parsed: Partial<SiweMessage>
  try {
    parsed = parseSiweMessage(message)
  } catch {
    throw invalidSiwe('Malformed SIWE message')
  }
  if (!parsed.address || !isAddress(parsed.address) || !parsed.nonce || !parsed.domain || !parsed.chainId || !parsed.uri) {
    throw invalidSiwe('Malformed SIWE message')
  }
  const address = getAddress(parsed.address)
  checkSignInDomain(ctx, c, { domain: parsed.domain, uri: parsed.uri })
  const time = new Date(ctx.now())
  if (!validateSiweMessage({ message: parsed, domain: parsed.domain, nonce: parsed.nonce, time })) throw invalidSiwe('The message has expired or is not yet valid')
  if (!takeWalletNonce(ctx, parsed.nonce, address, 'ethereum')) throw invalidSiwe('Unknown, used or expired nonce')
  let valid = await verifyMessage({ address, message, signature: signature as `0x${string}` }).catch(() => false)
  for (const chain of chains) {
    if (valid) break
    valid = (await chain.verifyMessage?.({ chainId: parsed.chainId, address, message, signature }).catch(() => false)) === true
  }
  if (!valid) throw invalidSiwe('Invalid signature')
  return { ...(parsed as SiweMessage), address }
}

const clientTypes = (body: Record<string, unknown>) => ({
  walletClientType: optionalField(body, 'walletClientType') || 'unknown',
  connectorType: optionalField(body, 'connectorType') || 'injected',
})

export function siweRoutes(ctx: BackendContext, chains: readonly DevChain[] = []): Hono<Env> {
  const r = new Hono<Env>()
  r.use('*', requireAppId(ctx))
  for (const path of ['/link', '/link_smart_wallet', '/unlink']) r.use(path, requireAuth(ctx))

  r.post('/init', async (c) => {
    const body = await readBody(c)
    const address = field(body, 'address')
    if (!isAddress(address)) throw errors.invalidData('Missing or invalid field: address')
    if (ctx.store.config.captcha_enabled && !optionalField(body, 'token')) throw errors.invalidCaptcha()
    return c.json({ nonce: issueWalletNonce(ctx, address, 'ethereum') })
  })

  r.post('/authenticate', async (c) => {
    const body = await readBody(c)
    const mode = readMode(body)
    const parsed = await verifySiwe(ctx, c, body)
    refuseEmbeddedWallet(ctx, parsed.address)
    const match = isWalletOf(parsed.address)
    const account = () => walletAccount(nowSec(ctx), { address: parsed.address, chainType: 'ethereum', chainId: `eip155:${parsed.chainId}`, ...clientTypes(body) })
    return c.json(await loginOrSignUp(ctx, { mode, user: ownerOf(ctx, match), match, account }))
  })

  r.post('/link', async (c) => {
    const body = await readBody(c)
    const user = currentUser(ctx, c.get('userId'))
    const parsed = await verifySiwe(ctx, c, body)
    linkWalletAccount(ctx, user, walletAccount(nowSec(ctx), { address: parsed.address, chainType: 'ethereum', chainId: `eip155:${parsed.chainId}`, ...clientTypes(body) }))
    return c.json(clone(user))
  })

  r.post('/link_smart_wallet', async (c) => {
    const body = await readBody(c)
    const user = currentUser(ctx, c.get('userId'))
    const parsed = await verifySiwe(ctx, c, body, chains)
    const isSmartWallet = (a: WireLinkedAccount) => a.type === 'smart_wallet' && a.address.toLowerCase() === parsed.address.toLowerCase()
    const owner = ownerOf(ctx, isSmartWallet)
    if (owner && owner.id !== user.id) throw errors.linkedToAnother()
    if (!owner) {
      const sec = nowSec(ctx)
      const account: WireSmartWalletAccount = {
        type: 'smart_wallet',
        address: parsed.address,
        smart_wallet_type: field(body, 'smart_wallet_type'),
        smart_wallet_version: optionalField(body, 'smart_wallet_version') ?? null,
        verified_at: sec,
        first_verified_at: sec,
        latest_verified_at: sec,
      }
      user.linked_accounts.push(account)
    }
    return c.json(clone(user))
  })

  r.post('/unlink', async (c) => {
    const body = await readBody(c)
    const address = field(body, 'address')
    const user = currentUser(ctx, c.get('userId'))
    const match = (a: WireLinkedAccount) => isWalletOf(address)(a) && (a as { chain_type?: string }).chain_type === 'ethereum'
    refuseUnlinkEmbedded(user, match)
    unlinkAccount(user, match)
    return c.json(clone(user))
  })

  return r
}
