import { beforeEach, describe, expect, it, vi } from 'vitest'
import { assertCrossAppCanSign, canSignWithConnection, crossAppPopupFeatures, CrossAppConnectionError, CrossAppReadOnlyError, CrossAppTimeoutError, CrossAppUserRejectedError, fetchCrossAppConnections, fetchCrossAppProviderDetails, crossAppFlow, userValue, InvalidConnectedAppError, InvalidCrossAppSubjectError, linkCrossAppAccount, loginWithCrossAppAccount, loginWithEmailCode, PkceStateCodeMismatchError, resetAuthFlows, sendEmailCode, unlinkCrossAppAccount, type CrossAppAccount, type CrossAppWindow, type FoyerClient } from '../../../../src/core/internal.js'
import { crossAppFailureFor } from '../../../../src/ui/lib/errorCopy.js'
import { clearRefreshMarker } from '../../../../src/core/client/session/cookie.js'
import { createDevBackend, DEV_APP_ID, type DevBackend } from '../../../../src/testing/index.js'
import { flush, onFakePage, settle } from '../../waiting.js'
import { clientOnBackend } from '../../helpers.js'

const ARCADE = { id: 'providerapp00000000000001', name: 'Arcade', iconUrl: 'https://arcade.example/icon.png' }
const VAULT = { id: 'providerapp00000000000002', name: 'Vault', readOnly: true }
const RESPONSE = 'foyer:cross-app:action-response'
const ERROR = 'foyer:cross-app:action-error'

let backend: DevBackend
let client: FoyerClient

