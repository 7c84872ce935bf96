import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFoyerClient, createMemoryStorage, getAccessToken, userValue, loginWithEmailCode, logout, sendEmailCode, startClient, storageLease, syncSessionAcrossTabs, type FoyerClient, type FoyerEvents, type TabLocks } from '../../../src/core/internal.js'
import { REFRESH_LEASE_TTL_MS, REFRESH_ROTATION_MARK_MS, REFRESH_ROTATION_WAIT_MS, STORAGE_KEYS } from '../../../src/core/constants.js'
import { crossTabOf, withRefreshLock } from '../../../src/core/client/session/crossTab.js'
import { applyTokenResponse } from '../../../src/core/client/session/store.js'
import { createDevBackend, DEV_APP_ID, type DevBackend } from '../../../src/testing/index.js'
import type { Timers } from '../../../src/core/utils/timers.js'
import { createFakeLocks, createTabs, holdLongTimers, settle } from './tabs.js'

const API = 'http://foyer.dev.local'
const SESSIONS = '/api/v1/sessions'
const USERS_ME = '/api/v1/users/me'
const HOUR = 3_600_000
const REFRESH_LOCK = `foyer:${DEV_APP_ID}:refresh`
const ROTATED_LOCK = new RegExp(`^foyer:${DEV_APP_ID}:rotated:[\\w-]{43}$`)

let now: number
let backend: DevBackend
let warn: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  now = Date.now()
  backend = createDevBackend({ now: () => now })
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  gate = null
  heldRefreshes = 0
  warn.mockRestore()
  vi.unstubAllGlobals()
})

/** Held refresh answers (a slow refresh): while `gate` is set, POST /api/v1/sessions waits for it. */
let gate: Promise<void> | null = null
let heldRefreshes = 0
const fetch: typeof globalThis.fetch = async (input, init) => {
  const request = new Request(input, init)
  if (gate && request.method === 'POST' && new URL(request.url).pathname === SESSIONS) {
    heldRefreshes++
    await gate
  }
  return backend.fetch(request)
}
/** Holds every refresh answer until the returned function is called. */
function holdRefreshes(): () => void {
  let open!: () => void
  gate = new Promise<void>((resolve) => (open = resolve))
  return () => {
    gate = null
    open()
  }
}

type Tab = { client: FoyerClient; logouts: FoyerEvents['logout']['reason'][] }

/** Two (or more) tabs of one browser: one shared storage, a storage-event bus, shared locks. */
function browser({ locks = createFakeLocks() as TabLocks | null, crossTab = true, lagging = false, timers = undefined as Timers | undefined } = {}) {
  const tabs = createTabs({ lagging })
  const open = (): Tab => {
    const { storage, storageEvents } = tabs.tab()
    const client = createFoyerClient({
      appId: DEV_APP_ID, apiUrl: API, fetch, storage, now: () => now,
      crossTab: crossTab ? { locks, storageEvents, timers } : false,
    })
    const logouts: Tab['logouts'] = []
    client.events.on('logout', ({ reason }) => logouts.push(reason))
    return { client, logouts }
  }
  return { tabs, open, locks }
}

/** Logs `tab` in as a seeded user, the way a login would (tokens written to the shared storage). */
async function loginAs(tab: Tab, email = 'ada@example.com') {
  const user = backend.users.create({ email })
  // The dev backend's wire types are its own copy of the contract's.
  applyTokenResponse(tab.client, (await backend.createSession(user.id)) as unknown as Parameters<typeof applyTokenResponse>[1])
  return user
}

/** Two started tabs, both logged in (the second restored the session from the shared storage). */
async function twoLoggedInTabs(options?: Parameters<typeof browser>[0]) {
  const b = browser(options)
  const a = b.open()
  await startClient(a.client)
  const user = await loginAs(a)
  const other = b.open()
  await startClient(other.client)
  expect(userValue.get(other.client)?.id).toBe(user.id)
  return { ...b, a, b: other, user }
}

const refreshes = () => backend.requests.count('POST', SESSIONS)

