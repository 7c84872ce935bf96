import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEV_APP_ID, createDevBackend } from '../../src/testing/index.js'
import { call, login } from './helpers.js'

const CONFIG = `/api/v1/apps/${DEV_APP_ID}`

describe('faults', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('answers an injected status with a default error body before the route runs', async () => {
    const backend = createDevBackend()
    backend.faults.add({ path: '/api/v1/passwordless/init', status: 503 })
    const res = await call(backend, 'POST', '/api/v1/passwordless/init', { body: { email: 'a@b.co' } })
    expect(res.status).toBe(503)
    expect(res.body).toEqual({ error: expect.any(String), code: expect.any(String) })
    expect(backend.mailbox.list()).toEqual([])
  })

  it('a 429 fault looks like a rate limit; a custom body is answered as given', async () => {
    const backend = createDevBackend()
    backend.faults.add({ path: CONFIG, status: 429, times: 1 })
    backend.faults.add({ path: CONFIG, status: 418, body: { error: 'teapot', code: 'x' }, times: 1 })
    expect((await call(backend, 'GET', CONFIG)).body).toEqual({ error: 'Too many requests (code 429)', code: 'too_many_requests' })
    expect(await call(backend, 'GET', CONFIG)).toMatchObject({ status: 418, body: { error: 'teapot', code: 'x' } })
  })

  it('times limits how many requests a fault hits', async () => {
    const backend = createDevBackend()
    backend.faults.add({ path: CONFIG, status: 500, times: 2 })
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await call(backend, 'GET', CONFIG)).status)
    expect(statuses).toEqual([500, 500, 200])
    expect(backend.faults.list()).toEqual([])
  })

  it('matches a prefix with a trailing * and respects the method', async () => {
    const backend = createDevBackend()
    backend.faults.add({ method: 'post', path: '/api/v1/passwordless/*', status: 500 })
    expect((await call(backend, 'POST', '/api/v1/passwordless/init', { body: { email: 'a@b.co' } })).status).toBe(500)
    expect((await call(backend, 'POST', '/api/v1/passwordless/authenticate', { body: {} })).status).toBe(500)
    expect((await call(backend, 'GET', CONFIG)).status).toBe(200)
    backend.faults.clear()
    expect((await call(backend, 'POST', '/api/v1/passwordless/init', { body: { email: 'a@b.co' } })).status).toBe(200)
  })

  it('delayMs waits, then runs the route', async () => {
    vi.useFakeTimers()
    const backend = createDevBackend()
    backend.faults.add({ path: CONFIG, delayMs: 5_000 })
    let done = false
    const pending = call(backend, 'GET', CONFIG).then((res) => {
      done = true
      return res
    })
    await vi.advanceTimersByTimeAsync(4_999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect((await pending).status).toBe(200)
  })

  it('delayMs with a status waits, then answers the status', async () => {
    const backend = createDevBackend()
    backend.faults.add({ path: CONFIG, delayMs: 30, status: 504 })
    const started = Date.now()
    const res = await call(backend, 'GET', CONFIG)
    expect(res.status).toBe(504)
    expect(Date.now() - started).toBeGreaterThanOrEqual(25)
  })

  it('drop answers a network error (Response.error())', async () => {
    const backend = createDevBackend()
    backend.faults.add({ path: '/api/v1/sessions', drop: true, times: 1 })
    const res = await backend.fetch(new Request('http://localhost/api/v1/sessions', { method: 'POST' }))
    expect(res.type).toBe('error')
    expect(res.status).toBe(0)
  })

  it('dev routes are never faulted, so faults can always be cleared', async () => {
    const backend = createDevBackend()
    backend.faults.add({ path: '*', status: 500 })
    expect((await call(backend, 'GET', CONFIG)).status).toBe(500)
    expect((await call(backend, 'DELETE', '/__dev/faults')).status).toBe(200)
    expect((await call(backend, 'GET', CONFIG)).status).toBe(200)
  })

  it('POST /__dev/faults adds a fault; a fault without a path is 400', async () => {
    const backend = createDevBackend()
    expect((await call(backend, 'POST', '/__dev/faults', { body: { path: CONFIG, status: 502, times: 1 } })).status).toBe(200)
    expect((await call(backend, 'GET', '/__dev/faults')).body).toEqual([{ path: CONFIG, status: 502, times: 1 }])
    expect((await call(backend, 'GET', CONFIG)).status).toBe(502)
    expect((await call(backend, 'POST', '/__dev/faults', { body: { status: 500 } })).status).toBe(400)
  })
})