/** A scripted popup and message source: `navigated` resolves with the provider page URL. */
function fakeWindow({ blocked = false } = {}) {
  const listeners = new Set<(m: { origin: string; data: unknown }) => void>()
  const features: string[] = []
  let resolveUrl!: (url: string) => void
  const navigated = new Promise<string>((r) => (resolveUrl = r))
  const popup = { closed: false, navigate: (url: string) => resolveUrl(url), close: vi.fn(() => void (popup.closed = true)) }
  const win: CrossAppWindow = {
    open: (f) => (features.push(f), blocked ? null : popup),
    onMessage: (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
  }
  const post = (origin: string, data: unknown) => listeners.forEach((l) => l({ origin, data }))
  /** What the fake provider page does on Approve. */
  const approve = async (identity = 'ada', tamper: (m: Record<string, unknown>) => void = () => {}) => {
    const url = await navigated
    const { code, state, token } = backend.crossApp.approve(url, { identity })
    const message = { type: RESPONSE, token_action: 'set', token, data: { code, state } }
    tamper(message)
    post(new URL(url).origin, message)
    popup.closed = true
  }
  return { win, popup, features, navigated, post, approve, listeners }
}


async function emailLogin() {
  await sendEmailCode(client, { email: 'ada@example.com' })
  await loginWithEmailCode(client, { code: backend.mailbox.latest()!.code })
}

onFakePage(['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'])
beforeEach(() => {
  // The requester page: the client's redirect_to is the page URL, else its apiUrl.
  backend = createDevBackend({ crossAppProviders: [ARCADE, VAULT], allowedOrigins: ['http://foyer.test', 'https://app.example'] })
  client = clientOnBackend(backend)
  clearRefreshMarker(DEV_APP_ID)
})

describe('loginWithCrossAppAccount', () => {
  it('opens a 440x680 popup at once, loads the provider page, and logs in with its answer (loading → done)', async () => {
    const statuses: string[] = []
    crossAppFlow.watch(client, { onChange: (s) => statuses.push(s.status) })
    const w = fakeWindow()
    const result = settle(loginWithCrossAppAccount(client, { appId: ARCADE.id, window: w.win }))
    // Opened synchronously, before any request (popup blockers want the click).
    expect(w.features).toEqual([crossAppPopupFeatures()])
    expect(w.features[0]).toMatch(/^width=440,height=680,/)
    const url = new URL(await w.navigated)
    expect(url.pathname).toBe('/__dev/provider-app/oauth/transact')
    expect(JSON.parse(url.searchParams.get('request')!).callback_url).toBe('https://app.example')
    await w.approve()
    await vi.advanceTimersByTimeAsync(300)
    await flush()
    await vi.waitFor(() => expect(result.done).toBe(true))
    expect(result.error).toBeUndefined()
    const account = result.value!.loginAccount as CrossAppAccount
    expect(account).toMatchObject({
      type: 'cross_app',
      subject: `${ARCADE.id}:ada`,
      providerApp: { id: ARCADE.id, name: 'Arcade', logoUrl: ARCADE.iconUrl },
      embeddedWallets: [{ address: backend.crossApp.embeddedWalletAddress(ARCADE.id, 'ada') }],
      smartWallets: [],
    })
    expect(result.value!.loginMethod).toBe(`privy:${ARCADE.id}`)
    expect(crossAppFlow.get(client)).toMatchObject({ status: 'done', provider: ARCADE.id })
    expect(statuses).toEqual(['loading', 'done'])
    expect(client.storage.get(`cross_app_token:${ARCADE.id}`)).toMatch(/^dev-provider-token-/)
    expect(w.popup.close).toHaveBeenCalled()
  })

  it('ignores messages from any origin but the provider app', async () => {
    const w = fakeWindow()
    const result = settle(loginWithCrossAppAccount(client, { appId: ARCADE.id, window: w.win }))
    const url = await w.navigated
    const { code, state } = backend.crossApp.approve(url)
    w.post('https://evil.example', { type: ERROR, error: 'User rejected request' })
    w.post('https://evil.example', { type: RESPONSE, token_action: 'set', data: { code: 'forged', state } })
    await vi.advanceTimersByTimeAsync(900)
    expect(result.done).toBe(false)
    w.post(new URL(url).origin, { type: RESPONSE, token_action: 'set', data: { code, state } })
    await vi.advanceTimersByTimeAsync(300)
    await flush()
    await vi.waitFor(() => expect(result.done).toBe(true))
    expect(result.value?.loginAccount).toMatchObject({ type: 'cross_app' })
  })

  it("a popup closed by the user is 'User rejected request' (checked every 300 ms)", async () => {
    const w = fakeWindow()
    const errors: string[] = []
    client.events.on('loginError', (e) => errors.push(e.code))
    const result = settle(loginWithCrossAppAccount(client, { appId: ARCADE.id, window: w.win }))
    await w.navigated
    await vi.advanceTimersByTimeAsync(600)
    expect(result.done).toBe(false)
    w.popup.closed = true
    await vi.advanceTimersByTimeAsync(300)
    await flush()
    expect(result.error).toBeInstanceOf(CrossAppUserRejectedError)
    expect((result.error as CrossAppUserRejectedError).shortMessage).toBe('User rejected request')
    expect(crossAppFlow.get(client)).toMatchObject({ status: 'error', error: result.error })
    expect(errors).toEqual(['cross_app_user_rejected'])
    expect(crossAppFailureFor(result.error)).toEqual({ title: 'crossApp.error.title', detail: 'crossApp.error.detail', retryable: true })
  })

  it("times out after 2 minutes: 'Authorization request timed out after 2 minutes.'", async () => {
    const w = fakeWindow()
    const result = settle(loginWithCrossAppAccount(client, { appId: ARCADE.id, window: w.win }))
    await w.navigated
    await vi.advanceTimersByTimeAsync(119_000)
    expect(result.done).toBe(false)
    await vi.advanceTimersByTimeAsync(1_000)
    await flush()
    expect(result.error).toBeInstanceOf(CrossAppTimeoutError)
    expect((result.error as CrossAppTimeoutError).shortMessage).toBe('Authorization request timed out after 2 minutes.')
    expect(w.popup.close).toHaveBeenCalled()
  })

  it("the provider's error answers: rejection is 'User rejected request', anything else names the app", async () => {
    const w = fakeWindow()
    const rejected = settle(loginWithCrossAppAccount(client, { appId: ARCADE.id, window: w.win }))
    w.post(new URL(await w.navigated).origin, { type: ERROR, error: 'User rejected request' })
    await vi.advanceTimersByTimeAsync(300)
    await flush()
    expect(rejected.error).toBeInstanceOf(CrossAppUserRejectedError)

    const w2 = fakeWindow()
    const failed = settle(loginWithCrossAppAccount(client, { appId: ARCADE.id, window: w2.win }))
    w2.post(new URL(await w2.navigated).origin, { type: ERROR, error: 'Wallet locked' })
    await vi.advanceTimersByTimeAsync(300)
    await flush()
    await vi.waitFor(() => expect(failed.done).toBe(true))
    expect(failed.error).toBeInstanceOf(CrossAppConnectionError)
    expect((failed.error as CrossAppConnectionError).shortMessage).toBe('There was an issue connecting your Arcade account. Please try again.')
  })

  it('a state that does not match is a possible phishing attempt (reported to analytics)', async () => {
    const w = fakeWindow()
    const result = settle(loginWithCrossAppAccount(client, { appId: ARCADE.id, window: w.win }))
    await w.approve('ada', (m) => void ((m.data as { state: string }).state = 'tampered'))
    await vi.advanceTimersByTimeAsync(300)
    await flush()
    await vi.waitFor(() => expect(result.done).toBe(true))
    expect(result.error).toBeInstanceOf(PkceStateCodeMismatchError)
    await vi.waitFor(() => expect(backend.analytics.list().map((e) => e.event_name)).toContain('possible_phishing_attempt'))
  })

  it('a blocked popup fails at once, naming the app', async () => {
    const w = fakeWindow({ blocked: true })
    const error = await loginWithCrossAppAccount(client, { appId: ARCADE.id, window: w.win }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CrossAppConnectionError)
    expect((error as CrossAppConnectionError).shortMessage).toContain('your Arcade account')
  })

  it('resetting the flow (the modal closed) ends the wait with USER_EXITED_AUTH_FLOW and closes the popup', async () => {
    const w = fakeWindow()
    const result = settle(loginWithCrossAppAccount(client, { appId: ARCADE.id, window: w.win }))
    await w.navigated
    resetAuthFlows(client)
    await flush()
    expect((result.error as { code: string }).code).toBe('USER_EXITED_AUTH_FLOW')
    expect(crossAppFlow.get(client).status).toBe('initial')
    expect(w.popup.close).toHaveBeenCalled()
    expect(w.listeners.size).toBe(0)
  })

  it('a newer login ends the wait of the previous one (USER_EXITED_AUTH_FLOW, popup closed); the newer one logs in', async () => {
    const first = fakeWindow()
    const firstResult = settle(loginWithCrossAppAccount(client, { appId: ARCADE.id, window: first.win }))
    await first.navigated
    const second = fakeWindow()
    const secondResult = settle(loginWithCrossAppAccount(client, { appId: ARCADE.id, window: second.win }))
    await flush()
    expect((firstResult.error as { code: string }).code).toBe('USER_EXITED_AUTH_FLOW')
    expect(first.popup.close).toHaveBeenCalled()
    expect(first.listeners.size).toBe(0)
    // The superseded attempt leaves the newer one's state alone.
    expect(crossAppFlow.get(client)).toMatchObject({ status: 'loading', error: null })
    await second.approve()
    await vi.advanceTimersByTimeAsync(300)
    await flush()
    await vi.waitFor(() => expect(secondResult.done).toBe(true))
    expect(secondResult.value?.loginAccount).toMatchObject({ type: 'cross_app', subject: `${ARCADE.id}:ada` })
    expect(crossAppFlow.get(client).status).toBe('done')
  })
})

describe('link and unlink', () => {
  it('links with a session, then unlinks by subject; an unknown subject is "Invalid subject"', async () => {
    await emailLogin()
    const w = fakeWindow()
    const result = settle(linkCrossAppAccount(client, { appId: ARCADE.id, window: w.win }))
    await w.approve('grace')
    await vi.advanceTimersByTimeAsync(300)
    await flush()
    await vi.waitFor(() => expect(result.done).toBe(true))
    expect(result.value).toMatchObject({ wasAlreadyAuthenticated: true, linkedAccount: { type: 'cross_app', subject: `${ARCADE.id}:grace` } })
    expect(userValue.get(client)?.linkedAccounts.map((a) => a.type)).toEqual(['email', 'cross_app'])

    await expect(unlinkCrossAppAccount(client, { subject: 'unknown' })).rejects.toBeInstanceOf(InvalidCrossAppSubjectError)
    await expect(unlinkCrossAppAccount(client, { subject: 'unknown' })).rejects.toThrow('Invalid subject')
    const user = await unlinkCrossAppAccount(client, { subject: `${ARCADE.id}:grace` })
    expect(user.linkedAccounts.map((a) => a.type)).toEqual(['email'])
  })

  it('link without a session is "User must be logged in"', async () => {
    await expect(linkCrossAppAccount(client, { appId: ARCADE.id, window: fakeWindow().win })).rejects.toMatchObject({ code: 'MUST_BE_AUTHENTICATED' })
  })
})

describe('provider details, connections and the read-only rule', () => {
  it('details give the provider name and logo', async () => {
    await expect(fetchCrossAppProviderDetails(client, { providerAppId: ARCADE.id })).resolves.toEqual({ id: ARCADE.id, name: 'Arcade', logoUrl: ARCADE.iconUrl })
  })

  it('connections carry readOnly; a read-only provider cannot sign, an unknown one is "Invalid connected app"', async () => {
    const connections = await fetchCrossAppConnections(client)
    expect(connections).toEqual([
      { providerAppId: ARCADE.id, providerAppName: 'Arcade', providerAppIconUrl: ARCADE.iconUrl, providerAppCustomApiUrl: expect.stringMatching(/\/__dev\/provider-app$/), readOnly: false },
      { providerAppId: VAULT.id, providerAppName: 'Vault', providerAppIconUrl: null, providerAppCustomApiUrl: expect.stringMatching(/\/__dev\/provider-app$/), readOnly: true },
    ])
    expect(connections.map(canSignWithConnection)).toEqual([true, false])
    await expect(assertCrossAppCanSign(client, { providerAppId: ARCADE.id })).resolves.toMatchObject({ providerAppId: ARCADE.id })
    await expect(assertCrossAppCanSign(client, { providerAppId: VAULT.id, connections })).rejects.toBeInstanceOf(CrossAppReadOnlyError)
    await expect(assertCrossAppCanSign(client, { providerAppId: VAULT.id, connections })).rejects.toThrow('Cannot transact against a read-only provider app')
    await expect(assertCrossAppCanSign(client, { providerAppId: 'nope', connections })).rejects.toBeInstanceOf(InvalidConnectedAppError)
  })
})
