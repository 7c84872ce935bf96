import { describe, expect, it } from 'vitest'
import {
  toCreationOptionsJSON, toRequestOptionsJSON, toWireAuthenticationResponse, toWireRegistrationResponse,
} from '../../src/core/internal.js'
import { authenticatorName, parseUserAgent } from '../../src/testing/passkeys/device.js'
import { rawSignatureToDer } from '../../src/testing/passkeys/softwareAuthenticator.js'
import {
  createDevBackend, createSoftwareAuthenticator, type DevBackend, type SoftwareAuthenticator, type WireUser,
} from '../../src/testing/index.js'
import { call, login } from './helpers.js'

const RP = 'localhost'
const ORIGIN = 'http://localhost:5173'
const UA_CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

type Setup = { backend: DevBackend; device: SoftwareAuthenticator }
const setup = (now?: () => number): Setup => ({
  backend: createDevBackend(now ? { now } : {}),
  device: createSoftwareAuthenticator({ origin: ORIGIN }),
})
const post = (s: Setup, path: string, body: unknown, extra: { token?: string; headers?: Record<string, string> } = {}) =>
  call(s.backend, 'POST', `/api/v1/passkeys${path}`, { body, ...extra })

/** register/init → the authenticator → register: a new user. */
async function signUp(s: Setup, headers: Record<string, string> = { origin: ORIGIN, 'user-agent': UA_CHROME_MAC }) {
  const init = await post(s, '/register/init', { relying_party: RP }, { headers })
  expect(init.status).toBe(200)
  const attestation = await s.device.startRegistration({ optionsJSON: toCreationOptionsJSON(init.body.options) })
  return post(s, '/register', { relying_party: RP, authenticator_response: toWireRegistrationResponse(attestation) }, { headers })
}

/** authenticate/init → the authenticator → authenticate. */
async function logIn(s: Setup, { mode, tamper }: { mode?: string; tamper?: (challenge: string) => string } = {}) {
  const init = await post(s, '/authenticate/init', { relying_party: RP })
  const assertion = await s.device.startAuthentication({ optionsJSON: toRequestOptionsJSON(init.body.options) })
  const challenge = tamper ? tamper(init.body.options.challenge) : init.body.options.challenge
  return post(s, '/authenticate', {
    relying_party: RP, challenge, authenticator_response: toWireAuthenticationResponse(assertion), ...(mode ? { mode } : {}),
  })
}

/** Links a passkey of `device` (a real authenticator refuses to register twice for one user). */
async function linkNew(s: Setup, token: string, device = s.device) {
  const init = await post(s, '/link/init', { relying_party: RP }, { token })
  if (init.status !== 200) return init
  const attestation = await device.startRegistration({ optionsJSON: toCreationOptionsJSON(init.body.options) })
  return post(s, '/link', { relying_party: RP, authenticator_response: toWireRegistrationResponse(attestation) }, { token })
}

describe('passkey options', () => {
  it('authenticate/init: a discoverable request (no allow list), user verification preferred, snake_case', async () => {
    const s = setup()
    const res = await post(s, '/authenticate/init', { relying_party: RP })
    expect(res.status).toBe(200)
    expect(res.body.options).toEqual({
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/),
      timeout: 60000,
      rp_id: RP,
      allow_credentials: [],
      user_verification: 'preferred',
    })
  })

  it('register/init: resident key required, attestation none, ES256 among the algorithms', async () => {
    const s = setup()
    const { body } = await post(s, '/register/init', { relying_party: RP })
    expect(body.options).toMatchObject({
      rp: { id: RP, name: 'Foyer Demo' },
      user: { id: expect.any(String), name: expect.any(String), display_name: expect.any(String) },
      challenge: expect.any(String),
      timeout: 60000,
      exclude_credentials: [],
      authenticator_selection: { resident_key: 'required', require_resident_key: true, user_verification: 'preferred' },
      attestation: 'none',
    })
    expect(body.options.pub_key_cred_params).toContainEqual({ type: 'public-key', alg: -7 })
  })

  it('needs relying_party (400 invalid_data); an Origin of another host is 403 invalid_origin', async () => {
    const s = setup()
    expect((await post(s, '/authenticate/init', {})).body.code).toBe('invalid_data')
    const res = await post(s, '/register/init', { relying_party: RP }, { headers: { origin: 'https://evil.example' } })
    expect(res.status).toBe(403)
    expect(res.body.code).toBe('invalid_origin')
  })
})

