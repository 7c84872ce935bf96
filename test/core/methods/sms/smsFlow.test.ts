import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loginWithSmsCode } from '../../../../src/core/methods/sms/loginWithSmsCode.js'
import { sendSmsCode } from '../../../../src/core/methods/sms/sendSmsCode.js'
import { unlinkSms } from '../../../../src/core/methods/sms/unlinkSms.js'
import type { FoyerClient } from '../../../../src/core/client/types.js'
import { AlreadyAuthenticatedError, InvalidPhoneNumberError, MissingAccessTokenError, MustBeAuthenticatedError } from '../../../../src/core/errors/client.js'
import { PhoneAndCodeRequiredError } from '../../../../src/core/methods/sms/errors.js'
import type { AuthErrorEvent } from '../../../../src/core/steps/intent.js'
import { setUser, writeTokens } from '../../../../src/core/client/session/store.js'
import { toAppConfig } from '../../../../src/core/types/config.js'
import { toUser, type WireUser } from '../../../../src/core/types/user.js'
import { emailFlow } from '../../../../src/core/methods/email/flow.js'
import { smsFlow } from '../../../../src/core/methods/sms/flow.js'
import { userValue } from '../../../../src/core/client/session/state.js'
import { APP_ID, apiError, fakeFetch, json, makeClient, makeJwt, tokenResponse, wireUser, type RecordedCall } from '../../helpers.js'
import { appConfigValue } from '../../../../src/core/client/appConfig.js'

const GOOD = '123456'
const PHONE = '+12015550123'
const phoneUser = (number = PHONE): WireUser =>
  wireUser({ linked_accounts: [{ type: 'phone', phoneNumber: number, verified_at: 1 }] })

/** A tiny fake of the passwordless_sms routes: the code is always GOOD. */
function fakeBackend() {
  return fakeFetch((call: RecordedCall) => {
    const body = call.body as Record<string, string>
    switch (call.path) {
      case '/api/v1/passwordless_sms/init':
        if (body.phoneNumber!.startsWith('+7')) return apiError(400, 'not_supported', 'SMS authentication from this region is not available')
        return json({ success: true })
      case '/api/v1/passwordless_sms/authenticate':
        if (body.code !== GOOD) return apiError(401, 'invalid_credentials', 'Invalid or expired verification code')
        return json(tokenResponse({ token: 'access-new', user: phoneUser(body.phoneNumber), is_new_user: true }))
      case '/api/v1/passwordless_sms/link':
        return json(wireUser({ linked_accounts: [...wireUser().linked_accounts, { type: 'phone', phoneNumber: body.phoneNumber!, verified_at: 1 }] }))
      case '/api/v1/passwordless_sms/update':
        return json(phoneUser(body.new_phone_number))
      case '/api/v1/passwordless_sms/unlink':
        return json(wireUser())
      default:
        return apiError(404, 'not_found')
    }
  })
}

let ACCESS = ''
beforeEach(async () => {
  ACCESS = await makeJwt()
})
let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => warn.mockRestore())

function loggedIn(client: FoyerClient, user: WireUser = wireUser()) {
  writeTokens(client, { accessToken: ACCESS, refreshToken: 'refresh-1', identityToken: null })
  setUser(client, toUser(user))
}

function errorEvents(client: FoyerClient) {
  const seen: AuthErrorEvent[] = []
  client.events.on('loginError', (e) => seen.push(e))
  client.events.on('linkError', (e) => seen.push(e))
  return seen
}

describe('sendSmsCode', () => {
  it('posts the E.164 number (and captcha token) to passwordless_sms/init: sending-code → awaiting-code-input', async () => {
    const fetch = fakeBackend()
    const client = makeClient({ fetch, now: () => 7_000 })
    const statuses: string[] = []
    smsFlow.watch(client, { onChange: (s) => statuses.push(s.status) })
    await expect(sendSmsCode(client, { phoneNumber: '+1 (201) 555-0123', captchaToken: 'cap' })).resolves.toEqual({ phoneNumber: PHONE })
    expect(fetch.calls[0]).toMatchObject({ path: '/api/v1/passwordless_sms/init', body: { phoneNumber: PHONE, token: 'cap' } })
    expect(statuses).toEqual(['sending-code', 'awaiting-code-input'])
    expect(smsFlow.get(client)).toMatchObject({ destination: PHONE, intent: 'login', codeSentAt: 7_000, error: null })
    // The e-mail flow is a separate state.
    expect(emailFlow.get(client).status).toBe('initial')
  })

  it("a national number is read in the app config's default country", async () => {
    const fetch = fakeBackend()
    const client = makeClient({ fetch })
    appConfigValue.set(client, toAppConfig({ id: APP_ID, name: 'T', intl: { default_country: 'GB' } }))
    await expect(sendSmsCode(client, { phoneNumber: '07400 123456' })).resolves.toEqual({ phoneNumber: '+447400123456' })
  })

  it('an invalid number fails before any request (InvalidPhoneNumberError, error status, loginError)', async () => {
    const fetch = fakeBackend()
    const client = makeClient({ fetch })
    const seen = errorEvents(client)
    await expect(sendSmsCode(client, { phoneNumber: '12' })).rejects.toBeInstanceOf(InvalidPhoneNumberError)
    expect(fetch.calls).toHaveLength(0)
    expect(smsFlow.get(client).status).toBe('error')
    expect(seen.map((e) => [e.method, e.code])).toEqual([['sms', 'invalid_phone_number']])
  })

  it("an unsupported region comes back as not_supported ('SMS authentication from this region is not available')", async () => {
    const client = makeClient({ fetch: fakeBackend() })
    await expect(sendSmsCode(client, { phoneNumber: '+7 912 345 67 89' })).rejects.toMatchObject({
      code: 'not_supported', shortMessage: 'SMS authentication from this region is not available',
    })
    expect(smsFlow.get(client).status).toBe('error')
  })

  it("login while authenticated → 'User already authenticated'; update needs a user with a phone", async () => {
    const fetch = fakeBackend()
    const client = makeClient({ fetch })
    loggedIn(client)
    await expect(sendSmsCode(client, { phoneNumber: PHONE })).rejects.toBeInstanceOf(AlreadyAuthenticatedError)
    await expect(sendSmsCode(client, { phoneNumber: PHONE, intent: 'update' })).rejects.toBeInstanceOf(MustBeAuthenticatedError)
    expect(fetch.calls).toHaveLength(0)
  })
})

