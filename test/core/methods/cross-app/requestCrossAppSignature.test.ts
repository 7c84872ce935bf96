import { toHex, verifyMessage, type Hex } from 'viem'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CrossAppInvalidWalletError, CrossAppReadOnlyError, CrossAppRequestFailedError, CrossAppRequestInitError, CrossAppRequestTimeoutError,
  CrossAppTokenRequiredError, CrossAppUserRejectedError, MustBeAuthenticatedError, crossAppPopupFeatures, crossAppRequestFlow,
  fetchCrossAppConnections, loginWithCrossAppAccount, requestCrossAppSignature, type CrossAppWindow, type FoyerClient,
} from '../../../../src/core/internal.js'
import { clearRefreshMarker } from '../../../../src/core/client/session/cookie.js'
import { closeWalletRequest } from '../../../../src/core/wallets/embedded/closeWalletRequest.js'
import { walletRequestValue } from '../../../../src/core/wallets/embedded/walletRequest.js'
import { registerWalletUiHost } from '../../../../src/core/wallets/embedded/walletUiHosts.js'
import { createDevBackend, DEV_APP_ID, type DevBackend } from '../../../../src/testing/index.js'
import { flush, onFakePage, settle } from '../../waiting.js'
import { clientOnBackend } from '../../helpers.js'

const ARCADE = { id: 'providerapp00000000000001', name: 'Arcade' }
const VAULT = { id: 'providerapp00000000000002', name: 'Vault', readOnly: true }
const RESPONSE = 'foyer:cross-app:action-response'
const ERROR = 'foyer:cross-app:action-error'

let backend: DevBackend
let client: FoyerClient

