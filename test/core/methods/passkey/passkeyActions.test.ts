import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AlreadyAuthenticatedError, ApiError, CannotLinkMorePasskeysError, createFoyerClient, createMemoryStorage, passkeyFlow, linkWithPasskey, loginWithEmailCode, loginWithPasskey, logout, MustBeAuthenticatedError, PasskeyLinkUnknownError, PasskeyNotAllowedError, PasskeyRegistrationNotAllowedError, PasskeyRequestPendingError, PasskeyUnknownError, passkeysOf, sendEmailCode, signupWithPasskey, unlinkPasskey, UnknownAuthIntentError, type FoyerClient } from '../../../../src/core/internal.js'
import { clearRefreshMarker } from '../../../../src/core/client/session/cookie.js'
import { createDevBackend, createSoftwareAuthenticator, DEV_APP_ID, type DevBackend, type SoftwareAuthenticator } from '../../../../src/testing/index.js'
import { recordFlow } from '../../waiting.js'
import { clientOnBackend } from '../../helpers.js'
import { tokensValue, userValue } from '../../../../src/core/client/session/state.js'

let backend: DevBackend
let device: SoftwareAuthenticator
let client: FoyerClient

const newClient = (webauthn: SoftwareAuthenticator = device) =>
  clientOnBackend(backend, { webauthn })

const record = (c: FoyerClient) => recordFlow(c, passkeyFlow.watch)

async function emailLogin(c: FoyerClient, email = 'ada@example.com') {
  await sendEmailCode(c, { email })
  return loginWithEmailCode(c, { code: backend.mailbox.latest(email)!.code })
}

