import { describe, expect, it } from 'vitest'
import { generatePkceRandom } from '../../src/core/utils/pkce.js'
import { completeFakeOAuth, createDevBackend, type DevBackend, type FakeOAuthChoice } from '../../src/testing/index.js'
import { call, login } from './helpers.js'
import { approveRecoveryOAuth, initRecoveryOAuth, recoveryAccessToken, type CloudProvider } from './recovery-oauth-helpers.js'

const REDIRECT = 'https://app.example/wallet?tab=1'
const backendFor = (appConfig = {}) => createDevBackend({ allowedOrigins: ['https://app.example'], appConfig })

type Provider = CloudProvider
const init = (backend: DevBackend, token: string, provider: Provider = 'google-drive') => initRecoveryOAuth(backend, token, provider, REDIRECT)
const approve = (backend: DevBackend, token: string, choice: FakeOAuthChoice = {}, provider: Provider = 'google-drive') =>
  approveRecoveryOAuth(backend, token, choice, provider, REDIRECT)
const accessToken = (backend: DevBackend, token: string, choice: FakeOAuthChoice = {}, provider: Provider = 'google-drive') =>
  recoveryAccessToken(backend, token, choice, provider, REDIRECT)

const authenticate = (backend: DevBackend, token: string, body: Record<string, unknown>) =>
  call(backend, 'POST', '/api/v1/recovery/oauth/authenticate', { token, body })

const drive = (backend: DevBackend, method: 'GET' | 'PUT', name: string, recoveryToken: string | undefined, body?: unknown, headers: Record<string, string> = {}) =>
  call(backend, method, `/__dev/recovery/drive/files/${name}`, {
    appId: null,
    body,
    headers: { ...headers, ...(recoveryToken ? { authorization: `Bearer ${recoveryToken}` } : {}) },
  })

describe('recovery/oauth/init and init_icloud', () => {
  it('answers the fake consent page URL for Google Drive and for iCloud (client_type web)', async () => {
    const backend = backendFor()
    const { token } = await login(backend)
    for (const provider of ['google-drive', 'icloud'] as const) {
      const { res, state } = await init(backend, token, provider)
      expect(res.status).toBe(200)
      const url = new URL(res.body.url)
      expect(url.pathname).toBe('/__dev/recovery/oauth/authorize')
      expect(url.searchParams.get('provider')).toBe(provider)
      expect(url.searchParams.get('state')).toBe(state)
      const page = await (await backend.fetch(new Request(res.body.url))).text()
      expect(page).toContain(provider === 'icloud' ? 'Sign in with Apple' : 'Sign in with Google')
      expect(page).toContain('Ada Lovelace')
    }
  })

  it('needs the user: no bearer is 401', async () => {
    const backend = backendFor()
    const res = await call(backend, 'POST', '/api/v1/recovery/oauth/init', { body: { redirect_to: REDIRECT, code_challenge: 'x'.repeat(43), state_code: 's' } })
    expect(res).toMatchObject({ status: 401, body: { code: 'missing_or_invalid_token' } })
  })

  it('refuses a redirect off the allow-list, a malformed challenge or state, a reused state and a client type other than web', async () => {
    const backend = backendFor()
    const { token } = await login(backend)
    const body = { redirect_to: REDIRECT, code_challenge: 'A'.repeat(43), state_code: 'state-1' }
    const post = (path: string, b: Record<string, unknown>) => call(backend, 'POST', `/api/v1/recovery/oauth/${path}`, { token, body: b })
    expect((await post('init', { ...body, redirect_to: 'https://evil.example/x' })).body.code).toBe('invalid_redirect_origin')
    expect((await post('init', { ...body, code_challenge: 'short' })).body.code).toBe('invalid_pkce_parameters')
    expect((await post('init', { ...body, state_code: 'has space' })).body.code).toBe('invalid_data')
    expect((await post('init', { ...body, state_code: 's'.repeat(257) })).body.code).toBe('invalid_data')
    expect((await post('init', body)).status).toBe(200)
    expect((await post('init', body)).body).toMatchObject({ code: 'invalid_data', error: 'This state_code was already used' })
    expect((await post('init_icloud', { ...body, state_code: 'state-2' })).body.code).toBe('invalid_data')
    expect((await post('init_icloud', { ...body, state_code: 'state-2', client_type: 'ios' })).body.code).toBe('invalid_data')
    expect((await post('init_icloud', { ...body, state_code: 'state-2', client_type: 'web' })).status).toBe(200)
  })

  it('refuses a provider the app does not offer (user_owned_recovery_options)', async () => {
    const backend = backendFor({ embedded_wallets: { user_owned_recovery_options: ['user-passcode', 'icloud'] } })
    const { token } = await login(backend)
    expect((await init(backend, token, 'google-drive')).res).toMatchObject({ status: 403, body: { code: 'disallowed_recovery_method' } })
    expect((await init(backend, token, 'icloud')).res.status).toBe(200)
  })

  it('configuration_icloud answers the CloudKit settings for client_type web', async () => {
    const backend = backendFor()
    const { token } = await login(backend)
    const res = await call(backend, 'POST', '/api/v1/recovery/oauth/configuration_icloud', { token, body: { client_type: 'web' } })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ api_token: expect.any(String), container_identifier: expect.stringContaining('iCloud.'), environment: 'development' })
    expect((await call(backend, 'POST', '/api/v1/recovery/oauth/configuration_icloud', { token, body: {} })).body.code).toBe('invalid_data')
  })
})

