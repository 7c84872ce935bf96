import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loginWithEmailCode } from '../../../../src/core/methods/email/loginWithEmailCode.js'
import { sendEmailCode } from '../../../../src/core/methods/email/sendEmailCode.js'
import type { FoyerClient } from '../../../../src/core/client/types.js'
import { ApiError } from '../../../../src/core/errors/api.js'
import { AlreadyAuthenticatedError, MustBeAuthenticatedError, NoAuthFlowError, NonNumericCodeError } from '../../../../src/core/errors/client.js'
import { DisallowedPlusEmailError, InvalidEmailError } from '../../../../src/core/methods/email/errors.js'
import type { CodeFlowStatus } from '../../../../src/core/machines/codeFlow.js'
import type { AuthErrorEvent } from '../../../../src/core/steps/intent.js'
import { setUser, writeTokens } from '../../../../src/core/client/session/store.js'
import type { AuthResult } from '../../../../src/core/types/auth.js'
import { toAppConfig } from '../../../../src/core/types/config.js'
import { toUser } from '../../../../src/core/types/user.js'
import { emailFlow } from '../../../../src/core/methods/email/flow.js'
import { userValue } from '../../../../src/core/client/session/state.js'
import { APP_ID, apiError, fakeFetch, json, makeClient, makeJwt, tokenResponse, wireUser, type RecordedCall } from '../../helpers.js'
import { isNewUserThisSessionValue, tokensValue } from '../../../../src/core/client/session/state.js'
import { appConfigValue } from '../../../../src/core/client/appConfig.js'

const GOOD = '123456'

/** A tiny fake of the passwordless routes: the code is always GOOD; the first login is a sign-up. */
function fakeBackend() {
  let users = 0
  return fakeFetch((call: RecordedCall) => {
    const body = call.body as Record<string, string>
    switch (call.path) {
      case '/api/v1/passwordless/init':
        return json({ success: true })
      case '/api/v1/passwordless/authenticate':
        if (body.code !== GOOD) return apiError(401, 'invalid_credentials', 'Invalid or expired verification code')
        if (body.mode === 'no-signup' && users === 0) return apiError(404, 'user_does_not_exist', 'User does not exist')
        return json(tokenResponse({ token: 'access-new', user: wireUser({}, body.email), is_new_user: users++ === 0 }))
      case '/api/v1/passwordless/link':
        return json(wireUser({
          linked_accounts: [...wireUser().linked_accounts, { type: 'email', address: body.email!, verified_at: 1 }],
        }))
      case '/api/v1/passwordless/update':
        return json(wireUser({}, body.newAddress))
      default:
        return apiError(404, 'not_found')
    }
  })
}

function recordStatuses(client: FoyerClient) {
  const statuses: CodeFlowStatus[] = []
  emailFlow.watch(client, { onChange: (s) => statuses.push(s.status) })
  return statuses
}

function events(client: FoyerClient) {
  const seen = { login: [] as AuthResult[], link: [] as AuthResult[], update: [] as AuthResult[], loginError: [] as AuthErrorEvent[] }
  client.events.on('login', (r) => seen.login.push(r))
  client.events.on('link', (r) => seen.link.push(r))
  client.events.on('update', (r) => seen.update.push(r))
  client.events.on('loginError', (e) => seen.loginError.push(e))
  return seen
}

let ACCESS = ''
beforeEach(async () => {
  ACCESS = await makeJwt()
})

function loggedIn(client: FoyerClient, email = 'old@example.com') {
  writeTokens(client, { accessToken: ACCESS, refreshToken: 'refresh-1', identityToken: null })
  setUser(client, toUser(wireUser({}, email)))
}

let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => warn.mockRestore())

