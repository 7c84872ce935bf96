import { beforeEach, describe, expect, it, vi } from 'vitest'
import { AlreadyAuthenticatedError, createFoyerClient, createMemoryStorage, FarcasterConnectFailedError, FarcasterRequestRejectedError, FarcasterTimeoutError, farcasterFlow, userValue, initFarcasterLogin, loginWithEmailCode, loginWithFarcaster, NoAuthFlowError, resetAuthFlows, sendEmailCode, unlinkFarcaster, UnknownAuthIntentError, ApiError, type FoyerClient } from '../../../../src/core/internal.js'
import { farcasterFailureFor } from '../../../../src/ui/lib/errorCopy.js'
import { clearRefreshMarker } from '../../../../src/core/client/session/cookie.js'
import { createDevBackend, DEV_APP_ID, type DevBackend } from '../../../../src/testing/index.js'
import { flush, onFakePage, recordFlow, settle } from '../../waiting.js'

const STATUS_PATH = '/api/v1/farcaster/status'
let backend: DevBackend
let client: FoyerClient

const newClient = () =>
  createFoyerClient({
    appId: DEV_APP_ID,
    apiUrl: 'http://foyer.test',
    // A dropped connection rejects, as the browser's fetch does.
    fetch: async (input, init) => {
      const response = await backend.fetch(new Request(input, init))
      if (response.type === 'error') throw new TypeError('Failed to fetch')
      return response
    },
    storage: createMemoryStorage(),
  })

const record = (c: FoyerClient) => recordFlow(c, farcasterFlow.watch)

const polls = () => backend.requests.count('GET', STATUS_PATH)
/** Lets the in-process backend answer (real crypto, promise chains) between fake-timer steps. */

onFakePage(['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'])
beforeEach(() => {
  backend = createDevBackend({ allowedOrigins: ['https://app.example', 'http://foyer.test'] })
  client = newClient()
  clearRefreshMarker(DEV_APP_ID)
})

describe('initFarcasterLogin', () => {
  it('opens a channel for the page (relying_party = host, redirect_url = URL) and awaits approval', async () => {
    const { statuses } = record(client)
    const channel = await initFarcasterLogin(client)
    expect(channel.connectUri).toMatch(/^http:\/\/foyer\.test\/__dev\/farcaster\/approve\?channel_token=/)
    expect(farcasterFlow.get(client)).toMatchObject({ status: 'awaiting-approval', ...channel, intent: 'login', error: null })
    expect(statuses).toEqual(['initializing', 'awaiting-approval'])
    // The message the fid signs names the page's host and URL.
    await backend.farcaster.approve(channel.channelToken)
    const status = await (await backend.fetch(new Request(`http://foyer.test${STATUS_PATH}`, { headers: { 'farcaster-channel-token': channel.channelToken, 'foyer-app-id': DEV_APP_ID } }))).json()
    expect(status.message).toMatch(/^app\.example wants you to sign in/)
    expect(status.message).toContain('URI: https://app.example/login')
  })

  it("a dropped connection or a server failure is 'Connect failed'; the server's 4xx answers keep their code", async () => {
    backend.faults.add({ path: '/api/v1/farcaster/init', drop: true, times: 1 })
    const error = await initFarcasterLogin(client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FarcasterConnectFailedError)
    expect((error as Error & { shortMessage: string }).shortMessage).toBe('Connect failed')
    expect(farcasterFlow.get(client)).toMatchObject({ status: 'error', error })
    expect(farcasterFailureFor(error)).toEqual({ title: 'farcaster.error.title', detail: 'farcaster.error.connectFailed', retryable: true })

    backend.faults.add({ path: '/api/v1/farcaster/init', status: 429, times: 1 })
    const limited = await initFarcasterLogin(client).catch((e: unknown) => e)
    expect(limited).toBeInstanceOf(ApiError)
    expect((limited as ApiError).code).toBe('too_many_requests')
    expect(farcasterFailureFor(limited)).toBeNull() // the dedicated 'Request failed' screen
  })

  it("login while authenticated is 'User already authenticated'; update is an unknown intent", async () => {
    await sendEmailCode(client, { email: 'ada@example.com' })
    await loginWithEmailCode(client, { code: backend.mailbox.latest()!.code })
    await expect(initFarcasterLogin(client)).rejects.toBeInstanceOf(AlreadyAuthenticatedError)
    await expect(initFarcasterLogin(client, { intent: 'update' })).rejects.toBeInstanceOf(UnknownAuthIntentError)
  })
})

