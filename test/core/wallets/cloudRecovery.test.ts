import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  authorizeCloudRecovery, checkRecoveryOAuthReturn, CloudRecoveryAuthorizationError, initialCloudRecoveryFlow,
  loginWithEmailCode, MissingAccessTokenError, OAuthUserDeniedError, PkceStateCodeMismatchError, recoveryOAuthPopupFeatures,
  sendEmailCode, transitionCloudRecoveryFlow, INITIAL_CLOUD_RECOVERY_FLOW,
  type CloudRecoveryFlowEvent, type CloudRecoveryFlowState, type FoyerClient, type RecoveryOAuthWindow,
} from '../../../src/core/internal.js'
import { ApiError } from '../../../src/core/errors/api.js'
import { completeFakeOAuth, createDevBackend, type DevBackend, type FakeOAuthChoice } from '../../../src/testing/index.js'
import { clientOnBackend } from '../helpers.js'
import { flush, onFakePage, settle } from '../waiting.js'

describe('checkRecoveryOAuthReturn', () => {
  it.each([
    { code: 'c0de', state: 'S', expected: { ok: true, code: 'c0de' } },
    { code: 'c0de', state: null, expected: { ok: false, problem: 'missing_state' } },
    { code: 'c0de', state: '', expected: { ok: false, problem: 'missing_state' } },
    { code: 'c0de', state: 'other', expected: { ok: false, problem: 'state_mismatch' } },
    // The state is judged first: a denial with another state is a mismatch.
    { code: 'undefined', state: 'other', expected: { ok: false, problem: 'state_mismatch' } },
    { code: null, state: 'S', expected: { ok: false, problem: 'missing_code' } },
    { code: '', state: 'S', expected: { ok: false, problem: 'missing_code' } },
    { code: 'undefined', state: 'S', expected: { ok: false, problem: 'denied' } },
  ])('code $code, state $state → $expected', ({ code, state, expected }) => {
    expect(checkRecoveryOAuthReturn({ code, state, expectedState: 'S' })).toEqual(expected)
  })
})

describe('the cloud recovery flow (pure)', () => {
  const error = new Error('boom')
  const at = (status: CloudRecoveryFlowState['status'], attempt = 1, action: CloudRecoveryFlowState['action'] = 'recover'): CloudRecoveryFlowState =>
    ({ status, error: status === 'error' ? error : null, attempt, provider: 'google-drive', action, entropyId: null })

  it('recovering waits for the user; backing up (creation, set recovery) starts at once', () => {
    expect(initialCloudRecoveryFlow('google-drive', 'recover', '0xabc')).toEqual({ status: 'not-confirmed', error: null, attempt: 0, provider: 'google-drive', action: 'recover', entropyId: '0xabc' })
    expect(initialCloudRecoveryFlow('icloud', 'create')).toEqual({ status: 'executing', error: null, attempt: 1, provider: 'icloud', action: 'create', entropyId: null })
    expect(initialCloudRecoveryFlow('google-drive', 'setRecovery')).toEqual({ status: 'executing', error: null, attempt: 1, provider: 'google-drive', action: 'setRecovery', entropyId: null })
  })

  it.each<[CloudRecoveryFlowState, CloudRecoveryFlowEvent, CloudRecoveryFlowState]>([
    [INITIAL_CLOUD_RECOVERY_FLOW, { type: 'start', provider: 'google-drive', action: 'recover' }, at('not-confirmed', 0)],
    [INITIAL_CLOUD_RECOVERY_FLOW, { type: 'start', provider: 'google-drive', action: 'setRecovery' }, at('executing', 1, 'setRecovery')],
    // A new start replaces whatever was under way.
    [at('error', 3), { type: 'start', provider: 'google-drive', action: 'recover' }, at('not-confirmed', 0)],
    [at('not-confirmed', 0), { type: 'confirm' }, at('executing', 1)],
    [at('executing'), { type: 'succeeded' }, at('success')],
    [at('executing'), { type: 'failed', error }, at('error')],
    [at('error'), { type: 'retry' }, at('executing', 2)],
    [at('success'), { type: 'reset' }, INITIAL_CLOUD_RECOVERY_FLOW],
    // Events that do not apply leave the state as it is.
    [INITIAL_CLOUD_RECOVERY_FLOW, { type: 'confirm' }, INITIAL_CLOUD_RECOVERY_FLOW],
    [at('not-confirmed', 0), { type: 'succeeded' }, at('not-confirmed', 0)],
    [at('not-confirmed', 0), { type: 'retry' }, at('not-confirmed', 0)],
    [at('executing'), { type: 'confirm' }, at('executing')],
    [at('executing'), { type: 'retry' }, at('executing')],
    [at('success'), { type: 'failed', error }, at('success')],
    [at('success'), { type: 'retry' }, at('success')],
    [at('error'), { type: 'succeeded' }, at('error')],
    [at('error'), { type: 'confirm' }, at('error')],
  ])('%o + %o → %o', (state, event, next) => {
    expect(transitionCloudRecoveryFlow(state, event)).toEqual(next)
  })
})

