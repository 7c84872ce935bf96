// @vitest-environment happy-dom
import { act, cleanup, render, renderHook, waitFor } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { StrictMode } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFoyerClient } from '../../src/core/client/client.js'
import type { FoyerClient } from '../../src/core/client/types.js'
import { loginWithEmailCode, sendEmailCode } from '../../src/core/index.js'
import { clearRefreshMarker } from '../../src/core/client/session/cookie.js'
import { createMemoryStorage, type FoyerStorage } from '../../src/core/client/storage.js'
import type { AuthResult } from '../../src/core/types/auth.js'
import { FoyerProvider } from '../../src/hooks/FoyerProvider.js'
import { useFoyer } from '../../src/hooks/useFoyer.js'
import { useLoginWithEmail, type UseLoginWithEmailParameters } from '../../src/hooks/useLoginWithEmail.js'
import { useLogout } from '../../src/hooks/useLogout.js'
import { useToken } from '../../src/hooks/useToken.js'
import { useRegisterUiHost } from '../../src/hooks/useRegisterUiHost.js'
import { useUser } from '../../src/hooks/useUser.js'
import { createDevBackend, DEV_APP_ID } from '../../src/testing/index.js'
import { devBackendHandlers } from '../../src/testing/msw.js'
import { Catch, providerFor } from './helpers.js'

const API = 'http://api.test'
/** The backend's and the clients' clock, so a test can move time forward. */
let now = Date.now()
const backend = createDevBackend({ now: () => now })
const server = setupServer(...devBackendHandlers(backend, { baseUrl: API }))

const newClient = (storage: FoyerStorage = createMemoryStorage()): FoyerClient =>
  createFoyerClient({ appId: DEV_APP_ID, apiUrl: API, storage, now: () => now })

function useAll(callbacks: UseLoginWithEmailParameters = {}) {
  return {
    foyer: useFoyer(),
    email: useLoginWithEmail(callbacks),
    user: useUser(),
    token: useToken(),
    logout: useLogout(),
  }
}

async function mountReady(client: FoyerClient, callbacks: UseLoginWithEmailParameters = {}) {
  const rendered = renderHook((props: UseLoginWithEmailParameters) => useAll(props), {
    wrapper: providerFor(client),
    initialProps: callbacks,
  })
  await waitFor(() => expect(rendered.result.current.foyer.ready).toBe(true))
  return rendered
}

type Rendered = Awaited<ReturnType<typeof mountReady>>

async function logIn({ result }: Rendered, email = 'ada@example.com', wrong = false): Promise<AuthResult> {
  await act(() => result.current.email.sendCode({ email }))
  const code = backend.mailbox.latest(email)!.code
  const submitted = wrong ? String((Number(code) + 1) % 1_000_000).padStart(6, '0') : code
  let auth!: AuthResult
  await act(async () => {
    auth = await result.current.email.loginWithCode({ code: submitted })
  })
  return auth
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  now = Date.now()
  backend.reset()
  // The 30-day refresh-marker cookie outlives a test's memory storage; start each test without it.
  clearRefreshMarker(DEV_APP_ID)
})
afterEach(() => {
  cleanup()
})

