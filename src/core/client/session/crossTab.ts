import type { FoyerClient, StorageChange, StorageEventSource, TabLocks } from '../types.js'
import { REFRESH_LEASE_POLL_MS, REFRESH_LEASE_SETTLE_MS, REFRESH_LEASE_TTL_MS, STORAGE_KEYS, refreshLockName } from '../../constants.js'
import { resetAuthFlows } from '../flow.js'
import type { FoyerStorage } from '../storage.js'
import { EMPTY_TOKENS, type SessionTokens } from '../../types/tokens.js'
import { randomId } from '../../utils/random.js'
import { defaultTimers, type Timers } from '../../utils/timers.js'
import { readClaims } from './jwt.js'
import { readStoredTokens, setUser } from './store.js'
import { tokensValue, userValue } from './state.js'

/**
 * Sessions across tabs of the same app (same origin, same storage):
 * - ONE refresh at a time: a Web Locks lock `foyer:{appId}:refresh` (or a storage lease when the
 *   browser has no Web Locks); after taking it the stored tokens are read again, because another
 *   tab may have refreshed meanwhile (a second refresh with a rotated refresh token would be
 *   refused and log the user out).
 * - The lock does not order the storage: Chromium can grant it to a tab before the previous
 *   holder's writes have reached that tab's view of localStorage (tabs in other processes). So the
 *   tab that rotated a refresh token holds a second lock, `foyer:{appId}:rotated:{fingerprint}`,
 *   from before it lets the refresh lock go until REFRESH_ROTATION_MARK_MS later; a tab that
 *   still reads that refresh token after taking the refresh lock sees the mark (locks are ordered)
 *   and waits for the new tokens instead of presenting the rotated one.
 * - Storage events on the per-app token keys: tokens removed by another tab → local state is
 *   destroyed ('logout', reason 'other-tab'); tokens written by another tab → adopted (and the
 *   user loaded when it is a new one).
 * Only a storage shared between tabs that fires events (localStorage) has cross-tab behaviour; a
 * memory storage has none.
 */

type CrossTab = { locks: TabLocks; events: StorageEventSource | null; timers: Timers }

const resolved = new WeakMap<FoyerClient, CrossTab | null>()

function isBrowserLocalStorage(storage: FoyerStorage): boolean {
  try {
    return storage === (globalThis as { localStorage?: unknown }).localStorage
  } catch {
    return false
  }
}

function browserLocks(): TabLocks | null {
  const locks = (globalThis as { navigator?: { locks?: LockManager | null } }).navigator?.locks
  if (!locks || typeof locks.request !== 'function') return null
  return {
    request: <T>(name: string, callback: () => Promise<T>) => locks.request(name, () => callback()) as Promise<T>,
    ...(typeof locks.query === 'function' ? { query: () => locks.query() } : {}),
  }
}

function browserStorageEvents(storage: FoyerStorage): StorageEventSource | null {
  const target = globalThis as { addEventListener?: Window['addEventListener']; removeEventListener?: Window['removeEventListener'] }
  if (typeof target.addEventListener !== 'function') return null
  return {
    subscribe(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea !== (storage as unknown)) return
        listener({ key: event.key, newValue: event.newValue, oldValue: event.oldValue })
      }
      target.addEventListener!('storage', onStorage)
      return () => target.removeEventListener?.('storage', onStorage)
    },
  }
}

/** The client's cross-tab machinery, or null when its storage is not shared between tabs. */
export function crossTabOf(client: FoyerClient): CrossTab | null {
  if (resolved.has(client)) return resolved.get(client)!
  const options = client.crossTab
  let result: CrossTab | null = null
  if (options !== false && (options !== undefined || isBrowserLocalStorage(client.storage.backing))) {
    const timers = options?.timers ?? defaultTimers
    const locks = options?.locks === undefined ? browserLocks() : options.locks
    result = {
      timers,
      locks: locks ?? storageLease(client, timers),
      events: options?.storageEvents === undefined ? browserStorageEvents(client.storage.backing) : options.storageEvents,
    }
  }
  resolved.set(client, result)
  return result
}

type Lease = { owner: string; expiresAt: number }

function readLease(client: FoyerClient): Lease | null {
  try {
    const lease = JSON.parse(client.storage.get(STORAGE_KEYS.refreshLease) ?? 'null') as Lease | null
    return lease && typeof lease.owner === 'string' && typeof lease.expiresAt === 'number' ? lease : null
  } catch {
    return null
  }
}

/**
 * The fallback lock when Web Locks are missing: a lease `{ owner, expiresAt }` in the shared
 * storage. A free (or abandoned: older than REFRESH_LEASE_TTL_MS) lease is written, trusted after
 * REFRESH_LEASE_SETTLE_MS if still ours, and removed when done; a held one is polled.
 */
