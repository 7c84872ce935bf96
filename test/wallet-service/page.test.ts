import { describe, expect, it, vi } from 'vitest'
import { WALLET_SERVICE_EVENTS as E } from '../../src/core/types/walletService.js'
import { startWalletServicePage, type WalletServicePageWindow } from '../../src/wallet-service/index.js'
import { createDevBackend } from '../../src/testing/index.js'
import { login } from '../testing/helpers.js'
import { HOST, backendFetch, memoryStorage } from './helpers.js'

type Listener = (event: { origin: string; source: unknown; data: unknown }) => void

/** A window as the page sees it, framed by `parentOrigin`. */
function fakeWindow({ url, parentOrigin = HOST, subtle = true }: { url: string; parentOrigin?: string | null; subtle?: boolean }) {
  const location = new URL(url)
  const listeners = new Set<Listener>()
  const parent = { postMessage: vi.fn<(message: unknown, targetOrigin: string) => void>() }
  const win: WalletServicePageWindow = {
    location: {
      protocol: location.protocol, hostname: location.hostname, origin: location.origin, pathname: location.pathname, search: location.search,
      ancestorOrigins: parentOrigin ? [parentOrigin] : [],
    },
    parent,
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
    localStorage: memoryStorage(),
    crypto: subtle ? globalThis.crypto : {},
  }
  const dispatch = (event: { origin: string; source: unknown; data: unknown }) => listeners.forEach((l) => l(event))
  return { win, parent, listeners, dispatch }
}

const appUrl = (origin: string, appId: string) => `${origin}/apps/${appId}/embedded-wallets?caid=abc&client_id=web`

describe('the wallet-service page', () => {
  it.each([
    ['plain http on a domain name', 'http://wallet.example.com', true],
    ['no WebCrypto (an insecure context)', 'http://192.168.1.20:4321', false],
  ])('refuses to run over %s: posts the HTTPS error and listens to nothing', async (_name, origin, subtle) => {
    const backend = createDevBackend()
    const { win, parent, listeners } = fakeWindow({ url: appUrl(origin, backend.appId), subtle })
    expect(await startWalletServicePage(win, { fetch: backendFetch(backend) })).toBeNull()
    expect(parent.postMessage).toHaveBeenCalledWith(
      { event: E.ready, error: { type: 'insecure_context', message: 'Embedded wallet is only available over HTTPS' } },
      '*',
    )
    expect(listeners.size).toBe(0)
  })

  it.each(['http://127.0.0.1:4321', 'http://localhost:4321', 'https://wallet.example.com', 'http://[::1]:4321'])('runs on %s', async (origin) => {
    const backend = createDevBackend()
    const { win } = fakeWindow({ url: appUrl(origin, backend.appId) })
    expect(await startWalletServicePage(win, { fetch: backendFetch(backend) })).not.toBeNull()
  })

  it('reads the allowed origins from the app config and announces readiness to an allowed parent only', async () => {
    const backend = createDevBackend({ appConfig: { allowed_origins: ['https://host.example'] } })
    const allowed = fakeWindow({ url: appUrl('http://127.0.0.1:4321', backend.appId), parentOrigin: 'https://host.example' })
    const page = await startWalletServicePage(allowed.win, { fetch: backendFetch(backend) })
    expect(page).toMatchObject({ appId: backend.appId, allowedOrigins: ['https://host.example'] })
    expect(allowed.parent.postMessage).toHaveBeenCalledWith({ event: E.ready, data: { ready: true } }, 'https://host.example')

    const other = fakeWindow({ url: appUrl('http://127.0.0.1:4321', backend.appId), parentOrigin: 'https://evil.example' })
    await startWalletServicePage(other.win, { fetch: backendFetch(backend) })
    expect(other.parent.postMessage).not.toHaveBeenCalled()
  })

  it('answers only its parent window on an allowed origin, and posts the answer to that origin only', async () => {
    const backend = createDevBackend()
    const { win, parent, dispatch } = fakeWindow({ url: appUrl('http://127.0.0.1:4321', backend.appId) })
    const page = (await startWalletServicePage(win, { fetch: backendFetch(backend) }))!
    parent.postMessage.mockClear()
    const handle = vi.spyOn(page.service, 'handle')
    const request = { id: 'q1', event: E.ready, data: {} }

    dispatch({ origin: 'https://evil.example', source: parent, data: request }) // the parent, navigated elsewhere
    dispatch({ origin: HOST, source: { postMessage() {} }, data: request }) // another window on an allowed origin
    dispatch({ origin: HOST, source: null, data: request })
    expect(handle).not.toHaveBeenCalled()

    dispatch({ origin: HOST, source: parent, data: request })
    expect(handle).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(parent.postMessage).toHaveBeenCalledTimes(1))
    expect(parent.postMessage).toHaveBeenCalledWith({ id: 'q1', data: { ready: true } }, HOST)
  })

  it('posts nothing for a message that is not a request', async () => {
    const backend = createDevBackend()
    const { win, parent, dispatch } = fakeWindow({ url: appUrl('http://127.0.0.1:4321', backend.appId) })
    const page = (await startWalletServicePage(win, { fetch: backendFetch(backend) }))!
    parent.postMessage.mockClear()
    const handle = vi.spyOn(page.service, 'handle')
    dispatch({ origin: HOST, source: parent, data: 'hello' })
    expect(await handle.mock.results[0]!.value).toBeNull()
    expect(parent.postMessage).not.toHaveBeenCalled()
  })

  it('keeps device shares in memory when the browser denies the frame its localStorage', async () => {
    const backend = createDevBackend()
    const { win } = fakeWindow({ url: appUrl('http://127.0.0.1:4321', backend.appId) })
    Object.defineProperty(win, 'localStorage', { get: () => { throw new DOMException('Access is denied for this document.', 'SecurityError') } })
    const page = await startWalletServicePage(win, { fetch: backendFetch(backend) })
    expect(page).not.toBeNull()
    const session = await login(backend)
    const created = await page!.service.handle({ id: '1', event: E.create, data: { accessToken: session.token } }, { origin: HOST })
    expect(created?.data).toMatchObject({ walletIndex: 0 })
  })

  it('stop() stops listening', async () => {
    const backend = createDevBackend()
    const { win, listeners } = fakeWindow({ url: appUrl('http://127.0.0.1:4321', backend.appId) })
    const page = (await startWalletServicePage(win, { fetch: backendFetch(backend) }))!
    expect(listeners.size).toBe(1)
    page.stop()
    expect(listeners.size).toBe(0)
  })

  it('refuses to start without an app id in its path or a readable app config', async () => {
    const backend = createDevBackend()
    const noApp = fakeWindow({ url: 'http://127.0.0.1:4321/somewhere' })
    expect(await startWalletServicePage(noApp.win, { fetch: backendFetch(backend) })).toBeNull()
    expect(noApp.parent.postMessage).toHaveBeenCalledWith({ event: E.ready, error: { type: 'embedded_wallet_request_error', message: 'Failed to initialize embedded wallet proxy.' } }, '*')
    const unknownApp = fakeWindow({ url: appUrl('http://127.0.0.1:4321', 'someotherapp0000000000000') })
    expect(await startWalletServicePage(unknownApp.win, { fetch: backendFetch(backend) })).toBeNull()
  })
})
