import { describe, expect, it } from 'vitest'
import { createDevBackend, type DevBackend } from '../../src/testing/index.js'
import { call, login, sendCode } from './helpers.js'

const sendSms = async (backend: DevBackend, phoneNumber: string) => {
  await call(backend, 'POST', '/api/v1/passwordless_sms/init', { body: { phoneNumber } })
  return backend.smsOutbox.latest(phoneNumber)!.code
}
const linkEmail = async (backend: DevBackend, token: string, email: string) =>
  call(backend, 'POST', '/api/v1/passwordless/link', { token, body: { email, code: await sendCode(backend, email) } })

describe('account transfer (dev backend)', () => {
  it('is off by default: linking another user\'s account stays linked_to_another_user', async () => {
    const backend = createDevBackend()
    await login(backend, 'grace@example.com')
    const phoneOnly = await call(backend, 'POST', '/api/v1/passwordless_sms/authenticate', { body: { phoneNumber: '+12015550177', code: await sendSms(backend, '+12015550177'), mode: 'login-or-sign-up' } })
    const res = await linkEmail(backend, phoneOnly.body.token, 'grace@example.com')
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: 'This account has already been linked to another user.', code: 'linked_to_another_user' })
  })

  it('answers account_transfer_required with a nonce and the data, then moves the account and deletes the other user', async () => {
    const backend = createDevBackend({ accountTransfers: true })
    const other = await login(backend, 'grace@example.com')
    const ada = await login(backend, 'ada@example.com')
    // Ada has an e-mail: she links Grace's phone instead (Grace: phone only).
    const graceSms = await call(backend, 'POST', '/api/v1/passwordless_sms/link', { token: other.token, body: { phoneNumber: '+12015550123', code: await sendSms(backend, '+12015550123') } })
    expect(graceSms.status).toBe(200)
    // Grace has two accounts now: no transfer for her phone.
    const refused = await call(backend, 'POST', '/api/v1/passwordless_sms/link', { token: ada.token, body: { phoneNumber: '+12015550123', code: await sendSms(backend, '+12015550123') } })
    expect(refused.body.code).toBe('linked_to_another_user')

    const bob = await login(backend, 'bob@example.com')
    const phoneOnly = await call(backend, 'POST', '/api/v1/passwordless_sms/authenticate', { body: { phoneNumber: '+12015550177', code: await sendSms(backend, '+12015550177'), mode: 'login-or-sign-up' } })
    const res = await call(backend, 'POST', '/api/v1/passwordless_sms/link', { token: bob.token, body: { phoneNumber: '+12015550177', code: await sendSms(backend, '+12015550177') } })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      code: 'account_transfer_required',
      data: { account: '+12015550177', link_method: 'sms', display_name: '+12015550177', embedded_wallet_address: null },
    })
    const nonce = res.body.data.nonce as string
    expect(nonce).toMatch(/\S{20,}/)

    // Wrong kind, wrong account, another caller: refused.
    expect((await call(backend, 'POST', '/api/v1/passwordless/transfer', { token: bob.token, body: { nonce, email: '+12015550177' } })).status).toBe(400)
    expect((await call(backend, 'POST', '/api/v1/passwordless_sms/transfer', { token: bob.token, body: { nonce, phoneNumber: '+12015550100' } })).status).toBe(400)
    expect((await call(backend, 'POST', '/api/v1/passwordless_sms/transfer', { token: ada.token, body: { nonce, phoneNumber: '+12015550177' } })).status).toBe(400)
    expect((await call(backend, 'POST', '/api/v1/passwordless_sms/transfer', { body: { nonce, phoneNumber: '+12015550177' } })).status).toBe(401)

    const moved = await call(backend, 'POST', '/api/v1/passwordless_sms/transfer', { token: bob.token, body: { nonce, phoneNumber: '+12015550177' } })
    expect(moved.status).toBe(200)
    expect(moved.body.linked_accounts.map((a: { type: string }) => a.type)).toEqual(['email', 'phone'])
    expect(backend.users.get(phoneOnly.body.user.id)).toBeUndefined()
    // The other user's session is gone with it; the nonce is single use.
    expect((await call(backend, 'GET', '/api/v1/users/me', { token: phoneOnly.body.token })).status).toBe(401)
    expect((await call(backend, 'POST', '/api/v1/passwordless_sms/transfer', { token: bob.token, body: { nonce, phoneNumber: '+12015550177' } })).status).toBe(400)
  })

  it('transfers an e-mail through passwordless/transfer; a user who already has one gets linked_to_another_user', async () => {
    const backend = createDevBackend({ accountTransfers: true })
    await login(backend, 'grace@example.com')
    const ada = await login(backend, 'ada@example.com')
    expect((await linkEmail(backend, ada.token, 'grace@example.com')).body.code).toBe('linked_to_another_user')

    const phoneUser = await call(backend, 'POST', '/api/v1/passwordless_sms/authenticate', { body: { phoneNumber: '+12015550188', code: await sendSms(backend, '+12015550188'), mode: 'login-or-sign-up' } })
    const res = await linkEmail(backend, phoneUser.body.token, 'grace@example.com')
    expect(res.body.code).toBe('account_transfer_required')
    const moved = await call(backend, 'POST', '/api/v1/passwordless/transfer', { token: phoneUser.body.token, body: { nonce: res.body.data.nonce, email: 'grace@example.com' } })
    expect(moved.status).toBe(200)
    expect(moved.body.linked_accounts.map((a: { address?: string }) => a.address).filter(Boolean)).toEqual(['grace@example.com'])
  })

  it('never offers a transfer of a custom-auth account', async () => {
    const backend = createDevBackend({ accountTransfers: true })
    const { signCustomToken } = await import('../../src/testing/index.js')
    const token = await signCustomToken({ sub: 'host-user-1' })
    await call(backend, 'POST', '/api/v1/custom_jwt_account/authenticate', { body: { token, mode: 'login-or-sign-up' } })
    const ada = await login(backend, 'ada@example.com')
    const res = await call(backend, 'POST', '/api/v1/custom_jwt_account/link', { token: ada.token, body: { token: await signCustomToken({ sub: 'host-user-1' }) } })
    expect(res.body.code).toBe('linked_to_another_user')
  })

  it('accept_terms records the acceptance', async () => {
    const backend = createDevBackend()
    const ada = await login(backend, 'ada@example.com')
    expect(ada.user.has_accepted_terms).toBe(false)
    const res = await call(backend, 'POST', '/api/v1/users/me/accept_terms', { token: ada.token })
    expect(res.body.has_accepted_terms).toBe(true)
    expect((await call(backend, 'GET', '/api/v1/users/me', { token: ada.token })).body.user.has_accepted_terms).toBe(true)
  })
})
