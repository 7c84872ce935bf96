/** Oversized, malformed and endless input, as an attacker would send it. */
import { describe, expect, it } from 'vitest'
import { DEV_BACKEND_LIMITS, createDevBackend } from '../../../src/testing/index.js'
import { call } from '../helpers.js'

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body })

describe('body size caps (413 payload_too_large)', () => {
  it('a 5 MB e-mail address is 413 and nothing is stored', async () => {
    const backend = createDevBackend()
    const email = `${'a'.repeat(5 * 1024 * 1024)}@example.com`
    const res = await backend.fetch(post('/api/v1/passwordless/init', JSON.stringify({ email }), { 'foyer-app-id': backend.appId }))
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ error: `The request body is larger than ${100 * 1024} bytes`, code: 'payload_too_large' })
    expect(backend.mailbox.list()).toEqual([])
  })

  it('a Content-Length above the cap is refused before the body is read', async () => {
    const backend = createDevBackend()
    const res = await backend.fetch(post('/api/v1/passwordless/init', '{}', { 'content-length': String(10 * 1024 * 1024), 'foyer-app-id': backend.appId }))
    expect(res.status).toBe(413)
  })

  it(`caps: ${DEV_BACKEND_LIMITS.bodyBytes.api} bytes for /api, ${DEV_BACKEND_LIMITS.bodyBytes.rpc} for /rpc, ${DEV_BACKEND_LIMITS.bodyBytes.dev} for /__dev`, async () => {
    const backend = createDevBackend()
    const of = (bytes: number) => JSON.stringify({ pad: 'x'.repeat(bytes) })
    expect((await backend.fetch(post('/rpc/evm/31337', of(2 * 1024 * 1024)))).status).toBe(413)
    // Under the RPC cap the request reaches the routes (none here: 404).
    expect((await backend.fetch(post('/rpc/evm/31337', of(500 * 1024)))).status).toBe(404)
    expect((await backend.fetch(post('/__dev/faults', of(200 * 1024)))).status).toBe(413)
    expect((await backend.fetch(post('/api/v1/analytics_events', of(150 * 1024), { 'foyer-app-id': backend.appId }))).status).toBe(413)
  })
})

describe('field syntax and length before storage (400 invalid_data)', () => {
  it('an e-mail over 254 characters, or with a 65-character local part, is refused', async () => {
    const backend = createDevBackend()
    const init = (email: string) => call(backend, 'POST', '/api/v1/passwordless/init', { body: { email } })
    expect((await init(`${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(55)}.com`)).status).toBe(200)
    expect((await init(`a@${'b'.repeat(250)}.com`)).body.code).toBe('invalid_data')
    expect((await init(`${'a'.repeat(65)}@example.com`)).body.code).toBe('invalid_data')
    for (const bad of ['a@b', 'a b@c.com', 'a@b..com', 'a@-b.com', '<script>@x.com\n', 'a@b.c0m']) {
      expect((await init(bad)).body.code, bad).toBe('invalid_data')
    }
  })

  it('a phone number is parsed (and its length capped) before anything is sent', async () => {
    const backend = createDevBackend()
    const init = (phoneNumber: string) => call(backend, 'POST', '/api/v1/passwordless_sms/init', { body: { phoneNumber } })
    expect((await init(`+44 7400 123456${' '.repeat(40)}`)).body.code).toBe('invalid_data')
    expect((await init('+1'.padEnd(5000, '5'))).body.code).toBe('invalid_data')
    expect(backend.smsOutbox.list()).toEqual([])
  })

  it('string fields are capped (2048 characters unless named: messages and tokens 16384)', async () => {
    const backend = createDevBackend()
    const res = await call(backend, 'POST', '/api/v1/oauth/init', { body: { provider: 'x'.repeat(3000) } })
    expect(res).toMatchObject({ status: 400, body: { code: 'invalid_data', error: 'Field provider is longer than 2048 characters' } })
    const siwe = await call(backend, 'POST', '/api/v1/siwe/authenticate', { body: { message: 'x'.repeat(20_000), signature: '0x00' } })
    expect(siwe.body.error).toBe('Field message is longer than 16384 characters')
  })

  it('analytics payloads above 8 KB are refused', async () => {
    const backend = createDevBackend()
    const res = await call(backend, 'POST', '/api/v1/analytics_events', { body: { event_name: 'x', payload: 'y'.repeat(9_000) } })
    expect(res.status).toBe(400)
    expect(backend.analytics.list()).toEqual([])
  })
})

