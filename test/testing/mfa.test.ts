import { afterEach, describe, expect, it, vi } from 'vitest'
import { toCreationOptionsJSON, toRequestOptionsJSON, toWireAuthenticationResponse, toWireRegistrationResponse } from '../../src/core/internal.js'
import { createDevBackend, createSoftwareAuthenticator, freshTotpCode, totpCode } from '../../src/testing/index.js'
import { call, login } from './helpers.js'

const RP = 'localhost'
const ORIGIN = 'http://localhost:5173'

async function loggedIn(now?: () => number) {
  const backend = createDevBackend(now ? { now } : {})
  const session = await login(backend)
  const post = (path: string, body: unknown = {}, headers: Record<string, string> = {}) =>
    call(backend, 'POST', path, { body, token: session.token, headers })
  return { backend, session, post }
}

async function enrollTotp(post: Awaited<ReturnType<typeof loggedIn>>['post'], headers: Record<string, string> = {}) {
  const init = await post('/api/v1/mfa/totp/init', {}, headers)
  expect(init.status).toBe(200)
  // The step before now (accepted, ±1): the current step stays free for a verification.
  const enrolled = await post('/api/v1/mfa/totp/enroll', { code: totpCode(init.body.secret, Date.now() - 30_000) }, headers)
  return { secret: init.body.secret as string, init, enrolled }
}

