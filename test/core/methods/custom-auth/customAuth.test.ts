import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { linkCustomAuth } from '../../../../src/core/methods/custom-auth/linkCustomAuth.js'
import { syncCustomAuth } from '../../../../src/core/methods/custom-auth/syncCustomAuth.js'
import { unlinkCustomAuth } from '../../../../src/core/methods/custom-auth/unlinkCustomAuth.js'
import { MustBeAuthenticatedError } from '../../../../src/core/errors/client.js'
import { setUser, writeTokens } from '../../../../src/core/client/session/store.js'
import { toUser, type WireUser } from '../../../../src/core/types/user.js'
import { customAuthFlow } from '../../../../src/core/methods/custom-auth/flow.js'
import { userValue } from '../../../../src/core/client/session/state.js'
import { apiError, fakeFetch, json, makeClient, makeJwt, tokenResponse, wireUser, type RecordedCall } from '../../helpers.js'

const hostToken = (sub: string) =>
  new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).sign(new TextEncoder().encode('host-secret-host-secret-host-secret'))

const customUser = (sub: string, id = `did:foyer:${sub}`): WireUser =>
  wireUser({ id, linked_accounts: [{ type: 'custom_auth', custom_user_id: sub, verified_at: 1 }] })

/** authenticate answers the token's subject; `failFirst` answers linked_to_another_user that many times. */
function backend({ failFirst = 0 } = {}) {
  let failures = failFirst
  return fakeFetch(async (call: RecordedCall) => {
    const body = call.body as { token: string }
    if (call.path === '/api/v1/custom_jwt_account/authenticate') {
      if (failures-- > 0) return apiError(400, 'linked_to_another_user', 'This account has already been linked to another user.')
      const sub = JSON.parse(atob(body.token.split('.')[1]!)).sub as string
      return json(tokenResponse({ token: await makeJwt({ sub: `did:foyer:${sub}` }), user: customUser(sub) }))
    }
    if (call.path === '/api/v1/custom_jwt_account/link') return json(wireUser({ linked_accounts: [...wireUser().linked_accounts, ...customUser('linked').linked_accounts] }))
    if (call.path === '/api/v1/custom_jwt_account/unlink') return json(wireUser())
    if (call.path === '/api/v1/sessions/logout') return json({})
    return apiError(404, 'not_found')
  })
}
const paths = (fetch: ReturnType<typeof backend>) => fetch.calls.map((c) => c.path.replace('/api/v1/', ''))

