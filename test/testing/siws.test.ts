import { ed25519 } from '@noble/curves/ed25519.js'
import { beforeEach, describe, expect, it } from 'vitest'
import { createSiwsMessage } from '../../src/core/wallets/solana/siwsMessage.js'
import { base58Encode, createDevBackend, type DevBackend } from '../../src/testing/index.js'
import { call } from './helpers.js'

let backend: DevBackend
let now = Date.parse('2025-03-01T10:00:00Z')
const secret = ed25519.utils.randomSecretKey()
const address = base58Encode(ed25519.getPublicKey(secret))
const sign = (message: string, key = secret) => btoa(String.fromCharCode(...ed25519.sign(new TextEncoder().encode(message), key)))

beforeEach(() => {
  now = Date.parse('2025-03-01T10:00:00Z')
  backend = createDevBackend({ now: () => now, allowedOrigins: ['http://localhost:*', 'http://app.example:5173'] })
})

async function nonceFor(a = address) {
  const res = await call(backend, 'POST', '/api/v1/siws/init', { body: { address: a } })
  expect(res.status).toBe(200)
  return res.body.nonce as string
}

const message = (nonce: string, over: Record<string, string> = {}) =>
  createSiwsMessage({
    domain: 'localhost', address, statement: `You are proving you own ${address}.`, uri: 'http://localhost/login',
    version: '1', chainId: 'mainnet', nonce, issuedAt: new Date(now).toISOString(), ...over,
  })

const authenticate = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(backend, 'POST', '/api/v1/siws/authenticate', { body: { walletClientType: 'phantom', connectorType: 'solana_adapter', ...body }, headers })

