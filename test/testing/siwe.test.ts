import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { beforeEach, describe, expect, it } from 'vitest'
import { createDevBackend, type DevBackend } from '../../src/testing/index.js'
import { call } from './helpers.js'

const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const other = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')
let backend: DevBackend
let now = Date.parse('2025-01-01T00:00:00Z')

beforeEach(() => {
  now = Date.parse('2025-01-01T00:00:00Z')
  backend = createDevBackend({ now: () => now, allowedOrigins: ['https://app.test'] })
})

async function nonceFor(address: string) {
  const res = await call(backend, 'POST', '/api/v1/siwe/init', { body: { address } })
  expect(res.status).toBe(200)
  return res.body.nonce as string
}

async function signed({ signer = account, domain = 'app.test', nonce, expirationTime }: { signer?: typeof account; domain?: string; nonce: string; expirationTime?: Date }) {
  const message = createSiweMessage({ address: signer.address, chainId: 8453, domain, nonce, uri: `https://${domain}`, version: '1', issuedAt: new Date(now), expirationTime })
  return { message, signature: await signer.signMessage({ message }) }
}

const authenticate = (body: Record<string, unknown>, headers: Record<string, string> = { origin: 'https://app.test' }) =>
  call(backend, 'POST', '/api/v1/siwe/authenticate', { body: { walletClientType: 'metamask', connectorType: 'injected', ...body }, headers })

describe('dev backend: SIWE', () => {
  it('init answers a nonce for an address; refuses a non-address', async () => {
    expect((await nonceFor(account.address)).length).toBeGreaterThanOrEqual(8)
    const bad = await call(backend, 'POST', '/api/v1/siwe/init', { body: { address: 'nope' } })
    expect(bad).toMatchObject({ status: 400, body: { code: 'invalid_data' } })
  })

  it('authenticate verifies the signature and signs a new user up with a wallet account', async () => {
    const res = await authenticate(await signed({ nonce: await nonceFor(account.address) }))
    expect(res.status).toBe(200)
    expect(res.body.is_new_user).toBe(true)
    expect(res.body.user.linked_accounts[0]).toMatchObject({
      type: 'wallet', address: account.address, chain_type: 'ethereum', chain_id: 'eip155:8453', wallet_client_type: 'metamask', connector_type: 'injected',
    })
  })

  it('a nonce is single-use and bound to its address; an expired one is refused', async () => {
    const nonce = await nonceFor(account.address)
    const body = await signed({ nonce })
    expect((await authenticate(body)).status).toBe(200)
    expect(await authenticate(body)).toMatchObject({ status: 401, body: { code: 'invalid_credentials' } })
    const foreign = await nonceFor(other.address)
    expect((await authenticate(await signed({ nonce: foreign }))).status).toBe(401)
    const stale = await nonceFor(account.address)
    now += 11 * 60 * 1000
    expect((await authenticate(await signed({ nonce: stale }))).status).toBe(401)
  })

  it('refuses another signer, another domain (Origin) and an expired message', async () => {
    const nonce1 = await nonceFor(account.address)
    const forged = await signed({ nonce: nonce1 })
    forged.signature = await other.signMessage({ message: forged.message })
    expect(await authenticate(forged)).toMatchObject({ status: 401, body: { error: 'Invalid signature' } })
    const nonce2 = await nonceFor(account.address)
    expect((await authenticate(await signed({ nonce: nonce2, domain: 'evil.test' }))).body.error).toMatch(/another domain/)
    const nonce3 = await nonceFor(account.address)
    const expired = await signed({ nonce: nonce3, expirationTime: new Date(now - 1000) })
    expect((await authenticate(expired)).body.error).toMatch(/expired/)
  })

  it('no-signup for an unknown wallet is user_does_not_exist', async () => {
    const res = await authenticate({ ...(await signed({ nonce: await nonceFor(account.address) })), mode: 'no-signup' })
    expect(res).toMatchObject({ status: 404, body: { code: 'user_does_not_exist' } })
  })

  it('link adds a second wallet (no one-per-type limit), link_smart_wallet a smart wallet, unlink removes', async () => {
    const login = await authenticate(await signed({ nonce: await nonceFor(account.address) }))
    const token = login.body.token as string
    const headers = { origin: 'https://app.test' }
    const linked = await call(backend, 'POST', '/api/v1/siwe/link', { token, headers, body: { ...(await signed({ signer: other, nonce: await nonceFor(other.address) })), walletClientType: 'rainbow', connectorType: 'wallet_connect_v2' } })
    expect(linked.status).toBe(200)
    expect(linked.body.linked_accounts.filter((a: { type: string }) => a.type === 'wallet')).toHaveLength(2)
    const smart = privateKeyToAccount('0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6')
    const sw = await call(backend, 'POST', '/api/v1/siwe/link_smart_wallet', { token, headers, body: { ...(await signed({ signer: smart, nonce: await nonceFor(smart.address) })), smart_wallet_type: 'kernel', smart_wallet_version: 'v3' } })
    expect(sw.body.linked_accounts.at(-1)).toMatchObject({ type: 'smart_wallet', address: smart.address, smart_wallet_type: 'kernel', smart_wallet_version: 'v3' })
    const unlinked = await call(backend, 'POST', '/api/v1/siwe/unlink', { token, body: { address: other.address.toLowerCase() } })
    expect(unlinked.body.linked_accounts.filter((a: { type: string }) => a.type === 'wallet')).toHaveLength(1)
  })

  it('a wallet owned by another user cannot be linked (linked_to_another_user)', async () => {
    await authenticate(await signed({ signer: other, nonce: await nonceFor(other.address) }))
    const mine = await authenticate(await signed({ nonce: await nonceFor(account.address) }))
    const res = await call(backend, 'POST', '/api/v1/siwe/link', { token: mine.body.token, headers: { origin: 'https://app.test' }, body: await signed({ signer: other, nonce: await nonceFor(other.address) }) })
    expect(res.body.code).toMatch(/linked_to_another_user|account_transfer_required/)
  })

  it('with captcha enabled, init needs a token', async () => {
    backend = createDevBackend({ allowedOrigins: ['https://app.test'], appConfig: { captcha_enabled: true } as never })
    const res = await call(backend, 'POST', '/api/v1/siwe/init', { body: { address: account.address } })
    expect(res.body.code).toBe('invalid_captcha')
  })
})
