import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_APP_ID, createDevBackend } from '../../src/testing/index.js'
import { devBackendHandlers } from '../../src/testing/msw.js'

const BASE = 'https://auth.foyer.test'
const backend = createDevBackend()
const server = setupServer(...devBackendHandlers(backend, { baseUrl: `${BASE}/` }))

describe('devBackendHandlers (msw)', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterAll(() => server.close())

  it('global fetch reaches the backend: login flow, then a dropped connection rejects', async () => {
    const headers = { 'foyer-app-id': DEV_APP_ID, 'content-type': 'application/json' }
    const config = await fetch(`${BASE}/api/v1/apps/${DEV_APP_ID}`)
    expect(config.status).toBe(200)
    expect((await config.json()).name).toBe('Foyer Demo')

    const init = await fetch(`${BASE}/api/v1/passwordless/init`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'ada@example.com' }),
    })
    expect(await init.json()).toEqual({ success: true })
    const code = backend.mailbox.latest('ada@example.com')!.code
    const auth = await fetch(`${BASE}/api/v1/passwordless/authenticate`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'ada@example.com', code, mode: 'login-or-sign-up' }),
    })
    const body = await auth.json()
    expect(body.is_new_user).toBe(true)

    const me = await fetch(`${BASE}/api/v1/users/me`, { headers: { ...headers, authorization: `Bearer ${body.token}` } })
    expect((await me.json()).user.id).toBe(body.user.id)

    await fetch(`${BASE}/__dev/faults`, { method: 'POST', headers, body: JSON.stringify({ path: '/api/v1/sessions', drop: true }) })
    await expect(
      fetch(`${BASE}/api/v1/sessions`, { method: 'POST', headers, body: JSON.stringify({ refresh_token: body.refresh_token }) }),
    ).rejects.toThrow(TypeError)
    expect(backend.requests.count('POST', '/api/v1/sessions')).toBe(1)
  })
})