describe('dev backend: MFA', () => {
  it('TOTP enrolment: init answers an otpauth URL and its secret; the code confirms it', async () => {
    const { post } = await loggedIn()
    const { secret, init, enrolled } = await enrollTotp(post)
    expect(init.body.auth_url).toMatch(/^otpauth:\/\/totp\/Foyer%20Demo:ada%40example\.com\?/)
    expect(init.body.auth_url).toContain(`secret=${secret}`)
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(enrolled.status).toBe(200)
    expect(enrolled.body.mfa_methods.map((m: { type: string }) => m.type)).toEqual(['totp'])
  })

  it('TOTP accepts the step before and after (±1), not two steps away', async () => {
    const base = 1_700_000_010_000
    let clock = base - 60_000
    const { post } = await loggedIn(() => clock)
    const init = await post('/api/v1/mfa/totp/init')
    await post('/api/v1/mfa/totp/enroll', { code: totpCode(init.body.secret, clock) })
    clock = base
    // verify needs no MFA token: it is how one is earned. Each step is accepted once, in order.
    for (const offset of [-30_000, 0, 30_000]) {
      expect((await post('/api/v1/mfa/totp/verify', { code: totpCode(init.body.secret, clock + offset) })).status).toBe(200)
    }
    const far = await post('/api/v1/mfa/totp/verify', { code: totpCode(init.body.secret, clock + 90_000) })
    expect(far.status).toBe(401)
    expect(far.body).toEqual({ error: 'Invalid MFA code', code: 'invalid_credentials' })
  })

  it('a wrong enrolment code is refused and nothing is enrolled', async () => {
    const { post, backend } = await loggedIn()
    await post('/api/v1/mfa/totp/init')
    const res = await post('/api/v1/mfa/totp/enroll', { code: '000000' })
    expect(res.status).toBe(401)
    expect(backend.users.list()[0]!.mfa_methods).toEqual([])
  })

  it('protected actions demand an MFA token once the user has a method: missing → missing_or_invalid_mfa, bad → expired_or_invalid_mfa_token', async () => {
    const { post } = await loggedIn()
    expect((await post('/api/v1/dev/protected-action')).status).toBe(200)
    const { secret } = await enrollTotp(post)
    const missing = await post('/api/v1/dev/protected-action')
    expect(missing.status).toBe(403)
    expect(missing.body.code).toBe('missing_or_invalid_mfa')
    const bad = await post('/api/v1/dev/protected-action', {}, { 'foyer-mfa-token': 'nope' })
    expect(bad.body.code).toBe('expired_or_invalid_mfa_token')
    const verified = await post('/api/v1/mfa/totp/verify', { code: totpCode(secret) })
    expect(verified.body).toEqual({ token: expect.any(String), expires_in_seconds: 300 })
    const ok = await post('/api/v1/dev/protected-action', {}, { 'foyer-mfa-token': verified.body.token })
    expect(ok.status).toBe(200)
    expect(ok.body.ok).toBe(true)
  })

  it('an MFA token expires after 300 s and belongs to its session', async () => {
    let clock = Date.now()
    const { backend, post } = await loggedIn(() => clock)
    const { secret } = await enrollTotp(post)
    const { body } = await post('/api/v1/mfa/totp/verify', { code: totpCode(secret, clock) })
    const other = await login(backend)
    const elsewhere = await call(backend, 'POST', '/api/v1/dev/protected-action', { token: other.token, body: {}, headers: { 'foyer-mfa-token': body.token } })
    expect(elsewhere.body.code).toBe('expired_or_invalid_mfa_token')
    clock += 300_001
    expect((await post('/api/v1/dev/protected-action', {}, { 'foyer-mfa-token': body.token })).body.code).toBe('expired_or_invalid_mfa_token')
  })

  it('changing methods requires a prior verification', async () => {
    const { post } = await loggedIn()
    const { secret } = await enrollTotp(post)
    expect((await post('/api/v1/mfa/unenroll', { method: 'totp' })).body.code).toBe('missing_or_invalid_mfa')
    expect((await post('/api/v1/mfa/passwordless_sms/init', { action: 'enroll', phone_number: '+12015550123' })).body.code).toBe('missing_or_invalid_mfa')
    const { body } = await post('/api/v1/mfa/totp/verify', { code: totpCode(secret) })
    const removed = await post('/api/v1/mfa/unenroll', { method: 'totp' }, { 'foyer-mfa-token': body.token })
    expect(removed.status).toBe(200)
    expect(removed.body.mfa_methods).toEqual([])
  })

  it('SMS: enroll (a code to the number) → verify → added; verification codes go to that number', async () => {
    const { backend, post } = await loggedIn()
    expect((await post('/api/v1/mfa/passwordless_sms/init', { action: 'enroll', phone_number: '+1 201 555 0123' })).status).toBe(200)
    const enrolCode = backend.smsOutbox.latest('+12015550123')!.code
    expect((await post('/api/v1/mfa/passwordless_sms/enroll', { phone_number: '+12015550123', code: '000000' })).status).toBe(401)
    const enrolled = await post('/api/v1/mfa/passwordless_sms/enroll', { phone_number: '+12015550123', code: enrolCode })
    expect(enrolled.body.mfa_methods.map((m: { type: string }) => m.type)).toEqual(['sms'])
    expect((await post('/api/v1/mfa/passwordless_sms/init', { action: 'verify' })).status).toBe(200)
    const code = backend.smsOutbox.latest('+12015550123')!.code
    const verified = await post('/api/v1/mfa/passwordless_sms/verify', { code })
    expect(verified.status).toBe(200)
    expect((await post('/api/v1/mfa/passwordless_sms/verify', { code })).status).toBe(401)
  })

  it('verify of a method the user has not enrolled is refused', async () => {
    const { post } = await loggedIn()
    expect((await post('/api/v1/mfa/passwordless_sms/init', { action: 'verify' })).body.code).toBe('invalid_request')
    expect((await post('/api/v1/mfa/totp/verify', { code: '123456' })).body.code).toBe('invalid_request')
  })

  it('MFA routes need a session', async () => {
    const backend = createDevBackend()
    expect((await call(backend, 'POST', '/api/v1/mfa/totp/init', { body: {} })).status).toBe(401)
  })

  describe('passkeys', () => {
    async function withPasskey() {
      const s = await loggedIn()
      const device = createSoftwareAuthenticator({ origin: ORIGIN })
      const init = await s.post('/api/v1/passkeys/link/init', { relying_party: RP })
      const attestation = await device.startRegistration({ optionsJSON: toCreationOptionsJSON(init.body.options) })
      const linked = await s.post('/api/v1/passkeys/link', { relying_party: RP, authenticator_response: toWireRegistrationResponse(attestation) })
      return { ...s, device, credentialId: linked.body.linked_accounts.find((a: { type: string }) => a.type === 'passkey').credential_id as string }
    }

    it('a linked passkey enrolled in MFA: options list it (rp_id, challenge, allow_credentials, timeout, user_verification), its assertion earns a token', async () => {
      const { post, device, credentialId } = await withPasskey()
      const enrolled = await post('/api/v1/mfa/passkeys/enroll', { credential_ids: [credentialId] })
      expect(enrolled.body.mfa_methods.map((m: { type: string }) => m.type)).toEqual(['passkey'])
      expect(enrolled.body.linked_accounts.find((a: { type: string }) => a.type === 'passkey').enrolled_in_mfa).toBe(true)
      const init = await post('/api/v1/mfa/passkeys/init', { relying_party: RP })
      expect(init.body.options).toMatchObject({
        rp_id: RP, challenge: expect.any(String), timeout: 60_000, user_verification: 'preferred',
        allow_credentials: [expect.objectContaining({ id: credentialId, type: 'public-key' })],
      })
      const assertion = await device.startAuthentication({ optionsJSON: toRequestOptionsJSON(init.body.options) })
      const verified = await post('/api/v1/mfa/passkeys/verify', {
        relying_party: RP, challenge: init.body.options.challenge, authenticator_response: toWireAuthenticationResponse(assertion),
      })
      expect(verified.status).toBe(200)
      expect(verified.body.token).toEqual(expect.any(String))
      // Single-use challenge.
      const again = await post('/api/v1/mfa/passkeys/verify', {
        relying_party: RP, challenge: init.body.options.challenge, authenticator_response: toWireAuthenticationResponse(assertion),
      })
      expect(again.status).toBe(401)
    })

    it("a passkey enrolled in MFA cannot be unlinked: 'Cannot unlink a passkey enrolled in MFA'", async () => {
      const { post, credentialId, backend } = await withPasskey()
      await post('/api/v1/mfa/passkeys/enroll', { credential_ids: [credentialId] })
      const res = await post('/api/v1/passkeys/unlink', { credential_id: credentialId })
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ error: 'Cannot unlink a passkey enrolled in MFA', code: 'cannot_unlink_mfa_passkey' })
      expect(backend.users.list()[0]!.linked_accounts.some((a) => a.type === 'passkey')).toBe(true)
    })

    it('enrolling an unknown credential is refused', async () => {
      const { post } = await withPasskey()
      expect((await post('/api/v1/mfa/passkeys/enroll', { credential_ids: ['nope'] })).status).toBe(404)
    })
  })
})


