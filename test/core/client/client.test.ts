import { afterEach, describe, expect, it, vi } from 'vitest'
import { trackEvent } from '../../../src/core/session/trackEvent.js'
import { createFoyerClient } from '../../../src/core/client/client.js'
import { FoyerError } from '../../../src/core/errors/base.js'
import { InvalidAppIdError, StorageError } from '../../../src/core/errors/client.js'
import { createAppStorage, createMemoryStorage, type FoyerStorage } from '../../../src/core/client/storage.js'
import { API_URL, APP_ID, fakeFetch, json } from '../helpers.js'

describe('createFoyerClient: app id', () => {
  it.each([
    ['24 characters', 'a'.repeat(24)],
    ['26 characters', 'a'.repeat(26)],
    ['empty', ''],
  ])('rejects an app id of %s with InvalidAppIdError', (_, appId) => {
    const create = () => createFoyerClient({ appId, apiUrl: API_URL, storage: createMemoryStorage() })
    expect(create).toThrow(InvalidAppIdError)
    expect(create).toThrow('Invalid app id: it must be a string of exactly 25 characters')
    try {
      create()
    } catch (error) {
      expect((error as InvalidAppIdError).code).toBe('invalid_app_id')
      expect((error as InvalidAppIdError).details).toBe(`Got ${appId.length} characters ('${appId}')`)
    }
  })

  it('rejects a non-string app id', () => {
    expect(() => createFoyerClient({ appId: 42 as unknown as string, apiUrl: API_URL })).toThrow(InvalidAppIdError)
  })

  it('accepts exactly 25 characters', () => {
    const client = createFoyerClient({ appId: APP_ID, apiUrl: API_URL, storage: createMemoryStorage() })
    expect(client.appId).toBe(APP_ID)
    expect(client.clientId).toBe('default')
  })
})

describe('createFoyerClient: api url', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('defaults to the page origin', async () => {
    vi.stubGlobal('location', { origin: 'https://host.example' })
    const fetch = fakeFetch(() => json({}))
    const client = createFoyerClient({ appId: APP_ID, fetch, storage: createMemoryStorage() })
    expect(client.apiUrl).toBe('https://host.example')
    await client.http.request('/api/v1/x')
    expect(fetch.calls[0]!.url).toBe('https://host.example/api/v1/x')
  })

  it('without an apiUrl or a page origin, creating works and the error comes lazily at request time', async () => {
    expect((globalThis as { location?: unknown }).location).toBeUndefined()
    const fetch = fakeFetch(() => json({}))
    const client = createFoyerClient({ appId: APP_ID, fetch, storage: createMemoryStorage() })
    await expect(client.http.request('/x')).rejects.toThrow(/apiUrl is required when there is no page origin/)
    await expect(client.http.request('/x')).rejects.toMatchObject({ code: 'invalid_api_url' })
    expect(() => client.apiUrl).toThrow(FoyerError)
    expect(fetch.calls).toHaveLength(0)
  })

  it("a page origin of 'null' counts as none", async () => {
    vi.stubGlobal('location', { origin: 'null' })
    const client = createFoyerClient({ appId: APP_ID, fetch: fakeFetch(() => json({})), storage: createMemoryStorage() })
    await expect(client.http.request('/x')).rejects.toMatchObject({ code: 'invalid_api_url' })
  })
})

