/**
 * Embedded wallets (docs/embedded-wallets.md, docs/api-contract.md): what the wallet service asks
 * the backend for. Register a created or imported wallet (its auth share, its sealed recovery
 * share, a signature proving the caller holds its key), release the auth share and the sealed
 * recovery share to the owner, hand out the recovery key of the automatic `privy` method, add an
 * HD wallet, authorize each signature (MFA for wallet actions). Every route needs the owner's
 * bearer; another user's wallet answers 403.
 */
import { Hono } from 'hono'
import { getAddress, isAddress, verifyMessage, type Hex } from 'viem'
import { recoverySetMessage, walletRegistrationMessage } from '../../wallet-service/registration.js'
import { isUserRecoveryMethod, recoveryUpgradeAllowed } from '../../core/types/recovery.js'
import { currentUser, ownerOf } from '../accounts.js'
import { nowSec, readBody, type BackendContext, type Env } from '../context.js'
import {
  MAX_EMBEDDED_WALLETS_PER_USER,
  isEmbeddedWireWallet,
  type EmbeddedEntropy,
  type EmbeddedRecoveryMethod,
} from '../embeddedWallets.js'
import { ApiError, errors } from '../errors.js'
import { requireAppId, requireAuth } from '../middleware.js'
import { MFA_TOKEN_HEADER, mfaErrors, requireMfa } from '../mfa.js'
import { solanaPublicKey, verifySolanaSignature } from '../siws.js'
import { randomId } from '../random.js'
import { clone } from '../store.js'
import type { WireEmbeddedWalletAccount, WireUser } from '../types.js'
import { isWalletOf } from '../wallets.js'
import { SERVER_WALLETS_MODE, SERVER_WALLET_MESSAGES } from '../../core/types/serverWallets.js'

export const ETHEREUM_ADDRESS_VERIFIER = 'ethereum-address-verifier'
/** The entropy id of an imported Solana key: its own (base58) address. */
export const SOLANA_ADDRESS_VERIFIER = 'solana-address-verifier'
/** The largest wallet index (non-hardened BIP-32 child indexes). */
const MAX_WALLET_INDEX = 0x7fffffff
/** Bounds of the base64 fields: a share is the secret plus one byte (17–34 bytes here). */
const MAX_SHARE_BYTES = 64
const MAX_SEALED_SHARE_CHARS = 256

/** The wallet operations `POST /:entropy_id/authorize` answers for (what the wallet service signs), per chain type. */
export const WALLET_OPERATIONS: readonly string[] = ['personal_sign', 'eth_signTypedData_v4', 'eth_signTransaction']
/** The Solana wallet operations (`chain_type: 'solana'`). */
export const SOLANA_WALLET_OPERATIONS: readonly string[] = ['signMessage', 'signTransaction']
/**
 * Showing a wallet's secrets on the export page (either chain type). Stricter than a signature: a
 * user with MFA always verifies (whatever `required_for_wallet_actions` says), and one verification
 * authorizes one export (its MFA token then no longer exports).
 */
export const EXPORT_OPERATION = 'export'

type ChainType = 'ethereum' | 'solana'

const forbidden = () => new ApiError(403, 'forbidden', 'This embedded wallet belongs to another user')
const notFound = () => new ApiError(404, 'embedded_wallet_not_found', 'Embedded wallet not found')
const alreadyExists = (message: string) => new ApiError(400, 'resource_already_exists', message)
const disallowedMethod = (method: unknown) =>
  new ApiError(400, 'disallowed_recovery_method', `Recovery method ${String(method).slice(0, 40)} is not allowed`)
const invalidPassword = () => new ApiError(403, 'invalid_recovery_password', 'Invalid recovery password, please try again.')
const tooManyPasswords = () =>
  new ApiError(429, 'too_many_recovery_attempts', 'Too many wrong recovery passwords (code 429): try again later')
/** The longest KDF string kept for a password-sealed wallet. */
const MAX_KDF_CHARS = 200

/** A recovery method the backend keeps shares for. */
function recoveryMethodOf(value: unknown): EmbeddedRecoveryMethod {
  if (value !== 'privy' && !isUserRecoveryMethod(value)) throw disallowedMethod(value)
  return value
}

