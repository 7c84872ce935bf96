import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFoyerClient } from '../../../../src/core/client/client.js'
import { ApiError, isRateLimitError } from '../../../../src/core/errors/api.js'
import { FoyerError } from '../../../../src/core/errors/base.js'
import { NetworkError, RequestTimeoutError } from '../../../../src/core/errors/client.js'
import { createHttpClient, retryDelay } from '../../../../src/core/client/http/client.js'
import { createMemoryStorage } from '../../../../src/core/client/storage.js'
import { VERSION } from '../../../../src/core/version.js'
import { API_URL, APP_ID, apiError, fakeFetch, hang, json, type Responder } from '../../helpers.js'

function http(responder: Responder, bearer: string | null = null) {
  const fetch = fakeFetch(responder)
  const client = createHttpClient({
    baseUrl: API_URL,
    fetch,
    headers: () => ({ 'foyer-app-id': APP_ID }),
    getBearer: async (required) => {
      if (required && !bearer) throw new Error('Missing access token')
      return bearer
    },
  })
  return { fetch, client }
}

/** Settles a promise into a value we can inspect without unhandled rejections. */
const settle = <T,>(p: Promise<T>) =>
  p.then((value) => ({ ok: true as const, value }), (error: unknown) => ({ ok: false as const, error }))

describe('http client: retries', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it.each([408, 409, 425, 500, 502, 503, 504])('retries on %i, 3 times (4 attempts), then throws the ApiError', async (status) => {
    const { fetch, client } = http(() => apiError(status, 'boom', 'server broke'))
    const result = settle(client.request('/x'))
    await vi.advanceTimersByTimeAsync(500 + 1500 + 4500)
    const r = await result
    expect(fetch.calls).toHaveLength(4)
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.error).toBeInstanceOf(ApiError)
    expect((r.error as ApiError).status).toBe(status)
    // 'boom' is no server code the kit knows: the code is the status, the server's own is kept beside it.
    expect((r.error as ApiError).code).toBe(`http_${status}`)
    expect((r.error as ApiError).serverCode).toBe('boom')
  })

  it.each([400, 401, 403, 404, 422, 429, 501, 505])('does not retry on %i', async (status) => {
    const { fetch, client } = http(() => apiError(status, 'nope'))
    const r = await settle(client.request('/x'))
    expect(r.ok).toBe(false)
    expect(fetch.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(fetch.calls).toHaveLength(1)
  })

  it('waits exactly 500, 1500 and 4500 ms between attempts, sending nothing before each delay elapses', async () => {
    const { fetch, client } = http(() => apiError(503, 'unavailable'))
    const result = settle(client.request('/x'))
    await vi.advanceTimersByTimeAsync(0)
    expect(fetch.calls).toHaveLength(1)

    await vi.advanceTimersByTimeAsync(499)
    expect(fetch.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetch.calls).toHaveLength(2)

    await vi.advanceTimersByTimeAsync(1499)
    expect(fetch.calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetch.calls).toHaveLength(3)

    await vi.advanceTimersByTimeAsync(4499)
    expect(fetch.calls).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetch.calls).toHaveLength(4)

    const r = await result
    expect(r.ok).toBe(false)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(fetch.calls).toHaveLength(4)
  })

  it('retryDelay is 500 × 3^n', () => {
    expect([0, 1, 2].map(retryDelay)).toEqual([500, 1500, 4500])
  })

  it('returns the body of a success that follows retryable failures', async () => {
    let n = 0
    const { fetch, client } = http(() => (++n < 3 ? apiError(502, 'bad_gateway') : json({ hello: 'world' })))
    const result = client.request('/x')
    await vi.advanceTimersByTimeAsync(500 + 1500)
    await expect(result).resolves.toEqual({ hello: 'world' })
    expect(fetch.calls).toHaveLength(3)
  })

  it('does not retry when the request opts out (retry: false)', async () => {
    const { fetch, client } = http(() => apiError(503, 'unavailable'))
    const r = await settle(client.request('/x', { retry: false }))
    expect(r.ok).toBe(false)
    expect(fetch.calls).toHaveLength(1)
  })

  it('aborts an attempt after 20 s with RequestTimeoutError "Request timed out" (client_request_timeout)', async () => {
    const { fetch, client } = http(hang)
    const result = settle(client.request('/slow'))
    await vi.advanceTimersByTimeAsync(19_999)
    expect(fetch.calls[0]!.signal!.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const r = await result
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.error).toBeInstanceOf(RequestTimeoutError)
    expect((r.error as RequestTimeoutError).shortMessage).toBe('Request timed out')
    expect((r.error as RequestTimeoutError).code).toBe('client_request_timeout')
    expect(fetch.calls).toHaveLength(1)
  })

  it('the caller aborting during a retry wait stops further attempts and rejects with the reason', async () => {
    const { fetch, client } = http(() => apiError(503, 'unavailable'))
    const controller = new AbortController()
    const result = settle(client.request('/x', { signal: controller.signal }))
    await vi.advanceTimersByTimeAsync(100)
    const reason = new Error('caller gave up')
    controller.abort(reason)
    const r = await result
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toBe(reason)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(fetch.calls).toHaveLength(1)
  })
})

