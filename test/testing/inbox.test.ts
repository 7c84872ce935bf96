import { afterEach, describe, expect, it, vi } from 'vitest'
import { createDevBackend } from '../../src/testing/index.js'
import { INBOX_WAIT_MS, INBOX_WAITERS } from '../../src/testing/routes/dev.js'
import { call } from './helpers.js'

type Inbox = { version: number; mail: { to: string; code: string }[]; sms: { to: string; code: string }[] }
const inbox = (backend: ReturnType<typeof createDevBackend>, after?: number | string) =>
  call<Inbox>(backend, 'GET', after === undefined ? '/__dev/inbox' : `/__dev/inbox?after=${after}`)
const sendEmail = (backend: ReturnType<typeof createDevBackend>, email: string) =>
  call(backend, 'POST', '/api/v1/passwordless/init', { body: { email } })

afterEach(() => {
  vi.useRealTimers()
})

describe('GET /__dev/inbox (the dev inbox long poll)', () => {
  it('answers at once with both lists and a version that moves on with every code sent', async () => {
    const backend = createDevBackend()
    const first = await inbox(backend)
    expect(first).toMatchObject({ status: 200, body: { version: 0, mail: [], sms: [] } })
    await sendEmail(backend, 'ada@example.com')
    await call(backend, 'POST', '/api/v1/passwordless_sms/init', { body: { phoneNumber: '+447400123456' } })
    const second = await inbox(backend)
    expect(second.body.version).toBe(2)
    expect(second.body.mail.map((m) => m.to)).toEqual(['ada@example.com'])
    expect(second.body.sms.map((m) => m.to)).toEqual(['+447400123456'])
    // An older version than the current one: answered at once too.
    expect((await inbox(backend, 0)).body.version).toBe(2)
  })

  it('with after= the current version, it waits until a code is sent and then answers with it', async () => {
    const backend = createDevBackend()
    let answered = false
    const waiting = inbox(backend, 0).then((res) => ((answered = true), res))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(answered).toBe(false)
    await sendEmail(backend, 'grace@example.com')
    const res = await waiting
    expect(res.body.version).toBe(1)
    expect(res.body.mail.map((m) => m.to)).toEqual(['grace@example.com'])
  })

  it('with nothing new, it answers after the wait with the same version', async () => {
    vi.useFakeTimers()
    const backend = createDevBackend()
    let answered = false
    const waiting = inbox(backend, 0).then((res) => ((answered = true), res))
    await vi.advanceTimersByTimeAsync(INBOX_WAIT_MS - 1)
    expect(answered).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect((await waiting).body).toEqual({ version: 0, mail: [], sms: [] })
  })

  it('a reset empties it and wakes the waiting requests with a new version', async () => {
    const backend = createDevBackend()
    await sendEmail(backend, 'ada@example.com')
    const waiting = inbox(backend, 1)
    await call(backend, 'POST', '/__dev/reset')
    expect((await waiting).body).toEqual({ version: 2, mail: [], sms: [] })
  })

  it(`holds at most ${INBOX_WAITERS} requests: the next one answers at once`, async () => {
    vi.useFakeTimers()
    const backend = createDevBackend()
    const held = Array.from({ length: INBOX_WAITERS }, () => inbox(backend, 0))
    const extra = await inbox(backend, 0)
    expect(extra).toMatchObject({ status: 200, body: { version: 0 } })
    await sendEmail(backend, 'ada@example.com')
    expect((await Promise.all(held)).map((res) => res.body.version)).toEqual(Array(INBOX_WAITERS).fill(1))
  })

  it('refuses an after= that is not a version: 400 invalid_data', async () => {
    const backend = createDevBackend()
    for (const after of ['-1', 'abc', '1.5', '9'.repeat(16)]) {
      expect(await inbox(backend, after)).toMatchObject({ status: 400, body: { code: 'invalid_data' } })
    }
  })
})
