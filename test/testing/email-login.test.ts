import { describe, expect, it, vi } from 'vitest'
import { createDevBackend, type Mail } from '../../src/testing/index.js'
import { call, login, sendCode, wrongCode } from './helpers.js'

const authenticate = (backend: ReturnType<typeof createDevBackend>, body: object) =>
  call(backend, 'POST', '/api/v1/passwordless/authenticate', { body })

describe('e-mail code login', () => {
  it('sends a 6-digit code to the mailbox and logs a new user in', async () => {
    const onEmail = vi.fn<(mail: Mail) => void>()
    const backend = createDevBackend({ onEmail, now: () => Date.UTC(2025, 0, 2) })
    const init = await call(backend, 'POST', '/api/v1/passwordless/init', { body: { email: 'Ada@Example.com ' } })
    expect(init.status).toBe(200)
    expect(init.body).toEqual({ success: true })
    const mail = backend.mailbox.latest()!
    expect(mail).toEqual({ to: 'ada@example.com', code: expect.stringMatching(/^\d{6}$/), sentAt: '2025-01-02T00:00:00.000Z' })
    expect(onEmail).toHaveBeenCalledWith(mail)
    expect(await call(backend, 'GET', '/__dev/mailbox').then((r) => r.body)).toEqual([mail])

    const res = await authenticate(backend, { email: 'ada@example.com', code: mail.code, mode: 'login-or-sign-up' })
    expect(res.status).toBe(200)
    const sec = Date.UTC(2025, 0, 2) / 1000
    expect(res.body).toEqual({
      user: {
        id: expect.stringMatching(/^did:foyer:[a-z0-9]+$/),
        created_at: sec,
        linked_accounts: [
          { type: 'email', address: 'ada@example.com', verified_at: sec, first_verified_at: sec, latest_verified_at: sec },
        ],
        mfa_methods: [],
        has_accepted_terms: false,
        is_guest: false,
        custom_metadata: {},
      },
      token: expect.any(String),
      refresh_token: expect.any(String),
      identity_token: expect.any(String),
      is_new_user: true,
      session_update_action: 'set',
      oauth_tokens: null,
    })
    expect(backend.users.list()).toHaveLength(1)
  })

  it('an existing user logs in with is_new_user false', async () => {
    const backend = createDevBackend()
    const seeded = backend.users.create({ email: 'ada@example.com' })
    const res = await login(backend, 'ada@example.com')
    expect(res.is_new_user).toBe(false)
    expect(res.user.id).toBe(seeded.id)
    expect(backend.users.get(seeded.id)).toEqual(res.user)
  })

  it('a wrong code is 401 invalid_credentials', async () => {
    const backend = createDevBackend()
    const code = await sendCode(backend, 'ada@example.com')
    const res = await authenticate(backend, { email: 'ada@example.com', code: wrongCode(code), mode: 'login-or-sign-up' })
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ error: 'Invalid or expired verification code', code: 'invalid_credentials' })
    // the right code still works afterwards
    expect((await authenticate(backend, { email: 'ada@example.com', code })).status).toBe(200)
  })

  it('a code expires after codeTtlSeconds', async () => {
    let now = 1_700_000_000_000
    const backend = createDevBackend({ now: () => now, codeTtlSeconds: 600 })
    const code = await sendCode(backend, 'ada@example.com')
    now += 600_000
    const res = await authenticate(backend, { email: 'ada@example.com', code })
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ error: 'Invalid or expired verification code', code: 'invalid_credentials' })
  })

  it('a code is valid just before expiry', async () => {
    let now = 1_700_000_000_000
    const backend = createDevBackend({ now: () => now })
    const code = await sendCode(backend, 'ada@example.com')
    now += 599_000
    expect((await authenticate(backend, { email: 'ada@example.com', code })).status).toBe(200)
  })

  it('a code is single use', async () => {
    const backend = createDevBackend()
    const code = await sendCode(backend, 'ada@example.com')
    expect((await authenticate(backend, { email: 'ada@example.com', code })).status).toBe(200)
    const again = await authenticate(backend, { email: 'ada@example.com', code })
    expect(again.status).toBe(401)
    expect(again.body.code).toBe('invalid_credentials')
  })

  it('a new code replaces the previous one', async () => {
    const backend = createDevBackend()
    const first = await sendCode(backend, 'ada@example.com')
    let second = await sendCode(backend, 'ada@example.com')
    while (second === first) second = await sendCode(backend, 'ada@example.com')
    expect((await authenticate(backend, { email: 'ada@example.com', code: first })).status).toBe(401)
    expect((await authenticate(backend, { email: 'ada@example.com', code: second })).status).toBe(200)
    expect(backend.mailbox.list().at(-1)!.code).toBe(second)
  })

  it('rate-limits init per e-mail: 429 too_many_requests past the limit, again after the window', async () => {
    let now = 1_700_000_000_000
    const backend = createDevBackend({ now: () => now, rateLimit: { max: 2, windowMs: 10_000 } })
    const init = (email: string) => call(backend, 'POST', '/api/v1/passwordless/init', { body: { email } })
    expect((await init('ada@example.com')).status).toBe(200)
    expect((await init('ada@example.com')).status).toBe(200)
    const limited = await init('ada@example.com')
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual({ error: 'Too many requests (code 429)', code: 'too_many_requests' })
    expect(limited.body.error).toContain('code 429')
    expect((await init('bob@example.com')).status).toBe(200)
    now += 10_001
    expect((await init('ada@example.com')).status).toBe(200)
  })

  it('the default rate limit is 5 per minute', async () => {
    const backend = createDevBackend()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      statuses.push((await call(backend, 'POST', '/api/v1/passwordless/init', { body: { email: 'a@b.co' } })).status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('a malformed e-mail is 400 invalid_data', async () => {
    const backend = createDevBackend()
    for (const email of ['nope', 'a@b', '', 42]) {
      const res = await call(backend, 'POST', '/api/v1/passwordless/init', { body: { email } })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe('invalid_data')
    }
    expect(backend.mailbox.list()).toEqual([])
  })

  it('plus e-mails are refused only when disable_plus_emails is set', async () => {
    const open = createDevBackend()
    expect((await call(open, 'POST', '/api/v1/passwordless/init', { body: { email: 'a+1@b.co' } })).status).toBe(200)
    const strict = createDevBackend({ appConfig: { disable_plus_emails: true } })
    const res = await call(strict, 'POST', '/api/v1/passwordless/init', { body: { email: 'a+1@b.co' } })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('disallowed_plus_email')
    expect((await call(strict, 'POST', '/api/v1/passwordless/init', { body: { email: 'a@b-c.co' } })).status).toBe(200)
    // A '+' in the domain is no plus rule: it is not an e-mail address at all.
    expect((await call(strict, 'POST', '/api/v1/passwordless/init', { body: { email: 'a@b+c.co' } })).body.code).toBe('invalid_data')
  })

  it('no-signup with an unknown e-mail is 404 user_does_not_exist', async () => {
    const backend = createDevBackend()
    const code = await sendCode(backend, 'ghost@example.com')
    const res = await authenticate(backend, { email: 'ghost@example.com', code, mode: 'no-signup' })
    expect(res.status).toBe(404)
    expect(res.body.code).toBe('user_does_not_exist')
    expect(backend.users.list()).toEqual([])
    backend.users.create({ email: 'known@example.com' })
    expect((await login(backend, 'known@example.com', 'no-signup')).is_new_user).toBe(false)
  })

  it('allowlist and maxUsers options answer 403', async () => {
    const backend = createDevBackend({ allowlist: ['ok@example.com'] })
    let code = await sendCode(backend, 'no@example.com')
    expect((await authenticate(backend, { email: 'no@example.com', code })).body.code).toBe('allowlist_rejected')
    expect((await login(backend, 'ok@example.com')).is_new_user).toBe(true)

    const full = createDevBackend({ maxUsers: 1 })
    await login(full, 'one@example.com')
    code = await sendCode(full, 'two@example.com')
    const res = await authenticate(full, { email: 'two@example.com', code })
    expect(res.status).toBe(403)
    expect(res.body.code).toBe('max_accounts_reached')
  })

  it('captcha_enabled requires a token on init', async () => {
    const backend = createDevBackend({ appConfig: { captcha_enabled: true } })
    const res = await call(backend, 'POST', '/api/v1/passwordless/init', { body: { email: 'a@b.co' } })
    expect(res.body.code).toBe('invalid_captcha')
    expect((await call(backend, 'POST', '/api/v1/passwordless/init', { body: { email: 'a@b.co', token: 't' } })).status).toBe(200)
  })

  it('mailbox.latest(to) filters by recipient', async () => {
    const backend = createDevBackend()
    await sendCode(backend, 'a@b.co')
    await sendCode(backend, 'c@d.co')
    expect(backend.mailbox.latest('a@b.co')!.to).toBe('a@b.co')
    expect(backend.mailbox.latest()!.to).toBe('c@d.co')
    expect(backend.mailbox.latest('x@y.co')).toBeUndefined()
  })
})
