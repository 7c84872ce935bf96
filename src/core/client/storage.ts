import { StorageError } from '../errors/client.js'

/** The key-value store the kit persists to; `window.localStorage` fits it. */
export type FoyerStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** The storage one client uses: keys are namespaced by app id. */
export type AppStorage = {
  get(key: string): string | null
  set(key: string, value: string | null): void
  remove(key: string): void
  /** The backing store (to listen for changes from other tabs later). */
  readonly backing: FoyerStorage
  readonly prefix: string
}

/** A storage that keeps everything in memory (nothing survives a reload): for tests and server rendering. */
export function createMemoryStorage(): FoyerStorage & { readonly size: number } {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    get size() {
      return map.size
    },
  }
}

/** `localStorage` when it exists and works here, otherwise `null`. Never called at import time. */
export function browserLocalStorage(): FoyerStorage | null {
  try {
    const ls = (globalThis as { localStorage?: FoyerStorage }).localStorage
    if (!ls) return null
    const probe = '__foyer_probe__'
    ls.setItem(probe, probe)
    ls.removeItem(probe)
    return ls
  } catch {
    return null
  }
}

export type CreateAppStorageParameters = { appId: string; storage?: FoyerStorage | undefined }

/**
 * Namespaces keys by app id (`foyer:{appId}:{key}`). Falls back to memory when no storage is
 * available; a backing store that throws surfaces as `StorageError` ('Unable to access storage').
 */
export function createAppStorage({ appId, storage }: CreateAppStorageParameters): AppStorage {
  const backing = storage ?? browserLocalStorage() ?? createMemoryStorage()
  const prefix = `foyer:${appId}:`
  const guard = <T>(fn: () => T): T => {
    try {
      return fn()
    } catch (cause) {
      throw new StorageError({ cause })
    }
  }
  return {
    backing,
    prefix,
    get: (key) => guard(() => backing.getItem(prefix + key)),
    set: (key, value) =>
      guard(() => (value === null ? backing.removeItem(prefix + key) : backing.setItem(prefix + key, value))),
    remove: (key) => guard(() => backing.removeItem(prefix + key)),
  }
}
