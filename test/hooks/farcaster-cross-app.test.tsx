// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFoyerClient, type CrossAppWindow, type FoyerClient, type Timers } from '../../src/core/internal.js'
import { clearRefreshMarker } from '../../src/core/client/session/cookie.js'
import { createMemoryStorage } from '../../src/core/client/storage.js'
import { useCrossAppAccounts, useCrossAppProviderDetails, useFoyer, useLoginWithFarcaster, useUser } from '../../src/hooks/index.js'
import { createDevBackend, DEV_APP_ID } from '../../src/testing/index.js'
import { devBackendHandlers } from '../../src/testing/msw.js'
import { providerFor } from './helpers.js'

const API = 'http://api.test'
const ARCADE = { id: 'providerapp00000000000001', name: 'Arcade' }
const VAULT = { id: 'providerapp00000000000002', name: 'Vault', readOnly: true }
const backend = createDevBackend({ crossAppProviders: [ARCADE, VAULT] })
const server = setupServer(...devBackendHandlers(backend, { baseUrl: API }))
const newClient = (): FoyerClient => createFoyerClient({ appId: DEV_APP_ID, apiUrl: API, storage: createMemoryStorage() })

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  backend.reset()
  clearRefreshMarker(DEV_APP_ID)
})
afterEach(cleanup)

async function mount<T>(hook: () => T) {
  const client = newClient()
  const rendered = renderHook(() => ({ value: hook(), foyer: useFoyer(), user: useUser() }), { wrapper: providerFor(client) })
  await waitFor(() => expect(rendered.result.current.foyer.ready).toBe(true))
  return { client, result: rendered.result }
}

/** Timers whose 120 s deadline fires at once: the wait times out immediately. */
const expiring: Timers = {
  setTimeout: (fn, ms) => (ms >= 120_000 ? void queueMicrotask(fn) : setTimeout(fn, ms)),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
}

describe('useLoginWithFarcaster against the dev backend (msw)', () => {
  it('initLogin gives the connect link; after approval loginWithFarcaster logs in and calls onComplete', async () => {
    const onComplete = vi.fn()
    const { result } = await mount(() => useLoginWithFarcaster({ onComplete }))
    let channel!: { channelToken: string; connectUri: string }
    await act(async () => {
      channel = await result.current.value.initLogin()
    })
    expect(result.current.value.state).toMatchObject({ status: 'awaiting-approval', connectUri: channel.connectUri })
    expect(channel.connectUri).toContain(`${API}/__dev/farcaster/approve?channel_token=`)
    await backend.farcaster.approve(channel.channelToken, { fid: 1003 })
    await act(async () => {
      await result.current.value.loginWithFarcaster()
    })
    expect(result.current.value.state.status).toBe('done')
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ isNewUser: true, loginMethod: 'farcaster' }))
    expect(result.current.user.user?.farcaster).toMatchObject({ fid: 1003, username: 'carol' })
  })

  it("a time-out reaches onError ('The request timed out. Try again.') and the state", async () => {
    const onError = vi.fn()
    const { result } = await mount(() => useLoginWithFarcaster({ onError }))
    await act(async () => void (await result.current.value.initLogin()))
    await act(async () => {
      await expect(result.current.value.loginWithFarcaster({ timers: expiring })).rejects.toThrow('The request timed out. Try again.')
    })
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'farcaster_timeout' }))
    expect(result.current.value.state).toMatchObject({ status: 'error' })
  })

  it('reset ends a wait in progress and returns to initial', async () => {
    const { result } = await mount(() => useLoginWithFarcaster())
    await act(async () => void (await result.current.value.initLogin()))
    let waiting!: Promise<unknown>
    act(() => {
      waiting = result.current.value.loginWithFarcaster().catch((e: unknown) => e)
    })
    act(() => result.current.value.reset())
    expect(await waiting).toMatchObject({ code: 'USER_EXITED_AUTH_FLOW' })
    expect(result.current.value.state.status).toBe('initial')
  })
})

