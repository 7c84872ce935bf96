/**
 * Guessing one-time codes, as an attacker would: many wrong codes for one pending code, new codes
 * to reset the count, many addresses from one IP.
 */
import { describe, expect, it } from 'vitest'
import { DEV_BACKEND_LIMITS, createDevBackend, type DevBackend } from '../../../src/testing/index.js'
import { call, login, sendCode, wrongCode } from '../helpers.js'

const EMAIL = 'victim@example.com'
const PHONE = '+447400123456'

const tryEmailCode = (backend: DevBackend, code: string, email = EMAIL, ip?: string) =>
  call(backend, 'POST', '/api/v1/passwordless/authenticate', { body: { email, code }, connection: ip ? { remoteAddress: ip } : undefined })

/** Every wrong code from 000000 up that is not `code`. */
const wrongCodes = (code: string, n: number) => {
  const out: string[] = []
  for (let i = 0; out.length < n; i++) {
    const guess = String(i).padStart(6, '0')
    if (guess !== code) out.push(guess)
  }
  return out
}

describe('attempt limit on e-mail codes', () => {
  it('200 wrong codes: 401 for the first 4, then 429; the right code is refused until a new code is sent', async () => {
    const backend = createDevBackend()
    const code = await sendCode(backend, EMAIL)
    const statuses: number[] = []
    for (const guess of wrongCodes(code, 200)) statuses.push((await tryEmailCode(backend, guess)).status)
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401])
    expect(statuses.slice(4).every((s) => s === 429)).toBe(true)

    const right = await tryEmailCode(backend, code)
    expect(right.status).toBe(429)
    expect(right.body).toEqual({ error: expect.stringContaining('code 429'), code: 'too_many_requests' })
    expect(backend.users.list()).toEqual([])

    const fresh = await sendCode(backend, EMAIL)
    expect((await tryEmailCode(backend, fresh)).status).toBe(200)
  })

  it(`the limit is ${DEV_BACKEND_LIMITS.wrongTriesPerCode} wrong tries: the 5th wrong try already voids the code`, async () => {
    const backend = createDevBackend()
    const code = await sendCode(backend, EMAIL)
    for (let i = 0; i < 4; i++) expect((await tryEmailCode(backend, wrongCode(code))).body.code).toBe('invalid_credentials')
    expect((await tryEmailCode(backend, code)).status).toBe(200)
  })

  it('new codes do not reset the count: 20 wrong codes per address per hour, then even a fresh right code is 429', async () => {
    let now = Date.parse('2025-01-01T00:00:00Z')
    const backend = createDevBackend({ now: () => now })
    for (let round = 0; round < 4; round++) {
      const code = await sendCode(backend, EMAIL)
      for (const guess of wrongCodes(code, 5)) await tryEmailCode(backend, guess)
      now += 61_000 // past the per-address send limit (5 a minute)
    }
    const code = await sendCode(backend, EMAIL)
    expect((await tryEmailCode(backend, code)).status).toBe(429)
    now += 60 * 60_000
    const later = await sendCode(backend, EMAIL)
    expect((await tryEmailCode(backend, later)).status).toBe(200)
  })

  it('link and update count wrong codes against the same pending code', async () => {
    const backend = createDevBackend()
    const session = await login(backend, 'owner@example.com')
    const code = await sendCode(backend, EMAIL)
    for (const guess of wrongCodes(code, 5)) {
      await call(backend, 'POST', '/api/v1/passwordless/link', { token: session.token, body: { email: EMAIL, code: guess } })
    }
    const res = await call(backend, 'POST', '/api/v1/passwordless/link', { token: session.token, body: { email: EMAIL, code } })
    expect(res.status).toBe(429)
  })
})

