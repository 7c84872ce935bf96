import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cancelMfa, dismissMfaPrompt, errorIndicatesMfaMaxAttempts, errorIndicatesMfaTimeout, errorIndicatesMfaVerificationFailed, mfaFlow, promptMfa, submitMfa, withMfa, constants } from '../../../src/core/internal.js'
import { writeTokens, setUser } from '../../../src/core/client/session/store.js'
import { toUser } from '../../../src/core/types/user.js'
import { apiError, fakeFetch, json, makeClient, makeJwt, wireUser, type RecordedCall } from '../helpers.js'
import { settle } from '../waiting.js'
import { mfaSession } from '../../../src/core/mfa/session.js'

const { MFA_CODE_WAIT_MS, MFA_OPERATION_TIMEOUT_MS, MFA_MAX_ATTEMPTS, MFA_TOKEN_HEADER } = constants
const VERIFY = '/api/v1/mfa/totp/verify'
const GOOD = '123456'

/** A logged-in client whose user has TOTP; the fake server accepts GOOD and answers a token. */
async function setup({ methods = ['totp'] as ('totp' | 'sms' | 'passkey')[] } = {}) {
  const fetch = fakeFetch((call: RecordedCall) => {
    if (call.path === VERIFY) {
      return (call.body as { code: string }).code === GOOD ? json({ token: 'mfa-1', expires_in_seconds: 300 }) : apiError(401, 'invalid_credentials', 'Invalid MFA code')
    }
    if (call.path === '/api/v1/protected') {
      return call.headers[MFA_TOKEN_HEADER] === 'mfa-1' ? json({ ok: true }) : apiError(403, 'missing_or_invalid_mfa')
    }
    return apiError(404, 'not_found')
  })
  const client = makeClient({ fetch })
  writeTokens(client, { accessToken: await makeJwt(), refreshToken: 'r', identityToken: null })
  setUser(client, toUser(wireUser({ mfa_methods: methods.map((type) => ({ type })) })))
  const protectedCall = () => withMfa(client, (headers) => client.http.request('/api/v1/protected', { method: 'POST', body: {}, headers }))
  return { client, fetch, protectedCall }
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await vi.advanceTimersByTimeAsync(0)
}

