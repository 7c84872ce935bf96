import { describe, expect, it } from 'vitest'
import { logout } from '../../../src/core/session/logout.js'
import { setUser, writeTokens } from '../../../src/core/client/session/store.js'
import { createMemoryStorage } from '../../../src/core/client/storage.js'
import { toUser } from '../../../src/core/types/user.js'
import { emailFlow } from '../../../src/core/methods/email/flow.js'
import { userValue } from '../../../src/core/client/session/state.js'
import { APP_ID, apiError, fakeFetch, json, makeClient, wireUser, type RecordedCall, type Responder } from '../helpers.js'
import { tokensValue } from '../../../src/core/client/session/state.js'

const LOGOUT = '/api/v1/sessions/logout'

function loggedIn(responder: Responder) {
  const fetch = fakeFetch(responder)
  const storage = createMemoryStorage()
  const client = makeClient({ fetch, storage })
  writeTokens(client, { accessToken: 'access-1', refreshToken: 'refresh-1', identityToken: 'identity-1' })
  client.storage.set('caid', 'analytics-1')
  setUser(client, toUser(wireUser()))
  emailFlow.dispatch(client, { type: 'send', destination: 'ada@example.com', intent: 'login', disableSignup: false })
  const logouts: string[] = []
  client.events.on('logout', ({ reason }) => logouts.push(reason))
  return { client, fetch, storage, logouts }
}

describe('logout', () => {
  it('calls the server with the bearer and refresh token, THEN clears tokens, storage, flows and the user', async () => {
    let stateDuringCall: { token: string | null; user: boolean } | null = null
    const { client, fetch, storage, logouts } = loggedIn(() => {
      stateDuringCall = { token: tokensValue.get(client).accessToken, user: userValue.get(client) !== null }
      return json({})
    })
    await logout(client)

    expect(fetch.calls).toHaveLength(1)
    const call = fetch.calls[0] as RecordedCall
    expect(call.method).toBe('POST')
    expect(call.path).toBe(LOGOUT)
    expect(call.headers.authorization).toBe('Bearer access-1')
    expect(call.body).toEqual({ refresh_token: 'refresh-1' })
    expect(stateDuringCall).toEqual({ token: 'access-1', user: true })

    expect(tokensValue.get(client)).toEqual({ accessToken: null, refreshToken: null, identityToken: null })
    for (const key of ['token', 'refresh_token', 'id_token', 'caid']) expect(storage.getItem(`foyer:${APP_ID}:${key}`)).toBeNull()
    expect(userValue.get(client)).toBeNull()
    expect(emailFlow.get(client).status).toBe('initial')
    expect(logouts).toEqual(['user'])
  })

  it('is idempotent: a second call sends nothing and emits nothing', async () => {
    const { client, fetch, logouts } = loggedIn(() => json({}))
    await logout(client)
    await logout(client)
    expect(fetch.count('POST', LOGOUT)).toBe(1)
    expect(logouts).toEqual(['user'])
  })

  it('two concurrent logouts still leave the user logged out', async () => {
    const { client } = loggedIn(() => json({}))
    await Promise.all([logout(client), logout(client)])
    expect(userValue.get(client)).toBeNull()
  })

  it.each([
    ['a server error', () => apiError(500, 'internal_error')],
    ['a network failure', () => { throw new TypeError('fetch failed') }],
  ] as [string, Responder][])('still clears locally after %s, without retrying', async (_, responder) => {
    const { client, fetch, storage, logouts } = loggedIn(responder)
    await expect(logout(client)).resolves.toBeUndefined()
    expect(fetch.calls).toHaveLength(1)
    expect(tokensValue.get(client).accessToken).toBeNull()
    expect(storage.getItem(`foyer:${APP_ID}:refresh_token`)).toBeNull()
    expect(userValue.get(client)).toBeNull()
    expect(logouts).toEqual(['user'])
  })

  it('a new analytics id is issued after logout', async () => {
    const { client, fetch } = loggedIn(() => json({}))
    await logout(client)
    await client.http.request('/x')
    const caid = fetch.calls.at(-1)!.headers['foyer-ca-id']
    expect(caid).toBeTruthy()
    expect(caid).not.toBe('analytics-1')
  })

  it('without any session it sends nothing', async () => {
    const fetch = fakeFetch(() => json({}))
    const client = makeClient({ fetch })
    await logout(client)
    expect(fetch.calls).toHaveLength(0)
  })
})

describe('concurrent logout', () => {
  it('two logouts at the same moment send ONE request and both resolve logged out', async () => {
    const { client, fetch, logouts } = loggedIn(() => json({}))
    await Promise.all([logout(client), logout(client)])
    expect(fetch.count('POST', LOGOUT)).toBe(1)
    expect(userValue.get(client)).toBeNull()
    expect(logouts).toEqual(['user'])
  })
})