beforeEach(() => {
  vi.stubGlobal('location', { hostname: 'localhost', origin: 'http://localhost:3000' })
  backend = createDevBackend()
  device = createSoftwareAuthenticator()
  client = newClient()
  clearRefreshMarker(DEV_APP_ID)
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => vi.unstubAllGlobals())

describe('signupWithPasskey', () => {
  it('register/init → prompt → register: a new user whose passkey is the login account', async () => {
    const { statuses, seen } = record(client)
    const result = await signupWithPasskey(client)
    expect(statuses).toEqual(['generating-challenge', 'awaiting-passkey', 'done'])
    expect(result.isNewUser).toBe(true)
    expect(result.loginMethod).toBe('passkey')
    const [credential] = device.credentials()
    expect(result.loginAccount).toMatchObject({
      type: 'passkey',
      credentialId: credential!.id,
      authenticatorName: 'Passkey',
      enrolledInMfa: false,
      firstVerifiedAt: expect.any(Date),
      latestVerifiedAt: expect.any(Date),
    })
    expect(userValue.get(client)?.id).toBe(result.user.id)
    expect(passkeyFlow.get(client)).toMatchObject({ status: 'done', mode: 'signup', result })
    expect(seen.login).toEqual([result])
    expect(backend.requests.list().map((r) => r.path).filter((p) => p.includes('passkeys'))).toEqual([
      '/api/v1/passkeys/register/init', '/api/v1/passkeys/register',
    ])
  })

  it('a dismissed prompt fails with the short text (sign-up registers, so no "sign up first" advice)', async () => {
    device.respondNext('reject')
    const { statuses, seen } = record(client)
    const error = await signupWithPasskey(client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PasskeyRegistrationNotAllowedError)
    expect((error as PasskeyRegistrationNotAllowedError).shortMessage).toBe('Passkey request timed out or rejected by user.')
    expect(statuses).toEqual(['generating-challenge', 'awaiting-passkey', 'error'])
    expect(seen.loginError.map((e) => e.code)).toEqual(['passkey_not_allowed'])
  })
})

describe('loginWithPasskey', () => {
  it('logs the user of an existing passkey back in, no username needed', async () => {
    const signedUp = await signupWithPasskey(client)
    await logout(client)
    const { statuses, seen } = record(client)
    const result = await loginWithPasskey(client)
    expect(statuses).toEqual(['generating-challenge', 'awaiting-passkey', 'done'])
    expect(result).toMatchObject({ isNewUser: false, wasAlreadyAuthenticated: false, loginMethod: 'passkey' })
    expect(result.user.id).toBe(signedUp.user.id)
    expect(result.loginAccount).toMatchObject({ type: 'passkey', credentialId: device.credentials()[0]!.id })
    expect(seen.login).toHaveLength(1)
  })

  it('a dismissed or timed-out prompt: the spec text telling the user to sign up another way first', async () => {
    device.respondNext('reject')
    const { seen } = record(client)
    const error = await loginWithPasskey(client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PasskeyNotAllowedError)
    expect((error as PasskeyNotAllowedError).shortMessage).toBe(
      'Passkey request timed out or rejected by user. You will have to sign up with another method first to register a passkey for your account.',
    )
    expect(passkeyFlow.get(client)).toMatchObject({ status: 'error', error })
    expect(seen.loginError).toEqual([{ method: 'passkey', intent: 'login', code: 'passkey_not_allowed', error }])
  })

  it('an AbortError (the prompt was aborted or timed out) counts as not allowed too', async () => {
    device.respondNext(new DOMException('aborted', 'AbortError'))
    await expect(loginWithPasskey(client)).rejects.toBeInstanceOf(PasskeyNotAllowedError)
  })

  it("any other prompt failure: 'An unknown error occurred.' (with the cause)", async () => {
    const cause = new Error('authenticator exploded')
    device.respondNext(cause)
    const error = (await loginWithPasskey(client).catch((e: unknown) => e)) as PasskeyUnknownError
    expect(error).toBeInstanceOf(PasskeyUnknownError)
    expect(error.shortMessage).toBe('An unknown error occurred.')
    expect(error.cause).toBe(cause)
  })

  it("a server failure keeps the server's error (e.g. too many requests) and ends in error", async () => {
    await signupWithPasskey(client)
    await logout(client)
    backend.faults.add({ path: '/api/v1/passkeys/authenticate', status: 429, times: 1 })
    const error = await loginWithPasskey(client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).code).toBe('too_many_requests')
    expect(passkeyFlow.get(client).status).toBe('error')
  })

  it("fails with 'User already authenticated' when logged in, and cannot run with a link intent", async () => {
    await emailLogin(client)
    const { seen } = record(client)
    await expect(loginWithPasskey(client)).rejects.toBeInstanceOf(AlreadyAuthenticatedError)
    expect(seen.loginError.map((e) => e.code)).toEqual(['already_authenticated'])
    await expect(loginWithPasskey(client, { intent: 'link' as 'login' })).rejects.toBeInstanceOf(UnknownAuthIntentError)
    expect(passkeyFlow.get(client).status).toBe('initial')
  })

  it('one prompt at a time: a second start while awaiting the passkey is refused', async () => {
    device.respondNext('hang')
    void loginWithPasskey(client)
    await vi.waitFor(() => expect(passkeyFlow.get(client).status).toBe('awaiting-passkey'))
    await expect(signupWithPasskey(client)).rejects.toBeInstanceOf(PasskeyRequestPendingError)
    expect(passkeyFlow.get(client)).toMatchObject({ status: 'awaiting-passkey', mode: 'login' })
  })

  it('sends mode no-signup with disableSignup', async () => {
    await signupWithPasskey(client)
    await logout(client)
    let body: Record<string, unknown> = {}
    const spy = newClientWithSpy((b) => (body = b))
    await loginWithPasskey(spy, { disableSignup: true })
    expect(body).toMatchObject({ relying_party: 'localhost', mode: 'no-signup', challenge: expect.any(String) })
    expect(body.authenticator_response).toMatchObject({ id: expect.any(String), raw_id: expect.any(String), type: 'public-key' })
  })
})