describe('authenticator-app codes for tests (totpCode, freshTotpCode)', () => {
  // RFC 6238 appendix B's SHA-1 secret ("12345678901234567890"), base32; its 8-digit vectors end in these 6 digits.
  const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'
  afterEach(() => vi.useRealTimers())

  it('totpCode is the RFC 6238 code of the secret at the time given', () => {
    expect(totpCode(RFC_SECRET, 59_000)).toBe('287082')
    expect(totpCode(RFC_SECRET, 1_111_111_109_000)).toBe('081804')
    expect(totpCode(RFC_SECRET, 1_234_567_890_000)).toBe('005924')
  })

  it('freshTotpCode answers at once with more than the margin left, the code of the step asked for', async () => {
    vi.useFakeTimers({ now: 1_111_111_109_000 - 20_000 }) // 19 s into a step: 11 s left
    expect(await freshTotpCode(RFC_SECRET)).toBe(totpCode(RFC_SECRET, Date.now()))
    expect(await freshTotpCode(RFC_SECRET, { step: -1 })).toBe(totpCode(RFC_SECRET, Date.now() - 30_000))
    expect(await freshTotpCode(RFC_SECRET, { step: 1 })).toBe(totpCode(RFC_SECRET, Date.now() + 30_000))
  })

  it('freshTotpCode waits for the next step when less than the margin is left, and makes the code then', async () => {
    const stepEnd = 1_111_111_110_000 // 1 s after this, the step of 1 111 111 109 s ends
    vi.useFakeTimers({ now: stepEnd - 1_000 })
    let code: string | undefined
    const pending = freshTotpCode(RFC_SECRET).then((c) => (code = c))
    await vi.advanceTimersByTimeAsync(900)
    expect(code).toBeUndefined()
    await vi.advanceTimersByTimeAsync(200)
    await pending
    expect(code).toBe(totpCode(RFC_SECRET, stepEnd))
    expect(code).not.toBe(totpCode(RFC_SECRET, stepEnd - 1_000))
  })

  it('the dev backend accepts the codes: enrol with the previous step, verify with the current one', async () => {
    const { post } = await loggedIn()
    const init = await post('/api/v1/mfa/totp/init')
    expect((await post('/api/v1/mfa/totp/enroll', { code: await freshTotpCode(init.body.secret, { step: -1 }) })).status).toBe(200)
    expect((await post('/api/v1/mfa/totp/verify', { code: await freshTotpCode(init.body.secret) })).status).toBe(200)
  })
})
