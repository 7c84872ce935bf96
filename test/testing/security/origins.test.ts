/**
 * The app's allowed origins, attacked: a wallet signature for another domain replayed from a
 * server (no Origin), redirects to another site, unparseable URLs, pages of other origins, CORS.
 */
import { ed25519 } from '@noble/curves/ed25519.js'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { createSiwsMessage } from '../../../src/core/wallets/solana/siwsMessage.js'
import { DEV_APP_ID, base58Encode, createDevBackend, type DevBackend } from '../../../src/testing/index.js'
import { call } from '../helpers.js'

const APP = 'https://app.example'
const EVIL = 'https://evil.example'
const victim = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const challenge = 'x'.repeat(43)

const appBackend = (extra = {}) =>
  createDevBackend({
    allowedOrigins: [APP],
    appConfig: { login_methods: ['email', 'google'] },
    crossAppProviders: [{ id: 'providerapp00000000000001', name: 'Arcade' }],
    ...extra,
  })

async function siweSignature(backend: DevBackend, domain: string) {
  const { body } = await call(backend, 'POST', '/api/v1/siwe/init', { body: { address: victim.address } })
  const message = createSiweMessage({ address: victim.address, chainId: 1, domain, nonce: body.nonce, uri: `https://${domain}`, version: '1', issuedAt: new Date() })
  return { message, signature: await victim.signMessage({ message }) }
}

describe('wallet sign-in is bound to the app\'s domains', () => {
  it('a SIWE message signed for another domain, replayed without an Origin header, is 401', async () => {
    const backend = appBackend()
    // The victim signed on the phishing site; its server replays the signature.
    const res = await call(backend, 'POST', '/api/v1/siwe/authenticate', { body: await siweSignature(backend, 'evil.example') })
    expect(res.status).toBe(401)
    expect(res.body.code).toBe('invalid_credentials')
    expect(res.body.error).toMatch(/another domain/)
    expect(backend.users.list()).toEqual([])
  })

  it('the app\'s own domain passes without an Origin, and with the app page\'s Origin', async () => {
    const backend = appBackend()
    expect((await call(backend, 'POST', '/api/v1/siwe/authenticate', { body: await siweSignature(backend, 'app.example') })).status).toBe(200)
    const withOrigin = await call(backend, 'POST', '/api/v1/siwe/authenticate', { headers: { origin: APP }, body: await siweSignature(backend, 'app.example') })
    expect(withOrigin.status).toBe(200)
  })

  it('a message whose URI is on another site is 401, even for the app\'s domain', async () => {
    const backend = appBackend()
    const { body } = await call(backend, 'POST', '/api/v1/siwe/init', { body: { address: victim.address } })
    const message = createSiweMessage({ address: victim.address, chainId: 1, domain: 'app.example', nonce: body.nonce, uri: `${EVIL}/login`, version: '1', issuedAt: new Date() })
    const res = await call(backend, 'POST', '/api/v1/siwe/authenticate', { body: { message, signature: await victim.signMessage({ message }) } })
    expect(res.status).toBe(401)
  })

  it('a SIWS message for another domain without an Origin header is 401', async () => {
    const backend = appBackend()
    const secret = ed25519.utils.randomSecretKey()
    const address = base58Encode(ed25519.getPublicKey(secret))
    const { body } = await call(backend, 'POST', '/api/v1/siws/init', { body: { address } })
    const message = createSiwsMessage({ domain: 'evil.example', address, uri: `${EVIL}/`, version: '1', nonce: body.nonce, issuedAt: new Date().toISOString() })
    const signature = btoa(String.fromCharCode(...ed25519.sign(new TextEncoder().encode(message), secret)))
    const res = await call(backend, 'POST', '/api/v1/siws/authenticate', { body: { message, signature } })
    expect(res.status).toBe(401)
    expect(res.body.error).toMatch(/another domain/)
  })

  it('Farcaster: a channel for another relying party is 403 invalid_origin; a redirect_url elsewhere is 400', async () => {
    const backend = appBackend()
    const evil = await call(backend, 'POST', '/api/v1/farcaster/init', { body: { relying_party: 'evil.example', redirect_url: `${EVIL}/` } })
    expect(evil).toMatchObject({ status: 403, body: { code: 'invalid_origin' } })
    const away = await call(backend, 'POST', '/api/v1/farcaster/init', { body: { relying_party: 'app.example', redirect_url: `${EVIL}/` } })
    expect(away).toMatchObject({ status: 400, body: { code: 'invalid_redirect_origin' } })
    expect((await call(backend, 'POST', '/api/v1/farcaster/init', { body: { relying_party: 'app.example', redirect_url: `${APP}/login` } })).status).toBe(200)
  })
})

