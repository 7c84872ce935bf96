import { describe, expect, it } from 'vitest'
import { createCodeChallenge, generatePkceRandom } from '../../src/core/utils/pkce.js'
import { completeFakeOAuth, createDevBackend, type DevBackend } from '../../src/testing/index.js'
import { call, login } from './helpers.js'

const REDIRECT = 'https://app.example/login?tab=1'
const withGoogle = () => createDevBackend({ allowedOrigins: ['https://app.example'], appConfig: { login_methods: ['email', 'google', 'github'] } })

async function init(backend: DevBackend, provider = 'google') {
  const verifier = generatePkceRandom()
  const state = generatePkceRandom()
  const res = await call(backend, 'POST', '/api/v1/oauth/init', {
    body: { redirect_to: REDIRECT, provider, code_challenge: await createCodeChallenge(verifier), state_code: state },
  })
  return { res, verifier, state }
}

/** init → approve on the fake consent page → the code from the redirect. */
async function approve(backend: DevBackend, choice = {}, provider = 'google') {
  const { res, verifier, state } = await init(backend, provider)
  const back = new URL(await completeFakeOAuth(backend, res.body.url, choice))
  return { verifier, state, code: back.searchParams.get('privy_oauth_code')!, back }
}

const authenticate = (backend: DevBackend, body: Record<string, unknown>) =>
  call(backend, 'POST', '/api/v1/oauth/authenticate', { body: { mode: 'login-or-sign-up', ...body } })

describe('oauth/init', () => {
  it('answers the fake consent page URL with the provider, state, redirect and challenge', async () => {
    const backend = withGoogle()
    const { res, state } = await init(backend)
    expect(res.status).toBe(200)
    const url = new URL(res.body.url)
    expect(url.pathname).toBe('/__dev/oauth/authorize')
    expect(url.searchParams.get('provider')).toBe('google')
    expect(url.searchParams.get('state')).toBe(state)
    expect(url.searchParams.get('redirect_to')).toBe(REDIRECT)
  })

  it('refuses unknown providers, providers the app does not enable, and malformed challenges', async () => {
    const backend = withGoogle()
    const body = { redirect_to: REDIRECT, code_challenge: 'x'.repeat(43), state_code: 's' }
    expect((await call(backend, 'POST', '/api/v1/oauth/init', { body: { ...body, provider: 'myspace' } })).body.code).toBe('invalid_data')
    expect((await call(backend, 'POST', '/api/v1/oauth/init', { body: { ...body, provider: 'apple' } })).body.code).toBe('disallowed_login_method')
    expect((await call(backend, 'POST', '/api/v1/oauth/init', { body: { ...body, provider: 'google', code_challenge: 'short' } })).body.code)
      .toBe('invalid_pkce_parameters')
  })

  it('the consent page lists the test identities and the scopes', async () => {
    const backend = withGoogle()
    const { res } = await init(backend)
    const page = await backend.fetch(new Request(res.body.url))
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(html).toContain('Sign in with Google')
    expect(html).toContain('Ada Lovelace')
    expect(html).toContain('email, profile')
  })
})

describe('consent page', () => {
  it('Approve redirects back with code, state and provider, keeping the app URL', async () => {
    const backend = withGoogle()
    const { state, back, code } = await approve(backend)
    expect(back.origin + back.pathname).toBe('https://app.example/login')
    expect(back.searchParams.get('tab')).toBe('1')
    expect(back.searchParams.get('privy_oauth_state')).toBe(state)
    expect(back.searchParams.get('privy_oauth_provider')).toBe('google')
    expect(code).toMatch(/^[A-Za-z0-9_-]{20,}$/)
  })

  it("Deny redirects back with the code 'undefined'", async () => {
    const backend = withGoogle()
    const { code } = await approve(backend, { deny: true })
    expect(code).toBe('undefined')
  })
})