/** A client whose fetch reports the body of POST /api/v1/passkeys/authenticate. */
function newClientWithSpy(onBody: (body: Record<string, unknown>) => void) {
  return createFoyerClient({
    appId: DEV_APP_ID,
    apiUrl: 'http://foyer.test',
    fetch: async (input, init) => {
      if (String(input).endsWith('/api/v1/passkeys/authenticate')) onBody(JSON.parse(String(init?.body)))
      return backend.fetch(new Request(input, init))
    },
    storage: createMemoryStorage(),
    webauthn: device,
  })
}

describe('linkWithPasskey and unlinkPasskey', () => {
  it('links a passkey to an e-mail user (link event, linkedAccount), then unlinks it', async () => {
    await emailLogin(client)
    const { statuses, seen } = record(client)
    const result = await linkWithPasskey(client)
    expect(statuses).toEqual(['generating-challenge', 'awaiting-passkey', 'done'])
    expect(result).toMatchObject({ wasAlreadyAuthenticated: true, isNewUser: false, loginAccount: null })
    expect(result.linkedAccount).toMatchObject({ type: 'passkey', credentialId: device.credentials()[0]!.id })
    expect(userValue.get(client)!.linkedAccounts.map((a) => a.type)).toEqual(['email', 'passkey'])
    expect(seen.link).toEqual([result])

    const unlinked: unknown[] = []
    client.events.on('unlink', (e) => unlinked.push(e))
    const user = await unlinkPasskey(client, { credentialId: device.credentials()[0]!.id })
    expect(user.linkedAccounts.map((a) => a.type)).toEqual(['email'])
    expect(userValue.get(client)).toEqual(user)
    expect(unlinked).toEqual([{ user }])
  })

  it('needs a logged-in user', async () => {
    const { seen } = record(client)
    await expect(linkWithPasskey(client)).rejects.toBeInstanceOf(MustBeAuthenticatedError)
    expect(seen.linkError.map((e) => e.code)).toEqual(['MUST_BE_AUTHENTICATED'])
  })

  it("refuses a sixth passkey up front: 'Cannot link more passkeys to account.', no server call", async () => {
    await emailLogin(client)
    for (let i = 0; i < 5; i++) {
      await linkWithPasskey(newClientSharing(client, createSoftwareAuthenticator()))
    }
    expect(passkeysOf(userValue.get(client))).toHaveLength(5)
    const before = backend.requests.count('POST', '/api/v1/passkeys/link/init')
    const error = await linkWithPasskey(client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CannotLinkMorePasskeysError)
    expect((error as CannotLinkMorePasskeysError).shortMessage).toBe('Cannot link more passkeys to account.')
    expect((error as CannotLinkMorePasskeysError).code).toBe('cannot_link_more_of_type')
    expect(backend.requests.count('POST', '/api/v1/passkeys/link/init')).toBe(before)
  })

  it("a dismissed link prompt: 'Passkey request timed out or rejected by user.'; other failures: 'Unknown error occurred.'", async () => {
    await emailLogin(client)
    const { seen } = record(client)
    device.respondNext('reject', new Error('boom'))
    await expect(linkWithPasskey(client)).rejects.toBeInstanceOf(PasskeyRegistrationNotAllowedError)
    const error = (await linkWithPasskey(client).catch((e: unknown) => e)) as PasskeyLinkUnknownError
    expect(error).toBeInstanceOf(PasskeyLinkUnknownError)
    expect(error.shortMessage).toBe('Unknown error occurred.')
    expect(seen.linkError.map((e) => e.code)).toEqual(['passkey_not_allowed', 'FAILED_TO_LINK_ACCOUNT'])
  })
})

/** Another client on the same session with its own authenticator, as a second device of the user. */
function newClientSharing(from: FoyerClient, webauthn: SoftwareAuthenticator): FoyerClient {
  const other = newClient(webauthn)
  tokensValue.set(other, tokensValue.get(from))
  userValue.set(other, userValue.get(from))
  other.events.on('userUpdated', ({ user }) => userValue.set(from, user))
  return other
}
