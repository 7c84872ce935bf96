// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { oauthFlow, telegramFlow, startClient, type FoyerClient } from '../../../src/core/internal.js'
import { createDevBackend, type DevBackend } from '../../../src/testing/index.js'
import { clientOnBackend } from '../helpers.js'

let backend: DevBackend
let warn: ReturnType<typeof vi.spyOn>
const setUrl = (url: string) => (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url)
const newClient = (): FoyerClient =>
  clientOnBackend(backend)
const settled = (client: FoyerClient, read: (c: FoyerClient) => { status: string }) =>
  vi.waitFor(() => expect(['done', 'error']).toContain(read(client).status))

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  backend = createDevBackend({ appConfig: { login_methods: ['email', 'google'] } })
})
afterEach(() => {
  warn.mockRestore()
  setUrl('http://localhost:3000/')
})

describe('query parameters read at page load: consumed once at start', () => {
  it('an OAuth return is taken and removed from the URL at start; other params untouched, hash kept; a second start on the same URL does nothing', async () => {
    setUrl('https://host.example/app?tab=2&privy_oauth_code=c1&privy_oauth_state=s1&privy_oauth_provider=google#top')
    const first = newClient()
    await startClient(first)
    expect(window.location.href).toBe('https://host.example/app?tab=2#top')
    await settled(first, oauthFlow.get) // no saved PKCE state here → the return is refused (error)
    expect(oauthFlow.get(first).status).toBe('error')

    const second = newClient()
    await startClient(second)
    await new Promise((r) => setTimeout(r, 20))
    expect(oauthFlow.get(second).status).toBe('initial')
    expect(window.location.href).toBe('https://host.example/app?tab=2#top')
  })

  it('the URL is cleaned BEFORE the exchange finishes (a client started meanwhile sees nothing)', async () => {
    backend.faults.add({ path: '/api/v1/telegram/authenticate', delayMs: 300 })
    setUrl('https://host.example/app?id=42&first_name=Ada&auth_date=1700000000&hash=abc&keep=1')
    const first = newClient()
    await startClient(first)
    expect(window.location.href).toBe('https://host.example/app?keep=1')
    const second = newClient()
    await startClient(second)
    expect(telegramFlow.get(second).status).toBe('initial')
    await settled(first, telegramFlow.get)
  })

  it('when the browser refuses to rewrite the URL, a second start still does nothing', async () => {
    setUrl('https://host.example/app?privy_oauth_code=c2&privy_oauth_state=s2&privy_oauth_provider=google')
    const replace = vi.spyOn(window.history, 'replaceState').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    const first = newClient()
    await startClient(first)
    await settled(first, oauthFlow.get)
    expect(window.location.search).toContain('privy_oauth_code=c2')
    const second = newClient()
    await startClient(second)
    await new Promise((r) => setTimeout(r, 20))
    expect(oauthFlow.get(second).status).toBe('initial')
    expect(backend.requests.count('POST', '/api/v1/oauth/authenticate')).toBe(0)
    replace.mockRestore()
  })
})