describe('the consent page', () => {
  it('Approve sends the browser back with code, state and provider, keeping the app URL', async () => {
    const backend = backendFor()
    const { token } = await login(backend)
    const { back, state, code } = await approve(backend, token, {}, 'icloud')
    expect(back.origin + back.pathname).toBe('https://app.example/wallet')
    expect(back.searchParams.get('tab')).toBe('1')
    expect(back.searchParams.get('privy_oauth_state')).toBe(state)
    expect(back.searchParams.get('privy_oauth_provider')).toBe('icloud')
    expect(code).toMatch(/^[A-Za-z0-9_-]{20,}$/)
  })

  it("Deny sends the code 'undefined'; a request is answered once", async () => {
    const backend = backendFor()
    const { token } = await login(backend)
    const { res } = await init(backend, token)
    const back = new URL(await completeFakeOAuth(backend, res.body.url, { deny: true }))
    expect(back.searchParams.get('privy_oauth_code')).toBe('undefined')
    await expect(completeFakeOAuth(backend, res.body.url)).rejects.toThrow('400')
  })
})

describe('recovery/oauth/authenticate', () => {
  it('verifies PKCE for real and answers an access token of the provider', async () => {
    const backend = backendFor()
    const { token } = await login(backend)
    const { verifier, state, code } = await approve(backend, token)
    const res = await authenticate(backend, token, { authorization_code: code, state_code: state, code_verifier: verifier, provider: 'google-drive' })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ access_token: expect.stringMatching(/^dev-google-drive-access-/), provider: 'google-drive', expires_in: 3600 })
    expect(res.response.headers.get('cache-control')).toBe('no-store')
  })

  it('a wrong verifier is 400 invalid_pkce_parameters, and spends the code', async () => {
    const backend = backendFor()
    const { token } = await login(backend)
    const { verifier, state, code } = await approve(backend, token)
    const wrong = await authenticate(backend, token, { authorization_code: code, state_code: state, code_verifier: generatePkceRandom(), provider: 'google-drive' })
    expect(wrong).toMatchObject({ status: 400, body: { code: 'invalid_pkce_parameters' } })
    const right = await authenticate(backend, token, { authorization_code: code, state_code: state, code_verifier: verifier, provider: 'google-drive' })
    expect(right).toMatchObject({ status: 401, body: { code: 'invalid_credentials' } })
  })

  it('a code is single use', async () => {
    const backend = backendFor()
    const { token } = await login(backend)
    const { verifier, state, code } = await approve(backend, token)
    const body = { authorization_code: code, state_code: state, code_verifier: verifier, provider: 'google-drive' }
    expect((await authenticate(backend, token, body)).status).toBe(200)
    expect(await authenticate(backend, token, body)).toMatchObject({ status: 401, body: { code: 'invalid_credentials' } })
  })

  it('a code expires after 2 minutes', async () => {
    let now = 1_700_000_000_000
    const backend = createDevBackend({ allowedOrigins: ['https://app.example'], now: () => now })
    const { token } = await login(backend)
    const { verifier, state, code } = await approve(backend, token)
    now += 2 * 60_000 + 1
    const res = await authenticate(backend, token, { authorization_code: code, state_code: state, code_verifier: verifier, provider: 'google-drive' })
    expect(res).toMatchObject({ status: 401, body: { code: 'invalid_credentials' } })
  })

  it('a state code other than the one the code was issued for is 400 oauth_state_mismatch', async () => {
    const backend = backendFor()
    const { token } = await login(backend)
    const { verifier, code } = await approve(backend, token)
    const res = await authenticate(backend, token, { authorization_code: code, state_code: generatePkceRandom(), code_verifier: verifier, provider: 'google-drive' })
    expect(res).toMatchObject({ status: 400, body: { code: 'oauth_state_mismatch' } })
  })

  it("another user's code, another provider or an unknown provider is refused", async () => {
    const backend = backendFor()
    const { token } = await login(backend)
    const { token: other } = await login(backend, 'eve@example.com')
    const first = await approve(backend, token)
    const stolen = await authenticate(backend, other, { authorization_code: first.code, state_code: first.state, code_verifier: first.verifier, provider: 'google-drive' })
    expect(stolen).toMatchObject({ status: 401, body: { code: 'invalid_credentials' } })
    const second = await approve(backend, token)
    const swapped = await authenticate(backend, token, { authorization_code: second.code, state_code: second.state, code_verifier: second.verifier, provider: 'icloud' })
    expect(swapped).toMatchObject({ status: 400, body: { code: 'invalid_data' } })
    const unknown = await authenticate(backend, token, { authorization_code: 'x', state_code: 'y', code_verifier: 'z', provider: 'dropbox' })
    expect(unknown).toMatchObject({ status: 400, body: { code: 'invalid_data' } })
  })

  it('bounds its input: fields over their caps are refused before any lookup', async () => {
    const backend = backendFor()
    const { token } = await login(backend)
    const long = await authenticate(backend, token, { authorization_code: 'a'.repeat(3000), state_code: 's', code_verifier: 'v', provider: 'google-drive' })
    expect(long).toMatchObject({ status: 400, body: { code: 'invalid_data' } })
    const odd = await authenticate(backend, token, { authorization_code: 'a'.repeat(200), state_code: 's', code_verifier: 'v', provider: 'google-drive' })
    expect(odd).toMatchObject({ status: 401, body: { code: 'invalid_credentials' } })
  })

  it("the provider's own failures: a rate-limited or suspended account", async () => {
    const backend = backendFor()
    const { token } = await login(backend)
    for (const [identity, expected] of [['rate-limited', 'oauth_provider_rate_limited'], ['suspended', 'oauth_account_suspended']] as const) {
      const { verifier, state, code } = await approve(backend, token, { identity })
      const res = await authenticate(backend, token, { authorization_code: code, state_code: state, code_verifier: verifier, provider: 'google-drive' })
      expect(res.body.code).toBe(expected)
    }
  })
})