let backend: DevBackend
let client: FoyerClient

/**
 * A scripted popup: `navigated` resolves with the consent page's URL; `consent` acts as the
 * person on it and sends the popup back to the app's page (optionally tampered with).
 */
function fakeWindow({ blocked = false } = {}) {
  const features: string[] = []
  let resolveUrl!: (url: string) => void
  const navigated = new Promise<string>((r) => (resolveUrl = r))
  let at: string | null = null
  const popup = {
    closed: false,
    navigate: (url: string) => resolveUrl(url),
    close: vi.fn(() => void (popup.closed = true)),
    returnUrl: () => at,
  }
  const win: RecoveryOAuthWindow = { open: (f) => (features.push(f), blocked ? null : popup) }
  const consent = async (choice: FakeOAuthChoice = {}, tamper: (url: URL) => void = () => {}) => {
    const back = new URL(await completeFakeOAuth(backend, await navigated, choice))
    tamper(back)
    at = back.toString()
  }
  return { win, popup, features, navigated, consent }
}

async function emailLogin(email = 'ada@example.com') {
  await sendEmailCode(client, { email })
  await loginWithEmailCode(client, { code: backend.mailbox.latest(email)!.code })
}

const readDrive = async (token: string, name: string) =>
  backend.fetch(new Request(`http://foyer.test/__dev/recovery/drive/files/${name}`, { headers: { authorization: `Bearer ${token}` } }))

onFakePage(['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'])
beforeEach(() => {
  backend = createDevBackend({ allowedOrigins: ['http://foyer.test', 'https://app.example'] })
  client = clientOnBackend(backend)
})

