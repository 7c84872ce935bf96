import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { parseGwei, recoverTransactionAddress, verifyMessage, verifyTypedData, type Hex } from 'viem'
import { beforeEach, describe, expect, it } from 'vitest'
import { createDevBackend, type DevBackend } from '../../src/testing/index.js'
import { signAuthorizationRequest } from '../../src/server/index.js'
import { SERVER_WALLET_MESSAGES } from '../../src/core/types/serverWallets.js'
import type { WireEmbeddedWalletAccount } from '../../src/testing/types.js'
import { call, login } from './helpers.js'

const ORIGIN = 'http://localhost'

type Signer = { privateKey: CryptoKey; publicKey: string }

async function newSigner(): Promise<Signer> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify'])
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey))
  return { privateKey: pair.privateKey, publicKey: btoa(String.fromCharCode(...spki)) }
}

async function serverModeBackend(options: Parameters<typeof createDevBackend>[0] = {}) {
  const backend = createDevBackend({ appConfig: { embedded_wallets: { mode: 'user-controlled-server-wallets-only' } }, ...options })
  await backend.reset()
  return backend
}

/** A logged-in user with a registered session signer. */
async function session(backend: DevBackend, email: string) {
  const tokens = await login(backend, email)
  const signer = await newSigner()
  const res = await call(backend, 'POST', '/api/v1/wallets/session_signers', { token: tokens.token, body: { public_key: signer.publicKey } })
  expect(res.status).toBe(200)
  return { token: tokens.token, userId: tokens.user.id, signer }
}

type Session = Awaited<ReturnType<typeof session>>

async function createWallet(backend: DevBackend, s: Session, chainType: 'ethereum' | 'solana' = 'ethereum') {
  const res = await call(backend, 'POST', '/api/v1/wallets', { token: s.token, body: { chain_type: chainType, owner_id: s.userId } })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body as { id: string; address: string; chain_type: string; owner_id: string; user: { linked_accounts: WireEmbeddedWalletAccount[] } }
}

/** A session-signed rpc request (tamperable). */
async function rpc(backend: DevBackend, s: Session, walletId: string, body: Record<string, unknown>, {
  expiry = Date.now() + 60_000, key = s.signer.privateKey, signedBody = body, token = s.token, signature = undefined as string | undefined,
} = {}) {
  const url = `${ORIGIN}/api/v1/wallets/${walletId}/rpc`
  const sig = signature ?? await signAuthorizationRequest({ method: 'POST', url, body: signedBody, appId: backend.appId, expiry }, key)
  return call(backend, 'POST', `/api/v1/wallets/${walletId}/rpc`, {
    token, body, headers: { 'foyer-request-expiry': String(expiry), 'foyer-authorization-signature': sig },
  })
}

const hexOf = (text: string) => `0x${Buffer.from(text).toString('hex')}` as Hex
const personalSign = (walletId: string, text: string) =>
  ({ chain_type: 'ethereum', method: 'personal_sign', params: { message: hexOf(text), encoding: 'hex' }, wallet_id: walletId })