describe('loginWithSmsCode', () => {
  it("without a phone number or code → 'Phone number and SMS code must be set before authenticating'", async () => {
    const fetch = fakeBackend()
    const client = makeClient({ fetch })
    const seen = errorEvents(client)
    await expect(loginWithSmsCode(client, { code: GOOD })).rejects.toThrow('Phone number and SMS code must be set before authenticating')
    await sendSmsCode(client, { phoneNumber: PHONE })
    await expect(loginWithSmsCode(client, { code: '  ' })).rejects.toBeInstanceOf(PhoneAndCodeRequiredError)
    expect(fetch.calls).toHaveLength(1)
    expect(seen.map((e) => e.code)).toEqual(['INVALID_DATA', 'INVALID_DATA'])
  })

  it('authenticates with { phoneNumber, code, mode }: done, user with a phone, login event', async () => {
    const fetch = fakeBackend()
    const client = makeClient({ fetch })
    const logins: unknown[] = []
    client.events.on('login', (r) => logins.push(r))
    await sendSmsCode(client, { phoneNumber: PHONE, disableSignup: true })
    const result = await loginWithSmsCode(client, { code: ` ${GOOD} ` })
    expect(fetch.calls[1]).toMatchObject({ path: '/api/v1/passwordless_sms/authenticate', body: { phoneNumber: PHONE, code: GOOD, mode: 'no-signup' } })
    expect(result).toMatchObject({ loginMethod: 'sms', isNewUser: true, loginAccount: { type: 'phone', number: PHONE } })
    expect(userValue.get(client)?.phone?.number).toBe(PHONE)
    expect(smsFlow.get(client).status).toBe('done')
    expect(logins).toEqual([result])
  })

  it('a wrong code: error status with invalid_credentials; the right one then succeeds', async () => {
    const client = makeClient({ fetch: fakeBackend() })
    await sendSmsCode(client, { phoneNumber: PHONE })
    await expect(loginWithSmsCode(client, { code: '000000' })).rejects.toMatchObject({ code: 'invalid_credentials' })
    expect(smsFlow.get(client).status).toBe('error')
    await loginWithSmsCode(client, { code: GOOD })
    expect(smsFlow.get(client).status).toBe('done')
  })

  it('link: posts passwordless_sms/link { phoneNumber, code } with the bearer, emits link', async () => {
    const fetch = fakeBackend()
    const client = makeClient({ fetch })
    loggedIn(client)
    const links: unknown[] = []
    client.events.on('link', (r) => links.push(r))
    await sendSmsCode(client, { phoneNumber: PHONE, intent: 'link' })
    const result = await loginWithSmsCode(client, { code: GOOD })
    expect(fetch.calls[1]).toMatchObject({ path: '/api/v1/passwordless_sms/link', body: { phoneNumber: PHONE, code: GOOD } })
    expect(fetch.calls[1]!.headers.authorization).toBe(`Bearer ${ACCESS}`)
    expect(result).toMatchObject({ wasAlreadyAuthenticated: true, linkedAccount: { type: 'phone', number: PHONE } })
    expect(links).toEqual([result])
  })

  it('update: posts { old_phone_number, new_phone_number, code }, emits update', async () => {
    const fetch = fakeBackend()
    const client = makeClient({ fetch })
    loggedIn(client, phoneUser('+12015550100'))
    const updates: unknown[] = []
    client.events.on('update', (r) => updates.push(r))
    await sendSmsCode(client, { phoneNumber: PHONE, intent: 'update' })
    await loginWithSmsCode(client, { code: GOOD })
    expect(fetch.calls[1]).toMatchObject({
      path: '/api/v1/passwordless_sms/update',
      body: { old_phone_number: '+12015550100', new_phone_number: PHONE, code: GOOD },
    })
    expect(userValue.get(client)?.phone?.number).toBe(PHONE)
    expect(updates).toHaveLength(1)
  })
})

describe('unlinkSms', () => {
  it('posts passwordless_sms/unlink { phoneNumber } with the bearer; needs a session', async () => {
    const fetch = fakeBackend()
    const client = makeClient({ fetch })
    await expect(unlinkSms(client, { phoneNumber: PHONE })).rejects.toBeInstanceOf(MissingAccessTokenError)
    loggedIn(client, phoneUser())
    const unlinks: unknown[] = []
    client.events.on('unlink', (e) => unlinks.push(e))
    const user = await unlinkSms(client, { phoneNumber: PHONE })
    expect(fetch.calls[0]).toMatchObject({ path: '/api/v1/passwordless_sms/unlink', body: { phoneNumber: PHONE } })
    expect(user.phone).toBeUndefined()
    expect(unlinks).toHaveLength(1)
  })
})
