import { describe, expect, it, vi } from 'vitest'
import { WALLET_SERVICE_EVENTS as E, ETHEREUM_ADDRESS_VERIFIER } from '../../src/core/types/walletService.js'
import { createWalletService, deviceShareKey } from '../../src/wallet-service/index.js'
import { toSerializable } from '../../src/wallet-service/rpc.js'
import { splitSecret, toBase64 } from '../../src/wallet-service/shares.js'
import { encodeSecret, newEntropy } from '../../src/wallet-service/keys.js'
import { createDevBackend } from '../../src/testing/index.js'
import { login } from '../testing/helpers.js'
import { HOST, backendFetch, memoryStorage, newBackendWithUser, serviceOn } from './helpers.js'

const APP_ID = 'foyerdevapp00000000000001'
const ENTROPY_ID = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** An unsigned JWT-shaped token (the service reads `sub` and `exp`; the backend verifies). */
const fakeToken = (claims: Record<string, unknown>) =>
  ['e30', Buffer.from(JSON.stringify(claims)).toString('base64url'), 'sig'].join('.')
const TOKEN = fakeToken({ sub: 'did:foyer:ada', exp: 2_000_000_000 })

/** A service whose backend is never reached (every fetch fails the test). */
function offline(options: { allowedOrigins?: string[]; now?: () => number } = {}) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => {
    throw new Error('no backend in this test')
  })
  const service = createWalletService({ appId: APP_ID, apiUrl: 'http://127.0.0.1:1', fetch, storage: memoryStorage(), allowedOrigins: ['http://localhost:*'], ...options })
  return { service, fetch, handle: (request: unknown, origin = HOST) => service.handle(request, { origin }) }
}

const selector = { accessToken: TOKEN, entropyId: ENTROPY_ID, entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER }

describe('the envelope: what gets no answer at all', () => {
  it.each([
    ['a request from an origin the app does not allow', { id: '1', event: E.ready, data: {} }, 'https://evil.example'],
    ['a request from a look-alike origin', { id: '1', event: E.ready, data: {} }, 'http://localhost.evil.example:5173'],
    ['an opaque (null) origin', { id: '1', event: E.ready, data: {} }, 'null'],
    ['a message without id', { event: E.ready, data: {} }, HOST],
    ['a message whose id is not a string', { id: 7, event: E.ready, data: {} }, HOST],
    ['an oversized id', { id: 'x'.repeat(201), event: E.ready, data: {} }, HOST],
    ['a message without event', { id: '1', data: {} }, HOST],
    ['a string', 'foyer:iframe:ready', HOST],
    ['null', null, HOST],
  ])('%s', async (_name, request, origin) => {
    const { handle, fetch } = offline()
    expect(await handle(request, origin)).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('a bad origin changes nothing: a clear from it leaves the wallet loaded', async () => {
    const { backend, token } = await newBackendWithUser()
    const { send, service } = serviceOn(backend, { allowedOrigins: ['http://localhost:*'] })
    const { entropyId } = (await send(E.create, { accessToken: token }))!.data as { entropyId: string }
    expect(await service.handle({ id: 'x', event: E.clear, data: {} }, { origin: 'https://evil.example' })).toBeNull()
    const authShares = backend.requests.count('POST', `/api/v1/embedded_wallets/${entropyId}/auth_share`)
    await send(E.rpc, { accessToken: token, entropyId, entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER, hdWalletIndex: 0, chainType: 'ethereum', request: { method: 'personal_sign', params: ['hi'] } })
    expect(backend.requests.count('POST', `/api/v1/embedded_wallets/${entropyId}/auth_share`)).toBe(authShares)
  })

  it('without allowedOrigins it answers the app config\'s allowed_origins, reading the config once', async () => {
    const backend = createDevBackend({ appConfig: { allowed_origins: ['https://host.example'] } })
    const fetch = vi.fn(backendFetch(backend))
    const service = createWalletService({ appId: backend.appId, apiUrl: 'http://127.0.0.1:4321', fetch, storage: memoryStorage() })
    expect(await service.handle({ id: '1', event: E.ready, data: {} }, { origin: 'https://host.example' })).toEqual({ id: '1', data: { ready: true } })
    expect(await service.handle({ id: '2', event: E.ready, data: {} }, { origin: HOST })).toBeNull()
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('when the app config cannot be read it answers nothing, and reads it again next time', async () => {
    const backend = createDevBackend()
    let up = false
    const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => (up ? backendFetch(backend)(input, init) : Response.error()))
    const service = createWalletService({ appId: backend.appId, apiUrl: 'http://127.0.0.1:4321', fetch, storage: memoryStorage() })
    expect(await service.handle({ id: '1', event: E.ready, data: {} }, { origin: HOST })).toBeNull()
    up = true
    expect(await service.handle({ id: '2', event: E.ready, data: {} }, { origin: HOST })).toEqual({ id: '2', data: { ready: true } })
  })
})

describe('answers to requests that never reach the backend', () => {
  const token = (claims: Record<string, unknown>) => fakeToken(claims)
  it.each([
    ['ready', { event: E.ready, data: {} }, { data: { ready: true } }],
    ['ready without data', { event: E.ready }, { data: { ready: true } }],
    ['clear', { event: E.clear, data: {} }, { data: { cleared: true } }],
    ['an unknown event', { event: 'foyer:wallet:export', data: {} }, { error: { type: 'unsupported_event', message: 'Unsupported wallet service event' } }],
    ['an inherited property as event', { event: 'toString', data: {} }, { error: { type: 'unsupported_event', message: 'Unsupported wallet service event' } }],
    ['data that is not an object', { event: E.create, data: 'x' }, { error: { type: 'invalid_request', message: 'Request data must be an object' } }],
    ['data that is an array', { event: E.create, data: [] }, { error: { type: 'invalid_request', message: 'Request data must be an object' } }],
    ['create without a token', { event: E.create, data: {} }, { error: { type: 'must_be_authenticated', message: 'User must be authenticated before creating a Foyer wallet' } }],
    ['create with an expired token', { event: E.create, data: { accessToken: token({ sub: 'u', exp: 1 }) } }, { error: { type: 'must_be_authenticated', message: 'User must be authenticated before creating a Foyer wallet' } }],
    ['create with a token that is not a JWT', { event: E.create, data: { accessToken: 'opaque' } }, { error: { type: 'must_be_authenticated', message: 'User must be authenticated before creating a Foyer wallet' } }],
    ['create for solana', { event: E.create, data: { accessToken: TOKEN, chainType: 'solana' } }, { error: { type: 'unsupported_wallet_type', message: 'Unsupported chain type' } }],
    ['create with user-passcode recovery and no password', { event: E.create, data: { accessToken: TOKEN, recoveryMethod: 'user-passcode' } }, { error: { type: 'invalid_request', message: 'Missing recovery password' } }],
    ['create with a 5-character password', { event: E.create, data: { accessToken: TOKEN, recoveryMethod: 'user-passcode', recoveryPassword: '12345' } }, { error: { type: 'invalid_request', message: 'Password must be at least 6 characters' } }],
    ['create with an unknown recovery method', { event: E.create, data: { accessToken: TOKEN, recoveryMethod: 'carrier-pigeon' } }, { error: { type: 'invalid_request', message: 'Invalid recovery method' } }],
    ['connect without a token', { event: E.connect, data: { entropyId: ENTROPY_ID, entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER } }, { error: { type: 'must_be_authenticated', message: 'User must be authenticated and have a Foyer wallet before it can be connected' } }],
    ['connect with a bad entropy id', { event: E.connect, data: { ...selector, entropyId: '0x123' } }, { error: { type: 'invalid_request', message: 'Missing or invalid entropyId' } }],
    ['connect with another verifier', { event: E.connect, data: { ...selector, entropyIdVerifier: 'solana-address-verifier' } }, { error: { type: 'invalid_request', message: 'Missing or invalid entropyIdVerifier' } }],
    ['rpc without a token', { event: E.rpc, data: { ...selector, accessToken: undefined, hdWalletIndex: 0, chainType: 'ethereum', request: { method: 'personal_sign', params: ['hi'] } } }, { error: { type: 'must_be_authenticated', message: 'User must be authenticated before signing with a Foyer wallet' } }],
    ['rpc without hdWalletIndex', { event: E.rpc, data: { ...selector, chainType: 'ethereum', request: { method: 'personal_sign', params: ['hi'] } } }, { error: { type: 'invalid_request', message: 'Missing or invalid hdWalletIndex' } }],
    ['rpc with a negative index', { event: E.rpc, data: { ...selector, hdWalletIndex: -1, chainType: 'ethereum', request: { method: 'personal_sign', params: ['hi'] } } }, { error: { type: 'invalid_request', message: 'Missing or invalid hdWalletIndex' } }],
    ['rpc without request', { event: E.rpc, data: { ...selector, hdWalletIndex: 0, chainType: 'ethereum' } }, { error: { type: 'invalid_request', message: 'Missing or invalid request' } }],
    ['rpc on solana with an Ethereum method', { event: E.rpc, data: { ...selector, hdWalletIndex: 0, chainType: 'solana', request: { method: 'personal_sign', params: ['hi'] } } }, { error: { type: 'unsupported_method', message: 'Unsupported method: personal_sign' } }],
    ['rpc on bitcoin', { event: E.rpc, data: { ...selector, hdWalletIndex: 0, chainType: 'bitcoin', request: { method: 'signMessage', params: {} } } }, { error: { type: 'unsupported_wallet_type', message: 'Unsupported chain type' } }],
    ['set-recovery to user-passcode with a password that is not a string', { event: E.setRecovery, data: { ...selector, recoveryMethod: 'user-passcode', recoveryPassword: 42 } }, { error: { type: 'invalid_request', message: 'The recovery password must be a string' } }],
    ['set-recovery with no method', { event: E.setRecovery, data: { ...selector } }, { error: { type: 'invalid_request', message: 'Missing recovery method' } }],
    ['set-recovery to google-drive', { event: E.setRecovery, data: { ...selector, recoveryMethod: 'google-drive' } }, { error: { type: 'unsupported_recovery_method', message: 'Unsupported recovery action' } }],
    ['set-recovery to icloud', { event: E.setRecovery, data: { ...selector, recoveryMethod: 'icloud' } }, { error: { type: 'unsupported_recovery_method', message: 'Unsupported recovery action' } }],
    ['recover with a password that is not a string', { event: E.recover, data: { ...selector, recoveryPassword: 42 } }, { error: { type: 'invalid_request', message: 'The recovery password must be a string' } }],
    ['import in tee mode', { event: E.import, data: { accessToken: TOKEN, chainType: 'ethereum', privateKey: '0x' + '11'.repeat(32), mode: 'tee' } }, { error: { type: 'unsupported_wallet_type', message: 'Only on-device import is supported' } }],
    ['import a key that is not 32 bytes of hex', { event: E.import, data: { accessToken: TOKEN, chainType: 'ethereum', privateKey: '0x1234' } }, { error: { type: 'invalid_request', message: 'Invalid private key' } }],
    ['import the zero key', { event: E.import, data: { accessToken: TOKEN, chainType: 'ethereum', privateKey: '00'.repeat(32) } }, { error: { type: 'invalid_request', message: 'Invalid private key' } }],
    ['add index -1', { event: E.add, data: { ...selector, hdWalletIndex: -1 } }, { error: { type: 'invalid_request', message: 'Missing or invalid hdWalletIndex' } }],
  ])('%s', async (_name, request, expected) => {
    const { handle, fetch } = offline()
    expect(await handle({ id: 'req-1', ...request })).toEqual({ id: 'req-1', ...expected })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('a backend that cannot be reached is a catalogue error, not the network error', async () => {
    const { handle } = offline()
    expect(await handle({ id: '1', event: E.connect, data: selector })).toEqual({ id: '1', error: { type: 'embedded_wallet_request_error', message: 'Unable to connect to wallet' } })
    expect(await handle({ id: '2', event: E.create, data: { accessToken: TOKEN } })).toEqual({ id: '2', error: { type: 'embedded_wallet_creation_error', message: 'Failed to create wallet' } })
  })
})

describe('eth_signTransaction fields', () => {
  const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  it.each([
    ['type 2 by default', { chainId: 1, maxFeePerGas: 10 }, { type: 'eip1559', chainId: 1, maxFeePerGas: 10n }],
    ['type 0 when asked (number)', { chainId: 56, type: 0, gasPrice: '0x5' }, { type: 'legacy', chainId: 56, gasPrice: 5n }],
    ['type 0 when asked (hex)', { chainId: 97, type: '0x0', gasPrice: 5n }, { type: 'legacy', gasPrice: 5n }],
    ['gasLimit stands for gas', { chainId: 1, gasLimit: '0x5208' }, { gas: 21000n }],
    ['bigint, number and hex quantities', { chainId: '0x1', value: 5n, nonce: '0x2', gas: 21000 }, { chainId: 1, value: 5n, nonce: 2, gas: 21000n }],
    ['gasPrice for a type 2 fee cap', { chainId: 1, gasPrice: 9 }, { type: 'eip1559', maxFeePerGas: 9n }],
    ['contract creation (no to)', { chainId: 1, data: '0x6000' }, { data: '0x6000' }],
  ])('%s', (_name, tx, expected) => {
    expect(toSerializable(tx, from)).toMatchObject(expected)
  })

  it.each([
    ['no chainId', { value: 1 }],
    ['a decimal string quantity', { chainId: 1, value: '100' }],
    ['a negative quantity', { chainId: 1, value: -1 }],
    ['a fractional quantity', { chainId: 1, gas: 1.5 }],
    ['an unknown type', { chainId: 1, type: 1 }],
    ['a bad to', { chainId: 1, to: '0x1234' }],
    ['odd-length data', { chainId: 1, data: '0x123' }],
    ['another from', { chainId: 1, from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }],
    ['not an object', 'tx'],
  ])('refuses %s', (_name, tx) => {
    expect(() => toSerializable(tx, from)).toThrow()
  })
})

describe('answers that need the backend', () => {
  it('identical concurrent create requests share one wallet; a second create is refused', async () => {
    const { backend, token } = await newBackendWithUser()
    const { send } = serviceOn(backend)
    const [a, b] = await Promise.all([send(E.create, { accessToken: token }), send(E.create, { accessToken: token })])
    expect(a!.id).not.toBe(b!.id)
    expect(a!.data).toEqual(b!.data)
    expect(backend.requests.count('POST', '/api/v1/embedded_wallets')).toBe(1)
    expect((await send(E.create, { accessToken: token }))!.error).toEqual({ type: 'resource_already_exists', message: 'User already has an embedded wallet' })
  })

  it('eth_sendTransaction and other methods are not signed here', async () => {
    const { backend, token } = await newBackendWithUser()
    const { send } = serviceOn(backend)
    const { entropyId } = (await send(E.create, { accessToken: token }))!.data as { entropyId: string }
    const reply = await send(E.rpc, { accessToken: token, entropyId, entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER, hdWalletIndex: 0, chainType: 'ethereum', request: { method: 'eth_sendTransaction', params: [{}] } })
    expect(reply!.error).toEqual({ type: 'unsupported_method', message: 'Unsupported method: eth_sendTransaction' })
    const other = await send(E.rpc, { accessToken: token, entropyId, entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER, hdWalletIndex: 0, chainType: 'ethereum', request: { method: 'personal_sign', params: ['hi', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] } })
    expect(other!.error).toEqual({ type: 'unable_to_sign', message: 'Failed to sign message' })
  })

  it('every signature is authorized by the backend first: its MFA answers come back as such, the mfaToken goes as foyer-mfa-token', async () => {
    const { backend, token } = await newBackendWithUser()
    const seen: (string | null)[] = []
    // The backend's MFA gate, as for a user with MFA: only the token 'verified' passes.
    const gated: typeof fetch = async (input, init) => {
      const request = new Request(input instanceof Request ? input : String(input), init)
      if (!request.url.endsWith('/authorize')) return backendFetch(backend)(request)
      const mfa = request.headers.get('foyer-mfa-token')
      seen.push(mfa)
      if (mfa === 'verified') return backendFetch(backend)(request)
      const code = mfa ? 'expired_or_invalid_mfa_token' : 'missing_or_invalid_mfa'
      return Response.json({ error: 'MFA', code }, { status: 403 })
    }
    const { send } = serviceOn(backend, { fetch: gated })
    const { entropyId } = (await send(E.create, { accessToken: token }))!.data as { entropyId: string }
    const sign = (extra: Record<string, unknown>) =>
      send(E.rpc, { accessToken: token, entropyId, entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER, hdWalletIndex: 0, chainType: 'ethereum', request: { method: 'personal_sign', params: ['hi'] }, ...extra })
    expect((await sign({}))!.error).toEqual({ type: 'missing_or_invalid_mfa', message: 'MFA verification required' })
    expect((await sign({ mfaToken: 'stale' }))!.error).toEqual({ type: 'expired_or_invalid_mfa_token', message: 'Expired or invalid MFA token' })
    expect((await sign({ mfaToken: 'verified' }))!.data).toMatchObject({ method: 'personal_sign', signature: expect.stringMatching(/^0x[0-9a-f]{130}$/) })
    expect((await sign({ mfaToken: 7 }))!.error).toEqual({ type: 'invalid_request', message: 'Invalid mfaToken' })
    expect(seen).toEqual([null, 'stale', 'verified'])
    // An index the user does not have is not found (the backend says so before anything is signed).
    expect((await sign({ mfaToken: 'verified', hdWalletIndex: 4 }))!.error).toEqual({ type: 'embedded_wallet_not_found', message: 'Embedded wallet not found' })
  })

  it('connect on a device without a share recovers automatically (privy); recover on a device with one just connects', async () => {
    const { backend, token } = await newBackendWithUser()
    const { send } = serviceOn(backend)
    const { entropyId } = (await send(E.create, { accessToken: token }))!.data as { entropyId: string }
    const fresh = serviceOn(backend)
    expect((await fresh.send(E.connect, { accessToken: token, entropyId, entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER }))!.data).toEqual({ entropyId, recoveryMethod: 'privy', recovered: true })
    const again = serviceOn(backend, { storage: fresh.storage })
    expect((await again.send(E.recover, { accessToken: token, entropyId, entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER }))!.data).toEqual({ entropyId, recoveryMethod: 'privy', recovered: false })
    expect((await again.send(E.setRecovery, { accessToken: token, entropyId, entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER, recoveryMethod: 'privy' }))!.data).toMatchObject({ entropyId, recoveryMethod: 'privy', user: { id: expect.any(String) } })
  })

  it('a stale device share (of another secret) is dropped and the wallet recovered', async () => {
    const { backend, token } = await newBackendWithUser()
    const { send, storage } = serviceOn(backend)
    const { entropyId } = (await send(E.create, { accessToken: token }))!.data as { entropyId: string }
    const { device } = await splitSecret(encodeSecret({ kind: 'mnemonic', entropy: newEntropy() }))
    storage.setItem(deviceShareKey(backend.appId, entropyId), toBase64(device))
    const other = serviceOn(backend, { storage })
    expect((await other.send(E.connect, { accessToken: token, entropyId, entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER }))!.data).toMatchObject({ recovered: true })
    expect(storage.map.get(deviceShareKey(backend.appId, entropyId))).not.toBe(toBase64(device))
  })

  it('a wallet the backend does not know is not found', async () => {
    const { backend, token } = await newBackendWithUser()
    const { send } = serviceOn(backend)
    expect((await send(E.connect, { accessToken: token, entropyId: ENTROPY_ID, entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER }))!.error).toEqual({ type: 'embedded_wallet_not_found', message: 'Embedded wallet not found' })
  })

  it('a token the backend refuses is "User must be logged in"', async () => {
    const { backend } = await newBackendWithUser()
    const { send } = serviceOn(backend)
    expect((await send(E.create, { accessToken: TOKEN }))!.error).toEqual({ type: 'must_be_authenticated', message: 'User must be logged in' })
  })

  it('a clear during a load wins: the load neither keeps nor uses the secret', async () => {
    const { backend, token } = await newBackendWithUser()
    const { send, storage } = serviceOn(backend)
    const { entropyId } = (await send(E.create, { accessToken: token }))!.data as { entropyId: string }
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const slow: typeof fetch = async (input, init) => {
      if (String(input).endsWith('/auth_share')) await gate
      return backendFetch(backend)(input, init)
    }
    const service = createWalletService({ appId: backend.appId, apiUrl: 'http://127.0.0.1:4321', fetch: slow, storage, allowedOrigins: ['http://localhost:*'] })
    const signing = service.handle({ id: 's', event: E.rpc, data: { accessToken: token, entropyId, entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER, hdWalletIndex: 0, chainType: 'ethereum', request: { method: 'personal_sign', params: ['hi'] } } }, { origin: HOST })
    await service.handle({ id: 'c', event: E.clear, data: {} }, { origin: HOST })
    release()
    expect((await signing)!.error).toEqual({ type: 'embedded_wallet_request_error', message: 'Unable to connect to wallet' })
  })

  it('an imported key that is already linked is refused, and never echoed', async () => {
    const { backend, token } = await newBackendWithUser()
    const { send } = serviceOn(backend)
    const key = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
    expect((await send(E.import, { accessToken: token, chainType: 'ethereum', privateKey: key }))!.data).toMatchObject({ imported: true })
    const again = await send(E.import, { accessToken: token, chainType: 'ethereum', privateKey: key })
    expect(again!.error).toEqual({ type: 'resource_already_exists', message: 'This wallet is already linked to the user' })
    const grace = await login(backend, 'grace@example.com')
    const stolen = await send(E.import, { accessToken: grace.token, chainType: 'ethereum', privateKey: key })
    expect(stolen!.error?.type).toBe('embedded_wallet_creation_error')
    expect(JSON.stringify([again, stolen])).not.toContain(key.slice(2))
  })
})