/** The fields a password seal needs (KDF string, verifier); null for the other methods. */
function passwordSealOf(method: EmbeddedRecoveryMethod, body: Record<string, unknown>): { kdf: string; verifier: Uint8Array } | null {
  if (method !== 'user-passcode') return null
  const kdf = body.recovery_kdf
  if (typeof kdf !== 'string' || kdf.length > MAX_KDF_CHARS || !kdf.startsWith('$argon2id$')) throw errors.invalidData('Missing or invalid field: recovery_kdf')
  const verifier = base64Bytes(body.recovery_verifier, 'recovery_verifier', 32)
  if (verifier.length !== 32) throw errors.invalidData('Missing or invalid field: recovery_verifier')
  return { kdf, verifier }
}

/** The auth share (17–64 bytes) and the sealed recovery share (base64, at most 256 characters) of a registration or set-recovery. */
function sharesOf(body: Record<string, unknown>): { authShare: Uint8Array; sealedRecovery: string } {
  const authShare = base64Bytes(body.auth_share, 'auth_share', MAX_SHARE_BYTES)
  if (authShare.length < 17) throw errors.invalidData('Missing or invalid field: auth_share')
  const sealedRecovery = body.encrypted_recovery_share
  if (typeof sealedRecovery !== 'string' || sealedRecovery.length > MAX_SEALED_SHARE_CHARS) {
    throw errors.invalidData('Missing or invalid field: encrypted_recovery_share')
  }
  base64Bytes(sealedRecovery, 'encrypted_recovery_share', MAX_SEALED_SHARE_CHARS)
  return { authShare, sealedRecovery }
}

/** Constant-time equality of two byte strings. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!
  return diff === 0
}

function base64Bytes(value: unknown, name: string, maxBytes: number): Uint8Array {
  if (typeof value !== 'string' || value.length === 0 || value.length > Math.ceil(maxBytes / 3) * 4 || !/^[A-Za-z0-9+/]+={0,2}$/.test(value) || value.length % 4 !== 0) {
    throw errors.invalidData(`Missing or invalid field: ${name}`)
  }
  const binary = atob(value)
  return Uint8Array.from(binary, (c) => c.charCodeAt(0))
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

function addressOf(value: unknown, name: string): `0x${string}` {
  if (typeof value !== 'string' || !isAddress(value, { strict: true })) throw errors.invalidData(`Missing or invalid field: ${name}`)
  return getAddress(value)
}

function chainTypeOf(body: Record<string, unknown>): ChainType {
  if (body.chain_type !== 'ethereum' && body.chain_type !== 'solana') throw errors.invalidData('Missing or invalid field: chain_type (ethereum or solana)')
  return body.chain_type
}

/** A Solana address: base58 of a 32-byte ed25519 public key. */
function solanaAddressOf(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.length > 44 || !solanaPublicKey(value)) throw errors.invalidData(`Missing or invalid field: ${name}`)
  return value
}

/** An entropy id in a path: an Ethereum address (checksummed here), or an imported Solana key's base58 address. */
function entropyIdParam(value: string, name: string): string {
  return isAddress(value, { strict: true }) ? getAddress(value) : solanaAddressOf(value, name)
}

function signatureOf(body: Record<string, unknown>): Hex {
  const signature = body.signature
  if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]{130}$/.test(signature)) throw errors.invalidData('Missing or invalid field: signature')
  return signature as Hex
}

function walletIndexOf(body: Record<string, unknown>): number {
  const index = body.wallet_index
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index > MAX_WALLET_INDEX) {
    throw errors.invalidData('Missing or invalid field: wallet_index')
  }
  return index
}

const embeddedWallets = (user: WireUser) => user.linked_accounts.filter(isEmbeddedWireWallet)

