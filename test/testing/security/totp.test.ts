/** Replaying and guessing TOTP codes, as an attacker would (RFC 6238 §5.2). */
import { describe, expect, it } from 'vitest'
import { createDevBackend, totpCode } from '../../../src/testing/index.js'
import { call, login } from '../helpers.js'

/** A user with TOTP enrolled (its code at t0 − 60 s), on a clock the test moves. */
async function enrolled() {
  const clock = { now: Date.parse('2025-01-01T00:00:10Z') }
  const backend = createDevBackend({ now: () => clock.now })
  const session = await login(backend)
  const post = (path: string, body: unknown = {}) => call(backend, 'POST', path, { token: session.token, body })
  const { body } = await post('/api/v1/mfa/totp/init')
  const secret = body.secret as string
  expect((await post('/api/v1/mfa/totp/enroll', { code: totpCode(secret, clock.now) })).status).toBe(200)
  clock.now += 60_000
  return { clock, post, secret }
}

describe('TOTP: single use and attempt limit', () => {
  it('a replayed code is 401 token_already_used: three uses of one valid code earn one MFA token', async () => {
    const { clock, post, secret } = await enrolled()
    const code = totpCode(secret, clock.now)
    const answers = [await post('/api/v1/mfa/totp/verify', { code }), await post('/api/v1/mfa/totp/verify', { code }), await post('/api/v1/mfa/totp/verify', { code })]
    expect(answers.map((a) => a.status)).toEqual([200, 401, 401])
    expect(answers[1]!.body).toEqual({ error: 'This code was already used: wait for the next one', code: 'token_already_used' })
  })

  it('an earlier step (still within ±1) is refused once a later one was accepted; the next step works', async () => {
    const { clock, post, secret } = await enrolled()
    expect((await post('/api/v1/mfa/totp/verify', { code: totpCode(secret, clock.now) })).status).toBe(200)
    expect((await post('/api/v1/mfa/totp/verify', { code: totpCode(secret, clock.now - 30_000) })).body.code).toBe('token_already_used')
    expect((await post('/api/v1/mfa/totp/verify', { code: totpCode(secret, clock.now + 30_000) })).status).toBe(200)
  })

  it('the enrolment code cannot be replayed to verify', async () => {
    const clock = { now: Date.parse('2025-01-01T00:00:10Z') }
    const backend = createDevBackend({ now: () => clock.now })
    const session = await login(backend)
    const post = (path: string, body: unknown = {}) => call(backend, 'POST', path, { token: session.token, body })
    const { secret } = (await post('/api/v1/mfa/totp/init')).body
    const code = totpCode(secret, clock.now)
    expect((await post('/api/v1/mfa/totp/enroll', { code })).status).toBe(200)
    expect((await post('/api/v1/mfa/totp/verify', { code })).body.code).toBe('token_already_used')
  })

  it('60 wrong codes: 401 for the first 4, then 429; the right code is refused until the 10-minute window slides', async () => {
    const { clock, post, secret } = await enrolled()
    const right = totpCode(secret, clock.now)
    const statuses: number[] = []
    for (let i = 0; statuses.length < 60; i++) {
      const guess = String(i).padStart(6, '0')
      if ([right, totpCode(secret, clock.now - 30_000), totpCode(secret, clock.now + 30_000)].includes(guess)) continue
      statuses.push((await post('/api/v1/mfa/totp/verify', { code: guess })).status)
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401])
    expect(statuses.slice(4).every((s) => s === 429)).toBe(true)
    expect((await post('/api/v1/mfa/totp/verify', { code: right })).status).toBe(429)
    clock.now += 10 * 60_000
    expect((await post('/api/v1/mfa/totp/verify', { code: totpCode(secret, clock.now) })).status).toBe(200)
  })

  it('a right code resets the factor window: 4 typos, a right code, 4 typos are all 401', async () => {
    const { clock, post, secret } = await enrolled()
    for (let i = 0; i < 4; i++) expect((await post('/api/v1/mfa/totp/verify', { code: 'abcdef' })).status).toBe(401)
    expect((await post('/api/v1/mfa/totp/verify', { code: totpCode(secret, clock.now) })).status).toBe(200)
    for (let i = 0; i < 4; i++) expect((await post('/api/v1/mfa/totp/verify', { code: 'abcdef' })).status).toBe(401)
  })
})