describe('one refresh at a time across tabs', () => {
  it('two tabs reading an expired access token at once send EXACTLY ONE refresh and both get the fresh token', async () => {
    const { a, b, locks } = await twoLoggedInTabs()
    now += 2 * HOUR
    backend.requests.clear()
    const [tokenA, tokenB] = await Promise.all([getAccessToken(a.client), getAccessToken(b.client)])
    expect(refreshes()).toBe(1)
    expect(tokenA).toBeTruthy()
    expect(tokenB).toBe(tokenA)
    // Two turns of the refresh lock, and the rotation mark of the tab that refreshed.
    expect((locks as ReturnType<typeof createFakeLocks>).requests).toEqual([REFRESH_LOCK, REFRESH_LOCK, expect.stringMatching(ROTATED_LOCK)])
    expect(userValue.get(a.client)).not.toBeNull()
    expect(userValue.get(b.client)).not.toBeNull()
    expect([...a.logouts, ...b.logouts]).toEqual([])
    // Both really hold the live session: the next expiry refreshes fine.
    now += 2 * HOUR
    await expect(getAccessToken(b.client)).resolves.toBeTruthy()
    expect(refreshes()).toBe(2)
  })

  it('without the lock (crossTab: false) both refresh, the rotated-out refresh token is refused and a tab is logged out — the bug the lock prevents', async () => {
    const { a, b } = await twoLoggedInTabs({ crossTab: false })
    now += 2 * HOUR
    backend.requests.clear()
    await Promise.all([getAccessToken(a.client), getAccessToken(b.client)])
    expect(refreshes()).toBe(2)
    expect([...a.logouts, ...b.logouts]).toContain('invalid-session')
  })

  it('a tab that waited for the lock re-reads the stored tokens: another tab refreshed meanwhile → no second request', async () => {
    const { tabs, a, b } = await twoLoggedInTabs()
    now += 2 * HOUR
    tabs.pause() // B hears nothing of A's refresh (slow storage events)
    await getAccessToken(a.client)
    backend.requests.clear()
    const token = await getAccessToken(b.client)
    expect(refreshes()).toBe(0)
    expect(token).toBe(a.client.storage.get(STORAGE_KEYS.accessToken))
    expect(b.client.storage.get(STORAGE_KEYS.refreshToken)).toBe(a.client.storage.get(STORAGE_KEYS.refreshToken))
    tabs.resume()
    await settle()
    expect(b.logouts).toEqual([])
  })

  it('a tab that waited for the lock finds the session gone (logged out elsewhere) → logged out too, no request', async () => {
    const { tabs, a, b } = await twoLoggedInTabs()
    now += 2 * HOUR
    tabs.pause()
    await logout(a.client)
    backend.requests.clear()
    await expect(getAccessToken(b.client)).resolves.toBeNull()
    expect(backend.requests.list()).toEqual([])
    expect(userValue.get(b.client)).toBeNull()
    expect(b.logouts).toEqual(['other-tab'])
  })

  it('a tab that waited and finds the other tab\'s token expired too refreshes with THAT tab\'s (live) refresh token', async () => {
    const { tabs, a, b } = await twoLoggedInTabs()
    now += 2 * HOUR
    tabs.pause()
    await getAccessToken(a.client)
    now += 2 * HOUR // A's fresh token is old by now as well
    backend.requests.clear()
    const token = await getAccessToken(b.client)
    expect(refreshes()).toBe(1)
    expect(token).toBe(b.client.storage.get(STORAGE_KEYS.accessToken))
    expect(userValue.get(b.client)).not.toBeNull()
    expect(b.logouts).toEqual([])
    tabs.resume()
  })

  it('two tabs reopened together with an expired stored session: ONE refresh, both restore the user', async () => {
    const b = browser()
    const first = b.open()
    const user = await loginAs(first)
    now += 2 * HOUR
    backend.requests.clear()
    const [one, two] = [b.open(), b.open()]
    await Promise.all([startClient(one.client), startClient(two.client)])
    expect(refreshes()).toBe(1)
    expect(userValue.get(one.client)?.id).toBe(user.id)
    expect(userValue.get(two.client)?.id).toBe(user.id)
    expect([...one.logouts, ...two.logouts]).toEqual([])
  })

  it('two tabs reopened together, the server refusing their access token, the refresh slow and the storage reaching the waiting tab only after the lock: ONE refresh, both show the user, nobody is logged out', async () => {
    const b = browser({ lagging: true })
    const locks = b.locks as ReturnType<typeof createFakeLocks>
    const first = b.open()
    const user = await loginAs(first)
    await settle()
    const rotated = b.tabs.shared.getItem(`foyer:${DEV_APP_ID}:${STORAGE_KEYS.refreshToken}`)
    backend.expireAccessTokens() // still valid by their exp claim: each tab learns it from users/me's 401
    backend.requests.clear()
    const release = holdRefreshes()
    const [one, two] = [b.open(), b.open()]
    const started = Promise.all([startClient(one.client), startClient(two.client)])
    // One tab's refresh is on the wire (held), the other waits for the lock.
    await vi.waitFor(() => expect(heldRefreshes).toBe(1))
    await vi.waitFor(() => expect(locks.requests.filter((name) => name === REFRESH_LOCK)).toHaveLength(2))
    b.tabs.pause() // the refreshed tokens reach the other tab only after it got the lock
    release()
    await vi.waitFor(() => expect(b.tabs.shared.getItem(`foyer:${DEV_APP_ID}:${STORAGE_KEYS.refreshToken}`)).not.toBe(rotated))
    await vi.waitFor(() => expect(locks.held.has(REFRESH_LOCK) || refreshes() > 1).toBe(true))
    b.tabs.resume()
    await started
    await settle()
    expect([...one.logouts, ...two.logouts]).toEqual([])
    expect(userValue.get(one.client)?.id).toBe(user.id)
    expect(userValue.get(two.client)?.id).toBe(user.id)
    expect(refreshes()).toBe(1)
    expect(two.client.storage.get(STORAGE_KEYS.refreshToken)).toBe(one.client.storage.get(STORAGE_KEYS.refreshToken))
  })

  it('a tab whose view of the storage still shows the refresh token another tab just rotated waits for the new tokens instead of presenting the rotated one', async () => {
    const { tabs, a, b } = await twoLoggedInTabs({ lagging: true })
    now += 2 * HOUR
    tabs.pause() // B neither hears of nor reads A's refresh yet
    const fresh = await getAccessToken(a.client)
    backend.requests.clear()
    const token = getAccessToken(b.client)
    await settle()
    expect(refreshes()).toBe(0)
    tabs.resume()
    await expect(token).resolves.toBe(fresh)
    expect(refreshes()).toBe(0)
    expect([...a.logouts, ...b.logouts]).toEqual([])
    expect(b.client.storage.get(STORAGE_KEYS.refreshToken)).toBe(a.client.storage.get(STORAGE_KEYS.refreshToken))
  })

  it(`the tab that refreshed holds the rotation mark for ${REFRESH_ROTATION_MARK_MS} ms, then lets it go`, async () => {
    const timers = holdLongTimers()
    const { a, locks } = await twoLoggedInTabs({ timers })
    const fake = locks as ReturnType<typeof createFakeLocks>
    now += 2 * HOUR
    await getAccessToken(a.client)
    const marks = () => [...fake.held].filter((name) => ROTATED_LOCK.test(name))
    expect(marks()).toHaveLength(1)
    expect(fake.held.has(REFRESH_LOCK)).toBe(false)
    timers.fire(REFRESH_ROTATION_MARK_MS)
    await vi.waitFor(() => expect(marks()).toEqual([]))
  })

  it(`a tab waits at most ${REFRESH_ROTATION_WAIT_MS} ms for rotated tokens that never reach it, then refreshes with what it reads`, async () => {
    const timers = holdLongTimers()
    const { tabs, a, b } = await twoLoggedInTabs({ lagging: true, timers })
    now += 2 * HOUR
    tabs.pause()
    await getAccessToken(a.client)
    backend.requests.clear()
    const token = getAccessToken(b.client)
    await vi.waitFor(() => expect(timers.pending(REFRESH_ROTATION_WAIT_MS)).toBe(1))
    expect(refreshes()).toBe(0)
    timers.fire(REFRESH_ROTATION_WAIT_MS)
    await token
    expect(refreshes()).toBe(1) // the rotated token: refused, as it would have been without the wait
    expect(b.logouts).toEqual(['invalid-session'])
    tabs.resume()
  })

  it('the storage-lease fallback (no Web Locks) also lets ONE refresh through, and frees the lease', async () => {
    const { a, b } = await twoLoggedInTabs({ locks: null })
    now += 2 * HOUR
    backend.requests.clear()
    const [tokenA, tokenB] = await Promise.all([getAccessToken(a.client), getAccessToken(b.client)])
    expect(refreshes()).toBe(1)
    expect(tokenB).toBe(tokenA)
    expect(a.client.storage.get(STORAGE_KEYS.refreshLease)).toBeNull()
    expect([...a.logouts, ...b.logouts]).toEqual([])
  })

  it('the same tab keeps its own single in-flight refresh: ten reads, one lock request, one refresh', async () => {
    const { a, locks } = await twoLoggedInTabs()
    const fake = locks as ReturnType<typeof createFakeLocks>
    fake.requests.length = 0
    now += 2 * HOUR
    backend.requests.clear()
    const tokens = await Promise.all(Array.from({ length: 10 }, () => getAccessToken(a.client)))
    expect(new Set(tokens).size).toBe(1)
    expect(refreshes()).toBe(1)
    expect(fake.requests.filter((name) => name === REFRESH_LOCK)).toHaveLength(1)
  })
})