describe('loginWithFarcaster (poll every 2 s, time out after 120 s)', () => {
  it('polls the status every 2 s and logs in once the channel is completed', async () => {
    const { statuses, seen } = record(client)
    const { channelToken } = await initFarcasterLogin(client)
    const result = settle(loginWithFarcaster(client))
    await flush()
    expect(polls()).toBe(0)
    await vi.advanceTimersByTimeAsync(2000)
    expect(polls()).toBe(1)
    await vi.advanceTimersByTimeAsync(2000)
    expect(polls()).toBe(2)
    await backend.farcaster.approve(channelToken, { fid: 1002 })
    await vi.advanceTimersByTimeAsync(2000)
    await flush()
    await vi.waitFor(() => expect(result.done).toBe(true))
    expect(result.error).toBeUndefined()
    expect(result.value).toMatchObject({ isNewUser: true, wasAlreadyAuthenticated: false, loginMethod: 'farcaster', loginAccount: { type: 'farcaster', fid: 1002, username: 'bob', ownerAddress: backend.farcaster.custodyAddress(1002) } })
    expect(userValue.get(client)?.farcaster).toMatchObject({ fid: 1002, displayName: 'Bob Example' })
    expect(statuses).toEqual(['initializing', 'awaiting-approval', 'submitting', 'done'])
    expect(seen.login).toHaveLength(1)
    expect(polls()).toBe(3)
  })

  it("times out after 120 s with 'The request timed out. Try again.' and stops polling", async () => {
    const { seen } = record(client)
    await initFarcasterLogin(client)
    const result = settle(loginWithFarcaster(client))
    await vi.advanceTimersByTimeAsync(119_999)
    await flush()
    expect(result.done).toBe(false)
    expect(polls()).toBe(59)
    await vi.advanceTimersByTimeAsync(1)
    await flush()
    expect(result.error).toBeInstanceOf(FarcasterTimeoutError)
    expect((result.error as FarcasterTimeoutError).shortMessage).toBe('The request timed out. Try again.')
    expect(farcasterFlow.get(client)).toMatchObject({ status: 'error', error: result.error })
    expect(seen.loginError.map((e) => e.code)).toEqual(['farcaster_timeout'])
    await vi.advanceTimersByTimeAsync(10_000)
    expect(polls()).toBe(59)
    expect(farcasterFailureFor(result.error)).toMatchObject({ detail: 'farcaster.error.timedOut', retryable: true })
  })

  it("a rejected request is 'Request rejected'", async () => {
    const { channelToken } = await initFarcasterLogin(client)
    const result = settle(loginWithFarcaster(client))
    backend.farcaster.reject(channelToken)
    await vi.advanceTimersByTimeAsync(2000)
    await flush()
    expect(result.error).toBeInstanceOf(FarcasterRequestRejectedError)
    expect((result.error as Error & { shortMessage: string }).shortMessage).toBe('Request rejected')
    expect(farcasterFailureFor(result.error)).toMatchObject({ detail: 'farcaster.error.rejected', retryable: false })
  })

  it('resetting the flow (the modal closed) cancels the wait: USER_EXITED_AUTH_FLOW, no more polls', async () => {
    const { seen } = record(client)
    await initFarcasterLogin(client)
    const result = settle(loginWithFarcaster(client))
    await vi.advanceTimersByTimeAsync(4000)
    expect(polls()).toBe(2)
    resetAuthFlows(client)
    await flush()
    expect((result.error as { code: string }).code).toBe('USER_EXITED_AUTH_FLOW')
    expect(farcasterFlow.get(client).status).toBe('initial')
    await vi.advanceTimersByTimeAsync(20_000)
    expect(polls()).toBe(2)
    expect(seen.loginError.map((e) => e.code)).toEqual(['USER_EXITED_AUTH_FLOW'])
  })

  it('a retry (a new channel) ends the previous wait and polls only the new channel', async () => {
    await initFarcasterLogin(client)
    const first = settle(loginWithFarcaster(client))
    const { channelToken } = await initFarcasterLogin(client)
    await flush()
    expect((first.error as { code: string }).code).toBe('USER_EXITED_AUTH_FLOW')
    const second = settle(loginWithFarcaster(client))
    await backend.farcaster.approve(channelToken)
    await vi.advanceTimersByTimeAsync(2000)
    await flush()
    await vi.waitFor(() => expect(second.done).toBe(true))
    expect(second.value?.loginAccount).toMatchObject({ fid: 1001 })
  })

  it('a second call for the same channel joins the first wait (one poll, one authenticate)', async () => {
    const { channelToken } = await initFarcasterLogin(client)
    const first = loginWithFarcaster(client)
    const second = loginWithFarcaster(client)
    expect(second).toBe(first)
    await backend.farcaster.approve(channelToken)
    await vi.advanceTimersByTimeAsync(2000)
    await flush()
    const result = settle(first)
    await vi.waitFor(() => expect(result.done).toBe(true))
    expect(result.value?.loginAccount).toMatchObject({ type: 'farcaster' })
    expect(polls()).toBe(1)
    expect(backend.requests.count('POST', '/api/v1/farcaster/authenticate')).toBe(1)
  })

  it('an init answered after a reset (or a newer init) is dropped: the newer channel wins', async () => {
    backend.faults.add({ path: '/api/v1/farcaster/init', delayMs: 50, times: 1 })
    const stale = settle(initFarcasterLogin(client))
    resetAuthFlows(client)
    const fresh = await initFarcasterLogin(client)
    await vi.advanceTimersByTimeAsync(60)
    await flush()
    expect((stale.error as { code: string }).code).toBe('USER_EXITED_AUTH_FLOW')
    expect(farcasterFlow.get(client)).toMatchObject({ status: 'awaiting-approval', channelToken: fresh.channelToken })
  })

  it('network blips while polling poll again', async () => {
    const { channelToken } = await initFarcasterLogin(client)
    backend.faults.add({ path: STATUS_PATH, drop: true, times: 2 })
    const result = settle(loginWithFarcaster(client))
    await vi.advanceTimersByTimeAsync(4000)
    await backend.farcaster.approve(channelToken)
    await vi.advanceTimersByTimeAsync(2000)
    await flush()
    await vi.waitFor(() => expect(result.done).toBe(true))
    expect(result.value?.loginAccount).toMatchObject({ type: 'farcaster' })
  })

  it('without an open channel it is "No auth flow in progress."', async () => {
    await expect(loginWithFarcaster(client)).rejects.toBeInstanceOf(NoAuthFlowError)
  })

  it('no-signup with a new fid fails with user_does_not_exist (the dedicated screen)', async () => {
    const { channelToken } = await initFarcasterLogin(client, { disableSignup: true })
    await backend.farcaster.approve(channelToken)
    const result = settle(loginWithFarcaster(client))
    await vi.advanceTimersByTimeAsync(2000)
    await flush()
    await vi.waitFor(() => expect(result.done).toBe(true))
    expect((result.error as ApiError).code).toBe('user_does_not_exist')
    expect(farcasterFailureFor(result.error)).toBeNull()
  })
})

