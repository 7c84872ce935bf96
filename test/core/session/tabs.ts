import type { StorageChange, StorageEventSource, TabLocks } from '../../../src/core/client/types.js'
import { createMemoryStorage, type FoyerStorage } from '../../../src/core/client/storage.js'
import type { Timers } from '../../../src/core/utils/timers.js'

/**
 * Several "tabs" of one browser: ONE shared storage, and a storage-event bus that delivers a
 * change to every OTHER tab, asynchronously (a task later), like the browser's `storage` event.
 *
 * `lagging`: a change made by one tab reaches the others' view of the storage only when its
 * event is delivered to them (until then they read the old value), as Chromium's localStorage
 * does between tabs in different processes — a Web Lock can be granted to a tab before the
 * previous holder's writes have reached it. Without it every tab reads the shared storage at once.
 */
export function createTabs({ lagging = false }: { lagging?: boolean } = {}) {
  const shared = createMemoryStorage()
  const listeners = new Set<{ tab: number; listener: (change: StorageChange) => void }>()
  const delivered: { from: number; change: StorageChange }[] = []
  /** Per tab: the changes of other tabs not delivered to it yet (oldest first). */
  const undelivered = new Map<number, StorageChange[]>()
  let tabs = 0
  let paused = false
  let held: (() => void)[] = []

  const emit = (from: number, change: StorageChange) => {
    for (const [id, queue] of undelivered) if (id !== from) queue.push(change)
    const deliver = () => {
      delivered.push({ from, change })
      for (const queue of undelivered.values()) {
        const index = queue.indexOf(change)
        if (index >= 0) queue.splice(index, 1)
      }
      for (const entry of [...listeners]) if (entry.tab !== from) entry.listener(change)
    }
    setTimeout(() => (paused ? held.push(deliver) : deliver()), 0)
  }

  /** What `tab` reads at `key`: the value before the oldest change it has not received yet. */
  const read = (tab: number, key: string) => {
    const pending = lagging ? undelivered.get(tab)!.find((change) => change.key === key) : undefined
    return pending ? pending.oldValue : shared.getItem(key)
  }

  /** A tab's own write replaces what it had not received yet at that key. */
  const overwrite = (tab: number, key: string) => {
    const queue = undelivered.get(tab)!
    undelivered.set(tab, queue.filter((change) => change.key !== key))
  }

  function tab(): { storage: FoyerStorage; storageEvents: StorageEventSource } {
    const id = ++tabs
    undelivered.set(id, [])
    const storage: FoyerStorage = {
      getItem: (key) => read(id, key),
      setItem: (key, value) => {
        overwrite(id, key)
        const oldValue = shared.getItem(key)
        shared.setItem(key, value)
        if (oldValue !== value) emit(id, { key, newValue: value, oldValue })
      },
      removeItem: (key) => {
        overwrite(id, key)
        const oldValue = shared.getItem(key)
        shared.removeItem(key)
        if (oldValue !== null) emit(id, { key, newValue: null, oldValue })
      },
    }
    const storageEvents: StorageEventSource = {
      subscribe(listener) {
        const entry = { tab: id, listener }
        listeners.add(entry)
        return () => void listeners.delete(entry)
      },
    }
    return { storage, storageEvents }
  }

  return {
    shared,
    tab,
    delivered,
    /** Holds events back (a slow event delivery), then lets them through. */
    pause: () => void (paused = true),
    resume: () => {
      paused = false
      const queued = held
      held = []
      for (const deliver of queued) deliver()
    },
    listenerCount: () => listeners.size,
    /** How many deliveries `pause` holds back. */
    heldCount: () => held.length,
  }
}

/**
 * Web Locks across tabs: one holder per name at a time, in request order; `query` lists the held
 * ones (like `navigator.locks.query()`). Records each request.
 */
export function createFakeLocks(): Required<TabLocks> & { requests: string[]; held: Set<string> } {
  const queues = new Map<string, Promise<unknown>>()
  const requests: string[] = []
  const held = new Set<string>()
  return {
    requests,
    held,
    query: async () => ({ held: [...held].map((name) => ({ name })) }),
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      requests.push(name)
      const previous = queues.get(name) ?? Promise.resolve()
      const run = previous.then(async () => {
        held.add(name)
        try {
          return await callback()
        } finally {
          held.delete(name)
        }
      })
      queues.set(name, run.then(() => {}, () => {}))
      return run
    },
  }
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 0))
/**
 * Lets pending timers and storage events run: `ms` of real time, then ten more turns of the
 * zero-delay timer queue. A busy machine can run a storage delivery (a zero-delay timer) and the
 * `ms` timer in one go, and the tab's reaction (another zero-delay timer) only after; zero-delay
 * timers run in the order they were set, so a chain of them started before ends within the turns.
 */
export async function settle(ms = 20) {
  await new Promise((resolve) => setTimeout(resolve, ms))
  for (let i = 0; i < 10; i++) await turn()
}

/**
 * Timers whose short delays (under 1 s: debounces, polls) run for real and whose long ones
 * (marks, time limits) wait until the test fires them.
 */
export function holdLongTimers(): Timers & { pending(ms: number): number; fire(ms: number): void } {
  const held = new Map<object, { callback: () => void; ms: number }>()
  return {
    setTimeout(callback, ms) {
      if (ms < 1000) return globalThis.setTimeout(callback, ms)
      const id = {}
      held.set(id, { callback, ms })
      return id
    },
    clearTimeout(id) {
      if (!held.delete(id as object)) globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>)
    },
    /** How many timers of `ms` are waiting. */
    pending: (ms) => [...held.values()].filter((timer) => timer.ms === ms).length,
    /** Runs (and forgets) the waiting timers of `ms`. */
    fire(ms) {
      for (const [id, timer] of [...held]) {
        if (timer.ms !== ms) continue
        held.delete(id)
        timer.callback()
      }
    },
  }
}
