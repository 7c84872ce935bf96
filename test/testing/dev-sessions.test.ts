import { describe, expect, it } from 'vitest'
import { createDevBackend } from '../../src/testing/index.js'
import { call, login } from './helpers.js'

describe('POST /__dev/expire-access-tokens', () => {
  it('makes every access token issued so far count as expired; refresh still works; later tokens are fine', async () => {
    const backend = createDevBackend()
    const { token, refresh_token } = await login(backend)
    expect((await call(backend, 'GET', '/api/v1/users/me', { token })).status).toBe(200)
    expect((await call(backend, 'POST', '/__dev/expire-access-tokens')).status).toBe(200)
    const me = await call(backend, 'GET', '/api/v1/users/me', { token })
    expect(me.status).toBe(401)
    expect(me.body.code).toBe('missing_or_invalid_token')
    const refreshed = await call(backend, 'POST', '/api/v1/sessions', { token, body: { refresh_token } })
    expect(refreshed.status).toBe(200)
    expect((await call(backend, 'GET', '/api/v1/users/me', { token: refreshed.body.token })).status).toBe(200)
  })
})
