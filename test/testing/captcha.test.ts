import { describe, expect, it } from 'vitest'
import { createDevBackend } from '../../src/testing/index.js'
import { TEST_CAPTCHA_SITE_KEYS } from '../../src/testing/captcha.js'
import { call } from './helpers.js'

const withCaptcha = (siteKey: string = TEST_CAPTCHA_SITE_KEYS.pass, now = () => Date.now()) =>
  createDevBackend({ appConfig: { captcha_enabled: true, captcha_site_key: siteKey }, now })

const token = async (backend: ReturnType<typeof createDevBackend>, siteKey: string) =>
  call(backend, 'POST', '/__dev/captcha/token', { body: { site_key: siteKey } })

const init = (backend: ReturnType<typeof createDevBackend>, body: Record<string, unknown>, bearer?: string) =>
  call(backend, 'POST', '/api/v1/passwordless/init', { body: { email: 'ada@example.com', ...body }, ...(bearer ? { token: bearer } : {}) })

describe('test captcha (dev backend)', () => {
  it('issues a token for a test site key, verified once by passwordless/init', async () => {
    const backend = withCaptcha()
    const issued = await token(backend, TEST_CAPTCHA_SITE_KEYS.pass)
    expect(issued.status).toBe(200)
    expect(typeof issued.body.token).toBe('string')
    expect((await init(backend, { token: issued.body.token })).status).toBe(200)
    const reused = await init(backend, { token: issued.body.token })
    expect(reused.status).toBe(400)
    expect(reused.body.code).toBe('invalid_captcha')
  })

  it('no token, or a made-up one: 400 invalid_captcha', async () => {
    const backend = withCaptcha()
    expect((await init(backend, {})).body).toEqual({ error: 'Invalid captcha', code: 'invalid_captcha' })
    expect((await init(backend, { token: 'ok.forged' })).body.code).toBe('invalid_captcha')
  })

  it('…-fail: the token request is refused', async () => {
    const backend = withCaptcha(TEST_CAPTCHA_SITE_KEYS.fail)
    const res = await token(backend, TEST_CAPTCHA_SITE_KEYS.fail)
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('captcha_failed')
  })

  it('…-invalid: a token is issued but refused at verification', async () => {
    const backend = withCaptcha(TEST_CAPTCHA_SITE_KEYS.invalid)
    const issued = await token(backend, TEST_CAPTCHA_SITE_KEYS.invalid)
    expect(issued.status).toBe(200)
    expect((await init(backend, { token: issued.body.token })).body.code).toBe('invalid_captcha')
  })

  it('a token for another site key, or an expired one, is refused', async () => {
    let now = Date.now()
    const backend = withCaptcha(TEST_CAPTCHA_SITE_KEYS.pass, () => now)
    const other = await token(backend, 'foyer-test-captcha-other')
    expect((await init(backend, { token: other.body.token })).body.code).toBe('invalid_captcha')
    const old = await token(backend, TEST_CAPTCHA_SITE_KEYS.pass)
    now += 300_001
    expect((await init(backend, { token: old.body.token })).body.code).toBe('invalid_captcha')
  })

  it('a non-test site key is only asked for the token (and not for the other routes of an SMS or Farcaster login)', async () => {
    const backend = withCaptcha('0x4AAAAAAABkMYinukE8nzY')
    expect((await init(backend, { token: 'anything' })).status).toBe(200)
    expect((await call(backend, 'POST', '/api/v1/passwordless_sms/init', { body: { phoneNumber: '+12015550123' } })).body.code).toBe('invalid_captcha')
    const farcaster = await call(backend, 'POST', '/api/v1/farcaster/init', { body: { relying_party: 'http://localhost', redirect_url: 'http://localhost' } })
    expect(farcaster.body.code).toBe('invalid_captcha')
  })

  it('non-test site keys are refused by the token route', async () => {
    const res = await token(withCaptcha(), '0x4AAAAAAABkMYinukE8nzY')
    expect(res.status).toBe(400)
  })
})