describe('link and unlink', () => {
  it('with a session the approval links the account (link intent), then unlinkFarcaster removes it', async () => {
    await sendEmailCode(client, { email: 'ada@example.com' })
    await loginWithEmailCode(client, { code: backend.mailbox.latest()!.code })
    const { seen } = record(client)
    const { channelToken } = await initFarcasterLogin(client, { intent: 'link' })
    await backend.farcaster.approve(channelToken, { fid: 1003 })
    const result = settle(loginWithFarcaster(client))
    await vi.advanceTimersByTimeAsync(2000)
    await flush()
    await vi.waitFor(() => expect(result.done).toBe(true))
    expect(result.value).toMatchObject({ wasAlreadyAuthenticated: true, linkedAccount: { type: 'farcaster', fid: 1003 } })
    expect(seen.link).toHaveLength(1)
    expect(userValue.get(client)?.linkedAccounts.map((a) => a.type)).toEqual(['email', 'farcaster'])

    const unlinked: unknown[] = []
    client.events.on('unlink', (e) => unlinked.push(e))
    const user = await unlinkFarcaster(client, { fid: 1003 })
    expect(user.linkedAccounts.map((a) => a.type)).toEqual(['email'])
    expect(userValue.get(client)?.farcaster).toBeUndefined()
    expect(unlinked).toHaveLength(1)
  })

  it('link without a session is "User must be logged in"', async () => {
    await expect(initFarcasterLogin(client, { intent: 'link' })).rejects.toMatchObject({ code: 'MUST_BE_AUTHENTICATED' })
  })
})
