import { describe, expect, it, vi } from 'vitest'
import { createDevBackend, type SmsMessage } from '../../src/testing/index.js'
import { call, login, wrongCode } from './helpers.js'

const PHONE = '+12015550123'
type Backend = ReturnType<typeof createDevBackend>

async function sendSms(backend: Backend, phoneNumber = PHONE): Promise<string> {
  const res = await call(backend, 'POST', '/api/v1/passwordless_sms/init', { body: { phoneNumber } })
  if (res.status !== 200) throw new Error(`init failed: ${JSON.stringify(res.body)}`)
  return backend.smsOutbox.latest(phoneNumber)!.code
}

async function smsLogin(backend: Backend, phoneNumber = PHONE, mode = 'login-or-sign-up') {
  const code = await sendSms(backend, phoneNumber)
  return call(backend, 'POST', '/api/v1/passwordless_sms/authenticate', { body: { phoneNumber, code, mode } })
}

describe('SMS code login (passwordless_sms)', () => {
  it('sends a 6-digit code to the SMS outbox (E.164) and signs a new user up with a phone account', async () => {
    const onSms = vi.fn<(sms: SmsMessage) => void>()
    const backend = createDevBackend({ onSms, now: () => Date.UTC(2025, 0, 2) })
    const init = await call(backend, 'POST', '/api/v1/passwordless_sms/init', { body: { phoneNumber: '+1 (201) 555-0123', token: 'x' } })
    expect(init).toMatchObject({ status: 200, body: { success: true } })
    const sms = backend.smsOutbox.latest()!
    expect(sms).toEqual({ to: PHONE, code: expect.stringMatching(/^\d{6}$/), sentAt: '2025-01-02T00:00:00.000Z' })
    expect(onSms).toHaveBeenCalledWith(sms)
    expect(backend.smsOutbox.latest('+1 201 555 0123')).toEqual(sms)
    expect((await call(backend, 'GET', '/__dev/sms')).body).toEqual([sms])
    expect(backend.mailbox.list()).toEqual([])

    const res = await call(backend, 'POST', '/api/v1/passwordless_sms/authenticate', { body: { phoneNumber: PHONE, code: sms.code, mode: 'login-or-sign-up' } })
    expect(res.status).toBe(200)
    expect(res.body.is_new_user).toBe(true)
    expect(res.body.user.linked_accounts).toEqual([expect.objectContaining({ type: 'phone', phoneNumber: PHONE })])
    expect((await smsLogin(backend)).body.is_new_user).toBe(false)
  })

  it('a malformed number is 400 invalid_data; an unsupported region is 400 not_supported', async () => {
    const backend = createDevBackend()
    expect((await call(backend, 'POST', '/api/v1/passwordless_sms/init', { body: { phoneNumber: '123' } })).body.code).toBe('invalid_data')
    const russia = await call(backend, 'POST', '/api/v1/passwordless_sms/init', { body: { phoneNumber: '+7 912 345 67 89' } })
    expect(russia).toMatchObject({ status: 400, body: { code: 'not_supported', error: 'SMS authentication from this region is not available' } })
    const byCountry = createDevBackend({ unsupportedSmsRegions: ['GB'] })
    expect((await call(byCountry, 'POST', '/api/v1/passwordless_sms/init', { body: { phoneNumber: '+44 7400 123456' } })).body.code).toBe('not_supported')
    expect((await call(byCountry, 'POST', '/api/v1/passwordless_sms/init', { body: { phoneNumber: '+7 912 345 67 89' } })).status).toBe(200)
    expect(byCountry.smsOutbox.list()).toHaveLength(1)
  })

  it('codes are single use; a wrong code is 401 invalid_credentials; no-signup is 404 for a new number', async () => {
    const backend = createDevBackend()
    const code = await sendSms(backend)
    const wrong = await call(backend, 'POST', '/api/v1/passwordless_sms/authenticate', { body: { phoneNumber: PHONE, code: wrongCode(code) } })
    expect(wrong).toMatchObject({ status: 401, body: { code: 'invalid_credentials' } })
    expect((await call(backend, 'POST', '/api/v1/passwordless_sms/authenticate', { body: { phoneNumber: PHONE, code } })).status).toBe(200)
    expect((await call(backend, 'POST', '/api/v1/passwordless_sms/authenticate', { body: { phoneNumber: PHONE, code } })).status).toBe(401)
    expect((await smsLogin(backend, '+12015550199', 'no-signup')).body.code).toBe('user_does_not_exist')
  })

  it('rate limits init per number (429 too_many_requests)', async () => {
    const backend = createDevBackend({ rateLimit: { max: 2, windowMs: 60_000 } })
    await sendSms(backend)
    await sendSms(backend)
    const third = await call(backend, 'POST', '/api/v1/passwordless_sms/init', { body: { phoneNumber: PHONE } })
    expect(third).toMatchObject({ status: 429, body: { code: 'too_many_requests' } })
  })

  it('link, update and unlink follow the account rules (one phone per user, not another user’s, never the sole account)', async () => {
    const backend = createDevBackend()
    const { token } = await login(backend, 'ada@example.com')
    const link = async (phoneNumber: string) =>
      call(backend, 'POST', '/api/v1/passwordless_sms/link', { token, body: { phoneNumber, code: await sendSms(backend, phoneNumber) } })
    expect((await call(backend, 'POST', '/api/v1/passwordless_sms/link', { body: { phoneNumber: PHONE, code: '123456' } })).status).toBe(401)
    const linked = await link(PHONE)
    expect(linked.status).toBe(200)
    expect(linked.body.linked_accounts.map((a: { type: string }) => a.type)).toEqual(['email', 'phone'])
    expect((await link('+12015550100')).body.code).toBe('cannot_link_more_of_type')

    const other = (await smsLogin(backend, '+12015550111')).body
    expect((await call(backend, 'POST', '/api/v1/passwordless_sms/link', {
      token: other.token, body: { phoneNumber: PHONE, code: await sendSms(backend, PHONE) },
    })).body.code).toBe('linked_to_another_user')

    const newNumber = '+12015550177'
    const update = await call(backend, 'POST', '/api/v1/passwordless_sms/update', {
      token, body: { old_phone_number: PHONE, new_phone_number: newNumber, code: await sendSms(backend, newNumber) },
    })
    expect(update.status).toBe(200)
    expect(update.body.linked_accounts[1].phoneNumber).toBe(newNumber)
    expect((await call(backend, 'POST', '/api/v1/passwordless_sms/update', {
      token, body: { old_phone_number: PHONE, new_phone_number: '+12015550178', code: '000000' },
    })).body.code).toBe('linked_account_not_found')

    expect((await call(backend, 'POST', '/api/v1/passwordless_sms/unlink', { token, body: { phoneNumber: PHONE } })).body.code).toBe('linked_account_not_found')
    const unlinked = await call(backend, 'POST', '/api/v1/passwordless_sms/unlink', { token, body: { phoneNumber: newNumber } })
    expect(unlinked.body.linked_accounts.map((a: { type: string }) => a.type)).toEqual(['email'])
    expect((await call(backend, 'POST', '/api/v1/passwordless_sms/unlink', {
      token: other.token, body: { phoneNumber: '+12015550111' },
    })).body.code).toBe('cannot_unlink_sole_account')
  })

  it('reset clears the SMS outbox', async () => {
    const backend = createDevBackend()
    await sendSms(backend)
    backend.reset()
    expect(backend.smsOutbox.list()).toEqual([])
    expect((await call(backend, 'GET', '/__dev/sms')).body).toEqual([])
  })
})