export function embeddedWalletRoutes(ctx: BackendContext): Hono<Env> {
  const r = new Hono<Env>()
  r.use('*', requireAppId(ctx), requireAuth(ctx))
  const state = () => ctx.store.embeddedWallets
  /** An app holding wallets on the server (serverWallets.ts): no on-device wallet, no user-owned recovery, no HD wallet. */
  const refuseInServerMode = (what: 'create' | 'recovery' | 'index') => {
    if (ctx.store.config.embedded_wallets?.mode !== SERVER_WALLETS_MODE) return
    if (what === 'recovery') throw new ApiError(400, 'disallowed_recovery_method', SERVER_WALLET_MESSAGES.userOwnedRecovery)
    throw new ApiError(400, 'not_supported', what === 'index' ? SERVER_WALLET_MESSAGES.walletIndex : SERVER_WALLET_MESSAGES.onDevice)
  }

  /** The caller's entropy `id`: 404 when unknown, 403 when another user's. */
  const ownEntropy = (id: string, userId: string): EmbeddedEntropy => {
    if (!isAddress(id, { strict: false }) && !(id.length <= 44 && solanaPublicKey(id))) throw errors.invalidData('Invalid entropy id')
    const entropy = state().entropies.get(id.toLowerCase())
    if (!entropy) throw notFound()
    if (entropy.userId !== userId) throw forbidden()
    return entropy
  }

  /** Refuses an address already linked (to anyone) as a wallet. */
  const assertFree = (address: string, user: WireUser, ofEntropy?: string) => {
    const owner = ownerOf(ctx, isWalletOf(address))
    if (owner && owner.id !== user.id) throw errors.linkedToAnother()
    // (An entropy's own id is free for its Ethereum wallet 0, added after a Solana wallet made the entropy.)
    if (owner || (address.toLowerCase() !== ofEntropy && state().entropies.has(address.toLowerCase()))) throw alreadyExists('This wallet is already linked to the user')
    if (embeddedWallets(user).length >= MAX_EMBEDDED_WALLETS_PER_USER) throw errors.cannotLinkMore('wallet')
  }

  /**
   * The registration proof: the entropy's wallet 0 signed the message (EIP-191); a Solana wallet
   * also signed it with its own key (`solana_signature`, ed25519), so nobody registers a Solana
   * address whose key they do not hold. An imported Solana key has no Ethereum wallet 0 (`signer`
   * null): its entropy id is its address, and its ed25519 signature is the whole proof.
   */
  const verifyProof = async (signer: `0x${string}` | null, signature: Hex | null, fields: Parameters<typeof walletRegistrationMessage>[0], body: Record<string, unknown>) => {
    const message = walletRegistrationMessage(fields)
    if (signer === null || signature === null) {
      if (fields.chainType !== 'solana' || !fields.imported || fields.entropyId !== fields.address) throw errors.invalidData('Invalid wallet registration signature')
    } else {
      const valid = await verifyMessage({ address: signer, message, signature }).catch(() => false)
      if (!valid) throw errors.invalidData('Invalid wallet registration signature')
    }
    if (fields.chainType === 'solana') {
      const solanaSignature = body.solana_signature
      if (typeof solanaSignature !== 'string' || solanaSignature.length > 100) throw errors.invalidData('Missing or invalid field: solana_signature')
      if (!verifySolanaSignature({ address: fields.address, message: new TextEncoder().encode(message), signature: solanaSignature })) {
        throw errors.invalidData('Invalid wallet registration signature')
      }
    }
  }

  const account = (fields: { address: string; entropyId: string; walletIndex: number; imported: boolean; chainType: ChainType; recoveryMethod: EmbeddedRecoveryMethod }): WireEmbeddedWalletAccount => {
    const solanaEntropy = !fields.entropyId.startsWith('0x')
    const sec = nowSec(ctx)
    return {
      type: 'wallet',
      id: randomId(25),
      address: fields.address,
      chain_type: fields.chainType,
      chain_id: null,
      wallet_client_type: 'privy',
      connector_type: 'embedded',
      recovery_method: fields.recoveryMethod,
      wallet_index: fields.walletIndex,
      imported: fields.imported,
      delegated: false,
      entropy_id: fields.entropyId,
      entropy_id_verifier: solanaEntropy ? SOLANA_ADDRESS_VERIFIER : ETHEREUM_ADDRESS_VERIFIER,
      verified_at: sec,
      first_verified_at: sec,
      latest_verified_at: sec,
    }
  }

  /** Create (index 0 of a new entropy) and import (a private key, its own entropy). */
  const register = (imported: boolean) =>
    r.post(imported ? '/import' : '/', async (c) => {
      refuseInServerMode('create')
      const body = await readBody(c)
      const user = currentUser(ctx, c.get('userId'))
      const chainType = chainTypeOf(body)
      const address = chainType === 'solana' ? solanaAddressOf(body.address, 'address') : addressOf(body.address, 'address')
      // An imported Solana key is its own entropy, named by its (base58) address: it has no Ethereum wallet 0.
      const solanaKey = chainType === 'solana' && imported
      const entropyId = solanaKey ? solanaAddressOf(body.entropy_id, 'entropy_id') : addressOf(body.entropy_id, 'entropy_id')
      // Otherwise the entropy id is the Ethereum address of the entropy's wallet 0, also when its first wallet is a Solana one.
      if ((chainType === 'ethereum' || solanaKey) && entropyId !== address) throw errors.invalidData('entropy_id must be the address of wallet index 0')
      if (body.entropy_id_verifier !== (solanaKey ? SOLANA_ADDRESS_VERIFIER : ETHEREUM_ADDRESS_VERIFIER)) throw errors.invalidData('Missing or invalid field: entropy_id_verifier')
      if (walletIndexOf(body) !== 0) throw errors.invalidData('A new wallet has wallet_index 0')
      if ((body.imported ?? false) !== imported) throw errors.invalidData('Missing or invalid field: imported')
      // An import is sealed automatically; a created wallet with any method, but the automatic one
      // only when the app does not require user-owned recovery on create.
      const recoveryMethod = recoveryMethodOf(body.recovery_method)
      if (imported && recoveryMethod !== 'privy') throw disallowedMethod(recoveryMethod)
      if (!imported && recoveryMethod === 'privy' && ctx.store.config.embedded_wallets?.require_user_owned_recovery_on_create) {
        throw disallowedMethod(recoveryMethod)
      }
      const passwordSeal = passwordSealOf(recoveryMethod, body)
      const { authShare, sealedRecovery } = sharesOf(body)
      const signature = solanaKey ? null : signatureOf(body)

      if (!imported && embeddedWallets(user).some((a) => !a.imported)) throw alreadyExists('User already has an embedded wallet')
      assertFree(address, user)
      await verifyProof(solanaKey ? null : (entropyId as `0x${string}`), signature, { appId: ctx.appId, userId: user.id, entropyId, address, walletIndex: 0, imported, chainType }, body)
      const pending = state().takePendingKey(user.id, entropyId, ctx.now())
      if (!pending && recoveryMethod === 'privy') throw errors.invalidData('No recovery key material was issued for this wallet')

      state().entropies.set(entropyId.toLowerCase(), {
        entropyId: entropyId.toLowerCase(),
        userId: user.id,
        imported,
        recoveryMethod,
        authShare: await state().seal(authShare, `auth-share:${entropyId.toLowerCase()}`),
        encryptedRecoveryShare: sealedRecovery,
        recoveryKey: pending?.recoveryKey ?? null,
        recoveryKdf: passwordSeal?.kdf ?? null,
        recoveryVerifier: passwordSeal?.verifier ?? null,
        shareVersion: 0,
      })
      authShare.fill(0)
      const created = account({ address, entropyId, walletIndex: 0, imported, chainType, recoveryMethod })
      user.linked_accounts.push(created)
      return c.json({ user: clone(user), account: clone(created) })
    })
  register(false)
  register(true)

  r.post('/:address/recovery/key_material', async (c) => {
    refuseInServerMode('create')
    const body = await readBody(c)
    const user = currentUser(ctx, c.get('userId'))
    chainTypeOf(body)
    const address = entropyIdParam(c.req.param('address'), 'address')
    const entropy = state().entropies.get(address.toLowerCase())
    let sealedKey: Uint8Array
    if (entropy) {
      if (entropy.userId !== user.id) throw forbidden()
      // A wallet created with another method gets its automatic key on first ask (a move to 'privy').
      if (!entropy.recoveryKey) {
        const key = crypto.getRandomValues(new Uint8Array(32))
        entropy.recoveryKey = await state().seal(key, 'recovery-key')
        key.fill(0)
      }
      sealedKey = entropy.recoveryKey
    } else {
      // A wallet being created: its key waits (bounded, expiring) for the registration.
      const owner = ownerOf(ctx, isWalletOf(address))
      if (owner && owner.id !== user.id) throw forbidden()
      const pending = state().pendingKey(user.id, address, ctx.now())
      if (pending) sealedKey = pending.recoveryKey
      else {
        const key = crypto.getRandomValues(new Uint8Array(32))
        sealedKey = await state().seal(key, 'recovery-key')
        key.fill(0)
        state().addPendingKey({ userId: user.id, address, recoveryKey: sealedKey, createdAt: ctx.now() })
      }
    }
    const key = await state().open(sealedKey, 'recovery-key')
    c.header('cache-control', 'no-store')
    return c.json({ key_material: toBase64(key), recovery_method: 'privy' })
  })

  r.post('/:entropy_id/auth_share', async (c) => {
    const user = currentUser(ctx, c.get('userId'))
    const entropy = ownEntropy(c.req.param('entropy_id'), user.id)
    const share = await state().open(entropy.authShare, `auth-share:${entropy.entropyId}`)
    c.header('cache-control', 'no-store')
    return c.json({
      auth_share: toBase64(share),
      recovery_method: entropy.recoveryMethod,
      imported: entropy.imported,
      recovery_kdf: entropy.recoveryKdf,
      share_version: entropy.shareVersion,
    })
  })

  /**
   * A wallet operation the wallet service is about to perform (a signature, or `export`: showing
   * the wallet's secrets) for the caller: the wallet (entropy and index) must be theirs, and when
   * the app requires MFA for wallet actions (`mfa.required_for_wallet_actions`, default on) a user
   * with an MFA method must present a live MFA token (`foyer-mfa-token`): 403
   * missing_or_invalid_mfa / expired_or_invalid_mfa_token. An export always needs one from a user
   * with MFA, and a token that authorized an export never authorizes another.
   */
  r.post('/:entropy_id/authorize', async (c) => {
    const body = await readBody(c)
    const user = currentUser(ctx, c.get('userId'))
    const entropy = ownEntropy(c.req.param('entropy_id'), user.id)
    const chainType = chainTypeOf(body)
    const operations = [...(chainType === 'solana' ? SOLANA_WALLET_OPERATIONS : WALLET_OPERATIONS), EXPORT_OPERATION]
    if (typeof body.method !== 'string' || !operations.includes(body.method)) throw errors.invalidData('Missing or invalid field: method')
    const walletIndex = walletIndexOf(body)
    const wallet = (a: WireEmbeddedWalletAccount) =>
      a.entropy_id.toLowerCase() === entropy.entropyId && a.wallet_index === walletIndex && (a.chain_type ?? 'ethereum') === chainType
    if (!embeddedWallets(user).some(wallet)) throw notFound()
    if (body.method === EXPORT_OPERATION) {
      requireMfa(ctx, c, user)
      const verification = ctx.store.mfa.tokens.get(c.req.header(MFA_TOKEN_HEADER) ?? '')
      if (verification) {
        if (verification.exported) throw mfaErrors.expired()
        verification.exported = true
      }
    } else if (ctx.store.config.mfa.required_for_wallet_actions !== false) requireMfa(ctx, c, user)
    c.header('cache-control', 'no-store')
    return c.json({ authorized: true })
  })

  /**
   * The sealed recovery share. A password-sealed one is released only for `recovery_auth`, the
   * auth key whose SHA-256 is the wallet's verifier: a wrong one answers 403
   * invalid_recovery_password and counts against `wrongRecoveryPasswords` (5 an hour per wallet,
   * reset by the right one); while that window is used up every try answers 429
   * too_many_recovery_attempts — so nobody holding only a session can take the sealed share and
   * guess its password offline.
   */
  r.post('/:entropy_id/recovery/share', async (c) => {
    const body = await readBody(c)
    const user = currentUser(ctx, c.get('userId'))
    const entropy = ownEntropy(c.req.param('entropy_id'), user.id)
    c.header('cache-control', 'no-store')
    if (entropy.recoveryMethod === 'user-passcode' && entropy.recoveryVerifier) {
      const window = ctx.settings.limits.wrongRecoveryPasswords
      const key = `recovery-password:${entropy.entropyId}`
      if (ctx.store.rateHits.isFull(key, ctx.now(), window)) throw tooManyPasswords()
      const presented = base64Bytes(body.recovery_auth, 'recovery_auth', 32)
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', presented as BufferSource))
      if (!sameBytes(digest, entropy.recoveryVerifier)) {
        ctx.store.rateHits.hit(key, ctx.now(), window)
        throw invalidPassword()
      }
      ctx.store.rateHits.clear(key)
    }
    return c.json({ encrypted_recovery_share: entropy.encryptedRecoveryShare, recovery_method: entropy.recoveryMethod })
  })

  /**
   * Set-recovery: the wallet service split the secret anew and sealed the new recovery share with
   * another method. The move must be allowed (from privy, user-passcode or
   * recovery-encryption-key to anything; from a cloud backup to anything but the same platform:
   * 400 disallowed_recovery_method), name the current share version (409 otherwise: another
   * device moved first) and be signed by the entropy's wallet 0. Every wallet account of the
   * entropy takes the new `recovery_method`; other devices' device shares stop combining with the
   * new auth share.
   */
  r.post('/:entropy_id/recovery', async (c) => {
    refuseInServerMode('recovery')
    const body = await readBody(c)
    const user = currentUser(ctx, c.get('userId'))
    const entropy = ownEntropy(c.req.param('entropy_id'), user.id)
    const recoveryMethod = recoveryMethodOf(body.recovery_method)
    if (!recoveryUpgradeAllowed(entropy.recoveryMethod, recoveryMethod)) throw disallowedMethod(recoveryMethod)
    const passwordSeal = passwordSealOf(recoveryMethod, body)
    const { authShare, sealedRecovery } = sharesOf(body)
    const version = body.share_version
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) throw errors.invalidData('Missing or invalid field: share_version')
    if (version !== entropy.shareVersion) throw new ApiError(409, 'share_version_conflict', 'The wallet\'s shares changed: load the wallet and try again')
    if (recoveryMethod === 'privy' && !entropy.recoveryKey) throw errors.invalidData('No recovery key material was issued for this wallet')
    // An imported Solana key's entropy id is its base58 address (kept exact on its wallet account): it signs with ed25519.
    const solanaKey = !entropy.entropyId.startsWith('0x')
    const entropyId = solanaKey
      ? (embeddedWallets(user).find((w) => w.entropy_id.toLowerCase() === entropy.entropyId)?.address ?? '')
      : getAddress(entropy.entropyId)
    const message = recoverySetMessage({
      appId: ctx.appId, userId: user.id, entropyId, recoveryMethod, shareVersion: version,
      authShare: body.auth_share as string, encryptedRecoveryShare: sealedRecovery,
    })
    if (solanaKey) {
      const solanaSignature = body.solana_signature
      if (typeof solanaSignature !== 'string' || solanaSignature.length > 100) throw errors.invalidData('Missing or invalid field: solana_signature')
      if (!verifySolanaSignature({ address: entropyId, message: new TextEncoder().encode(message), signature: solanaSignature })) {
        throw errors.invalidData('Invalid wallet recovery signature')
      }
    } else if (!(await verifyMessage({ address: entropyId as `0x${string}`, message, signature: signatureOf(body) }).catch(() => false))) {
      throw errors.invalidData('Invalid wallet recovery signature')
    }

    entropy.authShare = await state().seal(authShare, `auth-share:${entropy.entropyId}`)
    authShare.fill(0)
    entropy.encryptedRecoveryShare = sealedRecovery
    entropy.recoveryMethod = recoveryMethod
    entropy.recoveryKdf = passwordSeal?.kdf ?? null
    entropy.recoveryVerifier = passwordSeal?.verifier ?? null
    entropy.shareVersion += 1
    ctx.store.rateHits.clear(`recovery-password:${entropy.entropyId}`)
    for (const wallet of embeddedWallets(user)) {
      if (wallet.entropy_id.toLowerCase() === entropy.entropyId) wallet.recovery_method = recoveryMethod
    }
    c.header('cache-control', 'no-store')
    return c.json({ user: clone(user), recovery_method: recoveryMethod })
  })

  r.post('/:entropy_id/wallets', async (c) => {
    refuseInServerMode('index')
    const body = await readBody(c)
    const user = currentUser(ctx, c.get('userId'))
    const entropy = ownEntropy(c.req.param('entropy_id'), user.id)
    if (entropy.imported) throw errors.invalidData('An imported wallet has no HD wallets')
    const chainType = chainTypeOf(body)
    const address = chainType === 'solana' ? solanaAddressOf(body.address, 'address') : addressOf(body.address, 'address')
    const walletIndex = walletIndexOf(body)
    // Ethereum wallet 0 is the entropy's id: it is added only to an entropy made for a Solana wallet.
    if (walletIndex === 0 && chainType === 'ethereum' && address.toLowerCase() !== entropy.entropyId) {
      throw errors.invalidData('wallet_index 0 is the wallet created with the entropy')
    }
    const signature = signatureOf(body)
    const ofEntropy = embeddedWallets(user).filter((a) => a.entropy_id.toLowerCase() === entropy.entropyId && (a.chain_type ?? 'ethereum') === chainType)
    if (ofEntropy.some((a) => a.wallet_index === walletIndex)) throw alreadyExists(`Wallet index ${walletIndex} already exists`)
    assertFree(address, user, entropy.entropyId)
    const entropyId = getAddress(entropy.entropyId)
    await verifyProof(entropyId, signature, { appId: ctx.appId, userId: user.id, entropyId, address, walletIndex, imported: false, chainType }, body)
    const created = account({ address, entropyId, walletIndex, imported: false, chainType, recoveryMethod: entropy.recoveryMethod })
    user.linked_accounts.push(created)
    return c.json({ user: clone(user), account: clone(created) })
  })

  return r
}
