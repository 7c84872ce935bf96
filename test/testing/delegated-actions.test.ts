import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { createPublicClient, defineChain, http, parseEther, parseGwei, recoverTransactionAddress, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvmDevChain, type EvmDevChain } from '../../src/testing/chains/index.js'
import { createDevBackend, DEV_APP_SECRET, DEV_AUTHORIZATION_KEY, type DevBackend } from '../../src/testing/index.js'
import {
  WalletApiError, authorizationPayload, createWalletApi, generateAuthorizationKeyPair, signAuthorizationRequest,
} from '../../src/server/index.js'
import { ETHEREUM_ADDRESS_VERIFIER, WALLET_SERVICE_EVENTS as E, type WalletCreatedReplyData } from '../../src/core/types/walletService.js'
import type { WireEmbeddedWalletAccount } from '../../src/testing/types.js'
import { backendFetch, serviceOn } from '../wallet-service/helpers.js'
import { call, login } from './helpers.js'

const API = 'http://127.0.0.1:4321'
const OTHER_APP = { appId: 'other-app-0000000000000000', appSecret: 'other-secret', authorizationKeys: [DEV_AUTHORIZATION_KEY.publicKey] }

let chain: EvmDevChain
beforeAll(async () => {
  chain = await createEvmDevChain()
})
afterAll(() => chain.close())

async function setup(options: Parameters<typeof createDevBackend>[0] = {}) {
  const backend = createDevBackend({ chains: [chain], serverApi: { otherApps: [OTHER_APP] }, ...options })
  await backend.reset()
  const session = await login(backend, 'ada@example.com')
  const wallet = serviceOn(backend)
  const api = createWalletApi({ apiUrl: API, appId: backend.appId, appSecret: DEV_APP_SECRET, authorizationPrivateKey: DEV_AUTHORIZATION_KEY.privateKey, fetch: backendFetch(backend) })
  return { backend, session, token: session.token, wallet, api }
}

type Setup = Awaited<ReturnType<typeof setup>>

async function createWallet({ wallet, token }: Setup, chainType: 'ethereum' | 'solana' = 'ethereum') {
  const reply = await wallet.send(chainType === 'solana' ? E.createSolana : E.create, { accessToken: token })
  expect(reply?.error).toBeUndefined()
  return reply!.data as WalletCreatedReplyData
}

function accountOf(backend: DevBackend, userId: string, address: string) {
  return backend.users.get(userId)!.linked_accounts.find((a) => a.type === 'wallet' && a.address === address) as WireEmbeddedWalletAccount
}

async function delegate(s: Setup, created: WalletCreatedReplyData) {
  return s.wallet.send(E.delegate, {
    accessToken: s.token, entropyId: created.entropyId, entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER,
    address: created.address, chainType: created.chainType, hdWalletIndex: created.walletIndex,
  })
}

