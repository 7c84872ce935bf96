// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createFoyerClient, createMemoryStorage, handleOAuthReturn, loginWithEmailCode, sendEmailCode,
  type AuthResult, type FoyerClient, type FoyerError, type TelegramLoginApi,
} from '../../src/core/internal.js'
import { useFoyer, useLinkWithOAuth, useLoginWithOAuth, useLoginWithTelegram } from '../../src/hooks/index.js'
import { completeFakeOAuth, createDevBackend, DEV_APP_ID, signTelegramAuthResult, TELEGRAM_TEST_USERS } from '../../src/testing/index.js'
import { devBackendHandlers } from '../../src/testing/msw.js'
import { providerFor } from './helpers.js'

const API = 'http://api.test'
const PAGE = 'https://host.example/app'
const backend = createDevBackend({ allowedOrigins: ['https://host.example'], appConfig: { login_methods: ['email', 'google', 'github', 'telegram'] } })
const server = setupServer(...devBackendHandlers(backend, { baseUrl: API }))
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  cleanup()
  backend.reset()
})
afterAll(() => server.close())
let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => warn.mockRestore())

const newClient = (): FoyerClient => createFoyerClient({ appId: DEV_APP_ID, apiUrl: API, storage: createMemoryStorage() })

function mount<T>(client: FoyerClient, use: () => T) {
  return renderHook(() => ({ foyer: useFoyer(), hook: use() }), { wrapper: providerFor(client) })
}

describe('useLoginWithOAuth', () => {
  it('initOAuth → loading; the return finishes → done, onComplete with the result', async () => {
    const client = newClient()
    const onComplete = vi.fn<(r: AuthResult) => void>()
    const { result } = mount(client, () => useLoginWithOAuth({ onComplete }))
    await waitFor(() => expect(result.current.foyer.ready).toBe(true))
    let url = ''
    await act(async () => {
      ;({ url } = await result.current.hook.initOAuth({ provider: 'google', redirectUrl: PAGE, navigate: () => {} }))
    })
    expect(result.current.hook.state).toMatchObject({ status: 'loading', provider: 'google' })
    const back = await completeFakeOAuth(backend, url)
    await act(async () => {
      await handleOAuthReturn(client, { url: back, replaceUrl: () => {} })
    })
    expect(result.current.hook.state.status).toBe('done')
    expect(onComplete).toHaveBeenCalledTimes(1)
    expect(onComplete.mock.calls[0]![0].loginAccount).toMatchObject({ type: 'google_oauth' })
    expect(result.current.foyer.user?.google).toBeTruthy()
  })

  it('a denied return → error, onError with OAUTH_USER_DENIED', async () => {
    const client = newClient()
    const onError = vi.fn<(e: FoyerError) => void>()
    const { result } = mount(client, () => useLoginWithOAuth({ onError }))
    await waitFor(() => expect(result.current.foyer.ready).toBe(true))
    let url = ''
    await act(async () => {
      ;({ url } = await result.current.hook.initOAuth({ provider: 'github', redirectUrl: PAGE, navigate: () => {} }))
    })
    const back = await completeFakeOAuth(backend, url, { deny: true })
    await act(async () => {
      await handleOAuthReturn(client, { url: back, replaceUrl: () => {} }).catch(() => {})
    })
    expect(result.current.hook.state.status).toBe('error')
    expect(onError.mock.calls.map(([e]) => e.code)).toEqual(['OAUTH_USER_DENIED'])
  })
})

describe('useLinkWithOAuth', () => {
  it('links a provider to the logged-in user, then unlinks it', async () => {
    const client = newClient()
    const { result } = mount(client, () => useLinkWithOAuth())
    await waitFor(() => expect(result.current.foyer.ready).toBe(true))
    await act(async () => {
      await sendEmailCode(client, { email: 'ada@example.com' })
      await loginWithEmailCode(client, { code: backend.mailbox.latest()!.code })
    })
    let url = ''
    await act(async () => {
      ;({ url } = await result.current.hook.link({ provider: 'github', redirectUrl: PAGE, navigate: () => {} }))
    })
    await act(async () => {
      await handleOAuthReturn(client, { url: await completeFakeOAuth(backend, url), replaceUrl: () => {} })
    })
    expect(result.current.foyer.user?.github).toMatchObject({ subject: 'github-ada-example-com' })
    await act(async () => {
      await result.current.hook.unlink({ provider: 'github', subject: 'github-ada-example-com' })
    })
    expect(result.current.foyer.user?.github).toBeUndefined()
  })
})

describe('useLoginWithTelegram', () => {
  const widget: TelegramLoginApi = {
    auth: (_o, callback) => void signTelegramAuthResult({ user: TELEGRAM_TEST_USERS[0]! }).then(callback),
  }

  it('login → done with onComplete; unlink after linking e-mail', async () => {
    const client = newClient()
    const onComplete = vi.fn()
    const { result } = mount(client, () => useLoginWithTelegram({ onComplete }))
    await waitFor(() => expect(result.current.foyer.ready).toBe(true))
    await act(async () => {
      await result.current.hook.login({ widget })
    })
    expect(result.current.hook.state.status).toBe('done')
    expect(onComplete).toHaveBeenCalledTimes(1)
    expect(result.current.foyer.user?.telegram).toMatchObject({ firstName: 'Ada' })
  })

  it('a canceled window → error, onError with telegram_auth_failed', async () => {
    const client = newClient()
    const onError = vi.fn<(e: FoyerError) => void>()
    const { result } = mount(client, () => useLoginWithTelegram({ onError }))
    await waitFor(() => expect(result.current.foyer.ready).toBe(true))
    await act(async () => {
      await result.current.hook.login({ widget: { auth: (_o, cb) => cb(false) } }).catch(() => {})
    })
    expect(result.current.hook.state.status).toBe('error')
    expect(onError.mock.calls.map(([e]) => e.code)).toEqual(['telegram_auth_failed'])
  })
})