describe('redirects go to allowed origins only', () => {
  const oauthInit = (backend: DevBackend, provider: string, redirectTo: string) =>
    call(backend, 'POST', '/api/v1/oauth/init', { body: { provider, redirect_to: redirectTo, code_challenge: challenge, state_code: 'state' } })

  it.each([
    ['social', 'google'],
    ['cross-app', 'privy:providerapp00000000000001'],
  ])('%s oauth/init: redirect_to another site is 400 invalid_redirect_origin (no consent page is offered)', async (_, provider) => {
    const backend = appBackend()
    const res = await oauthInit(backend, provider, `${EVIL}/steal`)
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: 'redirect_to is not on an allowed origin of this app', code: 'invalid_redirect_origin' })
    // Look-alikes are other sites too.
    for (const lookAlike of ['https://app.example.evil.example/', 'http://app.example/', 'https://app.example:8443/']) {
      expect((await oauthInit(backend, provider, lookAlike)).body.code).toBe('invalid_redirect_origin')
    }
    expect((await oauthInit(backend, provider, `${APP}/login`)).status).toBe(200)
  })

  it.each([
    ['social', 'google'],
    ['cross-app', 'privy:providerapp00000000000001'],
  ])('%s oauth/init: an unparseable redirect_to (http://a<b/) is 400, not 500', async (_, provider) => {
    const backend = appBackend()
    for (const bad of ['http://a<b/', 'javascript:alert(1)', '//app.example/x', 'https://user:pw@app.example/']) {
      const res = await oauthInit(backend, provider, bad)
      expect(res.status, bad).toBe(400)
      expect(res.body.code, bad).toBe('invalid_data')
    }
  })

  it('the Telegram login page posts to allowed origins only (400 for another one)', async () => {
    const backend = appBackend()
    const page = (origin: string) => backend.fetch(new Request(`http://localhost/__dev/telegram/login?bot_id=1&origin=${encodeURIComponent(origin)}`))
    const evil = await page(EVIL)
    expect(evil.status).toBe(400)
    expect(await evil.text()).not.toContain('postMessage')
    expect((await page('http://a<b')).status).toBe(400)
    expect((await page(APP)).status).toBe(200)
  })

  it('the cross-app provider page refuses a requester origin that is no longer allowed', async () => {
    const backend = appBackend()
    const init = await oauthInit(backend, 'privy:providerapp00000000000001', `${APP}/`)
    backend.setAppConfig({ allowed_origins: ['https://other.example'] })
    const page = await backend.fetch(new Request(init.body.url))
    expect(page.status).toBe(400)
  })

  it('wildcards: any port, any subdomain (not the bare domain)', async () => {
    const backend = createDevBackend({ allowedOrigins: ['http://localhost:*', 'https://*.preview.example'], appConfig: { login_methods: ['google'] } })
    expect((await oauthInit(backend, 'google', 'http://localhost:5173/')).status).toBe(200)
    expect((await oauthInit(backend, 'google', 'http://localhost/')).status).toBe(200)
    expect((await oauthInit(backend, 'google', 'https://pr-1.preview.example/')).status).toBe(200)
    expect((await oauthInit(backend, 'google', 'https://preview.example/')).status).toBe(400)
    expect((await oauthInit(backend, 'google', 'https://localhost:5173/')).status).toBe(400)
  })
})

describe('CORS and the Origin of browser requests', () => {
  const configPath = `/api/v1/apps/${DEV_APP_ID}`

  it('a page of another origin gets 403 invalid_origin and no CORS grant; its preflight fails', async () => {
    const backend = appBackend()
    const res = await call(backend, 'POST', '/api/v1/passwordless/init', { headers: { origin: EVIL }, body: { email: 'ada@example.com' } })
    expect(res.status).toBe(403)
    expect(res.body.code).toBe('invalid_origin')
    expect(res.response.headers.get('access-control-allow-origin')).toBeNull()
    expect(backend.mailbox.list()).toEqual([])
    const preflight = await backend.fetch(new Request(`http://localhost${configPath}`, { method: 'OPTIONS', headers: { origin: EVIL, 'access-control-request-method': 'POST' } }))
    expect(preflight.status).toBe(403)
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('an allowed origin gets its CORS answer with credentials; the default allows loopback on any port only', async () => {
    const backend = appBackend()
    const res = await call(backend, 'GET', configPath, { headers: { origin: APP } })
    expect(res.response.headers.get('access-control-allow-origin')).toBe(APP)
    expect(res.response.headers.get('access-control-allow-credentials')).toBe('true')
    const dev = createDevBackend()
    expect((await call(dev, 'GET', configPath, { headers: { origin: 'http://127.0.0.1:5173' } })).status).toBe(200)
    expect((await call(dev, 'GET', configPath, { headers: { origin: 'http://localhost:3000' } })).status).toBe(200)
    expect((await call(dev, 'GET', configPath, { headers: { origin: EVIL } })).status).toBe(403)
    expect((await call(dev, 'GET', configPath, { headers: { origin: 'null' } })).status).toBe(403)
    expect(dev.appConfig().allowed_origins).toContain('http://localhost:*')
  })

  it('the local chains\' /rpc/* and future routes are guarded the same way', async () => {
    const backend = appBackend()
    expect((await call(backend, 'POST', '/rpc/evm/31337', { headers: { origin: EVIL }, body: { jsonrpc: '2.0', id: 1, method: 'eth_chainId' } })).status).toBe(403)
  })
})
