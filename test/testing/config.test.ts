import { describe, expect, it } from 'vitest'
import { DEV_APP_ID, createDevBackend } from '../../src/testing/index.js'
import { call } from './helpers.js'

describe('app config', () => {
  it('DEV_APP_ID is 25 characters', () => {
    expect(DEV_APP_ID).toHaveLength(25)
    expect(createDevBackend().appId).toBe(DEV_APP_ID)
  })

  it('answers the default wire config for its app id', async () => {
    const backend = createDevBackend()
    const res = await call(backend, 'GET', `/api/v1/apps/${DEV_APP_ID}`)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      id: DEV_APP_ID,
      name: 'Foyer Demo',
      logo_url: null,
      login_methods: ['email'],
      disable_plus_emails: false,
      legal: { require_users_accept_terms: false },
      embedded_wallets: { ethereum: { create_on_login: 'off' } },
      captcha_enabled: false,
    })
  })

  it('an unknown app id in the path is 404 missing_or_invalid_privy_app_id', async () => {
    const res = await call(createDevBackend(), 'GET', '/api/v1/apps/someotherapp0000000000000')
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ error: expect.any(String), code: 'missing_or_invalid_privy_app_id' })
  })

  it('a missing or wrong foyer-app-id header is 400 missing_or_invalid_privy_app_id', async () => {
    const backend = createDevBackend()
    for (const appId of [null, 'wrong']) {
      const res = await call(backend, 'POST', '/api/v1/passwordless/init', { appId, body: { email: 'a@b.co' } })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe('missing_or_invalid_privy_app_id')
    }
  })

  it('deep-merges appConfig over the default and keeps the app id', async () => {
    const backend = createDevBackend({
      appId: 'customapp0000000000000001',
      appConfig: { name: 'Host', legal: { require_users_accept_terms: true }, login_methods: ['email', 'sms'] },
    })
    const res = await call(backend, 'GET', '/api/v1/apps/customapp0000000000000001')
    expect(res.body).toMatchObject({
      id: 'customapp0000000000000001',
      name: 'Host',
      login_methods: ['email', 'sms'],
      legal: { require_users_accept_terms: true, terms_and_conditions_url: null },
    })
  })

  it('setAppConfig and POST /__dev/config merge into the running config; reset restores it', async () => {
    const backend = createDevBackend()
    backend.setAppConfig({ appearance: { color_scheme: 'dark' } })
    const dev = await call(backend, 'POST', '/__dev/config', { body: { name: 'Changed', id: 'ignored' } })
    expect(dev.status).toBe(200)
    const res = await call(backend, 'GET', `/api/v1/apps/${DEV_APP_ID}`)
    expect(res.body).toMatchObject({ id: DEV_APP_ID, name: 'Changed', appearance: { color_scheme: 'dark', wallet_list: [] } })
    backend.reset()
    expect(backend.appConfig()).toMatchObject({ name: 'Foyer Demo', appearance: { color_scheme: 'auto' } })
  })

  it("lets an allowed origin's @solana/web3.js Connection call the local JSON-RPC (its solana-client header passes the preflight)", async () => {
    const backend = createDevBackend({ allowedOrigins: ['http://host.test:3000'] })
    const preflight = await backend.fetch(
      new Request('http://localhost/rpc/solana', {
        method: 'OPTIONS',
        headers: { origin: 'http://host.test:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,solana-client' },
      }),
    )
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')?.split(',')).toEqual(expect.arrayContaining(['content-type', 'solana-client']))
  })

  it('answers CORS (with credentials) and preflights for the allowed origins', async () => {
    const backend = createDevBackend({ allowedOrigins: ['http://host.test:3000'] })
    const preflight = await backend.fetch(
      new Request(`http://localhost/api/v1/apps/${DEV_APP_ID}`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://host.test:3000',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'foyer-app-id,authorization,content-type',
        },
      }),
    )
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://host.test:3000')
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('foyer-app-id')
    const res = await call(backend, 'GET', `/api/v1/apps/${DEV_APP_ID}`, { headers: { origin: 'http://host.test:3000' } })
    expect(res.response.headers.get('access-control-allow-origin')).toBe('http://host.test:3000')
  })

  it('records analytics events and answers {}', async () => {
    const backend = createDevBackend()
    const res = await call(backend, 'POST', '/api/v1/analytics_events', {
      body: { event_name: 'sdk_initialize', client_id: 'default', payload: { a: 1 } },
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({})
    expect(backend.analytics.list()).toEqual([
      { event_name: 'sdk_initialize', client_id: 'default', payload: { a: 1 }, at: expect.any(Number) },
    ])
  })

  it('unknown routes answer a JSON 404', async () => {
    const res = await call(createDevBackend(), 'GET', '/api/v1/nope')
    expect(res.status).toBe(404)
    expect(res.body.code).toBe('not_found')
  })
})