describe('server-held wallets on the dev backend', () => {
  let backend: DevBackend
  let ada: Session
  beforeEach(async () => {
    backend = await serverModeBackend()
    ada = await session(backend, 'ada@example.com')
  })

  it('creates an Ethereum wallet for the user, linked with recovery method privy-v2, and answers no key material', async () => {
    const created = await createWallet(backend, ada)
    expect(created.owner_id).toBe(ada.userId)
    const account = created.user.linked_accounts.find((a) => a.type === 'wallet' && a.address === created.address)!
    expect(account).toMatchObject({ id: created.id, chain_type: 'ethereum', wallet_client_type: 'privy', connector_type: 'embedded', recovery_method: 'privy-v2', wallet_index: 0 })
    expect(JSON.stringify(created)).not.toMatch(/key|share|secret/i)
  })

  it('signs personal_sign, typed data and a transaction for the session that registered its signer (verified with viem)', async () => {
    const { id, address } = await createWallet(backend, ada)
    const signed = await rpc(backend, ada, id, personalSign(id, 'hello Foyer'))
    expect(signed.status).toBe(200)
    expect(await verifyMessage({ address: address as Hex, message: 'hello Foyer', signature: signed.body.data.signature })).toBe(true)

    const typedData = {
      domain: { name: 'Foyer', chainId: 31337 }, primaryType: 'Mail',
      types: { EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'chainId', type: 'uint256' }], Mail: [{ name: 'contents', type: 'string' }] },
      message: { contents: 'hi' },
    }
    const typed = await rpc(backend, ada, id, { chain_type: 'ethereum', method: 'eth_signTypedData_v4', params: { typed_data: typedData }, wallet_id: id })
    expect(typed.status).toBe(200)
    const { EIP712Domain: _, ...types } = typedData.types
    expect(await verifyTypedData({ address: address as Hex, domain: typedData.domain, types, primaryType: 'Mail', message: typedData.message, signature: typed.body.data.signature })).toBe(true)

    const transaction = { to: '0x000000000000000000000000000000000000dEaD', chain_id: 31337, nonce: 0, value: '0x1', gas_limit: 21_000, max_fee_per_gas: `0x${parseGwei('2').toString(16)}`, max_priority_fee_per_gas: '0x1', type: 2 }
    const tx = await rpc(backend, ada, id, { chain_type: 'ethereum', method: 'eth_signTransaction', params: { transaction }, wallet_id: id })
    expect(tx.status).toBe(200)
    expect(await recoverTransactionAddress({ serializedTransaction: tx.body.data.signed_transaction })).toBe(address)
  })

  it('signs a Solana message and a transaction message that names the wallet as a signer (verified with ed25519)', async () => {
    const { id, address } = await createWallet(backend, ada, 'solana')
    const message = new TextEncoder().encode('hello Solana')
    const signed = await rpc(backend, ada, id, { chain_type: 'solana', method: 'signMessage', params: { message: Buffer.from(message).toString('base64'), encoding: 'base64' }, wallet_id: id })
    expect(signed.status).toBe(200)
    const publicKey = base58.decode(address)
    expect(ed25519.verify(Buffer.from(signed.body.data.signature, 'base64'), message, publicKey)).toBe(true)

    // A legacy message: 1 required signer (the wallet), 0 read-only signed, 1 read-only unsigned, 2 keys, a blockhash, no instruction.
    const txMessage = Uint8Array.from([1, 0, 1, 2, ...publicKey, ...new Uint8Array(32), ...new Uint8Array(32), 0])
    const tx = await rpc(backend, ada, id, { chain_type: 'solana', method: 'signTransaction', params: { transaction: Buffer.from(txMessage).toString('base64'), encoding: 'base64' }, wallet_id: id })
    expect(tx.status).toBe(200)
    expect(ed25519.verify(Buffer.from(tx.body.data.signature, 'base64'), txMessage, publicKey)).toBe(true)

    const other = Uint8Array.from([1, 0, 1, 2, ...new Uint8Array(32).fill(7), ...new Uint8Array(32), ...new Uint8Array(32), 0])
    const refused = await rpc(backend, ada, id, { chain_type: 'solana', method: 'signTransaction', params: { transaction: Buffer.from(other).toString('base64'), encoding: 'base64' }, wallet_id: id })
    expect(refused.status).toBe(400)
  })

  it("refuses another user's session on the wallet (403 forbidden), signed by that user's own signer", async () => {
    const { id } = await createWallet(backend, ada)
    const bob = await session(backend, 'bob@example.com')
    const res = await rpc(backend, bob, id, personalSign(id, 'not yours'))
    expect(res.status).toBe(403)
    expect(res.body.code).toBe('forbidden')
  })

  it("refuses a request signed by another session's signer key, and a session with no signer key", async () => {
    const { id } = await createWallet(backend, ada)
    const bob = await session(backend, 'bob@example.com')
    const res = await rpc(backend, ada, id, personalSign(id, 'x'), { key: bob.signer.privateKey })
    expect(res.status).toBe(401)
    expect(res.body.code).toBe('invalid_authorization_signature')

    const fresh = await login(backend, 'ada@example.com')
    const noSigner = await rpc(backend, ada, id, personalSign(id, 'x'), { token: fresh.token })
    expect(noSigner.status).toBe(401)
    expect(noSigner.body.code).toBe('missing_session_signer')
  })

  it('refuses a tampered body, a replay, an expired request and a request without a signature', async () => {
    const { id } = await createWallet(backend, ada)
    const tampered = await rpc(backend, ada, id, personalSign(id, 'pay 100'), { signedBody: personalSign(id, 'pay 1') })
    expect([tampered.status, tampered.body.code]).toEqual([401, 'invalid_authorization_signature'])

    const expiry = Date.now() + 60_000
    const url = `${ORIGIN}/api/v1/wallets/${id}/rpc`
    const body = personalSign(id, 'once')
    const signature = await signAuthorizationRequest({ method: 'POST', url, body, appId: backend.appId, expiry }, ada.signer.privateKey)
    expect((await rpc(backend, ada, id, body, { expiry, signature })).status).toBe(200)
    const replay = await rpc(backend, ada, id, body, { expiry, signature })
    expect([replay.status, replay.body.code]).toEqual([401, 'replayed_request'])

    const expired = await rpc(backend, ada, id, personalSign(id, 'late'), { expiry: Date.now() - 1 })
    expect([expired.status, expired.body.code]).toEqual([401, 'expired_request'])

    const unsigned = await call(backend, 'POST', `/api/v1/wallets/${id}/rpc`, { token: ada.token, body: personalSign(id, 'x') })
    expect([unsigned.status, unsigned.body.code]).toEqual([401, 'missing_authorization_signature'])
  })

  it('refuses a second signer key for the same session (409)', async () => {
    const other = await newSigner()
    const res = await call(backend, 'POST', '/api/v1/wallets/session_signers', { token: ada.token, body: { public_key: other.publicKey } })
    expect([res.status, res.body.code]).toEqual([409, 'session_signer_already_registered'])
  })

  it("refuses the mode's forbidden creations with the rules' messages", async () => {
    const refusals = [
      [{ chain_type: 'bitcoin-segwit', owner_id: ada.userId }, 'not_supported', SERVER_WALLET_MESSAGES.bitcoin],
      [{ chain_type: 'ethereum', owner_id: ada.userId, recovery_method: 'user-passcode' }, 'disallowed_recovery_method', SERVER_WALLET_MESSAGES.recoveryMethod],
      [{ chain_type: 'ethereum', owner_id: ada.userId, wallet_index: 1 }, 'not_supported', SERVER_WALLET_MESSAGES.walletIndex],
    ] as const
    for (const [body, code, message] of refusals) {
      const res = await call(backend, 'POST', '/api/v1/wallets', { token: ada.token, body })
      expect([res.status, res.body.code, res.body.error]).toEqual([400, code, message])
    }
    await createWallet(backend, ada)
    const second = await call(backend, 'POST', '/api/v1/wallets', { token: ada.token, body: { chain_type: 'ethereum', owner_id: ada.userId } })
    expect([second.status, second.body.code]).toEqual([400, 'resource_already_exists'])
    const bob = await session(backend, 'bob@example.com')
    const forOther = await call(backend, 'POST', '/api/v1/wallets', { token: ada.token, body: { chain_type: 'solana', owner_id: bob.userId } })
    expect([forOther.status, forOther.body.code]).toEqual([403, 'forbidden'])
  })

  it('refuses on-device wallets, user-owned recovery and HD wallets in this mode', async () => {
    const create = await call(backend, 'POST', '/api/v1/embedded_wallets', { token: ada.token, body: { chain_type: 'ethereum' } })
    expect([create.status, create.body.error]).toEqual([400, SERVER_WALLET_MESSAGES.onDevice])
    const { address } = await createWallet(backend, ada)
    const recovery = await call(backend, 'POST', `/api/v1/embedded_wallets/${address}/recovery`, { token: ada.token, body: { recovery_method: 'user-passcode' } })
    expect([recovery.status, recovery.body.code, recovery.body.error]).toEqual([400, 'disallowed_recovery_method', SERVER_WALLET_MESSAGES.userOwnedRecovery])
    const hd = await call(backend, 'POST', `/api/v1/embedded_wallets/${address}/wallets`, { token: ada.token, body: { chain_type: 'ethereum' } })
    expect([hd.status, hd.body.error]).toEqual([400, SERVER_WALLET_MESSAGES.walletIndex])
  })

  it("does not sign with a user's server-held wallet for the app's server (it is not delegated)", async () => {
    const { id } = await createWallet(backend, ada)
    const { DEV_APP_SECRET, DEV_AUTHORIZATION_KEY } = await import('../../src/testing/index.js')
    const { createWalletApi, WalletApiError } = await import('../../src/server/index.js')
    const api = createWalletApi({ apiUrl: ORIGIN, appId: backend.appId, appSecret: DEV_APP_SECRET, authorizationPrivateKey: DEV_AUTHORIZATION_KEY.privateKey, fetch: (input, init) => backend.fetch(new Request(input, init)) })
    const error = await api.signTransaction({ walletId: id, transaction: { chain_id: 31337, nonce: 0, gas_limit: 21_000, max_fee_per_gas: 1n, max_priority_fee_per_gas: 1n } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletApiError)
    expect((error as InstanceType<typeof WalletApiError>).status).toBe(403)
  })
})

describe('server-held wallets outside the mode', () => {
  it('refuses POST /api/v1/wallets with a bearer when the app keeps on-device wallets (feature_not_enabled)', async () => {
    const backend = createDevBackend()
    await backend.reset()
    const tokens = await login(backend, 'ada@example.com')
    const res = await call(backend, 'POST', '/api/v1/wallets', { token: tokens.token, body: { chain_type: 'ethereum', owner_id: tokens.user.id } })
    expect([res.status, res.body.code]).toEqual([400, 'feature_not_enabled'])
  })
})