describe('syncCustomAuth', () => {
  it('exchanges the host token (token, mode): loading → done, logged in with the custom_auth account, login event', async () => {
    const fetch = backend()
    const client = makeClient({ fetch })
    const statuses: string[] = []
    customAuthFlow.watch(client, { onChange: (s) => statuses.push(s.status) })
    const logins: unknown[] = []
    client.events.on('login', (r) => logins.push(r))
    const token = await hostToken('alice')
    const result = await syncCustomAuth(client, { getToken: async () => token })
    expect(fetch.calls[0]!.body).toEqual({ token, mode: 'login-or-sign-up' })
    expect(result).toMatchObject({ loginMethod: 'custom', loginAccount: { type: 'custom_auth', customUserId: 'alice' } })
    expect(statuses).toEqual(['loading', 'done'])
    expect(userValue.get(client)?.id).toBe('did:foyer:alice')
    expect(logins).toHaveLength(1)
  })

  it('the same subject again changes nothing; another subject logs out first, then logs in', async () => {
    const fetch = backend()
    const client = makeClient({ fetch })
    const alice = await hostToken('alice')
    await syncCustomAuth(client, { getToken: async () => alice })
    expect(await syncCustomAuth(client, { getToken: async () => alice })).toBeNull()
    expect(paths(fetch)).toEqual(['custom_jwt_account/authenticate'])
    const bob = await hostToken('bob')
    await syncCustomAuth(client, { getToken: async () => bob })
    expect(paths(fetch)).toEqual(['custom_jwt_account/authenticate', 'sessions/logout', 'custom_jwt_account/authenticate'])
    expect(userValue.get(client)?.id).toBe('did:foyer:bob')
  })

  it('an empty token logs out (done, user null)', async () => {
    const fetch = backend()
    const client = makeClient({ fetch })
    const alice = await hostToken('alice')
    await syncCustomAuth(client, { getToken: async () => alice })
    const logouts: unknown[] = []
    client.events.on('logout', (e) => logouts.push(e))
    expect(await syncCustomAuth(client, { getToken: async () => null })).toBeNull()
    expect(userValue.get(client)).toBeNull()
    expect(logouts).toHaveLength(1)
    expect(customAuthFlow.get(client)).toEqual({ status: 'done', error: null })
    await syncCustomAuth(client, { getToken: async () => '' })
    expect(paths(fetch)).toEqual(['custom_jwt_account/authenticate', 'sessions/logout'])
  })

  it('retries once on linked_to_another_user (with a fresh token); a second failure is the error', async () => {
    const once = backend({ failFirst: 1 })
    const client = makeClient({ fetch: once })
    let asked = 0
    const getToken = async () => {
      asked++
      return hostToken('alice')
    }
    await syncCustomAuth(client, { getToken })
    expect(asked).toBe(2)
    expect(paths(once)).toEqual(['custom_jwt_account/authenticate', 'custom_jwt_account/authenticate'])

    const twice = backend({ failFirst: 2 })
    const other = makeClient({ fetch: twice })
    const errors: string[] = []
    other.events.on('loginError', (e) => errors.push(e.code))
    await expect(syncCustomAuth(other, { getToken })).rejects.toMatchObject({ code: 'linked_to_another_user' })
    expect(twice.calls).toHaveLength(2)
    expect(customAuthFlow.get(other)).toMatchObject({ status: 'error', error: expect.objectContaining({ code: 'linked_to_another_user' }) })
    expect(errors).toEqual(['linked_to_another_user'])
  })

  it('a throwing token source is a CustomAuthTokenError with the cause; calls run one at a time', async () => {
    const fetch = backend()
    const client = makeClient({ fetch })
    const boom = new Error('host down')
    await expect(syncCustomAuth(client, { getToken: async () => { throw boom } })).rejects.toMatchObject({ code: 'custom_auth_token_error', cause: boom })
    const alice = await hostToken('alice')
    let inFlight = 0
    let maxInFlight = 0
    const getToken = async () => {
      maxInFlight = Math.max(maxInFlight, ++inFlight)
      await new Promise((r) => setTimeout(r, 5))
      inFlight--
      return alice
    }
    await Promise.all([syncCustomAuth(client, { getToken }), syncCustomAuth(client, { getToken })])
    expect(maxInFlight).toBe(1)
    expect(paths(fetch)).toEqual(['custom_jwt_account/authenticate'])
  })
})

describe('linkCustomAuth / unlinkCustomAuth', () => {
  it('link posts { token } with the bearer and emits link; needs a session', async () => {
    const fetch = backend()
    const client = makeClient({ fetch })
    const token = await hostToken('linked')
    await expect(linkCustomAuth(client, { token })).rejects.toBeInstanceOf(MustBeAuthenticatedError)
    const access = await makeJwt()
    writeTokens(client, { accessToken: access, refreshToken: 'r', identityToken: null })
    setUser(client, toUser(wireUser()))
    const links: unknown[] = []
    client.events.on('link', (r) => links.push(r))
    const result = await linkCustomAuth(client, { token })
    expect(fetch.calls[0]).toMatchObject({ path: '/api/v1/custom_jwt_account/link', body: { token } })
    expect(fetch.calls[0]!.headers.authorization).toBe(`Bearer ${access}`)
    expect(result.linkedAccount).toMatchObject({ type: 'custom_auth', customUserId: 'linked' })
    expect(links).toEqual([result])
    await unlinkCustomAuth(client, { customUserId: 'linked' })
    expect(fetch.calls[1]).toMatchObject({ path: '/api/v1/custom_jwt_account/unlink', body: { custom_user_id: 'linked' } })
  })
})
