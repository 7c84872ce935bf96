import { describe, expect, it } from 'vitest'
import { getAccessToken, requireAccessToken } from '../../../src/core/client/session/getAccessToken.js'
import { refreshSession } from '../../../src/core/client/session/refreshSession.js'
import type { FoyerClient } from '../../../src/core/client/types.js'
import { MissingAccessTokenError } from '../../../src/core/errors/client.js'
import { setUser, writeTokens } from '../../../src/core/client/session/store.js'
import { createMemoryStorage } from '../../../src/core/client/storage.js'
import { toUser } from '../../../src/core/types/user.js'
import { getIdentityToken, userValue } from '../../../src/core/client/session/state.js'
import { APP_ID, OTHER_APP_ID, apiError, fakeFetch, json, makeClient, makeJwt, tokenResponse, wireUser, type Responder } from '../helpers.js'
import { tokensValue } from '../../../src/core/client/session/state.js'

const NOW = 1_700_000_000_000
const SESSIONS = '/api/v1/sessions'

async function loggedIn(responder: Responder, { accessExpiresIn = -60, aud = APP_ID } = {}) {
  const fetch = fakeFetch(responder)
  const storage = createMemoryStorage()
  const client = makeClient({ fetch, storage, now: () => NOW })
  const accessToken = await makeJwt({ nowMs: NOW, expiresInSeconds: accessExpiresIn, aud })
  writeTokens(client, { accessToken, refreshToken: 'refresh-1', identityToken: 'identity-1' })
  setUser(client, toUser(wireUser({ id: 'did:foyer:old' })))
  const logouts: string[] = []
  client.events.on('logout', ({ reason }) => logouts.push(reason))
  return { client, fetch, storage, accessToken, logouts }
}

const stored = (client: FoyerClient, key: string) => client.storage.get(key)

describe('refresh: session_update_action', () => {
  it.each([['set'], [undefined]] as const)('%s stores every returned token and the user', async (action) => {
    const fresh = await makeJwt({ nowMs: NOW, expiresInSeconds: 3600 })
    const { client, fetch } = await loggedIn(() =>
      json({ ...tokenResponse({ token: fresh, refresh_token: 'refresh-2', identity_token: 'identity-2' }), session_update_action: action }),
    )
    await expect(refreshSession(client)).resolves.toEqual({ refreshed: true })
    expect(tokensValue.get(client)).toEqual({ accessToken: fresh, refreshToken: 'refresh-2', identityToken: 'identity-2' })
    expect(stored(client, 'token')).toBe(fresh)
    expect(stored(client, 'refresh_token')).toBe('refresh-2')
    expect(stored(client, 'id_token')).toBe('identity-2')
    expect(userValue.get(client)?.id).toBe('did:foyer:user-1')
    expect(fetch.calls[0]!.body).toEqual({ refresh_token: 'refresh-1' })
  })

  it('ignore stores only a returned access token', async () => {
    const fresh = await makeJwt({ nowMs: NOW, expiresInSeconds: 3600 })
    const { client } = await loggedIn(() =>
      json(tokenResponse({ token: fresh, refresh_token: 'refresh-2', identity_token: 'identity-2', session_update_action: 'ignore' })),
    )
    await expect(refreshSession(client)).resolves.toEqual({ refreshed: true })
    expect(tokensValue.get(client)).toEqual({ accessToken: fresh, refreshToken: 'refresh-1', identityToken: 'identity-1' })
    expect(stored(client, 'token')).toBe(fresh)
    expect(stored(client, 'refresh_token')).toBe('refresh-1')
    expect(stored(client, 'id_token')).toBe('identity-1')
  })

  it('ignore without an access token changes no token', async () => {
    const { client, accessToken } = await loggedIn(() =>
      json({ ...tokenResponse({ token: 'x', session_update_action: 'ignore' }), token: null }),
    )
    await refreshSession(client)
    expect(tokensValue.get(client)).toEqual({ accessToken, refreshToken: 'refresh-1', identityToken: 'identity-1' })
  })

  it('clear wipes tokens, storage and the user, and emits logout', async () => {
    const { client, logouts } = await loggedIn(() => json(tokenResponse({ token: 'x', session_update_action: 'clear' })))
    client.storage.set('caid', 'analytics-1')
    await expect(refreshSession(client)).resolves.toEqual({ refreshed: false })
    expect(tokensValue.get(client)).toEqual({ accessToken: null, refreshToken: null, identityToken: null })
    for (const key of ['token', 'refresh_token', 'id_token', 'caid']) expect(stored(client, key)).toBeNull()
    expect(userValue.get(client)).toBeNull()
    expect(logouts).toEqual(['session-cleared'])
  })

  it('missing_or_invalid_token destroys local state and emits logout', async () => {
    const { client, logouts } = await loggedIn(() => apiError(401, 'missing_or_invalid_token'))
    await expect(refreshSession(client)).resolves.toEqual({ refreshed: false })
    expect(tokensValue.get(client).refreshToken).toBeNull()
    expect(stored(client, 'token')).toBeNull()
    expect(stored(client, 'refresh_token')).toBeNull()
    expect(userValue.get(client)).toBeNull()
    expect(logouts).toEqual(['invalid-session'])
  })

  it('a network failure keeps the local session and rejects', async () => {
    const { client, accessToken, logouts } = await loggedIn(() => {
      throw new TypeError('fetch failed')
    })
    await expect(refreshSession(client)).rejects.toMatchObject({ code: 'network_error' })
    expect(tokensValue.get(client)).toEqual({ accessToken, refreshToken: 'refresh-1', identityToken: 'identity-1' })
    expect(userValue.get(client)).not.toBeNull()
    expect(logouts).toEqual([])
  })

  it('sends the (possibly expired) access token as bearer', async () => {
    const fresh = await makeJwt({ nowMs: NOW })
    const { client, fetch, accessToken } = await loggedIn(() => json(tokenResponse({ token: fresh })))
    await refreshSession(client)
    expect(fetch.calls[0]!.headers.authorization).toBe(`Bearer ${accessToken}`)
  })
})