describe('the fake drive', () => {
  it("an account's token writes and reads back its own file", async () => {
    const backend = backendFor()
    const { token } = await login(backend)
    const ada = await accessToken(backend, token, { identity: 'ada' })
    expect((await drive(backend, 'PUT', 'foyer-recovery.json', ada, { content: 'secret-1' })).status).toBe(200)
    const read = await drive(backend, 'GET', 'foyer-recovery.json', ada)
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ name: 'foyer-recovery.json', content: 'secret-1' })
    // A later token of the same account reads the same file.
    const again = await accessToken(backend, token, { identity: 'ada' })
    expect((await drive(backend, 'GET', 'foyer-recovery.json', again)).body.content).toBe('secret-1')
  })

  it('another account, another provider or another user finds no backup', async () => {
    const backend = backendFor()
    const { token } = await login(backend)
    const { token: eve } = await login(backend, 'eve@example.com')
    await drive(backend, 'PUT', 'backup', await accessToken(backend, token, { identity: 'ada' }), { content: 'k' })
    expect((await drive(backend, 'GET', 'backup', await accessToken(backend, token, { identity: 'grace' }))).body.code).toBe('file_not_found')
    expect((await drive(backend, 'GET', 'backup', await accessToken(backend, token, { identity: 'ada' }, 'icloud'))).body.code).toBe('file_not_found')
    expect((await drive(backend, 'GET', 'backup', await accessToken(backend, eve, { identity: 'ada' }))).status).toBe(404)
  })

  it('needs a live token, and answers the wallet service only (not a page of another origin)', async () => {
    let now = 1_700_000_000_000
    const backend = createDevBackend({ allowedOrigins: ['https://app.example'], now: () => now })
    const { token } = await login(backend)
    const ada = await accessToken(backend, token)
    expect((await drive(backend, 'GET', 'backup', undefined)).body.code).toBe('invalid_recovery_access_token')
    expect((await drive(backend, 'GET', 'backup', 'dev-google-drive-access-forged')).status).toBe(401)
    expect((await drive(backend, 'PUT', 'backup', ada, { content: 'k' }, { origin: 'https://app.example' }))).toMatchObject({ status: 403, body: { code: 'invalid_origin' } })
    expect((await drive(backend, 'PUT', 'backup', ada, { content: 'k' }, { origin: 'http://localhost' })).status).toBe(200)
    now += 3600 * 1000
    expect((await drive(backend, 'GET', 'backup', ada)).status).toBe(401)
  })

  it('bounds names, contents and the files of an account', async () => {
    const backend = backendFor()
    const { token } = await login(backend)
    const ada = await accessToken(backend, token)
    expect((await drive(backend, 'PUT', 'a%20b', ada, { content: 'k' })).body.code).toBe('invalid_data')
    expect((await drive(backend, 'PUT', 'n'.repeat(129), ada, { content: 'k' })).body.code).toBe('invalid_data')
    expect((await drive(backend, 'PUT', 'big', ada, { content: 'x'.repeat(4097) })).body.code).toBe('invalid_data')
    for (let i = 0; i < 20; i++) expect((await drive(backend, 'PUT', `f${i}`, ada, { content: 'k' })).status).toBe(200)
    expect((await drive(backend, 'PUT', 'f20', ada, { content: 'k' }))).toMatchObject({ status: 507, body: { code: 'drive_full' } })
    // Overwriting a file stays possible.
    expect((await drive(backend, 'PUT', 'f0', ada, { content: 'k2' })).status).toBe(200)
  })

  it('a reset forgets the files', async () => {
    const backend = backendFor()
    const { token } = await login(backend)
    await drive(backend, 'PUT', 'backup', await accessToken(backend, token), { content: 'k' })
    await backend.reset()
    const { token: fresh } = await login(backend)
    expect((await drive(backend, 'GET', 'backup', await accessToken(backend, fresh))).status).toBe(404)
  })
})