describe('passkey sign-up and login', () => {
  it('signs a new user up with a passkey account (name from the AAGUID, browser and OS from the User-Agent)', async () => {
    const s = setup(() => Date.UTC(2025, 0, 2))
    const res = await signUp(s)
    expect(res.status).toBe(200)
    expect(res.body.is_new_user).toBe(true)
    const sec = Date.UTC(2025, 0, 2) / 1000
    expect(res.body.user.linked_accounts).toEqual([
      {
        type: 'passkey',
        credential_id: s.device.credentials()[0]!.id,
        authenticator_name: 'Passkey',
        created_with_browser: 'Chrome',
        created_with_os: 'macOS',
        enrolled_in_mfa: false,
        verified_at: sec,
        first_verified_at: sec,
        latest_verified_at: sec,
      },
    ])
    expect(s.backend.users.list()).toHaveLength(1)
  })

  it('logs the same user in with the passkey, no username needed; the sign counter moves on', async () => {
    const s = setup()
    const user = (await signUp(s)).body.user as WireUser
    const first = await logIn(s)
    expect(first.status).toBe(200)
    expect(first.body.is_new_user).toBe(false)
    expect(first.body.user.id).toBe(user.id)
    expect((await logIn(s)).status).toBe(200)
    expect(s.device.credentials()[0]!.signCount).toBe(2)
  })

  it('a challenge is single use: replaying it is 401 invalid_credentials', async () => {
    const s = setup()
    await signUp(s)
    const init = await post(s, '/authenticate/init', { relying_party: RP })
    const assertion = await s.device.startAuthentication({ optionsJSON: toRequestOptionsJSON(init.body.options) })
    const body = { relying_party: RP, challenge: init.body.options.challenge, authenticator_response: toWireAuthenticationResponse(assertion) }
    expect((await post(s, '/authenticate', body)).status).toBe(200)
    const replay = await post(s, '/authenticate', body)
    expect(replay.status).toBe(401)
    expect(replay.body.code).toBe('invalid_credentials')
  })

  it('an expired challenge is refused', async () => {
    let now = Date.now()
    const s = setup(() => now)
    await signUp(s)
    const init = await post(s, '/authenticate/init', { relying_party: RP })
    const assertion = await s.device.startAuthentication({ optionsJSON: toRequestOptionsJSON(init.body.options) })
    now += 5 * 60_000 + 1
    const res = await post(s, '/authenticate', {
      relying_party: RP, challenge: init.body.options.challenge, authenticator_response: toWireAuthenticationResponse(assertion),
    })
    expect(res.status).toBe(401)
  })

  it('a signature over another challenge, a forged signature or an unknown passkey is 401', async () => {
    const s = setup()
    await signUp(s)
    const other = (await post(s, '/authenticate/init', { relying_party: RP })).body.options.challenge as string
    expect((await logIn(s, { tamper: () => other })).status).toBe(401)

    const init = await post(s, '/authenticate/init', { relying_party: RP })
    const assertion = toWireAuthenticationResponse(
      await s.device.startAuthentication({ optionsJSON: toRequestOptionsJSON(init.body.options) }),
    )
    const forged = { ...assertion, response: { ...assertion.response, signature: assertion.response.signature.replace(/^../, 'MEUCIQ') } }
    expect((await post(s, '/authenticate', { relying_party: RP, challenge: init.body.options.challenge, authenticator_response: forged })).status).toBe(401)

    const stranger = createSoftwareAuthenticator({ origin: ORIGIN })
    const initB = await post(s, '/register/init', { relying_party: RP })
    await stranger.startRegistration({ optionsJSON: toCreationOptionsJSON(initB.body.options) }) // never sent to the server
    const initC = await post(s, '/authenticate/init', { relying_party: RP })
    const unknown = await stranger.startAuthentication({ optionsJSON: toRequestOptionsJSON(initC.body.options) })
    const res = await post(s, '/authenticate', {
      relying_party: RP, challenge: initC.body.options.challenge, authenticator_response: toWireAuthenticationResponse(unknown),
    })
    expect(res.status).toBe(401)
    expect(res.body.error).toBe('Unknown passkey')
  })

  it('client data from another origin than the Origin header is refused', async () => {
    const s = setup()
    const init = await post(s, '/register/init', { relying_party: RP })
    const attestation = await s.device.startRegistration({ optionsJSON: toCreationOptionsJSON(init.body.options) })
    const res = await post(s, '/register', { relying_party: RP, authenticator_response: toWireRegistrationResponse(attestation) }, {
      headers: { origin: 'http://localhost:9999' },
    })
    expect(res.status).toBe(401)
    expect(res.body.code).toBe('invalid_credentials')
  })

  it('a malformed authenticator_response is 400 invalid_data', async () => {
    const s = setup()
    const res = await post(s, '/register', { relying_party: RP, authenticator_response: { id: 'x' } })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('invalid_data')
  })

  it('sign-ups past maxUsers are 403 max_accounts_reached', async () => {
    const s = { backend: createDevBackend({ maxUsers: 0 }), device: createSoftwareAuthenticator({ origin: ORIGIN }) }
    const res = await signUp(s)
    expect(res.status).toBe(403)
    expect(res.body.code).toBe('max_accounts_reached')
  })
})