describe('attempt limit on SMS codes', () => {
  const trySms = (backend: DevBackend, code: string) =>
    call(backend, 'POST', '/api/v1/passwordless_sms/authenticate', { body: { phoneNumber: PHONE, code } })

  it('200 wrong SMS codes: refused after the limit, and the right code no longer works until a new one is sent', async () => {
    const backend = createDevBackend()
    expect((await call(backend, 'POST', '/api/v1/passwordless_sms/init', { body: { phoneNumber: PHONE } })).status).toBe(200)
    const code = backend.smsOutbox.latest(PHONE)!.code
    const statuses: number[] = []
    for (const guess of wrongCodes(code, 200)) statuses.push((await trySms(backend, guess)).status)
    expect(statuses.filter((s) => s === 401)).toHaveLength(4)
    expect((await trySms(backend, code)).status).toBe(429)
    await call(backend, 'POST', '/api/v1/passwordless_sms/init', { body: { phoneNumber: PHONE } })
    expect((await trySms(backend, backend.smsOutbox.latest(PHONE)!.code)).status).toBe(200)
  })

  it('SMS MFA codes: 5 wrong tries void the pending code', async () => {
    const backend = createDevBackend()
    const session = await login(backend)
    const post = (path: string, body: unknown) => call(backend, 'POST', path, { token: session.token, body })
    await post('/api/v1/mfa/passwordless_sms/init', { action: 'enroll', phone_number: PHONE })
    await post('/api/v1/mfa/passwordless_sms/enroll', { phone_number: PHONE, code: backend.smsOutbox.latest(PHONE)!.code })
    await post('/api/v1/mfa/passwordless_sms/init', { action: 'verify' })
    const code = backend.smsOutbox.latest(PHONE)!.code
    for (const guess of wrongCodes(code, 5)) await post('/api/v1/mfa/passwordless_sms/verify', { code: guess })
    const right = await post('/api/v1/mfa/passwordless_sms/verify', { code })
    expect(right.status).toBe(429)
    await post('/api/v1/mfa/passwordless_sms/init', { action: 'verify' })
    expect((await post('/api/v1/mfa/passwordless_sms/verify', { code: backend.smsOutbox.latest(PHONE)!.code })).status).toBe(200)
  })
})

describe('per-client-IP limits (the node server gives the peer address)', () => {
  const ATTACKER = '203.0.113.7'
  const OTHER = '198.51.100.20'

  it(`an IP may ask for ${DEV_BACKEND_LIMITS.codesPerIp.max} codes per 10 minutes, whatever the addresses`, async () => {
    let now = Date.parse('2025-01-01T00:00:00Z')
    const backend = createDevBackend({ now: () => now })
    const init = (email: string, ip: string) =>
      call(backend, 'POST', '/api/v1/passwordless/init', { body: { email }, connection: { remoteAddress: ip } })
    for (let i = 0; i < 50; i++) expect((await init(`a${i}@example.com`, ATTACKER)).status).toBe(200)
    expect((await init('a50@example.com', ATTACKER)).status).toBe(429)
    expect((await init('a50@example.com', OTHER)).status).toBe(200)
    now += 10 * 60_000
    expect((await init('a51@example.com', ATTACKER)).status).toBe(200)
  })

  it(`an IP may send ${DEV_BACKEND_LIMITS.wrongCodesPerIp.max} wrong codes per 10 minutes across addresses, then every code it sends is 429`, async () => {
    const backend = createDevBackend()
    const codes: Record<string, string> = {}
    for (let i = 0; i < 13; i++) codes[`v${i}@example.com`] = await sendCode(backend, `v${i}@example.com`)
    let wrong = 0
    for (const [email, code] of Object.entries(codes)) {
      for (const guess of wrongCodes(code, 4)) {
        if (wrong === 50) break
        await tryEmailCode(backend, guess, email, ATTACKER)
        wrong += 1
      }
    }
    const [lastEmail, lastCode] = Object.entries(codes).at(-1)!
    expect((await tryEmailCode(backend, lastCode, lastEmail, ATTACKER)).status).toBe(429)
    // Another client is not held back by the attacker.
    expect((await tryEmailCode(backend, lastCode, lastEmail, OTHER)).status).toBe(200)
  })
})