describe('FoyerProvider', () => {
  it('becomes ready after loading the app config, logged out', async () => {
    const client = newClient()
    const { result } = renderHook(() => useFoyer(), { wrapper: providerFor(client) })
    expect(result.current.ready).toBe(false)
    await waitFor(() => expect(result.current.ready).toBe(true))
    expect(result.current).toMatchObject({ authenticated: false, user: null, error: null })
    expect(backend.requests.count('GET', `/api/v1/apps/${DEV_APP_ID}`)).toBe(1)
  })

  it('reports sdk_initialize to analytics, and a failing analytics endpoint never blocks readiness', async () => {
    backend.faults.add({ path: '/api/v1/analytics_events', status: 500 })
    const client = newClient()
    const { result, unmount } = renderHook(() => useFoyer(), { wrapper: providerFor(client) })
    await waitFor(() => expect(result.current.ready).toBe(true))
    expect(backend.requests.count('POST', '/api/v1/analytics_events')).toBe(1) // no retry either
    unmount()
    backend.faults.clear()
    const second = newClient()
    const { result: r2 } = renderHook(() => useFoyer(), { wrapper: providerFor(second) })
    await waitFor(() => expect(r2.current.ready).toBe(true))
    await waitFor(() => expect(backend.analytics.list().map((e) => e.event_name)).toContain('sdk_initialize'))
  })

  it("a second FoyerProvider throws 'Multiple FoyerProvider instances found'", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const errors: Error[] = []
    render(
      <Catch onError={(e) => errors.push(e)}>
        <FoyerProvider client={newClient()}>
          <FoyerProvider client={newClient()}>
            <span>inner</span>
          </FoyerProvider>
        </FoyerProvider>
      </Catch>,
    )
    await waitFor(() => expect(errors).toHaveLength(1))
    expect(errors[0]!.message).toBe('Multiple FoyerProvider instances found')
    consoleError.mockRestore()
  })

  it('a single provider under StrictMode (effects run twice) does not count as two', async () => {
    const errors: Error[] = []
    const client = newClient()
    const { result } = renderHook(() => useFoyer(), {
      wrapper: ({ children }) => (
        <StrictMode>
          <Catch onError={(e) => errors.push(e)}>
            <FoyerProvider client={client}>{children}</FoyerProvider>
          </Catch>
        </StrictMode>
      ),
    })
    await waitFor(() => expect(result.current.ready).toBe(true))
    expect(errors).toEqual([])
    expect(backend.requests.count('GET', `/api/v1/apps/${DEV_APP_ID}`)).toBe(1)
  })

  it('one provider after another (unmount, then mount) is fine', async () => {
    const first = render(<FoyerProvider client={newClient()}>a</FoyerProvider>)
    first.unmount()
    const errors: Error[] = []
    render(
      <Catch onError={(e) => errors.push(e)}>
        <FoyerProvider client={newClient()}>b</FoyerProvider>
      </Catch>,
    )
    await new Promise((r) => setTimeout(r, 20))
    expect(errors).toEqual([])
  })

  it('an unknown app id surfaces as useFoyer().error, and ready stays false', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const client = createFoyerClient({ appId: 'x'.repeat(25), apiUrl: API, storage: createMemoryStorage() })
    const { result } = renderHook(() => useFoyer(), { wrapper: providerFor(client) })
    await waitFor(() => expect(result.current.error).not.toBeNull())
    expect(result.current.error?.code).toBe('missing_or_invalid_privy_app_id')
    expect(result.current.ready).toBe(false)
    consoleError.mockRestore()
  })
})