describe('http client: requests and errors', () => {
  it('the caller aborting an in-flight request rejects with an AbortError, not a NetworkError', async () => {
    const { fetch, client } = http(hang)
    const controller = new AbortController()
    const result = settle(client.request('/x', { signal: controller.signal }))
    await Promise.resolve()
    controller.abort()
    const r = await result
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.error).not.toBeInstanceOf(NetworkError)
    expect((r.error as Error).name).toBe('AbortError')
    expect(fetch.calls[0]!.signal!.aborted).toBe(true)
  })

  it('a network failure becomes a NetworkError, without retry', async () => {
    const { fetch, client } = http(() => {
      throw new TypeError('fetch failed')
    })
    const r = await settle(client.request('/x'))
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.error).toBeInstanceOf(NetworkError)
    expect((r.error as NetworkError).code).toBe('network_error')
    expect((r.error as NetworkError).cause).toBeInstanceOf(TypeError)
    expect(fetch.calls).toHaveLength(1)
  })

  it('an ApiError carries the server code, message and status', async () => {
    const { client } = http(() => apiError(401, 'invalid_credentials', 'Invalid or expired verification code'))
    const r = await settle(client.request('/api/v1/passwordless/authenticate', { body: { code: '1' } }))
    expect(r.ok).toBe(false)
    if (r.ok) return
    const error = r.error as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.code).toBe('invalid_credentials')
    expect(error.serverCode).toBe('invalid_credentials')
    expect(error.shortMessage).toBe('Invalid or expired verification code')
    expect(error.status).toBe(401)
    expect(error.method).toBe('POST')
    expect(error.path).toBe('/api/v1/passwordless/authenticate')
  })

  it('a 429 without a code is a too_many_requests rate limit', async () => {
    const { client } = http(() => new Response('', { status: 429 }))
    const r = await settle(client.request('/x'))
    if (r.ok) throw new Error('expected failure')
    expect((r.error as ApiError).code).toBe('too_many_requests')
    expect(isRateLimitError(r.error)).toBe(true)
    expect((r.error as ApiError).isRateLimit).toBe(true)
  })

  it("a message containing 'code 429' counts as a rate limit whatever the status", async () => {
    const { client } = http(() => apiError(400, 'something_else', 'Upstream said: code 429, slow down'))
    const r = await settle(client.request('/x'))
    if (r.ok) throw new Error('expected failure')
    expect((r.error as ApiError).status).toBe(400)
    expect(isRateLimitError(r.error)).toBe(true)
  })

  it('an ordinary 400 is not a rate limit', async () => {
    const { client } = http(() => apiError(400, 'invalid_data', 'Bad e-mail'))
    const r = await settle(client.request('/x'))
    if (r.ok) throw new Error('expected failure')
    expect(isRateLimitError(r.error)).toBe(false)
  })

  it('sends credentials: include, content-type with a body, and the JSON body', async () => {
    const { fetch, client } = http(() => json({}))
    await client.request('/api/v1/passwordless/init', { body: { email: 'a@b.co' } })
    const [call] = fetch.calls
    expect(call!.url).toBe(`${API_URL}/api/v1/passwordless/init`)
    expect(call!.method).toBe('POST')
    expect(call!.credentials).toBe('include')
    expect(call!.headers['content-type']).toBe('application/json')
    expect(call!.body).toEqual({ email: 'a@b.co' })
  })

  it('sends no content-type and no body on a GET', async () => {
    const { fetch, client } = http(() => json({}))
    await client.request('/x')
    expect(fetch.calls[0]!.method).toBe('GET')
    expect(fetch.calls[0]!.headers).not.toHaveProperty('content-type')
    expect(fetch.calls[0]!.body).toBeUndefined()
    expect(fetch.calls[0]!.credentials).toBe('include')
  })

  it('sends authorization only when a token exists; token: null sends none', async () => {
    const none = http(() => json({}), null)
    await none.client.request('/x')
    expect(none.fetch.calls[0]!.headers).not.toHaveProperty('authorization')

    const some = http(() => json({}), 'abc')
    await some.client.request('/x')
    expect(some.fetch.calls[0]!.headers.authorization).toBe('Bearer abc')
    await some.client.request('/x', { auth: 'none' })
    expect(some.fetch.calls[1]!.headers).not.toHaveProperty('authorization')
    await some.client.request('/x', { auth: { token: 'explicit' } })
    await expect(none.client.request('/x', { auth: 'required' })).rejects.toThrow('Missing access token')
    expect(some.fetch.calls[2]!.headers.authorization).toBe('Bearer explicit')
  })

  it('answers undefined for an empty 204', async () => {
    const { client } = http(() => new Response(null, { status: 204 }))
    await expect(client.request('/x')).resolves.toBeUndefined()
  })
})

