import { createPublicClient, custom, defineChain, encodeFunctionData, isErc6492Signature, parseEther, recoverTransactionAddress, toHex, verifyMessage, verifyTypedData, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvmDevChain, type EvmDevChain } from '../../src/testing/chains/index.js'
import { createDevBackend, type DevBackend } from '../../src/testing/index.js'
import { call } from './helpers.js'

const ARCADE = { id: 'providerapp00000000000001', name: 'Arcade' }
const VAULT = { id: 'providerapp00000000000002', name: 'Vault', readOnly: true }
const ORIGIN = 'https://requester.example'
const TYPED = {
  domain: { name: 'Foyer', version: '1', chainId: 31337, verifyingContract: '0x0000000000000000000000000000000000000001' },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' }, { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' }, { name: 'verifyingContract', type: 'address' },
    ],
    Mail: [{ name: 'contents', type: 'string' }],
  },
  primaryType: 'Mail',
  message: { contents: 'Hello, Bob!' },
} as const

const LOCAL = defineChain({ id: 31337, name: 'Foyer Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } })
let chain: EvmDevChain
beforeAll(async () => {
  chain = await createEvmDevChain()
})
afterAll(() => chain?.close())

async function s256(verifier: string) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)))
  return btoa(String.fromCharCode(...digest)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** A requester user logged in with a cross-app account of `provider`: its token, wallet and access token. */
async function crossAppUser(backend: DevBackend, provider = ARCADE.id, identity = 'ada') {
  const verifier = 'v'.repeat(48)
  const init = await call(backend, 'POST', '/api/v1/oauth/init', {
    body: { redirect_to: `${ORIGIN}/app`, provider: `privy:${provider}`, code_challenge: await s256(verifier), state_code: 'st' },
  })
  const approval = backend.crossApp.approve(init.body.url, { identity })
  const auth = await call(backend, 'POST', '/api/v1/oauth/authenticate', {
    body: { authorization_code: approval.code, state_code: 'st', code_verifier: verifier, mode: 'login-or-sign-up' },
  })
  expect(auth.status, JSON.stringify(auth.body)).toBe(200)
  return { token: approval.token, address: backend.crossApp.embeddedWalletAddress(provider, identity) as Hex, accessToken: auth.body.token as string, userId: auth.body.user.id as string }
}

const requestJson = (method: string, params: unknown[], { timestamp = Date.now(), callbackUrl = ORIGIN } = {}) =>
  JSON.stringify({ content: { request: { method, params } }, timestamp, callbackUrl })

const transactUrl = (token: string, request: string) => {
  const url = new URL('http://localhost/__dev/provider-app/oauth/transact')
  url.searchParams.set('token', token)
  url.searchParams.set('request', request)
  return url.toString()
}

const approve = (backend: DevBackend, token: unknown, request: unknown) =>
  call(backend, 'POST', '/__dev/provider-app/oauth/transact', { body: { token, request } })

const backendWith = (options: Parameters<typeof createDevBackend>[0] = {}) =>
  createDevBackend({ crossAppProviders: [ARCADE, VAULT], allowedOrigins: [ORIGIN], chains: [chain], ...options })

describe('the fake provider app signs with the identity’s own key', () => {
  it('personal_sign: the signature verifies with viem for the cross-app wallet', async () => {
    const backend = backendWith()
    const { token, address } = await crossAppUser(backend)
    const res = await approve(backend, token, requestJson('personal_sign', [toHex('Hello from Foyer'), address]))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(await verifyMessage({ address, message: 'Hello from Foyer', signature: res.body.result })).toBe(true)
  })

  it('eth_signTypedData_v4 (JSON string or object): the signature verifies with verifyTypedData', async () => {
    const backend = backendWith()
    const { token, address } = await crossAppUser(backend)
    for (const typed of [JSON.stringify(TYPED), TYPED]) {
      const res = await approve(backend, token, requestJson('eth_signTypedData_v4', [address, typed]))
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      const { EIP712Domain: _, ...types } = TYPED.types
      expect(await verifyTypedData({ address, ...TYPED, types, signature: res.body.result })).toBe(true)
    }
  })

  it('eth_signTransaction: a signed transaction whose sender recovers to the wallet (fields filled from the local chain)', async () => {
    const backend = backendWith()
    const { token, address } = await crossAppUser(backend)
    const res = await approve(backend, token, requestJson('eth_signTransaction', [{ from: address, to: chain.treasury, value: toHex(1000n) }]))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(await recoverTransactionAddress({ serializedTransaction: res.body.result })).toBe(address)
  })

  it('eth_signTransaction without a local chain needs chainId, nonce, gas and a fee', async () => {
    const backend = createDevBackend({ crossAppProviders: [ARCADE], allowedOrigins: [ORIGIN] })
    const { token, address } = await crossAppUser(backend)
    const partial = await approve(backend, token, requestJson('eth_signTransaction', [{ to: address, value: '0x1' }]))
    expect(partial.body.code).toBe('invalid_data')
    const full = await approve(backend, token, requestJson('eth_signTransaction', [{ to: address, value: '0x1', chainId: '0x7a69', nonce: '0x0', gas: '0x5208', gasPrice: '0x3b9aca00' }]))
    expect(full.status, JSON.stringify(full.body)).toBe(200)
    expect(await recoverTransactionAddress({ serializedTransaction: full.body.result })).toBe(address)
  })

  it('eth_sendTransaction broadcasts to the local EVM chain and answers the hash', async () => {
    const backend = backendWith()
    await backend.reset()
    const { token, address } = await crossAppUser(backend)
    await backend.chains.faucet({ chainType: 'ethereum', address, amount: '1' })
    const res = await approve(backend, token, requestJson('eth_sendTransaction', [{ from: address, to: chain.treasury, value: toHex(parseEther('0.25')) }]))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const receipt = (await chain.provider().request({ method: 'eth_getTransactionReceipt', params: [res.body.result] })) as { from: string; status: string }
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect(receipt.status).toBe('0x1')
  })

  it('backend.crossApp.approveTransaction(url) does what Approve does and names the callback origin', async () => {
    const backend = backendWith()
    const { token, address } = await crossAppUser(backend)
    const { result, callbackOrigin } = await backend.crossApp.approveTransaction(transactUrl(token, requestJson('personal_sign', [toHex('hi'), address])))
    expect(callbackOrigin).toBe(ORIGIN)
    expect(await verifyMessage({ address, message: 'hi', signature: result as Hex })).toBe(true)
  })
})

describe('the signing page', () => {
  it('shows the request with Approve and Reject, and posts only to the requesting origin', async () => {
    const backend = backendWith()
    const { token, address } = await crossAppUser(backend)
    const res = await backend.fetch(new Request(transactUrl(token, requestJson('personal_sign', [toHex('Sign me, please'), address]))))
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Sign me, please')
    expect(html).toContain('data-approve')
    expect(html).toContain('data-reject')
    expect(html).toContain(`"requesterOrigin":"${ORIGIN}"`)
    expect(html).not.toContain('"*"')
  })

  it('a refused token renders the refusal and tells the allowed opener to clear its token', async () => {
    const backend = backendWith()
    const res = await backend.fetch(new Request(transactUrl('dev-provider-token-nope', requestJson('personal_sign', ['0x00', '0x0000000000000000000000000000000000000001']))))
    expect(res.status).toBe(401)
    const html = await res.text()
    expect(html).toContain('Transactions require a valid token')
    expect(html).toContain('"token_action":"clear"')
    expect(html).toContain(JSON.stringify(ORIGIN))
  })
})

describe('refusals', () => {
  it('an unknown, over-long or unbound token: Transactions require a valid token (401)', async () => {
    const backend = backendWith()
    const { address } = await crossAppUser(backend)
    const body = requestJson('personal_sign', ['0x00', address])
    for (const token of ['nope', 'x'.repeat(300), 42, '']) {
      const res = await approve(backend, token, body)
      expect(res.status).toBe(401)
      expect(res.body).toEqual({ error: 'Transactions require a valid token', code: 'missing_or_invalid_token' })
    }
    // Approved but the code never redeemed: the token stands for nobody.
    const init = await call(backend, 'POST', '/api/v1/oauth/init', {
      body: { redirect_to: `${ORIGIN}/app`, provider: `privy:${ARCADE.id}`, code_challenge: await s256('v'.repeat(48)), state_code: 's' },
    })
    const unbound = backend.crossApp.approve(init.body.url).token
    expect((await approve(backend, unbound, body)).body.code).toBe('missing_or_invalid_token')
  })

  it('an expired token is refused (24 h)', async () => {
    let now = Date.now()
    const backend = backendWith({ now: () => now })
    const { token, address } = await crossAppUser(backend)
    now += 24 * 60 * 60_000
    const res = await approve(backend, token, requestJson('personal_sign', ['0x00', address], { timestamp: now }))
    expect(res.body.code).toBe('missing_or_invalid_token')
  })

  it('a token whose user no longer holds the cross-app account is refused', async () => {
    const backend = backendWith()
    const { token, address, accessToken } = await crossAppUser(backend)
    // Link an e-mail first so the cross-app account is not the user's last one.
    await call(backend, 'POST', '/api/v1/passwordless/init', { body: { email: 'ada@example.com' }, token: accessToken })
    const code = backend.mailbox.latest()!.code
    expect((await call(backend, 'POST', '/api/v1/passwordless/link', { body: { email: 'ada@example.com', code }, token: accessToken })).status).toBe(200)
    const unlink = await call(backend, 'POST', '/api/v1/oauth/unlink', { body: { provider: `privy:${ARCADE.id}`, subject: `${ARCADE.id}:ada` }, token: accessToken })
    expect(unlink.status, JSON.stringify(unlink.body)).toBe(200)
    expect((await approve(backend, token, requestJson('personal_sign', ['0x00', address]))).body.code).toBe('missing_or_invalid_token')
  })

  it('a token issued for another app is refused', async () => {
    const backend = backendWith()
    const { token, address } = await crossAppUser(backend)
    const other = createDevBackend({ appId: 'otherapp00000000000000001', crossAppProviders: [ARCADE, VAULT], allowedOrigins: [ORIGIN] })
    expect((await approve(other, token, requestJson('personal_sign', ['0x00', address]))).body.code).toBe('missing_or_invalid_token')
  })

  it('a read-only provider app: Cannot transact against a read-only provider app (403)', async () => {
    const backend = backendWith()
    const { token, address } = await crossAppUser(backend, VAULT.id)
    const res = await approve(backend, token, requestJson('personal_sign', ['0x00', address]))
    expect(res.status).toBe(403)
    expect(res.body).toEqual({ error: 'Cannot transact against a read-only provider app', code: 'cross_app_connection_not_allowed' })
  })

  it('another wallet than the identity’s: Cannot request a signature with this wallet address', async () => {
    const backend = backendWith()
    const { token } = await crossAppUser(backend)
    const grace = backend.crossApp.embeddedWalletAddress(ARCADE.id, 'grace')
    for (const request of [
      requestJson('personal_sign', ['0x00', grace]),
      requestJson('eth_signTypedData_v4', [grace, TYPED]),
      requestJson('eth_sendTransaction', [{ from: grace, to: grace }]),
    ]) {
      expect((await approve(backend, token, request)).body).toEqual({ error: 'Cannot request a signature with this wallet address', code: 'invalid_data' })
    }
  })

  it('a callbackUrl outside the app’s allowed origins is refused (403 invalid_origin)', async () => {
    const backend = backendWith()
    const { token, address } = await crossAppUser(backend)
    const res = await approve(backend, token, requestJson('personal_sign', ['0x00', address], { callbackUrl: 'https://evil.example' }))
    expect(res.status).toBe(403)
    expect(res.body.code).toBe('invalid_origin')
    const page = await backend.fetch(new Request(transactUrl(token, requestJson('personal_sign', ['0x00', address], { callbackUrl: 'https://evil.example' }))))
    expect(await page.text()).not.toContain('postMessage(m')
  })

  it('bad input: an unknown method, a stale timestamp, no params, a request too long, not JSON', async () => {
    const backend = backendWith()
    const { token, address } = await crossAppUser(backend)
    for (const request of [
      requestJson('eth_sign', [address, '0x00']),
      requestJson('personal_sign', ['0x00', address], { timestamp: Date.now() - 11 * 60_000 }),
      JSON.stringify({ content: { request: { method: 'personal_sign' } }, timestamp: Date.now(), callbackUrl: ORIGIN }),
      requestJson('personal_sign', ['0x' + '00'.repeat(40_000), address]),
      '{nope',
    ]) {
      const res = await approve(backend, token, request)
      expect(res.status, request.slice(0, 80)).toBe(400)
      expect(res.body.code).toBe('invalid_data')
    }
  })

  it('the connections name the fake provider host, whose /oauth/transact is the signing page', async () => {
    const backend = backendWith()
    const res = await call(backend, 'GET', `/api/v1/apps/${backend.appId}/cross-app/connections`)
    expect(res.body.connections[0].provider_app_custom_api_url).toBe('http://localhost/__dev/provider-app')
  })
})

describe('the smart-wallet variants: the provider app answers with the identity’s smart wallet', () => {
  const publicClient = () => createPublicClient({ chain: LOCAL, transport: custom(chain.provider(31337)) })
  const usdcBalance = (address: Address) =>
    publicClient().readContract({ address: chain.usdc.address, abi: chain.usdc.abi, functionName: 'balanceOf', args: [address] }) as Promise<bigint>

  async function smartUser(backend: DevBackend) {
    await backend.reset()
    const user = await crossAppUser(backend)
    const smartWallet = (await backend.crossApp.smartWalletAddress(ARCADE.id, 'ada')) as Address
    return { ...user, smartWallet }
  }

  it('the cross-app account lists the smart wallet (the factory’s address, counterfactual) beside the embedded wallet', async () => {
    const backend = backendWith()
    const { accessToken, address, smartWallet } = await smartUser(backend)
    const expected = await publicClient().readContract({
      address: chain.accountAbstraction.factory.address, abi: chain.accountAbstraction.factory.abi, functionName: 'getAddress', args: [address, 0n],
    })
    expect(smartWallet).toBe(expected)
    expect(await publicClient().getCode({ address: smartWallet })).toBeUndefined()
    const me = await call(backend, 'GET', '/api/v1/users/me', { token: accessToken })
    const account = me.body.user.linked_accounts.find((a: { type: string }) => a.type === 'cross_app')
    expect(account.embedded_wallets).toEqual([{ address }])
    expect(account.smart_wallets).toEqual([{ address: smartWallet }])
  })

  it('without a local EVM chain the account lists no smart wallet and the variants are refused', async () => {
    const backend = createDevBackend({ crossAppProviders: [ARCADE], allowedOrigins: [ORIGIN] })
    const { token, accessToken, address } = await crossAppUser(backend)
    const me = await call(backend, 'GET', '/api/v1/users/me', { token: accessToken })
    expect(me.body.user.linked_accounts.find((a: { type: string }) => a.type === 'cross_app').smart_wallets).toEqual([])
    expect((await approve(backend, token, requestJson('foyer_signSmartWalletMessage', [toHex('hi'), address]))).body)
      .toEqual({ error: 'Cannot request a signature with this wallet address', code: 'invalid_data' })
  })

  it('foyer_signSmartWalletMessage: ERC-6492 before deployment, and viem’s verifyMessage accepts it for the smart wallet', async () => {
    const backend = backendWith()
    const { token, smartWallet, address } = await smartUser(backend)
    const res = await approve(backend, token, requestJson('foyer_signSmartWalletMessage', [toHex('Hello from Foyer'), smartWallet]))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(isErc6492Signature(res.body.result)).toBe(true)
    expect(await publicClient().verifyMessage({ address: smartWallet, message: 'Hello from Foyer', signature: res.body.result })).toBe(true)
    // Not the embedded wallet's signature: the owner key alone does not pass for the smart wallet's.
    expect(await publicClient().verifyMessage({ address, message: 'Hello from Foyer', signature: res.body.result })).toBe(false)
  })

  it('foyer_signSmartWalletTypedData: verifyTypedData accepts it for the smart wallet', async () => {
    const backend = backendWith()
    const { token, smartWallet } = await smartUser(backend)
    const res = await approve(backend, token, requestJson('foyer_signSmartWalletTypedData', [smartWallet, JSON.stringify(TYPED)]))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const { EIP712Domain: _, ...types } = TYPED.types
    expect(await publicClient().verifyTypedData({ address: smartWallet, ...TYPED, types, signature: res.body.result })).toBe(true)
  })

  it('foyer_sendSmartWalletTx, sponsored: the operation deploys the smart wallet and moves its USDC (no ETH needed); then signatures are ERC-1271', async () => {
    const backend = backendWith({ appConfig: { smart_wallets: { enabled: true } } })
    const { token, smartWallet } = await smartUser(backend)
    await backend.chains.faucet({ chainType: 'ethereum', chainId: 31337, address: smartWallet, asset: 'USDC', amount: '5' })
    const before = await usdcBalance(chain.treasury)
    const data = encodeFunctionData({ abi: chain.usdc.abi, functionName: 'transfer', args: [chain.treasury, 2_000_000n] })
    const res = await approve(backend, token, requestJson('foyer_sendSmartWalletTx', [{ from: smartWallet, to: chain.usdc.address, data }]))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const receipt = await publicClient().getTransactionReceipt({ hash: res.body.result })
    expect(receipt.status).toBe('success')
    expect(await usdcBalance(smartWallet)).toBe(3_000_000n)
    expect((await usdcBalance(chain.treasury)) - before).toBe(2_000_000n)
    expect(await publicClient().getBalance({ address: smartWallet })).toBe(0n)
    expect(await publicClient().getCode({ address: smartWallet })).toBeTruthy()
    const signed = await approve(backend, token, requestJson('foyer_signSmartWalletMessage', [toHex('deployed'), smartWallet]))
    expect(isErc6492Signature(signed.body.result)).toBe(false)
    expect(await publicClient().verifyMessage({ address: smartWallet, message: 'deployed', signature: signed.body.result })).toBe(true)
  })

  it('foyer_sendSmartWalletTx without a paymaster: the smart wallet pays its own gas (and is refused with no ETH)', async () => {
    const backend = backendWith()
    const { token, smartWallet } = await smartUser(backend)
    const send = () => approve(backend, token, requestJson('foyer_sendSmartWalletTx', [{ from: smartWallet, to: chain.treasury, value: toHex(parseEther('0.1')) }]))
    const broke = await send()
    expect(broke.status).toBe(400)
    expect(broke.body.code).toBe('transaction_broadcast_failure')
    await backend.chains.faucet({ chainType: 'ethereum', chainId: 31337, address: smartWallet, amount: '1' })
    const res = await send()
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect((await publicClient().getTransactionReceipt({ hash: res.body.result })).status).toBe('success')
    const left = await publicClient().getBalance({ address: smartWallet })
    expect(left).toBeLessThan(parseEther('0.9'))
    expect(left).toBeGreaterThan(parseEther('0.8'))
  })

  it('a smart wallet that is not the identity’s (or the embedded wallet for a variant): Cannot request a signature with this wallet address', async () => {
    const backend = backendWith()
    const { token, address } = await smartUser(backend)
    const grace = (await backend.crossApp.smartWalletAddress(ARCADE.id, 'grace')) as Address
    for (const request of [
      requestJson('foyer_signSmartWalletMessage', [toHex('hi'), grace]),
      requestJson('foyer_signSmartWalletMessage', [toHex('hi'), address]),
      requestJson('foyer_signSmartWalletTypedData', [grace, TYPED]),
      requestJson('foyer_sendSmartWalletTx', [{ from: grace, to: grace }]),
    ]) {
      expect((await approve(backend, token, request)).body).toEqual({ error: 'Cannot request a signature with this wallet address', code: 'invalid_data' })
    }
  })
})
