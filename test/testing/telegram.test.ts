import { describe, expect, it } from 'vitest'
import {
  createDevBackend, dataCheckString, DEV_TELEGRAM_BOT, signTelegramAuthResult, signTelegramWebAppData, TELEGRAM_TEST_USERS,
} from '../../src/testing/index.js'
import { call, login } from './helpers.js'

const ADA = TELEGRAM_TEST_USERS[0]!
const authenticate = (backend: ReturnType<typeof createDevBackend>, body: Record<string, unknown>) =>
  call(backend, 'POST', '/api/v1/telegram/authenticate', { body: { mode: 'login-or-sign-up', ...body } })

describe('Telegram hash (as Telegram specifies it)', () => {
  it('data-check-string: sorted key=value lines of every field but hash, joined by \\n', () => {
    expect(dataCheckString({ id: 1, hash: 'x', username: 'u', auth_date: 5, first_name: 'A', last_name: undefined }))
      .toBe('auth_date=5\nfirst_name=A\nid=1\nusername=u')
  })

  it('matches a hash computed independently with node:crypto', async () => {
    const { createHash, createHmac } = await import('node:crypto')
    const signed = await signTelegramAuthResult({ user: ADA, authDate: 1_700_000_000 })
    const secret = createHash('sha256').update(DEV_TELEGRAM_BOT.botToken).digest()
    const { hash, ...rest } = signed
    expect(hash).toBe(createHmac('sha256', secret).update(dataCheckString(rest)).digest('hex'))
  })
})

describe('telegram/authenticate', () => {
  it('a correctly signed widget result logs in and creates the telegram account', async () => {
    const backend = createDevBackend()
    const res = await authenticate(backend, { telegram_auth_result: await signTelegramAuthResult({ user: ADA }) })
    expect(res.status).toBe(200)
    expect(res.body.is_new_user).toBe(true)
    expect(res.body.user.linked_accounts).toEqual([expect.objectContaining({
      type: 'telegram', telegram_user_id: String(ADA.id), first_name: 'Ada', last_name: 'Lovelace', username: 'ada_l', photo_url: null,
    })])
  })

  it('a tampered field, a wrong bot token and an outdated auth_date are 401 invalid_credentials', async () => {
    const backend = createDevBackend({ telegram: { maxAuthAgeSeconds: 60 } })
    const signed = await signTelegramAuthResult({ user: ADA })
    for (const result of [
      { ...signed, first_name: 'Eve' },
      await signTelegramAuthResult({ user: ADA, botToken: '1:other' }),
      await signTelegramAuthResult({ user: ADA, authDate: Math.floor(Date.now() / 1000) - 120 }),
    ]) {
      const res = await authenticate(backend, { telegram_auth_result: result })
      expect([res.status, res.body.code]).toEqual([401, 'invalid_credentials'])
    }
  })

  it('verifies Mini App data with secret = HMAC-SHA-256("WebAppData", bot token)', async () => {
    const backend = createDevBackend()
    const data = Object.fromEntries(new URLSearchParams(await signTelegramWebAppData({ user: ADA })))
    const res = await authenticate(backend, { telegram_web_app_data: data })
    expect(res.status).toBe(200)
    expect(res.body.user.linked_accounts[0].telegram_user_id).toBe(String(ADA.id))
    const bad = await authenticate(backend, { telegram_web_app_data: { ...data, user: JSON.stringify({ ...ADA, id: 1 }) } })
    expect(bad.status).toBe(401)
  })

  it('a configured bot: its token signs, the app config names it', async () => {
    const backend = createDevBackend({ telegram: { botToken: '42:secret', botName: 'acme_bot' } })
    expect(backend.appConfig().telegram_auth_config).toEqual({ bot_id: '42', bot_name: 'acme_bot', script_url: '/__dev/telegram/telegram-widget.js' })
    expect((await authenticate(backend, { telegram_auth_result: await signTelegramAuthResult({ user: ADA }) })).status).toBe(401)
    expect((await authenticate(backend, { telegram_auth_result: await signTelegramAuthResult({ user: ADA, botToken: '42:secret' }) })).status).toBe(200)
  })
})

describe('telegram/link and unlink', () => {
  it('links, refuses a second telegram and one of another user, unlinks by telegram_user_id', async () => {
    const backend = createDevBackend()
    const other = await authenticate(backend, { telegram_auth_result: await signTelegramAuthResult({ user: TELEGRAM_TEST_USERS[1]! }) })
    const { token } = await login(backend)
    const linked = await call(backend, 'POST', '/api/v1/telegram/link', { token, body: { telegram_auth_result: await signTelegramAuthResult({ user: ADA }) } })
    expect(linked.body.linked_accounts.map((a: { type: string }) => a.type)).toEqual(['email', 'telegram'])
    const taken = await call(backend, 'POST', '/api/v1/telegram/link', {
      token: other.body.token, body: { telegram_auth_result: await signTelegramAuthResult({ user: ADA }) },
    })
    expect(taken.body.code).toBe('linked_to_another_user')
    const unlinked = await call(backend, 'POST', '/api/v1/telegram/unlink', { token, body: { telegram_user_id: String(ADA.id) } })
    expect(unlinked.body.linked_accounts.map((a: { type: string }) => a.type)).toEqual(['email'])
  })
})

describe('fake widget and login page', () => {
  it('serves the widget script and the login page; auth-result signs a chosen user', async () => {
    const backend = createDevBackend()
    const js = await backend.fetch(new Request('http://localhost/__dev/telegram/telegram-widget.js'))
    expect(js.headers.get('content-type')).toContain('javascript')
    expect(await js.text()).toContain('Telegram.Login')
    const page = await backend.fetch(new Request('http://localhost/__dev/telegram/login?bot_id=7000000001&origin=http%3A%2F%2Flocalhost%3A5173'))
    expect(await page.text()).toContain('Ada Lovelace')
    const signed = await call(backend, 'POST', '/__dev/telegram/auth-result', { body: ADA })
    expect((await authenticate(backend, { telegram_auth_result: signed.body })).status).toBe(200)
  })
})