describe('oauth/authenticate', () => {
  it('verifies PKCE and answers a token response with the oauth account and the provider tokens', async () => {
    const backend = withGoogle()
    const { verifier, state, code } = await approve(backend)
    const res = await authenticate(backend, { authorization_code: code, state_code: state, code_verifier: verifier })
    expect(res.status).toBe(200)
    expect(res.body.is_new_user).toBe(true)
    expect(res.body.user.linked_accounts).toEqual([
      expect.objectContaining({ type: 'google_oauth', subject: 'google-ada-example-com', email: 'ada@example.com', name: 'Ada Lovelace' }),
    ])
    expect(res.body.oauth_tokens).toEqual({
      provider: 'google', access_token: expect.any(String), access_token_expires_in_seconds: 3600,
      refresh_token: expect.any(String), refresh_token_expires_in_seconds: expect.any(Number), scopes: ['email', 'profile'],
    })
  })

  it('the same identity logs in to the same user again', async () => {
    const backend = withGoogle()
    const first = await approve(backend)
    const a = await authenticate(backend, { authorization_code: first.code, state_code: first.state, code_verifier: first.verifier })
    const second = await approve(backend)
    const b = await authenticate(backend, { authorization_code: second.code, state_code: second.state, code_verifier: second.verifier })
    expect(b.body.user.id).toBe(a.body.user.id)
    expect(b.body.is_new_user).toBe(false)
  })

  it('a wrong verifier is 400 invalid_pkce_parameters', async () => {
    const backend = withGoogle()
    const { state, code } = await approve(backend)
    const res = await authenticate(backend, { authorization_code: code, state_code: state, code_verifier: generatePkceRandom() })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('invalid_pkce_parameters')
  })

  it('another state code is 400 oauth_state_mismatch', async () => {
    const backend = withGoogle()
    const { verifier, code } = await approve(backend)
    const res = await authenticate(backend, { authorization_code: code, state_code: 'tampered', code_verifier: verifier })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('oauth_state_mismatch')
  })

  it('codes are single use; unknown codes are 401 invalid_credentials', async () => {
    const backend = withGoogle()
    const { verifier, state, code } = await approve(backend)
    expect((await authenticate(backend, { authorization_code: code, state_code: state, code_verifier: verifier })).status).toBe(200)
    const again = await authenticate(backend, { authorization_code: code, state_code: state, code_verifier: verifier })
    expect(again.status).toBe(401)
    expect(again.body.code).toBe('invalid_credentials')
    expect((await authenticate(backend, { authorization_code: 'nope', state_code: state, code_verifier: verifier })).body.code).toBe('invalid_credentials')
  })

  it('the rate-limited and suspended test identities answer the provider failures', async () => {
    const backend = withGoogle()
    const limited = await approve(backend, { identity: 'rate-limited' })
    const a = await authenticate(backend, { authorization_code: limited.code, state_code: limited.state, code_verifier: limited.verifier })
    expect([a.status, a.body.code]).toEqual([400, 'oauth_provider_rate_limited'])
    const suspended = await approve(backend, { identity: 'suspended' })
    const b = await authenticate(backend, { authorization_code: suspended.code, state_code: suspended.state, code_verifier: suspended.verifier })
    expect([b.status, b.body.code]).toEqual([403, 'oauth_account_suspended'])
  })

  it('no-signup with a new identity is 404 user_does_not_exist; a typed identity signs up', async () => {
    const backend = withGoogle()
    const a = await approve(backend, { email: 'new@example.com', name: 'New Person' })
    const res = await authenticate(backend, { authorization_code: a.code, state_code: a.state, code_verifier: a.verifier, mode: 'no-signup' })
    expect([res.status, res.body.code]).toEqual([404, 'user_does_not_exist'])
    const b = await approve(backend, { email: 'new@example.com', name: 'New Person' })
    const ok = await authenticate(backend, { authorization_code: b.code, state_code: b.state, code_verifier: b.verifier })
    expect(ok.body.user.linked_accounts[0]).toMatchObject({ email: 'new@example.com', name: 'New Person' })
  })

  it('the allowlist applies to the identity e-mail', async () => {
    const backend = createDevBackend({ allowedOrigins: ['https://app.example'], appConfig: { login_methods: ['google'] }, allowlist: ['grace@example.com'] })
    const a = await approve(backend)
    const res = await authenticate(backend, { authorization_code: a.code, state_code: a.state, code_verifier: a.verifier })
    expect(res.body.code).toBe('allowlist_rejected')
  })
})

describe('oauth/link and unlink', () => {
  it('links a provider account to the logged-in user and unlinks it', async () => {
    const backend = withGoogle()
    const { token } = await login(backend)
    const a = await approve(backend, {}, 'github')
    const linked = await call(backend, 'POST', '/api/v1/oauth/link', {
      token, body: { authorization_code: a.code, state_code: a.state, code_verifier: a.verifier },
    })
    expect(linked.status).toBe(200)
    expect(linked.body.oauth_tokens.provider).toBe('github')
    expect(linked.body.user.linked_accounts.map((x: { type: string }) => x.type)).toEqual(['email', 'github_oauth'])
    const unlinked = await call(backend, 'POST', '/api/v1/oauth/unlink', { token, body: { provider: 'github', subject: 'github-ada-example-com' } })
    expect(unlinked.body.linked_accounts.map((x: { type: string }) => x.type)).toEqual(['email'])
    const missing = await call(backend, 'POST', '/api/v1/oauth/unlink', { token, body: { provider: 'github', subject: 'github-ada-example-com' } })
    expect([missing.status, missing.body.code]).toEqual([404, 'linked_account_not_found'])
  })

  it('linked_to_another_user, cannot_link_more_of_type, and the sole account cannot be unlinked', async () => {
    const backend = withGoogle()
    const first = await approve(backend)
    const owner = await authenticate(backend, { authorization_code: first.code, state_code: first.state, code_verifier: first.verifier })
    const { token } = await login(backend, 'other@example.com')
    const again = await approve(backend)
    const taken = await call(backend, 'POST', '/api/v1/oauth/link', {
      token, body: { authorization_code: again.code, state_code: again.state, code_verifier: again.verifier },
    })
    expect([taken.status, taken.body.code]).toEqual([400, 'linked_to_another_user'])
    const grace = await approve(backend, { identity: 'grace' })
    const more = await call(backend, 'POST', '/api/v1/oauth/link', {
      token: owner.body.token, body: { authorization_code: grace.code, state_code: grace.state, code_verifier: grace.verifier },
    })
    expect([more.status, more.body.code]).toEqual([400, 'cannot_link_more_of_type'])
    const sole = await call(backend, 'POST', '/api/v1/oauth/unlink', { token: owner.body.token, body: { provider: 'google', subject: 'google-ada-example-com' } })
    expect([sole.status, sole.body.code]).toEqual([400, 'cannot_unlink_sole_account'])
  })
})
