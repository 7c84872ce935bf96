import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose'
import { describe, expect, it } from 'vitest'
import { DEV_APP_ID, createDevBackend } from '../../src/testing/index.js'
import { call, login } from './helpers.js'

const refresh = (backend: ReturnType<typeof createDevBackend>, refresh_token: string, token?: string) =>
  call(backend, 'POST', '/api/v1/sessions', { token, body: { refresh_token } })

describe('tokens', () => {
  it('the access token verifies with the JWKS, aud = app id, iss foyer.dev, sid and sub set', async () => {
    const now = Date.now()
    const backend = createDevBackend({ now: () => now, accessTokenTtlSeconds: 120 })
    const { token, user, identity_token } = await login(backend)
    const jwks = createLocalJWKSet(await backend.jwks())
    const { payload, protectedHeader } = await jwtVerify(token, jwks, { audience: DEV_APP_ID, issuer: 'foyer.dev' })
    expect(protectedHeader.alg).toBe('ES256')
    expect(payload).toMatchObject({ sub: user.id, aud: DEV_APP_ID, iss: 'foyer.dev', sid: expect.any(String) })
    expect(payload.exp! - payload.iat!).toBe(120)
    expect(payload.iat).toBe(Math.floor(now / 1000))

    const identity = await jwtVerify(identity_token, jwks, { audience: DEV_APP_ID })
    expect(identity.payload.sub).toBe(user.id)
    expect(JSON.parse(identity.payload.linked_accounts as string)).toEqual(user.linked_accounts)
  })

  it('the JWKS is served at /api/v1/apps/{app_id}/jwks.json', async () => {
    const backend = createDevBackend()
    const res = await call(backend, 'GET', `/api/v1/apps/${DEV_APP_ID}/jwks.json`)
    expect(res.status).toBe(200)
    expect(res.body).toEqual(await backend.jwks())
    expect(res.body.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' })
    expect(res.body.keys[0].d).toBeUndefined()
  })

  it('an expired access token is 401 on authed routes (backend clock)', async () => {
    let now = 1_700_000_000_000
    const backend = createDevBackend({ now: () => now, accessTokenTtlSeconds: 60 })
    const { token } = await login(backend)
    expect((await call(backend, 'GET', '/api/v1/users/me', { token })).status).toBe(200)
    now += 60_000
    const res = await call(backend, 'GET', '/api/v1/users/me', { token })
    expect(res.status).toBe(401)
    expect(res.body.code).toBe('missing_or_invalid_token')
  })

  it('expireAccessTokens makes issued tokens expired; refresh still works', async () => {
    const backend = createDevBackend()
    const { token, refresh_token } = await login(backend)
    backend.expireAccessTokens()
    expect((await call(backend, 'GET', '/api/v1/users/me', { token })).status).toBe(401)
    const res = await refresh(backend, refresh_token, token)
    expect(res.status).toBe(200)
    expect((await call(backend, 'GET', '/api/v1/users/me', { token: res.body.token })).status).toBe(200)
  })
})

describe('POST /api/v1/sessions (refresh)', () => {
  it('rotates the refresh token and returns a token response', async () => {
    let now = 1_700_000_000_000
    const backend = createDevBackend({ now: () => now })
    const first = await login(backend)
    now += 5_000
    const res = await refresh(backend, first.refresh_token, first.token)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ user: first.user, is_new_user: false, session_update_action: 'set', oauth_tokens: null })
    expect(res.body.refresh_token).not.toBe(first.refresh_token)
    expect(res.body.token).not.toBe(first.token)
    expect(decodeJwt(res.body.token).sid).toBe(decodeJwt(first.token).sid)
    expect(backend.requests.count('POST', '/api/v1/sessions')).toBe(1)
  })

  it('accepts an expired bearer, or none', async () => {
    let now = 1_700_000_000_000
    const backend = createDevBackend({ now: () => now, accessTokenTtlSeconds: 60 })
    const first = await login(backend)
    now += 3_600_000
    const withExpired = await refresh(backend, first.refresh_token, first.token)
    expect(withExpired.status).toBe(200)
    const withNone = await refresh(backend, withExpired.body.refresh_token)
    expect(withNone.status).toBe(200)
  })

  it('rejects a bearer that is not validly signed', async () => {
    const backend = createDevBackend()
    const { refresh_token } = await login(backend)
    const res = await refresh(backend, refresh_token, 'not.a.jwt')
    expect(res.status).toBe(401)
  })

  it('a reused (rotated) refresh token is 401 and kills the session', async () => {
    const backend = createDevBackend()
    const first = await login(backend)
    const second = await refresh(backend, first.refresh_token)
    const reused = await refresh(backend, first.refresh_token)
    expect(reused.status).toBe(401)
    expect(reused.body).toEqual({ error: expect.any(String), code: 'missing_or_invalid_token' })
    // the live token of that session is revoked too
    expect((await refresh(backend, second.body.refresh_token)).status).toBe(401)
    expect((await call(backend, 'GET', '/api/v1/users/me', { token: second.body.token })).status).toBe(401)
  })

  it('an unknown or missing refresh token is 401', async () => {
    const backend = createDevBackend()
    expect((await refresh(backend, 'unknown')).status).toBe(401)
    expect((await call(backend, 'POST', '/api/v1/sessions', { body: {} })).status).toBe(401)
  })

  it('an expired refresh token is 401', async () => {
    let now = 1_700_000_000_000
    const backend = createDevBackend({ now: () => now, refreshTokenTtlSeconds: 100 })
    const { refresh_token } = await login(backend)
    now += 100_000
    expect((await refresh(backend, refresh_token)).status).toBe(401)
  })
})

describe('logout', () => {
  it('revokes the session: refresh token and access token stop working', async () => {
    const backend = createDevBackend()
    const { token, refresh_token } = await login(backend)
    const res = await call(backend, 'POST', '/api/v1/sessions/logout', { token, body: { refresh_token } })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({})
    expect((await refresh(backend, refresh_token)).status).toBe(401)
    expect((await call(backend, 'GET', '/api/v1/users/me', { token })).status).toBe(401)
  })

  it('only the logged-out session is revoked', async () => {
    const backend = createDevBackend()
    const a = await login(backend, 'ada@example.com')
    const b = await login(backend, 'ada@example.com')
    await call(backend, 'POST', '/api/v1/sessions/logout', { token: a.token, body: { refresh_token: a.refresh_token } })
    expect((await call(backend, 'GET', '/api/v1/users/me', { token: b.token })).status).toBe(200)
  })
})