describe('createFoyerClient: request headers', () => {
  it('sends foyer-app-id, foyer-client-id (default), foyer-ca-id and foyer-client foyer:<VERSION>', async () => {
    const fetch = fakeFetch(() => json({}))
    const storage = createMemoryStorage()
    const client = createFoyerClient({ appId: APP_ID, apiUrl: API_URL, fetch, storage })
    await client.http.request('/x')
    const h = fetch.calls[0]!.headers
    expect(h['foyer-app-id']).toBe(APP_ID)
    expect(h['foyer-client-id']).toBe('default')
    expect(h['foyer-client']).toBe(`foyerkit:${VERSION}`)
    expect(h['foyer-ca-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(storage.getItem(`foyer:${APP_ID}:caid`)).toBe(h['foyer-ca-id'])
    expect(h).not.toHaveProperty('x-native-app-identifier')
    expect(h).not.toHaveProperty('authorization')
    expect(h).not.toHaveProperty('content-type')

    await client.http.request('/y')
    expect(fetch.calls[1]!.headers['foyer-ca-id']).toBe(h['foyer-ca-id'])
  })

  it('sends the configured client id and x-native-app-identifier only when set', async () => {
    const fetch = fakeFetch(() => json({}))
    const client = createFoyerClient({
      appId: APP_ID, apiUrl: API_URL, fetch, storage: createMemoryStorage(),
      clientId: 'client-42', nativeAppIdentifier: 'com.example.app',
    })
    await client.http.request('/x')
    expect(fetch.calls[0]!.headers['foyer-client-id']).toBe('client-42')
    expect(fetch.calls[0]!.headers['x-native-app-identifier']).toBe('com.example.app')
  })

  it('strips trailing slashes from apiUrl', async () => {
    const fetch = fakeFetch(() => json({}))
    const client = createFoyerClient({ appId: APP_ID, apiUrl: 'http://api.test///', fetch, storage: createMemoryStorage() })
    await client.http.request('/api/v1/x')
    expect(fetch.calls[0]!.url).toBe('http://api.test/api/v1/x')
  })
})
