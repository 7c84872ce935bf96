import { describe, expect, it } from 'vitest'
import { createDevBackend, type DevBackend } from '../../src/testing/index.js'
import { call, login } from './helpers.js'

const PROVIDERS = [
  { id: 'providerapp00000000000001', name: 'Arcade', iconUrl: 'https://arcade.example/icon.png' },
  { id: 'providerapp00000000000002', name: 'Vault', readOnly: true },
]
const backendWith = () => createDevBackend({ crossAppProviders: PROVIDERS, allowedOrigins: ['https://requester.example'] })

async function s256(verifier: string) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)))
  return btoa(String.fromCharCode(...digest)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** init → the provider page URL; approve as `identity`; returns the body for authenticate/link. */
async function approvedCode(backend: DevBackend, { identity = 'ada', provider = PROVIDERS[0]!.id, token }: { identity?: string; provider?: string; token?: string } = {}) {
  const verifier = 'v'.repeat(48)
  const state = `state-${Math.random()}`
  const init = await call(backend, 'POST', '/api/v1/oauth/init', {
    token,
    body: { redirect_to: 'https://requester.example/app', provider: `privy:${provider}`, code_challenge: await s256(verifier), state_code: state },
  })
  expect(init.status, JSON.stringify(init.body)).toBe(200)
  const approval = backend.crossApp.approve(init.body.url, { identity })
  return { url: init.body.url as string, approval, body: { authorization_code: approval.code, state_code: state, code_verifier: verifier } }
}

describe('cross-app details and connections', () => {
  it('details answer the provider name and logo; an unknown provider is cross_app_connection_not_allowed', async () => {
    const backend = backendWith()
    const res = await call(backend, 'GET', `/api/v1/apps/${PROVIDERS[0]!.id}/cross-app/details`)
    expect(res.body).toEqual({ id: PROVIDERS[0]!.id, name: 'Arcade', logo_url: 'https://arcade.example/icon.png', icon_url: 'https://arcade.example/icon.png' })
    const unknown = await call(backend, 'GET', '/api/v1/apps/nope/cross-app/details')
    expect(unknown.body).toEqual({ error: 'Invalid connected app', code: 'cross_app_connection_not_allowed' })
  })

  it('connections list the configured providers with read_only', async () => {
    const backend = backendWith()
    const res = await call(backend, 'GET', `/api/v1/apps/${backend.appId}/cross-app/connections`)
    expect(res.body.connections).toEqual([
      { provider_app_id: PROVIDERS[0]!.id, provider_app_name: 'Arcade', provider_app_icon_url: 'https://arcade.example/icon.png', provider_app_custom_api_url: 'http://localhost/__dev/provider-app', read_only: false },
      { provider_app_id: PROVIDERS[1]!.id, provider_app_name: 'Vault', provider_app_icon_url: null, provider_app_custom_api_url: 'http://localhost/__dev/provider-app', read_only: true },
    ])
    expect((await call(backend, 'GET', '/api/v1/apps/other/cross-app/connections')).status).toBe(404)
  })
})

describe('cross-app login through the oauth routes', () => {
  it('init answers the provider app page with the request JSON; the page shows the provider and posts to the requester', async () => {
    const backend = backendWith()
    const init = await call(backend, 'POST', '/api/v1/oauth/init', {
      body: { redirect_to: 'https://requester.example/app?x=1', provider: `privy:${PROVIDERS[0]!.id}`, code_challenge: await s256('v'.repeat(48)), state_code: 's' },
    })
    const url = new URL(init.body.url)
    expect(url.pathname).toBe('/__dev/provider-app/oauth/transact')
    const request = JSON.parse(url.searchParams.get('request')!)
    expect(request).toMatchObject({ content: { type: 'login', provider_app_id: PROVIDERS[0]!.id, requester_app_id: backend.appId }, callback_url: 'https://requester.example', timestamp: expect.any(Number) })
    expect(url.searchParams.has('token')).toBe(true)
    const html = await (await backend.fetch(new Request(url))).text()
    expect(html).toContain('<h1>Arcade</h1>')
    expect(html).toContain('Continue as Ada Lovelace')
    expect(html).toContain('"requesterOrigin":"https://requester.example"')
    expect(html).toContain('foyer:cross-app:action-response')
  })

  it('an unknown provider app is refused at init', async () => {
    const backend = backendWith()
    const res = await call(backend, 'POST', '/api/v1/oauth/init', { body: { redirect_to: 'https://r.example', provider: 'privy:nope', code_challenge: await s256('x'.repeat(43)), state_code: 's' } })
    expect(res.body.code).toBe('cross_app_connection_not_allowed')
  })

  it('authenticate checks PKCE and state for real and signs up a cross_app account with the embedded wallet', async () => {
    const backend = backendWith()
    const { body } = await approvedCode(backend)
    const res = await call(backend, 'POST', '/api/v1/oauth/authenticate', { body: { ...body, mode: 'login-or-sign-up' } })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.is_new_user).toBe(true)
    expect(res.body.user.linked_accounts).toEqual([
      expect.objectContaining({
        type: 'cross_app',
        subject: `${PROVIDERS[0]!.id}:ada`,
        provider_app: { id: PROVIDERS[0]!.id, name: 'Arcade', logo_url: 'https://arcade.example/icon.png' },
        embedded_wallets: [{ address: backend.crossApp.embeddedWalletAddress(PROVIDERS[0]!.id, 'ada') }],
        smart_wallets: [],
      }),
    ])
    expect(backend.crossApp.embeddedWalletAddress(PROVIDERS[0]!.id, 'ada')).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // single use
    expect((await call(backend, 'POST', '/api/v1/oauth/authenticate', { body })).body.code).toBe('invalid_credentials')
  })

  it('a wrong verifier is invalid_pkce_parameters; a wrong state is oauth_state_mismatch', async () => {
    const backend = backendWith()
    const a = await approvedCode(backend)
    expect((await call(backend, 'POST', '/api/v1/oauth/authenticate', { body: { ...a.body, code_verifier: 'w'.repeat(48) } })).body.code).toBe('invalid_pkce_parameters')
    const b = await approvedCode(backend)
    expect((await call(backend, 'POST', '/api/v1/oauth/authenticate', { body: { ...b.body, state_code: 'other' } })).body.code).toBe('oauth_state_mismatch')
  })

  it('a request is answered once', async () => {
    const backend = backendWith()
    const { url } = await approvedCode(backend)
    expect(() => backend.crossApp.approve(url)).toThrow('already answered')
  })

  it('link (bearer) adds the account; unlink by provider and subject removes it', async () => {
    const backend = backendWith()
    const { token } = await login(backend, 'ada@example.com')
    const { body } = await approvedCode(backend, { identity: 'grace' })
    const linked = await call(backend, 'POST', '/api/v1/oauth/link', { token, body })
    expect(linked.status, JSON.stringify(linked.body)).toBe(200)
    expect(linked.body.linked_accounts.map((a: { type: string }) => a.type)).toEqual(['email', 'cross_app'])
    const subject = `${PROVIDERS[0]!.id}:grace`
    const wrong = await call(backend, 'POST', '/api/v1/oauth/unlink', { token, body: { provider: `privy:${PROVIDERS[0]!.id}`, subject: 'nope' } })
    expect(wrong.body.code).toBe('linked_account_not_found')
    const unlinked = await call(backend, 'POST', '/api/v1/oauth/unlink', { token, body: { provider: `privy:${PROVIDERS[0]!.id}`, subject } })
    expect(unlinked.body.linked_accounts.map((a: { type: string }) => a.type)).toEqual(['email'])
  })

  it('a cross-app account owned by another user cannot be linked', async () => {
    const backend = backendWith()
    await call(backend, 'POST', '/api/v1/oauth/authenticate', { body: (await approvedCode(backend)).body })
    const { token } = await login(backend, 'grace@example.com')
    const res = await call(backend, 'POST', '/api/v1/oauth/link', { token, body: (await approvedCode(backend)).body })
    expect(res.body.code).toBe('linked_to_another_user')
  })

  it('the fake provider page approval endpoint answers the code, state and a provider token', async () => {
    const backend = backendWith()
    const init = await call(backend, 'POST', '/api/v1/oauth/init', {
      body: { redirect_to: 'https://requester.example', provider: `privy:${PROVIDERS[0]!.id}`, code_challenge: await s256('v'.repeat(48)), state_code: 'st' },
    })
    const requestId = JSON.parse(new URL(init.body.url).searchParams.get('request')!).content.request_id
    const res = await call(backend, 'POST', '/__dev/provider-app/oauth/approve', { body: { request_id: requestId, identity: 'ada' } })
    expect(res.body).toEqual({ code: expect.any(String), state: 'st', token: expect.stringMatching(/^dev-provider-token-/), requester_origin: 'https://requester.example' })
    expect((await call(backend, 'POST', '/__dev/provider-app/oauth/approve', { body: { request_id: requestId, identity: 'ada' } })).status).toBe(400)
  })
})