describe('authorizeCloudRecovery', () => {
  it('opens a 440x680 popup at once, runs the consent with PKCE and answers an access token of the chosen account', async () => {
    await emailLogin()
    const w = fakeWindow()
    const result = settle(authorizeCloudRecovery(client, { provider: 'google-drive', window: w.win }))
    // Opened synchronously, before any request (popup blockers want the click).
    expect(w.features).toEqual([recoveryOAuthPopupFeatures()])
    expect(w.features[0]).toMatch(/^width=440,height=680,/)
    const url = new URL(await w.navigated)
    expect(url.pathname).toBe('/__dev/recovery/oauth/authorize')
    expect(url.searchParams.get('provider')).toBe('google-drive')
    await w.consent({ identity: 'ada' })
    await vi.advanceTimersByTimeAsync(300)
    await flush()
    await vi.waitFor(() => expect(result.done).toBe(true))
    expect(result.error).toBeUndefined()
    expect(result.value).toEqual({ provider: 'google-drive', accessToken: expect.stringMatching(/^dev-google-drive-access-/) })
    expect(w.popup.close).toHaveBeenCalled()
    // The token is the account's: it reaches the fake drive.
    const put = await backend.fetch(new Request('http://foyer.test/__dev/recovery/drive/files/probe', {
      method: 'PUT', headers: { authorization: `Bearer ${result.value!.accessToken}`, 'content-type': 'application/json' }, body: JSON.stringify({ content: 'x' }),
    }))
    expect(put.status).toBe(200)
    expect((await readDrive(result.value!.accessToken, 'probe')).status).toBe(200)
  })

  it("iCloud asks configuration_icloud, then init_icloud with client_type 'web'", async () => {
    await emailLogin()
    backend.requests.clear()
    const w = fakeWindow()
    const result = settle(authorizeCloudRecovery(client, { provider: 'icloud', window: w.win }))
    expect(new URL(await w.navigated).searchParams.get('provider')).toBe('icloud')
    await w.consent()
    await vi.advanceTimersByTimeAsync(300)
    await flush()
    await vi.waitFor(() => expect(result.done).toBe(true))
    expect(result.value?.provider).toBe('icloud')
    expect(backend.requests.list().map((r) => r.path).filter((p) => p.startsWith('/api/v1/recovery'))).toEqual([
      '/api/v1/recovery/oauth/configuration_icloud', '/api/v1/recovery/oauth/init_icloud', '/api/v1/recovery/oauth/authenticate',
    ])
  })

  it('a state code other than the saved one is a possible phishing attempt: reported, and refused', async () => {
    await emailLogin()
    const w = fakeWindow()
    const result = settle(authorizeCloudRecovery(client, { provider: 'google-drive', window: w.win }))
    await w.consent({}, (back) => back.searchParams.set('privy_oauth_state', 'forged-state'))
    await vi.advanceTimersByTimeAsync(300)
    await flush()
    await vi.waitFor(() => expect(result.done).toBe(true))
    expect(result.error).toBeInstanceOf(PkceStateCodeMismatchError)
    expect((result.error as PkceStateCodeMismatchError).shortMessage).toBe('Unexpected auth flow. This may be a phishing attempt.')
    await vi.waitFor(() => expect(backend.analytics.list()).toEqual([
      expect.objectContaining({ event_name: 'possible_phishing_attempt', payload: { provider: 'google-drive', reason: 'state_mismatch', flow: 'recovery' } }),
    ]))
    expect(backend.requests.count('POST', '/api/v1/recovery/oauth/authenticate')).toBe(0)
  })

  it("the code 'undefined' is 'User denied confirmation during OAuth flow'", async () => {
    await emailLogin()
    const w = fakeWindow()
    const result = settle(authorizeCloudRecovery(client, { provider: 'google-drive', window: w.win }))
    await w.consent({ deny: true })
    await vi.advanceTimersByTimeAsync(300)
    await flush()
    await vi.waitFor(() => expect(result.done).toBe(true))
    expect(result.error).toBeInstanceOf(OAuthUserDeniedError)
    expect((result.error as OAuthUserDeniedError).shortMessage).toBe('User denied confirmation during OAuth flow')
  })

  it("a return without a code is 'Recovery OAuth failed'", async () => {
    await emailLogin()
    const w = fakeWindow()
    const result = settle(authorizeCloudRecovery(client, { provider: 'google-drive', window: w.win }))
    await w.consent({}, (back) => back.searchParams.delete('privy_oauth_code'))
    await vi.advanceTimersByTimeAsync(300)
    await flush()
    await vi.waitFor(() => expect(result.done).toBe(true))
    expect(result.error).toBeInstanceOf(CloudRecoveryAuthorizationError)
    expect((result.error as CloudRecoveryAuthorizationError).shortMessage).toBe('Recovery OAuth failed')
  })

  it("a blocked popup, a popup the user closes, or no answer in 120 s is 'Recovery OAuth failed'", async () => {
    await emailLogin()
    const blocked = fakeWindow({ blocked: true })
    await expect(authorizeCloudRecovery(client, { provider: 'google-drive', window: blocked.win })).rejects.toMatchObject({
      shortMessage: 'Recovery OAuth failed', details: 'The popup was blocked',
    })

    const closed = fakeWindow()
    const byUser = settle(authorizeCloudRecovery(client, { provider: 'google-drive', window: closed.win }))
    await closed.navigated
    await vi.advanceTimersByTimeAsync(900)
    expect(byUser.done).toBe(false)
    closed.popup.closed = true
    await vi.advanceTimersByTimeAsync(300)
    await flush()
    expect(byUser.error).toMatchObject({ shortMessage: 'Recovery OAuth failed', details: 'The popup was closed' })

    const idle = fakeWindow()
    const late = settle(authorizeCloudRecovery(client, { provider: 'google-drive', window: idle.win }))
    await idle.navigated
    await vi.advanceTimersByTimeAsync(119_000)
    expect(late.done).toBe(false)
    await vi.advanceTimersByTimeAsync(1_000)
    await flush()
    expect(late.error).toMatchObject({ shortMessage: 'Recovery OAuth failed', details: 'The provider did not answer in time' })
    expect(idle.popup.close).toHaveBeenCalled()
  })

  it("a server refusal is 'Recovery OAuth failed' with the server's error as the cause", async () => {
    backend.setAppConfig({ embedded_wallets: { user_owned_recovery_options: ['user-passcode'] } } as never)
    await emailLogin()
    const w = fakeWindow()
    const error = await authorizeCloudRecovery(client, { provider: 'google-drive', window: w.win }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CloudRecoveryAuthorizationError)
    expect((error as CloudRecoveryAuthorizationError).cause).toBeInstanceOf(ApiError)
    expect(((error as CloudRecoveryAuthorizationError).cause as ApiError).code).toBe('disallowed_recovery_method')
    expect(w.popup.close).toHaveBeenCalled()
  })

  it("without a session it is 'Missing access token' (nothing is asked of the server)", async () => {
    const w = fakeWindow()
    await expect(authorizeCloudRecovery(client, { provider: 'google-drive', window: w.win })).rejects.toBeInstanceOf(MissingAccessTokenError)
    expect(backend.requests.count('POST', '/api/v1/recovery/oauth/init')).toBe(0)
  })

  it('an abort ends the wait and closes the popup', async () => {
    await emailLogin()
    const w = fakeWindow()
    const controller = new AbortController()
    const result = settle(authorizeCloudRecovery(client, { provider: 'google-drive', window: w.win, signal: controller.signal }))
    await w.navigated
    controller.abort(new Error('left'))
    await flush()
    expect(result.error).toEqual(new Error('left'))
    expect(w.popup.close).toHaveBeenCalled()
  })
})