function fakeWindow({ blocked = false } = {}) {
  const listeners = new Set<(m: { origin: string; data: unknown }) => void>()
  const features: string[] = []
  let resolveUrl!: (url: string) => void
  const navigated = new Promise<string>((r) => (resolveUrl = r))
  const popup = { closed: false, navigate: vi.fn((url: string) => resolveUrl(url)), close: vi.fn(() => void (popup.closed = true)) }
  const win: CrossAppWindow = {
    open: (f) => (features.push(f), blocked ? null : popup),
    onMessage: (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
  }
  const post = (origin: string, data: unknown) => listeners.forEach((l) => l({ origin, data }))
  return { win, popup, features, navigated, post }
}

/** Logs in with Arcade (or `provider`) as Ada through the fake provider: the user holds a cross_app account and its token. */
async function crossAppLogin(provider = ARCADE.id) {
  const w = fakeWindow()
  const result = settle(loginWithCrossAppAccount(client, { appId: provider, window: w.win }))
  const url = await w.navigated
  const { code, state, token } = backend.crossApp.approve(url, { identity: 'ada' })
  w.post(new URL(url).origin, { type: RESPONSE, token_action: 'set', token, data: { code, state } })
  await vi.advanceTimersByTimeAsync(300)
  await flush()
  await vi.waitFor(() => expect(result.done).toBe(true))
  expect(result.error).toBeUndefined()
  return backend.crossApp.embeddedWalletAddress(provider, 'ada') as Hex
}

const personalSign = (address: string, message = 'Hello from Foyer') =>
  ({ method: 'personal_sign' as const, params: [toHex(message), address] })

onFakePage(['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'])
beforeEach(() => {
  backend = createDevBackend({ crossAppProviders: [ARCADE, VAULT], allowedOrigins: ['http://foyer.test', 'https://app.example'] })
  client = clientOnBackend(backend)
  clearRefreshMarker(DEV_APP_ID)
})

describe('requestCrossAppSignature', () => {
  it('opens the 440x680 popup at once, loads {host}/oauth/transact with token and request, and answers the verified signature', async () => {
    const address = await crossAppLogin()
    const statuses: string[] = []
    crossAppRequestFlow.watch(client, { onChange: (s) => statuses.push(s.status) })
    const w = fakeWindow()
    const result = settle(requestCrossAppSignature(client, { address, request: personalSign(address), window: w.win }))
    // Synchronously: the popup is open before any request.
    expect(w.features).toEqual([crossAppPopupFeatures()])
    expect(w.features[0]).toMatch(/^width=440,height=680,/)
    expect(crossAppRequestFlow.get(client)).toMatchObject({ status: 'awaiting', providerAppId: ARCADE.id, providerAppName: 'Arcade', method: 'personal_sign' })
    const url = new URL(await w.navigated)
    expect(url.pathname).toBe('/__dev/provider-app/oauth/transact')
    expect(url.searchParams.get('token')).toBe(client.storage.get(`cross_app_token:${ARCADE.id}`))
    const request = JSON.parse(url.searchParams.get('request')!)
    expect(request).toEqual({ content: { request: personalSign(address) }, timestamp: expect.any(Number), callbackUrl: 'https://app.example' })
    const { result: signature, callbackOrigin } = await backend.crossApp.approveTransaction(url.toString())
    expect(callbackOrigin).toBe('https://app.example')
    w.post(url.origin, { type: RESPONSE, token_action: 'set', token: 'rotated-token', data: { result: signature } })
    await vi.advanceTimersByTimeAsync(300)
    await flush()
    expect(result.error).toBeUndefined()
    expect(await verifyMessage({ address, message: 'Hello from Foyer', signature: result.value! })).toBe(true)
    expect(crossAppRequestFlow.get(client)).toMatchObject({ status: 'done', result: signature })
    expect(statuses).toEqual(['awaiting', 'done'])
    expect(client.storage.get(`cross_app_token:${ARCADE.id}`)).toBe('rotated-token')
    expect(w.popup.close).toHaveBeenCalled()
  })

  it('ignores answers from any origin but the provider app', async () => {
    const address = await crossAppLogin()
    const w = fakeWindow()
    const result = settle(requestCrossAppSignature(client, { address, request: personalSign(address), window: w.win }))
    const url = new URL(await w.navigated)
    w.post('https://evil.example', { type: RESPONSE, data: { result: '0xdead' } })
    w.post('https://evil.example', { type: ERROR, error: 'User rejected request' })
    await vi.advanceTimersByTimeAsync(900)
    expect(result.done).toBe(false)
    w.post(url.origin, { type: RESPONSE, data: { result: '0x1234' } })
    await vi.advanceTimersByTimeAsync(300)
    await flush()
    expect(result.value).toBe('0x1234')
  })

  it("a popup closed by the user is 'User rejected request' (checked every 300 ms)", async () => {
    const address = await crossAppLogin()
    const w = fakeWindow()
    const result = settle(requestCrossAppSignature(client, { address, request: personalSign(address), window: w.win }))
    await w.navigated
    await vi.advanceTimersByTimeAsync(600)
    expect(result.done).toBe(false)
    w.popup.closed = true
    await vi.advanceTimersByTimeAsync(299)
    expect(result.done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await flush()
    expect(result.error).toBeInstanceOf(CrossAppUserRejectedError)
    expect((result.error as CrossAppUserRejectedError).shortMessage).toBe('User rejected request')
    expect(crossAppRequestFlow.get(client).status).toBe('error')
  })

  it("no answer in 120 s: 'Request timeout', and the popup closes", async () => {
    const address = await crossAppLogin()
    const w = fakeWindow()
    const result = settle(requestCrossAppSignature(client, { address, request: personalSign(address), window: w.win }))
    await w.navigated
    await vi.advanceTimersByTimeAsync(119_000)
    expect(result.done).toBe(false)
    await vi.advanceTimersByTimeAsync(1_000)
    await flush()
    expect(result.error).toBeInstanceOf(CrossAppRequestTimeoutError)
    expect((result.error as CrossAppRequestTimeoutError).shortMessage).toBe('Request timeout')
    expect(crossAppRequestFlow.get(client).error).toBeInstanceOf(CrossAppRequestTimeoutError)
    expect(w.popup.close).toHaveBeenCalled()
  })

  it("the provider's errors: rejection, a refused token (cleared per the token action), anything else as it says", async () => {
    const address = await crossAppLogin()
    const cases: [unknown, new (...a: never[]) => Error, string][] = [
      [{ type: ERROR, error: 'User rejected request' }, CrossAppUserRejectedError, 'User rejected request'],
      [{ type: ERROR, error: 'Something odd happened' }, CrossAppRequestFailedError, 'Something odd happened'],
      [{ type: ERROR, error: 'Transactions require a valid token', token_action: 'clear' }, CrossAppTokenRequiredError, 'Transactions require a valid token'],
    ]
    for (const [message, E, text] of cases) {
      const w = fakeWindow()
      const result = settle(requestCrossAppSignature(client, { address, request: personalSign(address), window: w.win }))
      w.post(new URL(await w.navigated).origin, message)
      await vi.advanceTimersByTimeAsync(300)
      await flush()
      expect(result.error).toBeInstanceOf(E)
      expect((result.error as CrossAppUserRejectedError).shortMessage).toBe(text)
    }
    expect(client.storage.get(`cross_app_token:${ARCADE.id}`)).toBeNull()
    // Without the token nothing opens: 'Transactions require a valid token'.
    const w = fakeWindow()
    await expect(requestCrossAppSignature(client, { address, request: personalSign(address), window: w.win })).rejects.toBeInstanceOf(CrossAppTokenRequiredError)
    expect(w.features).toEqual([])
  })

  it("a wallet of no cross-app account: 'Cannot request a signature with this wallet address' (no popup)", async () => {
    await crossAppLogin()
    const w = fakeWindow()
    const other = backend.crossApp.embeddedWalletAddress(ARCADE.id, 'grace')
    const error = await requestCrossAppSignature(client, { address: other, request: personalSign(other), window: w.win }).catch((e) => e)
    expect(error).toBeInstanceOf(CrossAppInvalidWalletError)
    expect(error.shortMessage).toBe('Cannot request a signature with this wallet address')
    expect(w.features).toEqual([])
  })

  it('before login: User must be logged in', async () => {
    const w = fakeWindow()
    await expect(requestCrossAppSignature(client, { address: '0x0000000000000000000000000000000000000001', request: personalSign('0x1'), window: w.win })).rejects.toBeInstanceOf(MustBeAuthenticatedError)
  })

  it("a read-only provider: 'Cannot transact against a read-only provider app' — before the popup with the connections at hand, else it closes", async () => {
    const address = await crossAppLogin(VAULT.id)
    const connections = await fetchCrossAppConnections(client)
    const early = fakeWindow()
    await expect(requestCrossAppSignature(client, { address, request: personalSign(address), connections, window: early.win })).rejects.toBeInstanceOf(CrossAppReadOnlyError)
    expect(early.features).toEqual([])
    const late = fakeWindow()
    const result = settle(requestCrossAppSignature(client, { address, request: personalSign(address), window: late.win }))
    await flush()
    await vi.waitFor(() => expect(result.done).toBe(true))
    expect(result.error).toBeInstanceOf(CrossAppReadOnlyError)
    expect((result.error as CrossAppReadOnlyError).shortMessage).toBe('Cannot transact against a read-only provider app')
    expect(late.popup.navigate).not.toHaveBeenCalled()
    expect(late.popup.close).toHaveBeenCalled()
  })

  it("a blocked popup: 'Failed to initialize signature request'", async () => {
    const address = await crossAppLogin()
    const w = fakeWindow({ blocked: true })
    const error = await requestCrossAppSignature(client, { address, request: personalSign(address), window: w.win }).catch((e) => e)
    expect(error).toBeInstanceOf(CrossAppRequestInitError)
    expect(error.shortMessage).toBe('Failed to initialize signature request')
  })

  it('resetting the flow ends the wait and closes the popup', async () => {
    const address = await crossAppLogin()
    const w = fakeWindow()
    const result = settle(requestCrossAppSignature(client, { address, request: personalSign(address), window: w.win }))
    await w.navigated
    crossAppRequestFlow.reset(client)
    await flush()
    expect(result.done).toBe(true)
    expect(result.error).toBeDefined()
    expect(w.popup.close).toHaveBeenCalled()
  })

  describe('with a default UI mounted: the status screen', () => {
    it("shows a 'providerApp' request while the popup is open; a result closes it at once", async () => {
      const address = await crossAppLogin()
      const stop = registerWalletUiHost(client, { kind: 'modal', notify: () => {} })
      const w = fakeWindow()
      const result = settle(requestCrossAppSignature(client, { address, request: personalSign(address), window: w.win }))
      const url = new URL(await w.navigated)
      await flush()
      expect(walletRequestValue.get(client)).toMatchObject({ kind: 'providerApp', address, method: 'personal_sign', providerAppId: ARCADE.id })
      w.post(url.origin, { type: RESPONSE, data: { result: '0x1234' } })
      await vi.advanceTimersByTimeAsync(300)
      await flush()
      expect(result.value).toBe('0x1234')
      expect(walletRequestValue.get(client)).toBeNull()
      stop()
    })

    it("an error stays on screen until closed; closing while the popup is open is 'User rejected request' and closes the popup", async () => {
      const address = await crossAppLogin()
      const stop = registerWalletUiHost(client, { kind: 'modal', notify: () => {} })
      const w = fakeWindow()
      const failed = settle(requestCrossAppSignature(client, { address, request: personalSign(address), window: w.win }))
      w.post(new URL(await w.navigated).origin, { type: ERROR, error: 'User rejected request' })
      await vi.advanceTimersByTimeAsync(300)
      await flush()
      expect(failed.done).toBe(false)
      expect(walletRequestValue.get(client)?.kind).toBe('providerApp')
      closeWalletRequest(client)
      await flush()
      expect(failed.error).toBeInstanceOf(CrossAppUserRejectedError)

      const w2 = fakeWindow()
      const dismissed = settle(requestCrossAppSignature(client, { address, request: personalSign(address), window: w2.win }))
      await w2.navigated
      await flush()
      closeWalletRequest(client)
      await flush()
      expect(dismissed.error).toBeInstanceOf(CrossAppUserRejectedError)
      expect(w2.popup.close).toHaveBeenCalled()
      stop()
    })

    it('uiOptions.showWalletUIs false: no screen', async () => {
      const address = await crossAppLogin()
      const stop = registerWalletUiHost(client, { kind: 'modal', notify: () => {} })
      const w = fakeWindow()
      settle(requestCrossAppSignature(client, { address, request: personalSign(address), window: w.win, uiOptions: { showWalletUIs: false } }))
      await w.navigated
      await flush()
      expect(walletRequestValue.get(client)).toBeNull()
      crossAppRequestFlow.reset(client)
      await flush()
      stop()
    })
  })
})

describe('requestCrossAppSignature: analytics events', () => {
  const crossAppEvents = () => backend.analytics.list().filter((e) => e.event_name.startsWith('cross_app_request_'))

  it('cross_app_request_started once the popup is open, then cross_app_request_succeeded (method, provider, smartWallet)', async () => {
    const address = await crossAppLogin()
    const w = fakeWindow()
    const result = settle(requestCrossAppSignature(client, { address, request: personalSign(address), window: w.win }))
    const url = new URL(await w.navigated)
    await flush()
    const payload = { method: 'personal_sign', providerAppId: ARCADE.id, smartWallet: false }
    expect(crossAppEvents().map((e) => [e.event_name, e.payload])).toEqual([['cross_app_request_started', payload]])
    w.post(url.origin, { type: RESPONSE, data: { result: '0x1234' } })
    await vi.advanceTimersByTimeAsync(300)
    await flush()
    expect(result.value).toBe('0x1234')
    expect(crossAppEvents().map((e) => [e.event_name, e.payload])).toEqual([
      ['cross_app_request_started', payload],
      ['cross_app_request_succeeded', payload],
    ])
    expect(crossAppEvents()[0]!.client_id).toBe(client.clientId)
  })

  it("a popup closed by the user: cross_app_request_failed with the error's code; a refusal before the popup sends nothing", async () => {
    const address = await crossAppLogin()
    const w = fakeWindow()
    const result = settle(requestCrossAppSignature(client, { address, request: personalSign(address), window: w.win }))
    await w.navigated
    w.popup.closed = true
    await vi.advanceTimersByTimeAsync(300)
    await flush()
    expect(result.error).toBeInstanceOf(CrossAppUserRejectedError)
    expect(crossAppEvents().map((e) => e.event_name)).toEqual(['cross_app_request_started', 'cross_app_request_failed'])
    expect(crossAppEvents()[1]!.payload).toEqual({ method: 'personal_sign', providerAppId: ARCADE.id, smartWallet: false, code: 'cross_app_user_rejected' })
    const other = '0x0000000000000000000000000000000000000001'
    await expect(requestCrossAppSignature(client, { address: other, request: personalSign(other), window: fakeWindow().win })).rejects.toBeInstanceOf(CrossAppInvalidWalletError)
    await flush()
    expect(crossAppEvents()).toHaveLength(2)
  })
})