describe('useLoginWithEmail against the dev backend (msw)', () => {
  it('logs in: statuses in order, onComplete with isNewUser true the first time and false the second', async () => {
    const onComplete = vi.fn()
    const onError = vi.fn()
    const client = newClient()
    const rendered = await mountReady(client, { onComplete, onError })
    const statuses: string[] = []
    const record = () => {
      const s = rendered.result.current.email.state.status
      if (statuses.at(-1) !== s) statuses.push(s)
    }
    record()
    // Slow the two calls down so every intermediate status is rendered.
    backend.faults.add({ path: '/api/v1/passwordless/init', delayMs: 40, times: 1 })
    backend.faults.add({ path: '/api/v1/passwordless/authenticate', delayMs: 40, times: 1 })

    let send!: Promise<unknown>
    act(() => {
      send = rendered.result.current.email.sendCode({ email: 'ada@example.com' })
    })
    await waitFor(() => expect(rendered.result.current.email.state.status).toBe('sending-code'))
    record()
    await act(() => send)
    record()
    const code = backend.mailbox.latest('ada@example.com')!.code
    let submit!: Promise<AuthResult>
    act(() => {
      submit = rendered.result.current.email.loginWithCode({ code })
    })
    await waitFor(() => expect(rendered.result.current.email.state.status).toBe('submitting-code'))
    record()
    await act(() => submit)
    record()

    expect(statuses).toEqual(['initial', 'sending-code', 'awaiting-code-input', 'submitting-code', 'done'])
    expect(onComplete).toHaveBeenCalledTimes(1)
    expect(onComplete.mock.calls[0]![0]).toMatchObject({ isNewUser: true, wasAlreadyAuthenticated: false, loginMethod: 'email' })
    expect(onError).not.toHaveBeenCalled()
    expect(rendered.result.current.foyer.authenticated).toBe(true)
    expect(rendered.result.current.foyer.user?.email?.address).toBe('ada@example.com')

    await act(() => rendered.result.current.logout.logout())
    expect(rendered.result.current.foyer.authenticated).toBe(false)
    await logIn(rendered)
    expect(onComplete).toHaveBeenCalledTimes(2)
    expect(onComplete.mock.calls[1]![0]).toMatchObject({ isNewUser: false })
  })

  it('a wrong code: error status and onError with code invalid_credentials; then the right code works', async () => {
    const onComplete = vi.fn()
    const onError = vi.fn()
    const rendered = await mountReady(newClient(), { onComplete, onError })
    await expect(logIn(rendered, 'ada@example.com', true)).rejects.toMatchObject({ code: 'invalid_credentials' })
    expect(rendered.result.current.email.state.status).toBe('error')
    expect(rendered.result.current.email.state.error?.code).toBe('invalid_credentials')
    expect(onError).toHaveBeenCalledTimes(1)
    expect(onError.mock.calls[0]![0]).toMatchObject({ code: 'invalid_credentials' })
    expect(onComplete).not.toHaveBeenCalled()
    expect(rendered.result.current.foyer.authenticated).toBe(false)

    const code = backend.mailbox.latest('ada@example.com')!.code
    await act(() => rendered.result.current.email.loginWithCode({ code }))
    expect(rendered.result.current.email.state.status).toBe('done')
    expect(onComplete).toHaveBeenCalledTimes(1)
  })

  it('sendCode failures reach onError too (invalid e-mail)', async () => {
    const onError = vi.fn()
    const rendered = await mountReady(newClient(), { onError })
    await act(async () => {
      await expect(rendered.result.current.email.sendCode({ email: 'not-an-email' })).rejects.toMatchObject({ code: 'invalid_email' })
    })
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'invalid_email' }))
    expect(rendered.result.current.email.state.status).toBe('error')
  })

  it('reset() goes back to initial', async () => {
    const rendered = await mountReady(newClient())
    await act(() => rendered.result.current.email.sendCode({ email: 'ada@example.com' }))
    expect(rendered.result.current.email.state.status).toBe('awaiting-code-input')
    act(() => rendered.result.current.email.reset())
    expect(rendered.result.current.email.state.status).toBe('initial')
  })

  it('changing onComplete between renders uses the latest callback', async () => {
    const first = vi.fn()
    const second = vi.fn()
    const rendered = await mountReady(newClient(), { onComplete: first })
    rendered.rerender({ onComplete: second })
    await logIn(rendered)
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledTimes(1)
  })
})

describe('useUser / useToken / useLogout', () => {
  it('expose the user and tokens after login, and logout clears them on both sides', async () => {
    const onSuccess = vi.fn()
    const client = newClient()
    const { result } = renderHook(
      () => ({ user: useUser(), token: useToken(), logout: useLogout({ onSuccess }), foyer: useFoyer() }),
      { wrapper: providerFor(client) },
    )
    await waitFor(() => expect(result.current.foyer.ready).toBe(true))
    expect(result.current.user.user).toBeNull()
    expect(result.current.token.identityToken).toBeNull()
    await act(async () => expect(await result.current.token.getAccessToken()).toBeNull())

    // Log in through the core actions on the same client the hooks read.
    await act(async () => {
      await sendEmailCode(client, { email: 'ada@example.com' })
      await loginWithEmailCode(client, { code: backend.mailbox.latest('ada@example.com')!.code })
    })
    expect(result.current.user.user?.email?.address).toBe('ada@example.com')
    expect(result.current.token.identityToken).toMatch(/^ey/)
    let token: string | null = null
    await act(async () => {
      token = await result.current.token.getAccessToken()
    })
    expect(token).toMatch(/^ey/)

    let refreshed: unknown
    await act(async () => {
      refreshed = await result.current.user.refreshUser()
    })
    expect(refreshed).toMatchObject({ email: { address: 'ada@example.com' } })
    expect(backend.requests.count('GET', '/api/v1/users/me')).toBe(1)

    await act(() => result.current.logout.logout())
    expect(onSuccess).toHaveBeenCalledTimes(1)
    expect(backend.requests.count('POST', '/api/v1/sessions/logout')).toBe(1)
    expect(result.current.user.user).toBeNull()
    expect(result.current.token.identityToken).toBeNull()
    expect(result.current.foyer.authenticated).toBe(false)
    await act(async () => expect(await result.current.token.getAccessToken()).toBeNull())
  })
})