describe('useCrossAppAccounts against the dev backend (msw)', () => {
  function fakeWindow(): CrossAppWindow & { approve(identity?: string): Promise<void> } {
    const listeners = new Set<(m: { origin: string; data: unknown }) => void>()
    let url: string | null = null
    const popup = { closed: false, navigate: (u: string) => void (url = u), close: () => void (popup.closed = true) }
    return {
      open: () => popup,
      onMessage: (l) => (listeners.add(l), () => void listeners.delete(l)),
      async approve(identity = 'ada') {
        await waitFor(() => expect(url).not.toBeNull())
        const { code, state } = backend.crossApp.approve(url!, { identity })
        listeners.forEach((l) => l({ origin: new URL(url!).origin, data: { type: 'foyer:cross-app:action-response', token_action: 'set', data: { code, state } } }))
      },
    }
  }

  it('lists connections with canSign (false for a read-only provider), and provider details', async () => {
    const { result } = await mount(() => ({ accounts: useCrossAppAccounts(), details: useCrossAppProviderDetails(ARCADE.id) }))
    await waitFor(() => expect(result.current.value.accounts.connections).toHaveLength(2))
    expect(result.current.value.accounts.canSign(ARCADE.id)).toBe(true)
    expect(result.current.value.accounts.canSign(VAULT.id)).toBe(false)
    expect(result.current.value.accounts.canSign('unknown')).toBe(false)
    await waitFor(() => expect(result.current.value.details.details).toEqual({ id: ARCADE.id, name: 'Arcade', logoUrl: null }))
  })

  it("logs in through the popup (onComplete); unlink needs a known subject ('Invalid subject' to onError)", async () => {
    const onComplete = vi.fn()
    const onError = vi.fn()
    const { result } = await mount(() => useCrossAppAccounts({ onComplete, onError }))
    const win = fakeWindow()
    await act(async () => {
      const login = result.current.value.loginWithCrossAppAccount({ appId: ARCADE.id, window: win })
      await win.approve()
      await login
    })
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ loginAccount: expect.objectContaining({ type: 'cross_app', subject: `${ARCADE.id}:ada` }) }))
    expect(result.current.value.state).toMatchObject({ status: 'done', provider: ARCADE.id })
    await act(async () => {
      await expect(result.current.value.unlinkCrossAppAccount({ subject: 'nope' })).rejects.toThrow('Invalid subject')
    })
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'invalid_subject' }))
  })

  it('links a cross-app account to a logged-in user, then unlinks it', async () => {
    const { result } = await mount(() => ({ accounts: useCrossAppAccounts(), farcaster: useLoginWithFarcaster() }))
    // Log in with Farcaster first.
    let token!: string
    await act(async () => void ({ channelToken: token } = await result.current.value.farcaster.initLogin()))
    await backend.farcaster.approve(token)
    await act(async () => void (await result.current.value.farcaster.loginWithFarcaster()))
    const win = fakeWindow()
    await act(async () => {
      const link = result.current.value.accounts.linkCrossAppAccount({ appId: ARCADE.id, window: win })
      await win.approve('grace')
      await link
    })
    expect(result.current.user.user?.linkedAccounts.map((a) => a.type)).toEqual(['farcaster', 'cross_app'])
    await act(async () => void (await result.current.value.accounts.unlinkCrossAppAccount({ subject: `${ARCADE.id}:grace` })))
    expect(result.current.user.user?.linkedAccounts.map((a) => a.type)).toEqual(['farcaster'])
  })

  it("onComplete fires once per login, also for a login another component started; reset ends a wait with USER_EXITED_AUTH_FLOW", async () => {
    const onComplete = vi.fn()
    const onError = vi.fn()
    const { result } = await mount(() => ({ observer: useCrossAppAccounts({ onComplete, onError }), starter: useCrossAppAccounts() }))
    const waiting = fakeWindow()
    let abandoned!: Promise<unknown>
    act(() => void (abandoned = result.current.value.starter.loginWithCrossAppAccount({ appId: ARCADE.id, window: waiting }).catch((e: unknown) => e)))
    await waitFor(() => expect(result.current.value.observer.state.status).toBe('loading'))
    await act(async () => result.current.value.observer.reset())
    expect(await abandoned).toMatchObject({ code: 'USER_EXITED_AUTH_FLOW' })
    expect(result.current.value.observer.state.status).toBe('initial')

    const win = fakeWindow()
    await act(async () => {
      const login = result.current.value.starter.loginWithCrossAppAccount({ appId: ARCADE.id, window: win })
      await win.approve()
      await login
    })
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1))
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ loginAccount: expect.objectContaining({ subject: `${ARCADE.id}:ada` }) }))
    expect(onError).not.toHaveBeenCalled()
  })
})