describe('sendEmailCode', () => {
  it('posts the trimmed e-mail (and captcha token) to passwordless/init: sending-code → awaiting-code-input', async () => {
    const fetch = fakeBackend()
    const client = makeClient({ fetch, now: () => 42_000 })
    const statuses = recordStatuses(client)
    await expect(sendEmailCode(client, { email: '  ada@example.com ', captchaToken: 'cap-1' })).resolves.toEqual({ email: 'ada@example.com' })
    expect(fetch.calls).toHaveLength(1)
    expect(fetch.calls[0]!.path).toBe('/api/v1/passwordless/init')
    expect(fetch.calls[0]!.body).toEqual({ email: 'ada@example.com', token: 'cap-1' })
    expect(statuses).toEqual(['sending-code', 'awaiting-code-input'])
    expect(emailFlow.get(client)).toMatchObject({ destination: 'ada@example.com', intent: 'login', codeSentAt: 42_000, error: null })
  })

  it('an invalid e-mail fails before any request: error status with InvalidEmailError', async () => {
    const fetch = fakeBackend()
    const client = makeClient({ fetch })
    const seen = events(client)
    await expect(sendEmailCode(client, { email: 'nope' })).rejects.toBeInstanceOf(InvalidEmailError)
    expect(fetch.calls).toHaveLength(0)
    expect(emailFlow.get(client).status).toBe('error')
    expect(emailFlow.get(client).error).toBeInstanceOf(InvalidEmailError)
    expect(seen.loginError.map((e) => e.code)).toEqual(['invalid_email'])
  })

  it("rejects a '+' address when the app config disallows plus e-mails", async () => {
    const fetch = fakeBackend()
    const client = makeClient({ fetch })
    appConfigValue.set(client, toAppConfig({ id: APP_ID, name: 'Test', disable_plus_emails: true }))
    await expect(sendEmailCode(client, { email: 'ada+x@example.com' })).rejects.toBeInstanceOf(DisallowedPlusEmailError)
    expect(fetch.calls).toHaveLength(0)
  })

  it('a server failure (429) puts the flow in error with the ApiError', async () => {
    const fetch = fakeFetch(() => apiError(429, 'too_many_requests', 'Too many requests (code 429)'))
    const client = makeClient({ fetch })
    await expect(sendEmailCode(client, { email: 'ada@example.com' })).rejects.toMatchObject({ code: 'too_many_requests' })
    expect(emailFlow.get(client)).toMatchObject({ status: 'error', error: expect.any(ApiError) })
  })

  it("login while authenticated → 'User already authenticated', nothing sent", async () => {
    const fetch = fakeBackend()
    const client = makeClient({ fetch })
    loggedIn(client)
    await expect(sendEmailCode(client, { email: 'ada@example.com' })).rejects.toBeInstanceOf(AlreadyAuthenticatedError)
    expect(fetch.calls).toHaveLength(0)
    expect(warn).toHaveBeenCalled()
  })

  it('update needs a user who already has an e-mail', async () => {
    const fetch = fakeBackend()
    const client = makeClient({ fetch })
    writeTokens(client, { accessToken: 'a', refreshToken: 'r', identityToken: null })
    setUser(client, toUser(wireUser({ linked_accounts: [] })))
    await expect(sendEmailCode(client, { email: 'new@example.com', intent: 'update' })).rejects.toBeInstanceOf(MustBeAuthenticatedError)
    expect(fetch.calls).toHaveLength(0)
  })
})