describe('session across reloads and expiry', () => {
  it('survives a reload: a new client on the same storage restores the user', async () => {
    const storage = createMemoryStorage()
    const first = await mountReady(newClient(storage))
    const auth = await logIn(first)
    first.unmount()

    const second = await mountReady(newClient(storage))
    expect(second.result.current.foyer.authenticated).toBe(true)
    expect(second.result.current.foyer.user?.id).toBe(auth.user.id)
    expect(backend.requests.count('GET', '/api/v1/users/me')).toBe(1)
    expect(backend.requests.count('POST', '/api/v1/sessions')).toBe(0)
  })

  it('login sets the 30-day refresh-marker cookie and logout clears it', async () => {
    const rendered = await mountReady(newClient())
    await logIn(rendered)
    expect(document.cookie).toContain(`foyer-session-${DEV_APP_ID}=t`)
    await act(() => rendered.result.current.logout.logout())
    expect(document.cookie).not.toContain(`foyer-session-${DEV_APP_ID}=t`)
  })

  it('a reload after logout stays logged out', async () => {
    const storage = createMemoryStorage()
    const first = await mountReady(newClient(storage))
    await logIn(first)
    await act(() => first.result.current.logout.logout())
    first.unmount()
    const second = await mountReady(newClient(storage))
    expect(second.result.current.foyer.authenticated).toBe(false)
  })

  it('an expired access token is refreshed ONCE by the real backend for many concurrent callers', async () => {
    const rendered = await mountReady(newClient())
    await logIn(rendered)
    let before: string | null = null
    await act(async () => {
      before = await rendered.result.current.token.getAccessToken()
    })
    expect(backend.requests.count('POST', '/api/v1/sessions')).toBe(0)

    now += 3600 * 1000 // past the access token's expiry (default TTL 3600 s)
    let tokens: (string | null)[] = []
    await act(async () => {
      tokens = await Promise.all(Array.from({ length: 8 }, () => rendered.result.current.token.getAccessToken()))
    })
    expect(backend.requests.count('POST', '/api/v1/sessions')).toBe(1)
    expect(new Set(tokens).size).toBe(1)
    expect(tokens[0]).toMatch(/^ey/)
    expect(tokens[0]).not.toBe(before)
    expect(rendered.result.current.foyer.authenticated).toBe(true)

    // The refreshed token is accepted by the backend.
    await act(() => rendered.result.current.user.refreshUser())
    expect(backend.requests.count('POST', '/api/v1/sessions')).toBe(1)
  })

  it('a reload with an expired access token refreshes at startup', async () => {
    const storage = createMemoryStorage()
    const first = await mountReady(newClient(storage))
    await logIn(first)
    first.unmount()
    now += 2 * 3600 * 1000
    const second = await mountReady(newClient(storage))
    expect(second.result.current.foyer.authenticated).toBe(true)
    expect(backend.requests.count('POST', '/api/v1/sessions')).toBe(1)
  })

  it('a revoked session (refresh answers missing_or_invalid_token) logs the user out', async () => {
    const rendered = await mountReady(newClient())
    await logIn(rendered)
    backend.faults.add({ path: '/api/v1/sessions', status: 401, times: 1 })
    now += 3600 * 1000
    await act(async () => expect(await rendered.result.current.token.getAccessToken()).toBeNull())
    expect(rendered.result.current.foyer.authenticated).toBe(false)
  })
})

describe('useFoyer().login()', () => {
  it('without a mounted UI throws a message naming <FoyerModal/> and useLoginWithEmail', async () => {
    const { result } = renderHook(() => useFoyer(), { wrapper: providerFor(newClient()) })
    await waitFor(() => expect(result.current.ready).toBe(true))
    expect(() => result.current.login()).toThrow(/<FoyerModal\/>/)
    expect(() => result.current.login()).toThrow(/useLoginWithEmail/)
    try {
      result.current.login()
    } catch (error) {
      expect((error as { code?: string }).code).toBe('ui_not_mounted')
    }
  })

  it('with a registered UI host, login() opens it with the options', async () => {
    const open = vi.fn()
    const { result } = renderHook(
      () => {
        useRegisterUiHost({ kind: 'custom', open, close: () => {} })
        return useFoyer()
      },
      { wrapper: providerFor(newClient()) },
    )
    await waitFor(() => expect(result.current.ready).toBe(true))
    result.current.login({ disableSignup: true })
    expect(open).toHaveBeenCalledWith({ screen: 'login', options: { disableSignup: true } })
  })
})

describe('hooks outside a provider', () => {
  it('throw a clear error', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderHook(() => useFoyer())).toThrow('Foyer hooks must be used inside <FoyerProvider>')
    consoleError.mockRestore()
  })
})