describe('request log', () => {
  it('records every /api/ request, not dev routes', async () => {
    let now = 1_700_000_000_000
    const backend = createDevBackend({ now: () => now })
    await call(backend, 'GET', CONFIG)
    now += 1
    const { refresh_token } = await login(backend)
    await call(backend, 'POST', '/api/v1/sessions', { body: { refresh_token } })
    await call(backend, 'GET', '/__dev/mailbox')
    expect(backend.requests.count('POST', '/api/v1/sessions')).toBe(1)
    expect(backend.requests.count('post', '/api/v1/passwordless/init')).toBe(1)
    const log = (await call(backend, 'GET', '/__dev/requests')).body
    expect(log).toEqual(backend.requests.list())
    expect(log[0]).toEqual({ method: 'GET', path: CONFIG, at: 1_700_000_000_000 })
    expect(log.map((r: { path: string }) => r.path)).not.toContain('/__dev/mailbox')
    backend.requests.clear()
    expect(backend.requests.list()).toEqual([])
  })

  it('faulted and dropped requests are logged too', async () => {
    const backend = createDevBackend()
    backend.faults.add({ path: '/api/v1/sessions', drop: true })
    await backend.fetch(new Request('http://localhost/api/v1/sessions', { method: 'POST' }))
    expect(backend.requests.count('POST', '/api/v1/sessions')).toBe(1)
  })
})

describe('reset', () => {
  it('POST /__dev/reset wipes users, sessions, codes, mailbox, faults and rate limits', async () => {
    const backend = createDevBackend({ rateLimit: { max: 1, windowMs: 60_000 } })
    const { token, refresh_token } = await login(backend, 'ada@example.com')
    await call(backend, 'POST', '/api/v1/passwordless/init', { body: { email: 'pending@example.com' } })
    const pendingCode = backend.mailbox.latest()!.code
    backend.faults.add({ path: '/api/v1/nothing', status: 500 })
    expect((await call(backend, 'POST', '/api/v1/passwordless/init', { body: { email: 'ada@example.com' } })).status).toBe(429)

    expect((await call(backend, 'POST', '/__dev/reset')).status).toBe(200)

    expect(backend.users.list()).toEqual([])
    expect(backend.mailbox.list()).toEqual([])
    expect(backend.faults.list()).toEqual([])
    expect((await call(backend, 'GET', '/api/v1/users/me', { token })).status).toBe(401)
    expect((await call(backend, 'POST', '/api/v1/sessions', { body: { refresh_token } })).status).toBe(401)
    const stale = await call(backend, 'POST', '/api/v1/passwordless/authenticate', {
      body: { email: 'pending@example.com', code: pendingCode },
    })
    expect(stale.status).toBe(401)
    expect((await call(backend, 'POST', '/api/v1/passwordless/init', { body: { email: 'ada@example.com' } })).status).toBe(200)
  })

  it('tokens issued after reset still verify (the key pair is kept)', async () => {
    const backend = createDevBackend()
    await login(backend)
    backend.reset()
    const { token } = await login(backend)
    expect((await call(backend, 'GET', '/api/v1/users/me', { token })).status).toBe(200)
  })

  it('GET /__dev/users lists users', async () => {
    const backend = createDevBackend()
    const user = backend.users.create({ email: 'ada@example.com' })
    expect((await call(backend, 'GET', '/__dev/users')).body).toEqual([user])
    expect(() => backend.users.create({ email: 'ADA@example.com' })).toThrow(/already exists/)
  })
})