describe('siws routes (dev backend)', () => {
  it('init answers a nonce for a base58 address; refuses anything else', async () => {
    expect(await nonceFor()).toMatch(/^[a-z0-9]{16}$/)
    expect((await call(backend, 'POST', '/api/v1/siws/init', { body: { address: '0xabc' } })).body.code).toBe('invalid_data')
  })

  it('authenticate signs a new user up with a solana wallet account, then logs the same user in', async () => {
    const m = message(await nonceFor())
    const res = await authenticate({ message: m, signature: sign(m), mode: 'login-or-sign-up' })
    expect(res.status).toBe(200)
    expect(res.body.is_new_user).toBe(true)
    expect(res.body.user.linked_accounts).toEqual([
      expect.objectContaining({ type: 'wallet', address, chain_type: 'solana', chain_id: null, wallet_client_type: 'phantom', connector_type: 'solana_adapter' }),
    ])
    const again = message(await nonceFor())
    const second = await authenticate({ message: again, signature: sign(again) })
    expect(second.body).toMatchObject({ is_new_user: false, user: { id: res.body.user.id } })
  })

  it.each([
    ['a signature by another key', (m: string) => ({ message: m, signature: sign(m, ed25519.utils.randomSecretKey()) })],
    ['a malformed signature', (m: string) => ({ message: m, signature: 'AAAA' })],
    ['a message that is not SIWS', (m: string) => ({ message: m.replace('Solana', 'Ethereum'), signature: sign(m) })],
  ])('refuses %s (401 invalid_credentials)', async (_, body) => {
    const res = await authenticate(body(message(await nonceFor())))
    expect(res.status).toBe(401)
    expect(res.body.code).toBe('invalid_credentials')
  })

  it('the nonce is single-use and bound to its address', async () => {
    const nonce = await nonceFor()
    const m = message(nonce)
    expect((await authenticate({ message: m, signature: sign(m) })).status).toBe(200)
    expect((await authenticate({ message: m, signature: sign(m) })).body.error).toBe('Unknown, used or expired nonce')
    const otherNonce = await nonceFor(base58Encode(ed25519.getPublicKey(ed25519.utils.randomSecretKey())))
    const stolen = message(otherNonce)
    expect((await authenticate({ message: stolen, signature: sign(stolen) })).body.error).toBe('Unknown, used or expired nonce')
  })

  it('checks the domain against the allowed origins (and the Origin when sent)', async () => {
    const m = message(await nonceFor(), { domain: 'evil.example' })
    expect((await authenticate({ message: m, signature: sign(m) })).body.error).toMatch(/another domain \(evil\.example is not an allowed origin/)
    const elsewhere = message(await nonceFor(), { domain: 'localhost:3000', uri: 'http://localhost:3000/' })
    expect((await authenticate({ message: elsewhere, signature: sign(elsewhere) }, { origin: 'http://app.example:5173' })).body.error).toMatch(/another domain \(expected app\.example:5173\)/)
    const ok = message(await nonceFor(), { domain: 'app.example:5173', uri: 'http://app.example:5173/login' })
    expect((await authenticate({ message: ok, signature: sign(ok) }, { origin: 'http://app.example:5173' })).status).toBe(200)
  })

  it('refuses a message issued too long ago, an expired one and an expired nonce', async () => {
    const old = message(await nonceFor(), { issuedAt: new Date(now - 11 * 60_000).toISOString() })
    expect((await authenticate({ message: old, signature: sign(old) })).body.error).toBe('The message was not issued now')
    const expired = message(await nonceFor(), { expirationTime: new Date(now - 1000).toISOString() })
    expect((await authenticate({ message: expired, signature: sign(expired) })).body.error).toBe('The message has expired or is not yet valid')
    const nonce = await nonceFor()
    now += 11 * 60_000
    const late = message(nonce)
    expect((await authenticate({ message: late, signature: sign(late) })).body.error).toBe('Unknown, used or expired nonce')
  })

  it('message_type other than plain or transaction is refused (400); transaction with a bare signature is 401', async () => {
    const m = message(await nonceFor())
    expect((await authenticate({ message: m, signature: sign(m), message_type: 'typed' })).status).toBe(400)
    const bare = await authenticate({ message: m, signature: sign(m), message_type: 'transaction' })
    expect(bare.status).toBe(401)
    expect(bare.body.error).toMatch(/^Malformed memo transaction/)
  })

  it('no-signup with an unknown wallet: 404 user_does_not_exist', async () => {
    const m = message(await nonceFor())
    expect((await authenticate({ message: m, signature: sign(m), mode: 'no-signup' })).body.code).toBe('user_does_not_exist')
  })

  it('init needs a captcha token when captcha is enabled', async () => {
    backend.setAppConfig({ captcha_enabled: true })
    expect((await call(backend, 'POST', '/api/v1/siws/init', { body: { address } })).body.code).toBe('invalid_captcha')
    expect((await call(backend, 'POST', '/api/v1/siws/init', { body: { address, token: 't' } })).status).toBe(200)
  })

  it('link (bearer) adds the wallet to an e-mail user; linked to another user is refused; unlink removes it', async () => {
    const user = backend.users.create({ email: 'a@example.com' })
    const { token } = await backend.createSession(user.id)
    const m = message(await nonceFor())
    const linked = await call(backend, 'POST', '/api/v1/siws/link', { token, body: { message: m, signature: sign(m), walletClientType: 'phantom' } })
    expect(linked.status).toBe(200)
    expect(linked.body.linked_accounts.map((a: { type: string }) => a.type)).toEqual(['email', 'wallet'])

    const other = backend.users.create({ email: 'b@example.com' })
    const { token: otherToken } = await backend.createSession(other.id)
    const again = message(await nonceFor())
    const refused = await call(backend, 'POST', '/api/v1/siws/link', { token: otherToken, body: { message: again, signature: sign(again) } })
    expect(refused.body.code).toBe('linked_to_another_user')

    const unlinked = await call(backend, 'POST', '/api/v1/siws/unlink', { token, body: { address } })
    expect(unlinked.body.linked_accounts.map((a: { type: string }) => a.type)).toEqual(['email'])
    expect((await call(backend, 'POST', '/api/v1/siws/unlink', { token, body: { address } })).body.code).toBe('linked_account_not_found')
  })
})