describe('getAccessToken', () => {
  it('returns a valid token without any request', async () => {
    const { client, fetch, accessToken } = await loggedIn(() => json({}), { accessExpiresIn: 3600 })
    await expect(getAccessToken(client)).resolves.toBe(accessToken)
    expect(fetch.calls).toHaveLength(0)
  })

  it('refreshes an expired token (29 s left counts as expired)', async () => {
    const fresh = await makeJwt({ nowMs: NOW, expiresInSeconds: 3600 })
    const { client, fetch } = await loggedIn(() => json(tokenResponse({ token: fresh })), { accessExpiresIn: 29 })
    await expect(getAccessToken(client)).resolves.toBe(fresh)
    expect(fetch.count('POST', SESSIONS)).toBe(1)
  })

  it('a server issuing tokens shorter-lived than the 30 s margin still gets the fresh token back', async () => {
    const shortLived = await makeJwt({ nowMs: NOW, expiresInSeconds: 20 })
    const { client, fetch } = await loggedIn(() => json(tokenResponse({ token: shortLived })))
    await expect(getAccessToken(client)).resolves.toBe(shortLived)
    expect(fetch.count('POST', SESSIONS)).toBe(1)
  })

  it('10 concurrent calls with an expired token send EXACTLY ONE refresh and all get the new token', async () => {
    const fresh = await makeJwt({ nowMs: NOW, expiresInSeconds: 3600 })
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    const { client, fetch } = await loggedIn(async () => {
      await gate
      return json(tokenResponse({ token: fresh }))
    })
    const all = Promise.all(Array.from({ length: 10 }, () => getAccessToken(client)))
    await new Promise((r) => setTimeout(r, 5))
    release()
    expect(await all).toEqual(Array(10).fill(fresh))
    expect(fetch.count('POST', SESSIONS)).toBe(1)
    expect(fetch.calls).toHaveLength(1)
  })

  it('a later expiry refreshes again (the shared refresh is released once settled)', async () => {
    let n = 0
    const { client, fetch } = await loggedIn(async () =>
      json(tokenResponse({ token: await makeJwt({ nowMs: NOW, expiresInSeconds: ++n === 1 ? 10 : 3600 }) })),
    )
    await getAccessToken(client)
    await getAccessToken(client)
    expect(fetch.count('POST', SESSIONS)).toBe(2)
  })

  it('a token for another app id logs out and returns null, without any request', async () => {
    const { client, fetch, logouts } = await loggedIn(() => json({}), { accessExpiresIn: 3600, aud: OTHER_APP_ID })
    await expect(getAccessToken(client)).resolves.toBeNull()
    expect(logouts).toEqual(['app-mismatch'])
    expect(tokensValue.get(client)).toEqual({ accessToken: null, refreshToken: null, identityToken: null })
    expect(stored(client, 'token')).toBeNull()
    expect(userValue.get(client)).toBeNull()
    expect(fetch.calls).toHaveLength(0)
  })

  it('missing_or_invalid_token on refresh destroys local state and returns null', async () => {
    const { client, logouts } = await loggedIn(() => apiError(401, 'missing_or_invalid_token'))
    await expect(getAccessToken(client)).resolves.toBeNull()
    expect(userValue.get(client)).toBeNull()
    expect(getIdentityToken(client)).toBeNull()
    expect(stored(client, 'refresh_token')).toBeNull()
    expect(logouts).toEqual(['invalid-session'])
  })

  it('an expired token without refresh credentials gives null and sends nothing', async () => {
    const fetch = fakeFetch(() => json({}))
    const client = makeClient({ fetch, now: () => NOW })
    writeTokens(client, { accessToken: await makeJwt({ nowMs: NOW, expiresInSeconds: -5 }), refreshToken: null, identityToken: null })
    await expect(getAccessToken(client)).resolves.toBeNull()
    expect(fetch.calls).toHaveLength(0)
  })

  it('no session: null, and requireAccessToken throws "Missing access token"', async () => {
    const client = makeClient({ fetch: fakeFetch(() => json({})) })
    await expect(getAccessToken(client)).resolves.toBeNull()
    await expect(requireAccessToken(client)).rejects.toBeInstanceOf(MissingAccessTokenError)
    await expect(requireAccessToken(client)).rejects.toMatchObject({
      shortMessage: 'Missing access token', code: 'attempted_rpc_call_before_logged_in',
    })
  })

  it('uses the injected clock', async () => {
    let now = NOW
    const fetch = fakeFetch(async () => json(tokenResponse({ token: await makeJwt({ nowMs: now, expiresInSeconds: 3600 }) })))
    const client = makeClient({ fetch, now: () => now })
    writeTokens(client, { accessToken: await makeJwt({ nowMs: NOW, expiresInSeconds: 120 }), refreshToken: 'r', identityToken: null })
    await getAccessToken(client)
    expect(fetch.calls).toHaveLength(0)
    now = NOW + 91_000 // 29 s left
    await getAccessToken(client)
    expect(fetch.count('POST', SESSIONS)).toBe(1)
  })
})