export function storageLease(client: FoyerClient, timers: Timers = defaultTimers): TabLocks {
  const sleep = (ms: number) => new Promise<void>((resolve) => timers.setTimeout(resolve, ms))
  return {
    async request(_name, callback) {
      const owner = randomId()
      for (;;) {
        const lease = readLease(client)
        if (!lease || lease.expiresAt <= client.now()) {
          client.storage.set(STORAGE_KEYS.refreshLease, JSON.stringify({ owner, expiresAt: client.now() + REFRESH_LEASE_TTL_MS }))
          await sleep(REFRESH_LEASE_SETTLE_MS)
          if (readLease(client)?.owner === owner) break
        } else {
          await sleep(REFRESH_LEASE_POLL_MS)
        }
      }
      try {
        return await callback()
      } finally {
        if (readLease(client)?.owner === owner) client.storage.remove(STORAGE_KEYS.refreshLease)
      }
    },
  }
}

/**
 * Runs `fn` holding the app's refresh lock across tabs (directly when there is no cross-tab). Locks
 * that fail before running it (e.g. a sandboxed frame refusing Web Locks) fall back to the lease.
 */
export async function withRefreshLock<T>(client: FoyerClient, fn: () => Promise<T>): Promise<T> {
  const crossTab = crossTabOf(client)
  if (!crossTab) return fn()
  const name = refreshLockName(client.appId)
  let ran = false
  try {
    return await crossTab.locks.request(name, () => {
      ran = true
      return fn()
    })
  } catch (error) {
    if (ran) throw error
    return storageLease(client, crossTab.timers).request(name, fn)
  }
}

/**
 * Called by the tab that just rotated `refreshToken` away, while it still holds the refresh lock:
 * holds the rotation mark for REFRESH_ROTATION_MARK_MS (resolves once it is held, never rejects).
 * The mark's code loads on the first refresh (it is not in a host's first load).
 */
export async function markRefreshTokenRotated(client: FoyerClient, refreshToken: string | null): Promise<void> {
  const crossTab = crossTabOf(client)
  if (!refreshToken || !crossTab?.locks?.query) return
  const { holdRotationMark } = await import('./rotationMark.js')
  await holdRotationMark({ locks: crossTab.locks as Required<TabLocks>, timers: crossTab.timers, appId: client.appId, refreshToken }).catch(() => undefined)
}

/**
 * The stored tokens as this tab should judge them after taking the refresh lock. When they still
 * show `seen`'s refresh token but another tab holds its rotation mark, that tab's new tokens have
 * not reached this tab's view of the storage yet: waits for them (every REFRESH_ROTATION_POLL_MS,
 * at most REFRESH_ROTATION_WAIT_MS, then gives what is there).
 */
export async function readStoredTokensAfterLock(client: FoyerClient, seen: SessionTokens): Promise<SessionTokens> {
  const stored = readStoredTokens(client)
  const crossTab = crossTabOf(client)
  if (stored.refreshToken !== seen.refreshToken || !seen.refreshToken || !crossTab?.locks?.query) return stored
  const { awaitRotatedTokens } = await import('./rotationMark.js')
  return awaitRotatedTokens({
    locks: crossTab.locks as Required<TabLocks>, timers: crossTab.timers, appId: client.appId, refreshToken: seen.refreshToken,
    read: () => readStoredTokens(client), stored,
  }).catch(() => stored)
}

export const sameTokens = (a: SessionTokens, b: SessionTokens) =>
  a.accessToken === b.accessToken && a.refreshToken === b.refreshToken && a.identityToken === b.identityToken

/** What the stored session says compared with this tab's. */
export type StoredSessionOutcome =
  /** Nothing changed. */
  | { kind: 'unchanged' }
  /** Another tab removed the tokens: this tab's state was destroyed and 'logout' emitted. */
  | { kind: 'logged-out' }
  /** Another tab wrote tokens: adopted. `userChanged`: the user must be (re)loaded. */
  | { kind: 'adopted'; userChanged: boolean }

/**
 * Brings this tab's session in line with the shared storage (never writes to it): empty storage
 * while this tab has a session → logged out here too; other tokens → adopted.
 */
export function adoptStoredSession(client: FoyerClient, stored: SessionTokens = readStoredTokens(client)): StoredSessionOutcome {
  const current = tokensValue.get(client)
  const user = userValue.get(client)
  if (!stored.accessToken && !stored.refreshToken) {
    if (!current.accessToken && !current.refreshToken && !user) return { kind: 'unchanged' }
    tokensValue.set(client, EMPTY_TOKENS)
    setUser(client, null)
    resetAuthFlows(client)
    client.events.emit('logout', { reason: 'other-tab' })
    return { kind: 'logged-out' }
  }
  if (sameTokens(current, stored)) return { kind: 'unchanged' }
  tokensValue.set(client, stored)
  const subject = stored.accessToken ? readClaims(stored.accessToken)?.sub : undefined
  return { kind: 'adopted', userChanged: !user || (subject !== undefined && subject !== user.id) }
}

const TOKEN_KEYS = [STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken, STORAGE_KEYS.identityToken]

/** Whether a storage change concerns this app's session tokens (`key` null: storage cleared). */
export function isSessionChange(client: FoyerClient, change: StorageChange): boolean {
  return change.key === null || TOKEN_KEYS.some((key) => change.key === client.storage.prefix + key)
}
