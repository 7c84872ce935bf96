import type { StorageChange, StorageEventSource, TabLocks } from '../../../src/core/client/types.js'
import { createMemoryStorage, type FoyerStorage } from '../../../src/core/client/storage.js'

/**
 * Several "tabs" of one browser: ONE shared storage, and a storage-event bus that delivers a
 * change to every OTHER tab, asynchronously (a task later), like the browser's `storage` event.
 */
export function createTabs() {
  const shared = createMemoryStorage()
  const listeners = new Set<{ tab: number; listener: (change: StorageChange) => void }>()
  const delivered: { from: number; change: StorageChange }[] = []
  let tabs = 0
  let paused = false
  let held: (() => void)[] = []

  const emit = (from: number, change: StorageChange) => {
    const deliver = () => {
      delivered.push({ from, change })
      for (const entry of [...listeners]) if (entry.tab !== from) entry.listener(change)
    }
    setTimeout(() => (paused ? held.push(deliver) : deliver()), 0)
  }

  function tab(): { storage: FoyerStorage; storageEvents: StorageEventSource } {
    const id = ++tabs
    const storage: FoyerStorage = {
      getItem: (key) => shared.getItem(key),
      setItem: (key, value) => {
        const oldValue = shared.getItem(key)
        shared.setItem(key, value)
        if (oldValue !== value) emit(id, { key, newValue: value, oldValue })
      },
      removeItem: (key) => {
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
  }
}

/** Web Locks across tabs: one holder per name at a time, in request order. Records each request. */
export function createFakeLocks(): TabLocks & { requests: string[]; held: Set<string> } {
  const queues = new Map<string, Promise<unknown>>()
  const requests: string[] = []
  const held = new Set<string>()
  return {
    requests,
    held,
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

/** Lets pending timers and storage events run. */
export const settle = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms))