describe('createFoyerClient: storage', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('namespaces keys as foyer:{appId}:', () => {
    const backing = createMemoryStorage()
    const client = createFoyerClient({ appId: APP_ID, apiUrl: API_URL, storage: backing })
    client.storage.set('token', 'abc')
    expect(client.storage.prefix).toBe(`foyer:${APP_ID}:`)
    expect(backing.getItem(`foyer:${APP_ID}:token`)).toBe('abc')
    expect(backing.getItem('token')).toBeNull()
    expect(client.storage.get('token')).toBe('abc')
    client.storage.set('token', null)
    expect(backing.getItem(`foyer:${APP_ID}:token`)).toBeNull()
  })

  it('two apps sharing one backing store never see each other’s values', () => {
    const backing = createMemoryStorage()
    const a = createAppStorage({ appId: APP_ID, storage: backing })
    const b = createAppStorage({ appId: 'b'.repeat(25), storage: backing })
    a.set('token', 'for-a')
    expect(b.get('token')).toBeNull()
  })

  it('uses localStorage when there is one and no storage is given', () => {
    const ls = createMemoryStorage()
    vi.stubGlobal('localStorage', ls)
    const client = createFoyerClient({ appId: APP_ID, apiUrl: API_URL })
    client.storage.set('k', 'v')
    expect(ls.getItem(`foyer:${APP_ID}:k`)).toBe('v')
  })

  it('falls back to memory when localStorage is missing or throws', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => { throw new Error('SecurityError') },
      setItem: () => { throw new Error('SecurityError') },
      removeItem: () => { throw new Error('SecurityError') },
    })
    const client = createFoyerClient({ appId: APP_ID, apiUrl: API_URL })
    client.storage.set('k', 'v')
    expect(client.storage.get('k')).toBe('v')
  })

  it("a backing store that throws surfaces as StorageError 'Unable to access storage'", () => {
    const broken: FoyerStorage = {
      getItem: () => { throw new Error('quota') },
      setItem: () => { throw new Error('quota') },
      removeItem: () => { throw new Error('quota') },
    }
    const storage = createAppStorage({ appId: APP_ID, storage: broken })
    for (const op of [() => storage.get('k'), () => storage.set('k', 'v'), () => storage.remove('k')]) {
      expect(op).toThrow(StorageError)
      expect(op).toThrow('Unable to access storage')
      try {
        op()
      } catch (error) {
        expect((error as StorageError).code).toBe('storage_error')
        expect((error as StorageError).cause).toBeInstanceOf(Error)
      }
    }
  })

  it('a throwing store does not stop requests: the analytics id header becomes "unavailable"', async () => {
    const fetch = fakeFetch(() => json({}))
    const broken: FoyerStorage = {
      getItem: () => { throw new Error('denied') },
      setItem: () => { throw new Error('denied') },
      removeItem: () => { throw new Error('denied') },
    }
    const client = createFoyerClient({ appId: APP_ID, apiUrl: API_URL, fetch, storage: broken })
    await client.http.request('/x')
    expect(fetch.calls[0]!.headers['foyer-ca-id']).toBe('unavailable')
  })
})

describe('trackEvent (analytics) is fire-and-forget', () => {
  const flush = () => new Promise((r) => setTimeout(r, 10))

  it('posts event_name, client_id and payload to /api/v1/analytics_events', async () => {
    const fetch = fakeFetch(() => json({}))
    const client = createFoyerClient({ appId: APP_ID, apiUrl: API_URL, fetch, storage: createMemoryStorage(), clientId: 'c1' })
    expect(trackEvent(client, { name: 'modal_opened', payload: { a: 1 } })).toBeUndefined()
    await flush()
    expect(fetch.calls).toHaveLength(1)
    expect(fetch.calls[0]!.path).toBe('/api/v1/analytics_events')
    expect(fetch.calls[0]!.body).toEqual({ event_name: 'modal_opened', client_id: 'c1', payload: { a: 1 } })
  })

  it('a failing answer never throws or rejects, and is not retried', async () => {
    const onUnhandled = vi.fn()
    process.on('unhandledRejection', onUnhandled)
    try {
      const fetch = fakeFetch(() => json({ error: 'down', code: 'x' }, 503))
      const client = createFoyerClient({ appId: APP_ID, apiUrl: API_URL, fetch, storage: createMemoryStorage() })
      expect(() => trackEvent(client, { name: 'e' })).not.toThrow()
      await flush()
      expect(fetch.calls).toHaveLength(1)
      expect(onUnhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', onUnhandled)
    }
  })

  it('a fetch that throws synchronously or rejects never throws or rejects', async () => {
    const onUnhandled = vi.fn()
    process.on('unhandledRejection', onUnhandled)
    try {
      const throwing = (() => { throw new Error('sync boom') }) as unknown as typeof globalThis.fetch
      const rejecting = (() => Promise.reject(new TypeError('fetch failed'))) as typeof globalThis.fetch
      for (const fetch of [throwing, rejecting]) {
        const client = createFoyerClient({ appId: APP_ID, apiUrl: API_URL, fetch, storage: createMemoryStorage() })
        expect(() => trackEvent(client, { name: 'e' })).not.toThrow()
      }
      const noOrigin = createFoyerClient({ appId: APP_ID, fetch: rejecting, storage: createMemoryStorage() })
      expect(() => trackEvent(noOrigin, { name: 'e' })).not.toThrow()
      await flush()
      expect(onUnhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', onUnhandled)
    }
  })
})
