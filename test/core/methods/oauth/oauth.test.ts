import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFoyerClient, createMemoryStorage, oauthFlow, userValue, handleOAuthReturn, initOAuth, loginWithEmailCode, sendEmailCode, startClient, unlinkOAuth, type AuthErrorEvent, type AuthResult, type FoyerClient, type LoadingFlowStatus } from '../../../../src/core/internal.js'
import { OAUTH_PENDING_KEY } from '../../../../src/core/methods/oauth/constants.js'
import { completeFakeOAuth, createDevBackend, DEV_APP_ID, type DevBackend } from '../../../../src/testing/index.js'

const PAGE = 'https://host.example/app?tab=2'
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36'
const INSTAGRAM = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 300.0'

let backend: DevBackend
let client: FoyerClient
let warn: ReturnType<typeof vi.spyOn>

const newClient = (storage = createMemoryStorage()) =>
  createFoyerClient({ appId: DEV_APP_ID, apiUrl: 'http://foyer.dev.local', fetch: (i, init) => backend.fetch(new Request(i, init)), storage })

beforeEach(async () => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  backend = createDevBackend({ allowedOrigins: ['https://host.example'], appConfig: { login_methods: ['email', 'google', 'github'] } })
  client = newClient()
  await startClient(client)
})
afterEach(() => warn.mockRestore())

/** initOAuth with the navigation captured (no page to leave). */
async function start(c = client, provider: 'google' | 'github' = 'google', extra: Partial<Parameters<typeof initOAuth>[1]> = {}) {
  let navigatedTo = ''
  const { url } = await initOAuth(c, { provider, redirectUrl: PAGE, navigate: (u) => (navigatedTo = u), userAgent: CHROME, ...extra })
  expect(navigatedTo).toBe(url)
  return url
}

function statuses(c = client) {
  const seen: LoadingFlowStatus[] = []
  oauthFlow.watch(c, { onChange: (s) => seen.push(s.status) })
  return seen
}

describe('initOAuth', () => {
  it('saves verifier, state, provider and intent before leaving; posts init with the S256 challenge', async () => {
    const seen = statuses()
    const url = await start()
    const saved = JSON.parse(client.storage.get(OAUTH_PENDING_KEY)!)
    expect(saved).toMatchObject({ provider: 'google', intent: 'login', disableSignup: false })
    expect(saved.codeVerifier).toMatch(/^[A-Za-z0-9_-]{48}$/)
    expect(new URL(url).searchParams.get('state')).toBe(saved.stateCode)
    expect(new URL(url).searchParams.get('redirect_to')).toBe(PAGE)
    expect(seen).toEqual(['loading'])
    expect(oauthFlow.get(client)).toMatchObject({ status: 'loading', provider: 'google', resumed: false })
  })

  it('blocks Google inside an in-app browser (error), but not other providers', async () => {
    await expect(start(client, 'google', { userAgent: INSTAGRAM })).rejects.toMatchObject({ code: 'in_app_browser' })
    expect(oauthFlow.get(client).status).toBe('error')
    expect(backend.requests.count('POST', '/api/v1/oauth/init')).toBe(0)
    await expect(start(client, 'github', { userAgent: INSTAGRAM })).resolves.toBeTruthy()
  })

  it('refuses login while authenticated and link without a session (intent rules)', async () => {
    await expect(initOAuth(client, { provider: 'google', intent: 'link', redirectUrl: PAGE, navigate: () => {} })).rejects.toMatchObject({ code: 'MUST_BE_AUTHENTICATED' })
    await expect(initOAuth(client, { provider: 'myspace' as 'google', redirectUrl: PAGE, navigate: () => {} })).rejects.toMatchObject({ code: 'OAUTH_UNEXPECTED' })
  })
})