describe('bounded stores', () => {
  it('the outboxes keep the newest messages only', async () => {
    const backend = createDevBackend({ limits: { store: { ...DEV_BACKEND_LIMITS.store, outbox: 3 } } })
    for (let i = 0; i < 5; i++) await call(backend, 'POST', '/api/v1/passwordless/init', { body: { email: `u${i}@example.com` } })
    expect(backend.mailbox.list().map((m) => m.to)).toEqual(['u2@example.com', 'u3@example.com', 'u4@example.com'])
  })

  it('pending codes are capped: past the cap the oldest pending code is dropped (new addresses cannot grow memory)', async () => {
    const backend = createDevBackend({ limits: { store: { ...DEV_BACKEND_LIMITS.store, pendingCodes: 3 } } })
    const codes: string[] = []
    for (let i = 0; i < 4; i++) {
      await call(backend, 'POST', '/api/v1/passwordless/init', { body: { email: `u${i}@example.com` } })
      codes.push(backend.mailbox.latest(`u${i}@example.com`)!.code)
    }
    const first = await call(backend, 'POST', '/api/v1/passwordless/authenticate', { body: { email: 'u0@example.com', code: codes[0] } })
    expect(first.status).toBe(401)
    const last = await call(backend, 'POST', '/api/v1/passwordless/authenticate', { body: { email: 'u3@example.com', code: codes[3] } })
    expect(last.status).toBe(200)
  })

  it('expired pending codes are dropped first when the store is full', async () => {
    let now = Date.parse('2025-01-01T00:00:00Z')
    const backend = createDevBackend({ now: () => now, limits: { store: { ...DEV_BACKEND_LIMITS.store, pendingCodes: 2 } } })
    await call(backend, 'POST', '/api/v1/passwordless/init', { body: { email: 'keep@example.com' } })
    now += 60_000
    await call(backend, 'POST', '/api/v1/passwordless/init', { body: { email: 'old@example.com' } })
    now += 8 * 60_000
    // keep@ is the oldest entry, but its new code lives on; old@'s expires first.
    await call(backend, 'POST', '/api/v1/passwordless/init', { body: { email: 'keep@example.com' } })
    now += 2 * 60_000
    await call(backend, 'POST', '/api/v1/passwordless/init', { body: { email: 'new@example.com' } })
    const keep = await call(backend, 'POST', '/api/v1/passwordless/authenticate', { body: { email: 'keep@example.com', code: backend.mailbox.latest('keep@example.com')!.code } })
    expect(keep.status).toBe(200)
  })

  it('sign-in nonces are capped the same way', async () => {
    const backend = createDevBackend({ limits: { store: { ...DEV_BACKEND_LIMITS.store, pendingRequests: 2 } } })
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const nonces: string[] = []
    for (let i = 0; i < 3; i++) nonces.push((await call(backend, 'POST', '/api/v1/siwe/init', { body: { address } })).body.nonce)
    const { privateKeyToAccount } = await import('viem/accounts')
    const { createSiweMessage } = await import('viem/siwe')
    const signer = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
    const message = createSiweMessage({ address: signer.address, chainId: 1, domain: 'localhost', nonce: nonces[0]!, uri: 'http://localhost', version: '1', issuedAt: new Date() })
    const res = await call(backend, 'POST', '/api/v1/siwe/authenticate', { body: { message, signature: await signer.signMessage({ message }) } })
    expect(res.body.error).toBe('Unknown, used or expired nonce')
  })
})