describe('the storage lease', () => {
  const leaseClient = () => {
    const storage = createMemoryStorage()
    const make = () => createFoyerClient({ appId: DEV_APP_ID, apiUrl: API, fetch, storage, now: () => now, crossTab: { locks: null, storageEvents: null } })
    return { storage, make }
  }

  it('waits while another tab holds it, and runs once it is released', async () => {
    const { make } = leaseClient()
    const client = make()
    client.storage.set(STORAGE_KEYS.refreshLease, JSON.stringify({ owner: 'other-tab', expiresAt: now + 10_000 }))
    let ran = false
    const done = storageLease(client).request('x', async () => void (ran = true))
    await settle(250)
    expect(ran).toBe(false)
    client.storage.remove(STORAGE_KEYS.refreshLease)
    await done
    expect(ran).toBe(true)
    expect(client.storage.get(STORAGE_KEYS.refreshLease)).toBeNull()
  })

  it(`takes over a lease abandoned for ${REFRESH_LEASE_TTL_MS} ms (a tab closed mid-refresh)`, async () => {
    const { make } = leaseClient()
    const client = make()
    client.storage.set(STORAGE_KEYS.refreshLease, JSON.stringify({ owner: 'closed-tab', expiresAt: now + REFRESH_LEASE_TTL_MS }))
    let ran = false
    const done = storageLease(client).request('x', async () => void (ran = true))
    await settle(150)
    expect(ran).toBe(false)
    now += REFRESH_LEASE_TTL_MS
    await done
    expect(ran).toBe(true)
  })

  it('serialises two tabs: the second runs only after the first released it', async () => {
    const { make } = leaseClient()
    const [one, two] = [make(), make()]
    const order: string[] = []
    const job = (name: string) => async () => {
      order.push(`${name} start`)
      await settle(60)
      order.push(`${name} end`)
    }
    await Promise.all([withRefreshLock(one, job('one')), withRefreshLock(two, job('two'))])
    expect(order).toEqual(['one start', 'one end', 'two start', 'two end'])
  })

  it('Web Locks that refuse (a sandboxed frame) fall back to the lease', async () => {
    const refusing: TabLocks = { request: () => Promise.reject(new DOMException('denied', 'SecurityError')) }
    const client = createFoyerClient({
      appId: DEV_APP_ID, apiUrl: API, fetch, storage: createMemoryStorage(), now: () => now, crossTab: { locks: refusing, storageEvents: null },
    })
    let lease: string | null = null
    await expect(withRefreshLock(client, async () => (lease = client.storage.get(STORAGE_KEYS.refreshLease), 'ok'))).resolves.toBe('ok')
    expect(lease).not.toBeNull()
  })

  it('an error of the job itself is not retried under the lease', async () => {
    const locks = createFakeLocks()
    const client = createFoyerClient({
      appId: DEV_APP_ID, apiUrl: API, fetch, storage: createMemoryStorage(), now: () => now, crossTab: { locks, storageEvents: null },
    })
    let runs = 0
    await expect(withRefreshLock(client, async () => Promise.reject(new Error(`run ${++runs}`)))).rejects.toThrow('run 1')
    expect(runs).toBe(1)
  })

  it('a failing job still frees the lease', async () => {
    const { make } = leaseClient()
    const client = make()
    await expect(withRefreshLock(client, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(client.storage.get(STORAGE_KEYS.refreshLease)).toBeNull()
  })
})

describe('logout and login seen by the other tabs', () => {
  it('logout in one tab logs the other out: user gone, tokens gone, a logout event (other-tab), no request of its own', async () => {
    const { a, b } = await twoLoggedInTabs()
    backend.requests.clear()
    await logout(a.client)
    await settle()
    expect(userValue.get(b.client)).toBeNull()
    await expect(getAccessToken(b.client)).resolves.toBeNull()
    expect(b.logouts).toEqual(['other-tab'])
    expect(a.logouts).toEqual(['user'])
    expect(backend.requests.list().map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/v1/sessions/logout'])
  })

  it('a login in one tab is seen by the other: tokens adopted, the user loaded once (one users/me for a burst of changes)', async () => {
    const b = browser()
    const one = b.open()
    const two = b.open()
    await Promise.all([startClient(one.client), startClient(two.client)])
    const users: (string | null)[] = []
    two.client.events.on('userUpdated', ({ user }) => users.push(user?.email?.address ?? null))
    backend.requests.clear()
    await sendEmailCode(one.client, { email: 'grace@example.com' })
    await loginWithEmailCode(one.client, { code: backend.mailbox.latest('grace@example.com')!.code })
    await vi.waitFor(() => expect(userValue.get(two.client)?.email?.address).toBe('grace@example.com'))
    await settle()
    expect(backend.requests.count('GET', USERS_ME)).toBe(1)
    expect(users).toEqual(['grace@example.com'])
    expect(await getAccessToken(two.client)).toBe(await getAccessToken(one.client))
    expect(two.logouts).toEqual([])
  })

  it('a refresh in one tab is adopted by the other without any request', async () => {
    const { a, b } = await twoLoggedInTabs()
    now += 2 * HOUR
    await getAccessToken(a.client)
    await settle()
    backend.requests.clear()
    expect(await getAccessToken(b.client)).toBe(await getAccessToken(a.client))
    expect(backend.requests.list()).toEqual([])
  })

  it('another user logging in elsewhere replaces this tab\'s user', async () => {
    const { a, b } = await twoLoggedInTabs()
    await loginAs(a, 'lin@example.com')
    await vi.waitFor(() => expect(userValue.get(b.client)?.email?.address).toBe('lin@example.com'))
  })

  it('changes of other keys or of another app are ignored', async () => {
    const { tabs, b } = await twoLoggedInTabs()
    backend.requests.clear()
    const before = userValue.get(b.client)
    tabs.shared.setItem('foyer:app_zzzzzzzzzzzzzzzzzzzzz:token', 'x')
    const other = tabs.tab()
    other.storage.removeItem('foyer:app_zzzzzzzzzzzzzzzzzzzzz:token')
    other.storage.setItem(`foyer:${DEV_APP_ID}:${STORAGE_KEYS.recentLoginMethod}`, 'email')
    await settle()
    expect(userValue.get(b.client)).toBe(before)
    expect(b.logouts).toEqual([])
    expect(backend.requests.list()).toEqual([])
  })

  it('stops listening when asked', async () => {
    const b = browser()
    const one = b.open()
    const before = b.tabs.listenerCount()
    const stop = syncSessionAcrossTabs(one.client)
    expect(b.tabs.listenerCount()).toBe(before + 1)
    stop()
    expect(b.tabs.listenerCount()).toBe(before)
  })
})

describe('when cross-tab applies', () => {
  it('a memory storage has no cross-tab behaviour (no lock, no events)', () => {
    const client = createFoyerClient({ appId: DEV_APP_ID, apiUrl: API, fetch, storage: createMemoryStorage() })
    expect(crossTabOf(client)).toBeNull()
    expect(syncSessionAcrossTabs(client)).toBeTypeOf('function')
  })

  it('the browser\'s localStorage turns it on: navigator.locks with the app\'s lock name, and window storage events of that storage', async () => {
    const localStorage = createMemoryStorage()
    const locks = createFakeLocks()
    const target = new EventTarget()
    vi.stubGlobal('localStorage', localStorage)
    vi.stubGlobal('navigator', { locks })
    vi.stubGlobal('addEventListener', target.addEventListener.bind(target))
    vi.stubGlobal('removeEventListener', target.removeEventListener.bind(target))
    const client = createFoyerClient({ appId: DEV_APP_ID, apiUrl: API, fetch })
    const crossTab = crossTabOf(client)!
    expect(crossTab).not.toBeNull()
    await withRefreshLock(client, async () => null)
    expect(locks.requests).toEqual([`foyer:${DEV_APP_ID}:refresh`])

    const changes: unknown[] = []
    const stop = crossTab.events!.subscribe((change) => changes.push(change))
    const fire = (storageArea: unknown) =>
      target.dispatchEvent(Object.assign(new Event('storage'), { key: 'k', newValue: 'n', oldValue: 'o', storageArea }))
    fire(localStorage)
    fire(createMemoryStorage()) // sessionStorage or another area: not ours
    stop()
    fire(localStorage)
    expect(changes).toEqual([{ key: 'k', newValue: 'n', oldValue: 'o' }])
  })

  it('without Web Locks the storage lease is used; crossTab: false turns everything off', async () => {
    vi.stubGlobal('localStorage', createMemoryStorage())
    const client = createFoyerClient({ appId: DEV_APP_ID, apiUrl: API, fetch, now: () => now })
    let seenLease: string | null = null
    await withRefreshLock(client, async () => void (seenLease = client.storage.get(STORAGE_KEYS.refreshLease)))
    expect(JSON.parse(seenLease!)).toMatchObject({ owner: expect.any(String), expiresAt: now + REFRESH_LEASE_TTL_MS })
    expect(crossTabOf(createFoyerClient({ appId: DEV_APP_ID, apiUrl: API, fetch, crossTab: false }))).toBeNull()
  })
})