describe('handleOAuthReturn', () => {
  it('a URL without OAuth params does nothing', async () => {
    expect(await handleOAuthReturn(client, { url: PAGE, replaceUrl: () => {} })).toBeNull()
    expect(oauthFlow.get(client).status).toBe('initial')
  })

  it("a cloud backup's return (provider google-drive or icloud) is left in the URL for the page that opened its popup", async () => {
    for (const provider of ['google-drive', 'icloud']) {
      const back = `${PAGE}&privy_oauth_code=c&privy_oauth_state=s&privy_oauth_provider=${provider}`
      let replaced = false
      expect(await handleOAuthReturn(client, { url: back, replaceUrl: () => (replaced = true) })).toBeNull()
      expect(replaced).toBe(false)
    }
    expect(oauthFlow.get(client).status).toBe('initial')
    expect(backend.analytics.list().map((e) => e.event_name)).not.toContain('possible_phishing_attempt')
  })

  it('approve → back (page reloaded, new client on the same storage) → logged in, URL cleaned', async () => {
    const storage = createMemoryStorage()
    const before = newClient(storage)
    await startClient(before)
    const back = await completeFakeOAuth(backend, await start(before))
    // The page reloads: a new client on the same storage finishes the login.
    const after = newClient(storage)
    await startClient(after)
    const seen = statuses(after)
    const logins: AuthResult[] = []
    after.events.on('login', (r) => logins.push(r))
    let cleaned = ''
    const result = await handleOAuthReturn(after, { url: back, replaceUrl: (u) => (cleaned = u) })
    expect(seen).toEqual(['loading', 'done'])
    expect(result).toMatchObject({ isNewUser: true, loginMethod: 'google', loginAccount: { type: 'google_oauth', email: 'ada@example.com' } })
    expect(result!.oAuthTokens).toMatchObject({ provider: 'google', scopes: ['email', 'profile'] })
    expect(userValue.get(after)?.google).toMatchObject({ subject: 'google-ada-example-com' })
    expect(oauthFlow.get(after)).toMatchObject({ status: 'done', resumed: true, result })
    expect(logins).toHaveLength(1)
    expect(cleaned).toBe(PAGE)
    expect(storage.getItem(`foyer:${DEV_APP_ID}:${OAUTH_PENDING_KEY}`)).toBeNull()
  })

  it('a tampered state is rejected as phishing, reported by analytics, and never exchanged', async () => {
    const back = new URL(await completeFakeOAuth(backend, await start()))
    back.searchParams.set('privy_oauth_state', 'tampered')
    const errors: AuthErrorEvent[] = []
    client.events.on('loginError', (e) => errors.push(e))
    await expect(handleOAuthReturn(client, { url: back.toString(), replaceUrl: () => {} }))
      .rejects.toMatchObject({ code: 'pkce_state_code_mismatch', shortMessage: 'Unexpected auth flow. This may be a phishing attempt.' })
    expect(oauthFlow.get(client)).toMatchObject({ status: 'error', resumed: true })
    expect(errors.map((e) => e.code)).toEqual(['pkce_state_code_mismatch'])
    await vi.waitFor(() => expect(backend.analytics.list().map((e) => e.event_name)).toContain('possible_phishing_attempt'))
    expect(backend.requests.count('POST', '/api/v1/oauth/authenticate')).toBe(0)
  })

  it('a missing saved state (e.g. another browser) is rejected the same way', async () => {
    const back = await completeFakeOAuth(backend, await start())
    client.storage.remove(OAUTH_PENDING_KEY)
    await expect(handleOAuthReturn(client, { url: back, replaceUrl: () => {} })).rejects.toMatchObject({ code: 'pkce_state_code_mismatch' })
  })

  it("a code of 'undefined' means the user denied; a missing code is OAUTH_UNEXPECTED", async () => {
    const denied = await completeFakeOAuth(backend, await start(), { deny: true })
    await expect(handleOAuthReturn(client, { url: denied, replaceUrl: () => {} }))
      .rejects.toMatchObject({ code: 'OAUTH_USER_DENIED', shortMessage: 'User denied confirmation during OAuth flow' })
    const back = new URL(await completeFakeOAuth(backend, await start()))
    back.searchParams.delete('privy_oauth_code')
    await expect(handleOAuthReturn(client, { url: back.toString(), replaceUrl: () => {} })).rejects.toMatchObject({ code: 'OAUTH_UNEXPECTED' })
  })

  it('the provider failures come back with their server codes', async () => {
    const limited = await completeFakeOAuth(backend, await start(), { identity: 'rate-limited' })
    await expect(handleOAuthReturn(client, { url: limited, replaceUrl: () => {} })).rejects.toMatchObject({ code: 'oauth_provider_rate_limited' })
    const suspended = await completeFakeOAuth(backend, await start(), { identity: 'suspended' })
    await expect(handleOAuthReturn(client, { url: suspended, replaceUrl: () => {} })).rejects.toMatchObject({ code: 'oauth_account_suspended' })
  })

  it('disableSignup survives the redirect (no-signup → user_does_not_exist)', async () => {
    const back = await completeFakeOAuth(backend, await start(client, 'google', { disableSignup: true }))
    await expect(handleOAuthReturn(client, { url: back, replaceUrl: () => {} })).rejects.toMatchObject({ code: 'user_does_not_exist' })
  })
})

describe('link and unlink', () => {
  it('links with a session (oauth/link), then unlinks by provider and subject', async () => {
    await sendEmailCode(client, { email: 'ada@example.com' })
    await loginWithEmailCode(client, { code: backend.mailbox.latest()!.code })
    const back = await completeFakeOAuth(backend, await start(client, 'github', { intent: 'link' }), { identity: 'grace' })
    const links: AuthResult[] = []
    client.events.on('link', (r) => links.push(r))
    const result = await handleOAuthReturn(client, { url: back, replaceUrl: () => {} })
    expect(result).toMatchObject({ wasAlreadyAuthenticated: true, linkedAccount: { type: 'github_oauth', subject: 'github-grace-example-com' } })
    expect(result!.oAuthTokens?.provider).toBe('github')
    expect(links).toHaveLength(1)
    expect(backend.requests.count('POST', '/api/v1/oauth/link')).toBe(1)
    const user = await unlinkOAuth(client, { provider: 'github', subject: 'github-grace-example-com' })
    expect(user.github).toBeUndefined()
    expect(userValue.get(client)?.linkedAccounts.map((a) => a.type)).toEqual(['email'])
  })
})