describe('the MFA wait machinery (withMfa + verifyMfa)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('a request answered missing_or_invalid_mfa waits for a code, then is retried with the MFA token', async () => {
    const { client, fetch, protectedCall } = await setup()
    const events: unknown[] = []
    client.events.on('mfaRequired', (e) => events.push(e))
    const result = settle(protectedCall())
    await flush()
    expect(mfaFlow.get(client)).toMatchObject({ status: 'awaiting-input', kind: 'txn', methods: ['totp'], method: 'totp' })
    expect(events).toEqual([{ kind: 'txn', methods: ['totp'] }])
    await submitMfa(client, { method: 'totp', code: GOOD })
    await flush()
    expect(result).toMatchObject({ done: true, value: { ok: true } })
    expect(mfaFlow.get(client).status).toBe('verified')
    const retried = fetch.calls.filter((c) => c.path === '/api/v1/protected')
    expect(retried.map((c) => c.headers[MFA_TOKEN_HEADER])).toEqual([undefined, 'mfa-1'])
  })

  it('the next protected request reuses the session’s MFA token without asking', async () => {
    const { client, protectedCall } = await setup()
    const first = settle(protectedCall())
    await flush()
    await submitMfa(client, { method: 'totp', code: GOOD })
    await flush()
    expect(first.done).toBe(true)
    dismissMfaPrompt(client)
    await expect(protectedCall()).resolves.toEqual({ ok: true })
    expect(mfaFlow.get(client).status).toBe('idle')
  })

  it('a failure asks again (non-blocking), and a later success passes', async () => {
    const { client, protectedCall } = await setup()
    const result = settle(protectedCall())
    await flush()
    const wrong = settle(submitMfa(client, { method: 'totp', code: '000000' }))
    await flush()
    expect(errorIndicatesMfaVerificationFailed(wrong.error)).toBe(true)
    expect((wrong.error as { shortMessage: string }).shortMessage).toBe('MFA verification failed, retry.')
    expect(mfaFlow.get(client)).toMatchObject({ status: 'awaiting-input', attempts: 1, blocking: false })
    await submitMfa(client, { method: 'totp', code: GOOD })
    await flush()
    expect(result).toMatchObject({ done: true, value: { ok: true } })
  })

  it(`fails with max attempts after ${MFA_MAX_ATTEMPTS} failed verifications (blocking)`, async () => {
    const { client, protectedCall } = await setup()
    const result = settle(protectedCall())
    await flush()
    const submissions = []
    for (let i = 0; i < MFA_MAX_ATTEMPTS; i++) {
      submissions.push(settle(submitMfa(client, { method: 'totp', code: '000000' })))
      await flush()
    }
    expect(submissions.slice(0, 3).every((s) => errorIndicatesMfaVerificationFailed(s.error))).toBe(true)
    expect(errorIndicatesMfaMaxAttempts(submissions[3]!.error)).toBe(true)
    expect(result.done).toBe(true)
    expect((result.error as { shortMessage: string }).shortMessage).toBe('Max MFA verification attempts reached')
    expect(mfaFlow.get(client)).toMatchObject({ status: 'error', blocking: true })
    await expect(submitMfa(client, { method: 'totp', code: GOOD })).rejects.toThrow('No auth flow in progress.')
  })

  it(`each wait times out after ${MFA_CODE_WAIT_MS} ms: 'Timed out waiting for MFA code' (mfa_timeout)`, async () => {
    const { client, protectedCall } = await setup()
    const result = settle(protectedCall())
    await flush()
    await vi.advanceTimersByTimeAsync(MFA_CODE_WAIT_MS - 1)
    expect(result.done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await flush()
    expect(errorIndicatesMfaTimeout(result.error)).toBe(true)
    expect((result.error as { shortMessage: string }).shortMessage).toBe('Timed out waiting for MFA code')
    expect((result.error as { code: string }).code).toBe('mfa_timeout')
    expect(mfaFlow.get(client)).toMatchObject({ status: 'error', blocking: true })
  })

  it('a failed attempt restarts the wait’s clock', async () => {
    const { client, protectedCall } = await setup()
    const result = settle(protectedCall())
    await flush()
    await vi.advanceTimersByTimeAsync(MFA_CODE_WAIT_MS - 1000)
    settle(submitMfa(client, { method: 'totp', code: '000000' }))
    await flush()
    await vi.advanceTimersByTimeAsync(MFA_CODE_WAIT_MS - 1000)
    expect(result.done).toBe(false)
    await vi.advanceTimersByTimeAsync(1000)
    await flush()
    expect(errorIndicatesMfaTimeout(result.error)).toBe(true)
  })

  it(`the whole operation times out after ${MFA_OPERATION_TIMEOUT_MS} ms, whatever the code waits do`, async () => {
    const { client, protectedCall } = await setup()
    // Code waits that never time out, so only the operation's deadline can end the wait.
    const timers = mfaSession(client).timers
    mfaSession(client).timers = {
      setTimeout: (fn, ms) => (ms === MFA_CODE_WAIT_MS ? 0 : timers.setTimeout(fn, ms)),
      clearTimeout: (id) => timers.clearTimeout(id),
    }
    const result = settle(protectedCall())
    await flush()
    await vi.advanceTimersByTimeAsync(MFA_OPERATION_TIMEOUT_MS - 1)
    expect(result.done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await flush()
    expect(errorIndicatesMfaTimeout(result.error)).toBe(true)
    expect((result.error as { details: string }).details).toContain(`${MFA_OPERATION_TIMEOUT_MS} ms`)
  })

  it('four code waits fit in the operation: 4 × 300 s < 1260 s', () => {
    expect(MFA_MAX_ATTEMPTS * MFA_CODE_WAIT_MS).toBeLessThan(MFA_OPERATION_TIMEOUT_MS)
  })

  it("cancel ends the wait with 'MFA canceled'", async () => {
    const { client, protectedCall } = await setup()
    const result = settle(protectedCall())
    await flush()
    cancelMfa(client)
    await flush()
    expect((result.error as { code: string }).code).toBe('mfa_canceled')
    expect((result.error as Error).message).toBe('MFA canceled')
    expect(mfaFlow.get(client)).toMatchObject({ status: 'error', blocking: true })
  })

  it('closing the prompt: failure while pending (and cancels), success after a verification', async () => {
    const { client, protectedCall } = await setup()
    const first = settle(protectedCall())
    await flush()
    expect(dismissMfaPrompt(client)).toBe('failure')
    await flush()
    expect((first.error as { code: string }).code).toBe('mfa_canceled')
    expect(mfaFlow.get(client).status).toBe('idle')
    const second = settle(promptMfa(client))
    await flush()
    await submitMfa(client, { method: 'totp', code: GOOD })
    await flush()
    expect(second.done).toBe(true)
    expect(dismissMfaPrompt(client)).toBe('success')
  })

  it('concurrent operations share one wait', async () => {
    const { client, fetch, protectedCall } = await setup()
    const a = settle(protectedCall())
    const b = settle(protectedCall())
    await flush()
    await submitMfa(client, { method: 'totp', code: GOOD })
    await flush()
    expect(a.value).toEqual({ ok: true })
    expect(b.value).toEqual({ ok: true })
    expect(fetch.count('POST', VERIFY)).toBe(1)
  })

  it('input rules: 6-digit codes, an authenticator response for passkeys, known methods only', async () => {
    const { client } = await setup()
    settle(promptMfa(client))
    await flush()
    await expect(submitMfa(client, { method: 'totp', code: '12345' })).rejects.toThrow('Invalid MFA code')
    await expect(submitMfa(client, { method: 'sms', code: 123456 as unknown as string })).rejects.toThrow('Invalid MFA code')
    await expect(submitMfa(client, { method: 'totp', code: '12a456' })).rejects.toThrow('Invalid MFA code')
    await expect(submitMfa(client, { method: 'passkey', response: undefined as never })).rejects.toThrow('Invalid authenticator response')
    // @ts-expect-error not an MFA method: the type refuses it, and so does the runtime check (for JS callers)
    await expect(submitMfa(client, { method: 'email' })).rejects.toThrow('Unsupported MFA method: email')
    expect(mfaFlow.get(client).attempts).toBe(0)
  })

  it('a user without MFA methods cannot be prompted; a logged-out one must log in', async () => {
    const { client } = await setup({ methods: [] })
    await expect(promptMfa(client)).rejects.toMatchObject({ code: 'MISSING_MFA_CREDENTIALS' })
    setUser(client, null)
    await expect(promptMfa(client)).rejects.toThrow('User must be logged in')
  })

  it('several methods: the prompt starts on the method list', async () => {
    const { client } = await setup({ methods: ['sms', 'passkey', 'totp'] })
    settle(promptMfa(client))
    await flush()
    expect(mfaFlow.get(client)).toMatchObject({ method: null, methods: ['totp', 'sms', 'passkey'] })
  })
})
