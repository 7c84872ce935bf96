import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { restoreSession } from '../../../src/core/session/restoreSession.js'
import { createMemoryStorage } from '../../../src/core/client/storage.js'
import { getIdentityToken, userValue } from '../../../src/core/client/session/state.js'
import { APP_ID, OTHER_APP_ID, apiError, fakeFetch, json, makeClient, makeJwt, seedStoredSession, tokenResponse, wireUser, type Responder } from '../helpers.js'
import { tokensValue } from '../../../src/core/client/session/state.js'

const NOW = 1_700_000_000_000
const key = (k: string) => `foyer:${APP_ID}:${k}`

async function setup(responder: Responder, { expiresIn = 3600, aud = APP_ID, refreshToken = 'refresh-1' as string | null } = {}) {
  const storage = createMemoryStorage()
  const accessToken = await makeJwt({ nowMs: NOW, expiresInSeconds: expiresIn, aud })
  seedStoredSession(storage, { accessToken, refreshToken })
  const fetch = fakeFetch(responder)
  const client = makeClient({ fetch, storage, now: () => NOW })
  return { client, fetch, storage, accessToken }
}

describe('restoreSession', () => {
  let warn: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => warn.mockRestore())

  it('a valid stored token loads the user from users/me (no refresh)', async () => {
    const { client, fetch, accessToken, storage } = await setup((call) =>
      call.path === '/api/v1/users/me' ? json({ user: wireUser(), identity_token: 'identity-fresh' }) : apiError(500, 'unexpected'),
    )
    await restoreSession(client)
    expect(fetch.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/v1/users/me'])
    expect(fetch.calls[0]!.headers.authorization).toBe(`Bearer ${accessToken}`)
    expect(userValue.get(client)?.email?.address).toBe('ada@example.com')
    expect(getIdentityToken(client)).toBe('identity-fresh')
    expect(storage.getItem(key('id_token'))).toBe('identity-fresh')
    expect(tokensValue.get(client).refreshToken).toBe('refresh-1')
  })

  it('an expired stored token is refreshed (no users/me)', async () => {
    const fresh = await makeJwt({ nowMs: NOW, expiresInSeconds: 3600 })
    const { client, fetch, storage } = await setup(
      (call) => (call.path === '/api/v1/sessions' ? json(tokenResponse({ token: fresh, refresh_token: 'refresh-2' })) : apiError(500, 'x')),
      { expiresIn: 10 },
    )
    await restoreSession(client)
    expect(fetch.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/v1/sessions'])
    expect(fetch.calls[0]!.body).toEqual({ refresh_token: 'refresh-1' })
    expect(userValue.get(client)).not.toBeNull()
    expect(storage.getItem(key('token'))).toBe(fresh)
    expect(storage.getItem(key('refresh_token'))).toBe('refresh-2')
  })

  it('a users/me missing_or_invalid_token falls back to a refresh', async () => {
    const fresh = await makeJwt({ nowMs: NOW, expiresInSeconds: 3600 })
    const { client, fetch } = await setup((call) =>
      call.path === '/api/v1/users/me' ? apiError(401, 'missing_or_invalid_token') : json(tokenResponse({ token: fresh })),
    )
    await restoreSession(client)
    expect(fetch.calls.map((c) => c.path)).toEqual(['/api/v1/users/me', '/api/v1/sessions'])
    expect(userValue.get(client)).not.toBeNull()
    expect(tokensValue.get(client).accessToken).toBe(fresh)
  })

  it.each([
    ['valid token (users/me fails)', 3600],
    ['expired token (refresh fails)', 10],
  ])('a network failure keeps the stored tokens but leaves the user logged out: %s', async (_, expiresIn) => {
    const { client, storage, accessToken } = await setup(() => {
      throw new TypeError('fetch failed')
    }, { expiresIn })
    await expect(restoreSession(client)).resolves.toBeUndefined()
    expect(userValue.get(client)).toBeNull()
    expect(storage.getItem(key('token'))).toBe(accessToken)
    expect(storage.getItem(key('refresh_token'))).toBe('refresh-1')
    expect(tokensValue.get(client).refreshToken).toBe('refresh-1')
    expect(warn).toHaveBeenCalled()
  })

  it('a stored token of another app is dropped without any request', async () => {
    const { client, fetch, storage } = await setup(() => json({}), { aud: OTHER_APP_ID })
    await restoreSession(client)
    expect(fetch.calls).toHaveLength(0)
    expect(storage.getItem(key('token'))).toBeNull()
    expect(storage.getItem(key('refresh_token'))).toBeNull()
    expect(userValue.get(client)).toBeNull()
  })

  it('an expired token without a refresh token is dropped without any request', async () => {
    const { client, fetch, storage } = await setup(() => json({}), { expiresIn: 10, refreshToken: null })
    await restoreSession(client)
    expect(fetch.calls).toHaveLength(0)
    expect(storage.getItem(key('token'))).toBeNull()
  })

  it('an invalid refresh token (missing_or_invalid_token) destroys the stored session', async () => {
    const { client, storage } = await setup(() => apiError(401, 'missing_or_invalid_token'), { expiresIn: 10 })
    await restoreSession(client)
    expect(storage.getItem(key('token'))).toBeNull()
    expect(storage.getItem(key('refresh_token'))).toBeNull()
    expect(userValue.get(client)).toBeNull()
  })

  it('nothing stored: no request, no user', async () => {
    const fetch = fakeFetch(() => json({}))
    const client = makeClient({ fetch, now: () => NOW })
    await restoreSession(client)
    expect(fetch.calls).toHaveLength(0)
    expect(userValue.get(client)).toBeNull()
  })
})