const localChain = defineChain({ id: 31337, name: 'Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } })
const publicClient = (backend: DevBackend) => createPublicClient({
  chain: localChain,
  transport: http('http://localhost/rpc/evm/31337', { fetchFn: (input, init) => backend.fetch(new Request(input, init)), retryCount: 0 }),
})

/** A transfer of 0.01 ETH from `from` on the local chain, its fields in the wire's snake_case. */
async function transfer(backend: DevBackend, from: string) {
  const nonce = await publicClient(backend).getTransactionCount({ address: from as Hex })
  return {
    from, to: '0x000000000000000000000000000000000000dEaD', chain_id: 31337, nonce, value: parseEther('0.01'),
    gas_limit: 21_000, max_fee_per_gas: parseGwei('20'), max_priority_fee_per_gas: parseGwei('1'), type: 2 as const,
  }
}

/** A signed rpc request made by hand (to tamper with it). */
async function signedRpc(backend: DevBackend, walletId: string, body: Record<string, unknown>, {
  appId = backend.appId, secret = DEV_APP_SECRET, key = DEV_AUTHORIZATION_KEY.privateKey as string, expiry = Date.now() + 60_000,
  signedBody = body, headers = {} as Record<string, string>, signature = undefined as string | undefined,
} = {}) {
  const url = `${API}/api/v1/wallets/${walletId}/rpc`
  const sig = signature ?? await signAuthorizationRequest({ method: 'POST', url, body: signedBody, appId, expiry }, key)
  const response = await backend.fetch(new Request(url, {
    method: 'POST',
    headers: {
      authorization: `Basic ${btoa(`${appId}:${secret}`)}`, 'foyer-app-id': appId, 'content-type': 'application/json',
      'foyer-request-expiry': String(expiry), 'foyer-authorization-signature': sig, ...headers,
    },
    body: JSON.stringify(body),
  }))
  return { status: response.status, body: await response.json() as { code?: string; data?: Record<string, unknown> } }
}

const ethBody = (walletId: string, transaction: Record<string, unknown>) => ({
  chain_type: 'ethereum', method: 'eth_signTransaction', wallet_id: walletId,
  params: { transaction: Object.fromEntries(Object.entries(transaction).map(([k, v]) => [k, typeof v === 'bigint' ? `0x${v.toString(16)}` : v])) },
})

describe('dev backend: delegated actions', () => {
  it("a delegated Ethereum wallet: the server's rpc signs a transaction that viem recovers to the wallet and the local chain accepts", async () => {
    const s = await setup()
    const created = await createWallet(s)
    const reply = await delegate(s, created)
    expect(reply?.error).toBeUndefined()
    expect(reply?.data).toMatchObject({ address: created.address, chainType: 'ethereum' })
    const account = accountOf(s.backend, s.session.user.id, created.address)
    expect(account.delegated).toBe(true)
    expect((reply!.data as unknown as { user: { linked_accounts: WireEmbeddedWalletAccount[] } }).user.linked_accounts.find((a) => a.id === account.id)?.delegated).toBe(true)

    await s.backend.chains.faucet({ chainType: 'ethereum', address: created.address, amount: '1' })
    const { signedTransaction } = await s.api.signTransaction({ walletId: account.id, transaction: await transfer(s.backend, created.address) })
    expect(await recoverTransactionAddress({ serializedTransaction: signedTransaction as never })).toBe(created.address)
    const client = publicClient(s.backend)
    const hash = await client.sendRawTransaction({ serializedTransaction: signedTransaction })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(created.address.toLowerCase())
  })

  it('a legacy (type 0) transaction is signed with EIP-155 and accepted too', async () => {
    const s = await setup()
    const created = await createWallet(s)
    await delegate(s, created)
    const id = accountOf(s.backend, s.session.user.id, created.address).id
    await s.backend.chains.faucet({ chainType: 'ethereum', address: created.address, amount: '1' })
    const { max_fee_per_gas: _a, max_priority_fee_per_gas: _b, ...rest } = await transfer(s.backend, created.address)
    const { signedTransaction } = await s.api.signTransaction({ walletId: id, transaction: { ...rest, type: 0, gas_price: parseGwei('20') } })
    expect(signedTransaction.startsWith('0xf8')).toBe(true)
    const client = publicClient(s.backend)
    const receipt = await client.waitForTransactionReceipt({ hash: await client.sendRawTransaction({ serializedTransaction: signedTransaction }), pollingInterval: 50 })
    expect(receipt.status).toBe('success')
  })

  it('a delegated Solana wallet: signMessage answers an ed25519 signature that verifies for the wallet address', async () => {
    const s = await setup()
    await createWallet(s)
    const solana = await createWallet(s, 'solana')
    expect((await delegate(s, solana))?.error).toBeUndefined()
    const account = accountOf(s.backend, s.session.user.id, solana.address)
    expect(account.delegated).toBe(true)
    const message = new TextEncoder().encode('Offline access works')
    const { signature } = await s.api.signSolanaMessage({ walletId: account.id, message })
    expect(ed25519.verify(Buffer.from(signature, 'base64'), message, base58.decode(solana.address))).toBe(true)
    // Only the delegated wallet: the user's Ethereum wallet is not.
    const eth = s.backend.users.get(s.session.user.id)!.linked_accounts.find((a) => a.type === 'wallet' && a.chain_type === 'ethereum') as WireEmbeddedWalletAccount
    expect(eth.delegated).toBe(false)
  })

  it("refuses every request that is not the app's server with a valid, fresh, unused signature: 401s, nothing signed", async () => {
    const s = await setup()
    const created = await createWallet(s)
    await delegate(s, created)
    const id = accountOf(s.backend, s.session.user.id, created.address).id
    const body = ethBody(id, await transfer(s.backend, created.address))
    const other = await generateAuthorizationKeyPair()
    const cases: Array<[string, Parameters<typeof signedRpc>[3], string]> = [
      ['wrong app secret', { secret: 'nope' }, 'invalid_app_credentials'],
      ['unknown app', { appId: 'unknown-app-00000000000000', secret: 'x' }, 'invalid_app_credentials'],
      ['foyer-app-id of another app', { headers: { 'foyer-app-id': OTHER_APP.appId } }, 'invalid_app_credentials'],
      ['no signature', { headers: { 'foyer-authorization-signature': '' } }, 'missing_authorization_signature'],
      ['a key the app did not register', { key: other.privateKey }, 'invalid_authorization_signature'],
      ['a signature of another body', { signedBody: { ...body, wallet_id: 'x' } }, 'invalid_authorization_signature'],
      ['garbage signature', { signature: 'AAAA' }, 'invalid_authorization_signature'],
      ['expired', { expiry: Date.now() - 1 }, 'expired_request'],
      ['expiry too far ahead', { expiry: Date.now() + 6 * 60_000 }, 'invalid_request_expiry'],
      ['no expiry', { headers: { 'foyer-request-expiry': '' } }, 'invalid_request_expiry'],
    ]
    for (const [name, options, code] of cases) {
      const res = await signedRpc(s.backend, id, body, options)
      expect({ name, status: res.status, code: res.body.code, data: res.body.data }).toEqual({ name, status: 401, code, data: undefined })
    }
    const browser = await signedRpc(s.backend, id, body, { headers: { origin: 'http://localhost:5173' } })
    expect(browser).toMatchObject({ status: 403, body: { code: 'server_only' } })
    // Every case above, then a good one; the same request again is a replay.
    const expiry = Date.now() + 60_000
    const signature = await signAuthorizationRequest({ method: 'POST', url: `${API}/api/v1/wallets/${id}/rpc`, body, appId: s.backend.appId, expiry }, DEV_AUTHORIZATION_KEY.privateKey)
    expect((await signedRpc(s.backend, id, body, { expiry, signature })).status).toBe(200)
    expect(await signedRpc(s.backend, id, body, { expiry, signature })).toMatchObject({ status: 401, body: { code: 'replayed_request' } })
  })

  it("refuses another app's wallet (403 forbidden), a wallet not delegated (403 wallet_not_delegated) and an unknown one (404)", async () => {
    const s = await setup()
    const created = await createWallet(s)
    const id = accountOf(s.backend, s.session.user.id, created.address).id
    const body = ethBody(id, await transfer(s.backend, created.address))
    expect(await signedRpc(s.backend, id, body)).toMatchObject({ status: 403, body: { code: 'wallet_not_delegated' } })
    await delegate(s, created)
    const otherApp = createWalletApi({ apiUrl: API, ...OTHER_APP, authorizationPrivateKey: DEV_AUTHORIZATION_KEY.privateKey, fetch: backendFetch(s.backend) })
    await expect(otherApp.rpc(id, body)).rejects.toMatchObject({ status: 403, code: 'forbidden' })
    await expect(s.api.rpc('nosuchwallet0000000000000', body)).rejects.toMatchObject({ status: 404, code: 'wallet_id_not_found' })
    // The app's own wallet, the wrong chain or method: 400, nothing signed.
    await expect(s.api.rpc(id, { ...body, chain_type: 'solana' })).rejects.toMatchObject({ status: 400, code: 'invalid_data' })
    await expect(s.api.rpc(id, { ...body, method: 'personal_sign' })).rejects.toMatchObject({ status: 400, code: 'invalid_data' })
    await expect(s.api.rpc(id, ethBody(id, { ...(await transfer(s.backend, created.address)), from: '0x000000000000000000000000000000000000bEEF' }))).rejects.toMatchObject({ status: 400 })
    await expect(s.api.rpc(id, ethBody(id, { ...(await transfer(s.backend, created.address)), value: '1.5' }))).rejects.toMatchObject({ status: 400 })
  })

  it('revoke: the backend can no longer sign (403 wallet_not_delegated), the wallet says delegated: false; a second revoke is user_has_not_delegated_wallet', async () => {
    const s = await setup()
    const created = await createWallet(s)
    await delegate(s, created)
    const id = accountOf(s.backend, s.session.user.id, created.address).id
    const transaction = await transfer(s.backend, created.address)
    await s.api.signTransaction({ walletId: id, transaction })
    const revoked = await call(s.backend, 'POST', '/api/v1/wallets/revoke', { token: s.token })
    expect(revoked.status).toBe(200)
    expect(revoked.body.revoked).toEqual([id])
    expect(revoked.body.user.linked_accounts.find((a: { id: string }) => a.id === id).delegated).toBe(false)
    expect(accountOf(s.backend, s.session.user.id, created.address).delegated).toBe(false)
    const refused = await s.api.signTransaction({ walletId: id, transaction }).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(WalletApiError)
    expect(refused).toMatchObject({ status: 403, code: 'wallet_not_delegated' })
    expect(await call(s.backend, 'POST', '/api/v1/wallets/revoke', { token: s.token })).toMatchObject({ status: 400, body: { code: 'user_has_not_delegated_wallet' } })
    expect((await call(s.backend, 'POST', '/api/v1/wallets/revoke', {})).status).toBe(401)
  })

  it("the backend takes a key only sealed to it for this user and address, and only the wallet's own key", async () => {
    const s = await setup()
    const created = await createWallet(s)
    const { sealDelegationKey } = await import('../../src/wallet-service/delegation.js')
    const keyRes = await call(s.backend, 'GET', '/api/v1/embedded_wallets/delegation_key', { token: s.token })
    expect(keyRes.status).toBe(200)
    const backendKey = Uint8Array.from(Buffer.from(keyRes.body.public_key, 'base64'))
    const path = `/api/v1/embedded_wallets/${created.entropyId}/delegate`
    const base = { address: created.address, chain_type: 'ethereum', wallet_index: 0 }
    const context = { appId: s.backend.appId, userId: s.session.user.id, chainType: 'ethereum' as const, address: created.address }
    // Another key (not the wallet's), properly sealed.
    const stranger = crypto.getRandomValues(new Uint8Array(32))
    const wrongKey = await call(s.backend, 'POST', path, { token: s.token, body: { ...base, sealed_key: await sealDelegationKey(backendKey, stranger, context) } })
    expect(wrongKey).toMatchObject({ status: 400, body: { error: "The sealed key is not the wallet's key" } })
    // Sealed for another user or address: it does not open.
    for (const bad of [{ ...context, userId: 'did:foyer:someone' }, { ...context, address: '0x000000000000000000000000000000000000dEaD' }]) {
      const res = await call(s.backend, 'POST', path, { token: s.token, body: { ...base, sealed_key: await sealDelegationKey(backendKey, stranger, bad) } })
      expect(res).toMatchObject({ status: 400, body: { error: 'Missing or invalid field: sealed_key' } })
    }
    // Another user's wallet.
    const grace = await login(s.backend, 'grace@example.com')
    expect((await call(s.backend, 'POST', path, { token: grace.token, body: { ...base, sealed_key: {} } })).status).toBe(403)
    expect(accountOf(s.backend, s.session.user.id, created.address).delegated).toBe(false)
  })

  it("the host never sees the key: the consent's answer holds the user and the address only", async () => {
    const s = await setup()
    const created = await createWallet(s)
    const reply = await delegate(s, created)
    expect(Object.keys(reply!.data as object).sort()).toEqual(['address', 'chainType', 'user'])
    const { privateKey } = await s.wallet.service.exportSecrets({
      accessToken: s.token, entropyId: created.entropyId, entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER, hdWalletIndex: 0, chainType: 'ethereum', phrase: false,
    })
    const text = JSON.stringify(reply).toLowerCase()
    expect(text).not.toContain(privateKey.slice(2).toLowerCase())
    expect(text).not.toMatch(/sealed|ciphertext|ephemeral/)
    expect(accountOf(s.backend, s.session.user.id, created.address).delegated).toBe(true)
  })

  it('POST /api/v1/wallets: a server wallet (app secret), which the rpc signs with; an unknown owner is 404', async () => {
    const s = await setup()
    const wallet = await s.api.createWallet({ chainType: 'solana', ownerId: s.session.user.id })
    expect(wallet).toEqual({ id: expect.stringMatching(/^[a-z0-9]{25}$/), address: expect.any(String), chain_type: 'solana', owner_id: s.session.user.id, created_at: expect.any(Number) })
    const { signature } = await s.api.signSolanaMessage({ walletId: wallet.id, message: 'hello' })
    expect(ed25519.verify(Buffer.from(signature, 'base64'), new TextEncoder().encode('hello'), base58.decode(wallet.address))).toBe(true)
    await expect(s.api.createWallet({ chainType: 'ethereum', ownerId: 'did:foyer:nobody' })).rejects.toMatchObject({ status: 404, code: 'user_does_not_exist' })
    const noSecret = await call(s.backend, 'POST', '/api/v1/wallets', { body: { chain_type: 'ethereum' } })
    expect(noSecret).toMatchObject({ status: 401, body: { code: 'invalid_app_credentials' } })
    // Another app signing with this app's server wallet: 403.
    const otherApp = createWalletApi({ apiUrl: API, ...OTHER_APP, authorizationPrivateKey: DEV_AUTHORIZATION_KEY.privateKey, fetch: backendFetch(s.backend) })
    await expect(otherApp.signSolanaMessage({ walletId: wallet.id, message: 'x' })).rejects.toMatchObject({ status: 403, code: 'forbidden' })
  })

  it('an app with no registered authorization key signs nothing', async () => {
    const s = await setup({ serverApi: { authorizationKeys: [] } })
    const created = await createWallet(s)
    await delegate(s, created)
    const id = accountOf(s.backend, s.session.user.id, created.address).id
    await expect(s.api.signTransaction({ walletId: id, transaction: await transfer(s.backend, created.address) })).rejects.toMatchObject({ status: 401, code: 'invalid_authorization_signature' })
  })

  it('the canonical form the backend checks is the one the helper signs', () => {
    expect(authorizationPayload({ method: 'post', url: `${API}/api/v1/wallets/w/rpc?x=1#y`, body: { b: 1, a: [true, null] }, appId: 'app', expiry: 5 })).toBe(
      `{"body":{"a":[true,null],"b":1},"headers":{"foyer-app-id":"app","foyer-request-expiry":"5"},"method":"POST","url":"${API}/api/v1/wallets/w/rpc","version":1}`,
    )
  })
})