describe('passkey link and unlink', () => {
  it('links up to 5 passkeys to an e-mail user (link/init excludes the ones they have), then cannot_link_more_of_type', async () => {
    const s = setup()
    const { token, user } = await login(s.backend, 'ada@example.com')
    for (let i = 0; i < 5; i++) {
      const res = await linkNew(s, token, createSoftwareAuthenticator({ origin: ORIGIN }))
      expect(res.status).toBe(200)
      expect(res.body.linked_accounts).toHaveLength(i + 2)
    }
    const init = await post(s, '/link/init', { relying_party: RP }, { token })
    expect(init.status).toBe(400)
    expect(init.body).toEqual({ code: 'cannot_link_more_of_type', error: 'Cannot link more passkeys to account.' })
    expect(s.backend.users.get(user.id)!.linked_accounts.filter((a) => a.type === 'passkey')).toHaveLength(5)
  })

  it('link/init lists the user’s passkeys in exclude_credentials; the linked passkey then logs the user in', async () => {
    const s = setup()
    const { token, user } = await login(s.backend, 'ada@example.com')
    await linkNew(s, token)
    const init = await post(s, '/link/init', { relying_party: RP }, { token })
    expect(init.body.options.exclude_credentials).toEqual([
      { id: s.device.credentials()[0]!.id, type: 'public-key', transports: ['internal'] },
    ])
    // The same device refuses to register a second passkey for the user, as browsers do.
    await expect(s.device.startRegistration({ optionsJSON: toCreationOptionsJSON(init.body.options) }))
      .rejects.toMatchObject({ name: 'InvalidStateError' })
    const res = await logIn(s)
    expect(res.body.user.id).toBe(user.id)
  })

  it('link needs a session (401), and a link challenge of another user is refused', async () => {
    const s = setup()
    expect((await post(s, '/link/init', { relying_party: RP })).status).toBe(401)
    const ada = await login(s.backend, 'ada@example.com')
    const bob = await login(s.backend, 'bob@example.com')
    const init = await post(s, '/link/init', { relying_party: RP }, { token: ada.token })
    const attestation = await s.device.startRegistration({ optionsJSON: toCreationOptionsJSON(init.body.options) })
    const res = await post(s, '/link', { relying_party: RP, authenticator_response: toWireRegistrationResponse(attestation) }, { token: bob.token })
    expect(res.status).toBe(401)
  })

  it('unlinks a passkey (which then no longer logs in); unknown is 404; the sole account is 400', async () => {
    const s = setup()
    const { token } = await login(s.backend, 'ada@example.com')
    const linked = await linkNew(s, token)
    const credentialId = linked.body.linked_accounts[1].credential_id
    const res = await post(s, '/unlink', { credential_id: credentialId }, { token })
    expect(res.status).toBe(200)
    expect(res.body.linked_accounts.map((a: { type: string }) => a.type)).toEqual(['email'])
    expect((await logIn(s)).status).toBe(401)
    expect((await post(s, '/unlink', { credential_id: credentialId }, { token })).body.code).toBe('linked_account_not_found')

    const only = setup()
    const signed = await signUp(only)
    const sole = await post(only, '/unlink', { credential_id: signed.body.user.linked_accounts[0].credential_id }, { token: signed.body.token })
    expect(sole.body.code).toBe('cannot_unlink_sole_account')
  })

  it('reset() forgets passkeys and challenges', async () => {
    const s = setup()
    await signUp(s)
    s.backend.reset()
    expect((await logIn(s)).status).toBe(401)
  })
})

describe('passkey helpers', () => {
  it('names authenticators from their AAGUID, else "Passkey"', () => {
    expect(authenticatorName('ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4')).toBe('Google Password Manager')
    expect(authenticatorName('FBFC3007-154E-4ECC-8C0B-6E020557D7BD')).toBe('iCloud Keychain')
    expect(authenticatorName('00000000-0000-0000-0000-000000000000')).toBe('Passkey')
    expect(authenticatorName(undefined)).toBe('Passkey')
  })

  it.each([
    [UA_CHROME_MAC, 'Chrome', 'macOS'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36', 'Chrome', 'Linux'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1', 'Safari', 'iOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox', 'Windows'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge', 'Windows'],
    ['Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Chrome', 'Android'],
    [undefined, 'Unknown', 'Unknown'],
  ])('parses %s', (ua, browser, os) => {
    expect(parseUserAgent(ua)).toEqual({ browser, os })
  })

  it('encodes an r‖s signature as DER (positive integers, leading zeros trimmed)', () => {
    const raw = new Uint8Array(64)
    raw[0] = 0x80 // r needs a 0x00 pad
    raw[63] = 0x01 // s is 1 after trimming
    const der = rawSignatureToDer(raw)
    expect(Array.from(der.slice(0, 5))).toEqual([0x30, (2 + 33) + (2 + 1), 0x02, 33, 0x00])
    expect(Array.from(der.slice(-3))).toEqual([0x02, 1, 0x01])
  })
})