describe('loginWithEmailCode', () => {
  it("without a sent code → NoAuthFlowError 'No auth flow in progress.', fires loginError, sends nothing", async () => {
    const fetch = fakeBackend()
    const client = makeClient({ fetch })
    const seen = events(client)
    await expect(loginWithEmailCode(client, { code: GOOD })).rejects.toBeInstanceOf(NoAuthFlowError)
    await expect(loginWithEmailCode(client, { code: GOOD })).rejects.toThrow('No auth flow in progress.')
    expect(fetch.calls).toHaveLength(0)
    expect(seen.loginError[0]?.code).toBe('no_auth_flow')
  })

  it('after a send that failed, there is still no code to submit (NoAuthFlowError, nothing sent)', async () => {
    const fetch = fakeFetch(() => apiError(400, 'invalid_data', 'Bad e-mail'))
    const client = makeClient({ fetch })
    await expect(sendEmailCode(client, { email: 'ada@example.com' })).rejects.toBeInstanceOf(ApiError)
    await expect(loginWithEmailCode(client, { code: GOOD })).rejects.toBeInstanceOf(NoAuthFlowError)
    expect(fetch.calls).toHaveLength(1)
  })

  it("logs in with mode 'login-or-sign-up': submitting-code → done, tokens stored, login event, isNewUser", async () => {
    const fetch = fakeBackend()
    const client = makeClient({ fetch })
    const seen = events(client)
    await sendEmailCode(client, { email: 'ada@example.com' })
    const statuses = recordStatuses(client)
    const result = await loginWithEmailCode(client, { code: ` ${GOOD.slice(0, 3)} ${GOOD.slice(3)} ` })

    const auth = fetch.calls[1]!
    expect(auth.path).toBe('/api/v1/passwordless/authenticate')
    expect(auth.body).toEqual({ email: 'ada@example.com', code: GOOD, mode: 'login-or-sign-up' })
    expect(auth.headers).not.toHaveProperty('authorization')
    expect(statuses).toEqual(['submitting-code', 'done'])
    expect(result).toMatchObject({
      isNewUser: true, wasAlreadyAuthenticated: false, loginMethod: 'email', linkedAccount: null, oAuthTokens: null,
      loginAccount: { type: 'email', address: 'ada@example.com' },
    })
    expect(userValue.get(client)?.email?.address).toBe('ada@example.com')
    expect(tokensValue.get(client)).toEqual({ accessToken: 'access-new', refreshToken: 'refresh-2', identityToken: 'identity-2' })
    expect(client.storage.get('token')).toBe('access-new')
    expect(isNewUserThisSessionValue.get(client)).toBe(true)
    expect(seen.login).toEqual([result])
  })

  it("disableSignup sends mode 'no-signup' (and user_does_not_exist comes back as the error)", async () => {
    const fetch = fakeBackend()
    const client = makeClient({ fetch })
    await sendEmailCode(client, { email: 'ada@example.com', disableSignup: true })
    await expect(loginWithEmailCode(client, { code: GOOD })).rejects.toMatchObject({ code: 'user_does_not_exist' })
    expect(fetch.calls[1]!.body).toMatchObject({ mode: 'no-signup' })
  })

  it('a wrong code: error status with invalid_credentials, loginError fired; a retry with the right code succeeds', async () => {
    const fetch = fakeBackend()
    const client = makeClient({ fetch })
    const seen = events(client)
    await sendEmailCode(client, { email: 'ada@example.com' })
    await expect(loginWithEmailCode(client, { code: '000000' })).rejects.toMatchObject({ code: 'invalid_credentials', status: 401 })
    expect(emailFlow.get(client)).toMatchObject({ status: 'error', error: expect.objectContaining({ code: 'invalid_credentials' }) })
    expect(seen.loginError.map((e) => e.code)).toEqual(['invalid_credentials'])
    expect(userValue.get(client)).toBeNull()

    await loginWithEmailCode(client, { code: GOOD })
    expect(emailFlow.get(client)).toMatchObject({ status: 'done', error: null })
  })

  it("a non-numeric code → 'Code should be numeric', error status, nothing sent", async () => {
    const fetch = fakeBackend()
    const client = makeClient({ fetch })
    await sendEmailCode(client, { email: 'ada@example.com' })
    await expect(loginWithEmailCode(client, { code: '12a456' })).rejects.toBeInstanceOf(NonNumericCodeError)
    expect(emailFlow.get(client).status).toBe('error')
    expect(fetch.calls).toHaveLength(1)
  })

  it('with a session and intent link: posts passwordless/link with the bearer, emits link', async () => {
    const fetch = fakeBackend()
    const client = makeClient({ fetch })
    loggedIn(client, 'ada@example.com')
    const seen = events(client)
    await sendEmailCode(client, { email: 'second@example.com', intent: 'link' })
    const result = await loginWithEmailCode(client, { code: GOOD })
    const link = fetch.calls[1]!
    expect(link.path).toBe('/api/v1/passwordless/link')
    expect(link.body).toEqual({ email: 'second@example.com', code: GOOD })
    expect(link.headers.authorization).toBe(`Bearer ${ACCESS}`)
    expect(result).toMatchObject({ wasAlreadyAuthenticated: true, isNewUser: false, linkedAccount: { address: 'second@example.com' } })
    expect(seen.link).toEqual([result])
    expect(seen.login).toEqual([])
    expect(userValue.get(client)?.linkedAccounts).toHaveLength(2)
  })

  it('intent update sends oldAddress/newAddress and emits update', async () => {
    const fetch = fakeBackend()
    const client = makeClient({ fetch })
    loggedIn(client, 'old@example.com')
    const seen = events(client)
    await sendEmailCode(client, { email: 'new@example.com', intent: 'update' })
    const result = await loginWithEmailCode(client, { code: GOOD })
    const update = fetch.calls[1]!
    expect(update.path).toBe('/api/v1/passwordless/update')
    expect(update.body).toEqual({ oldAddress: 'old@example.com', newAddress: 'new@example.com', code: GOOD })
    expect(update.headers.authorization).toBe(`Bearer ${ACCESS}`)
    expect(userValue.get(client)?.email?.address).toBe('new@example.com')
    expect(seen.update).toEqual([result])
  })

  it('done carries the result of the submission; a reset clears it', async () => {
    const client = makeClient({ fetch: fakeBackend() })
    await sendEmailCode(client, { email: 'ada@example.com' })
    const result = await loginWithEmailCode(client, { code: GOOD })
    expect(emailFlow.get(client).status).toBe('done')
    expect(emailFlow.get(client).result).toBe(result)
    emailFlow.reset(client)
    expect(emailFlow.get(client)).toMatchObject({ status: 'initial', result: null })
  })

  it('a second login on the same backend reports isNewUser false', async () => {
    const fetch = fakeBackend()
    const first = makeClient({ fetch })
    await sendEmailCode(first, { email: 'ada@example.com' })
    expect((await loginWithEmailCode(first, { code: GOOD })).isNewUser).toBe(true)
    const second = makeClient({ fetch })
    await sendEmailCode(second, { email: 'ada@example.com' })
    expect((await loginWithEmailCode(second, { code: GOOD })).isNewUser).toBe(false)
    expect(isNewUserThisSessionValue.get(second)).toBe(false)
  })
})
