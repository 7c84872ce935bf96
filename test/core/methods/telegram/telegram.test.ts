import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFoyerClient, createMemoryStorage, telegramFlow, userValue, handleTelegramReturn, loginWithEmailCode, loginWithTelegram, parseTelegramReturn, sendEmailCode, startClient, unlinkTelegram, type FoyerClient, type LoadingFlowStatus, type TelegramLoginApi } from '../../../../src/core/internal.js'
import { createDevBackend, DEV_APP_ID, signTelegramAuthResult, signTelegramWebAppData, TELEGRAM_TEST_USERS, type DevBackend } from '../../../../src/testing/index.js'

const ADA = TELEGRAM_TEST_USERS[0]!
let backend: DevBackend
let client: FoyerClient
let warn: ReturnType<typeof vi.spyOn>

beforeEach(async () => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  backend = createDevBackend({ appConfig: { login_methods: ['email', 'telegram'] } })
  client = createFoyerClient({
    appId: DEV_APP_ID, apiUrl: 'http://foyer.dev.local', fetch: (i, init) => backend.fetch(new Request(i, init)), storage: createMemoryStorage(),
  })
  await startClient(client)
})
afterEach(() => warn.mockRestore())

/** A widget that answers like Telegram's: a signed result for `user`, or false (canceled). */
const widget = (answer: 'ada' | 'cancel' | 'tampered', seen: unknown[] = []): TelegramLoginApi => ({
  auth(options, callback) {
    seen.push(options)
    if (answer === 'cancel') return callback(false)
    void signTelegramAuthResult({ user: ADA }).then((r) => callback(answer === 'tampered' ? { ...r, first_name: 'Eve' } : r))
  },
})

describe('loginWithTelegram', () => {
  it('asks the widget with the bot id, sends the signed result: loading → done', async () => {
    const statuses: LoadingFlowStatus[] = []
    telegramFlow.watch(client, { onChange: (s) => statuses.push(s.status) })
    const seen: unknown[] = []
    const result = await loginWithTelegram(client, { widget: widget('ada', seen) })
    expect(seen).toEqual([{ bot_id: '7000000001', request_access: 'write' }])
    expect(statuses).toEqual(['loading', 'done'])
    expect(result).toMatchObject({ isNewUser: true, loginMethod: 'telegram', loginAccount: { type: 'telegram', telegramUserId: String(ADA.id), firstName: 'Ada' } })
    expect(userValue.get(client)?.telegram).toMatchObject({ username: 'ada_l' })
  })

  it("a canceled window fails with 'Telegram auth failed or was canceled by the client'", async () => {
    await expect(loginWithTelegram(client, { widget: widget('cancel') }))
      .rejects.toMatchObject({ code: 'telegram_auth_failed', shortMessage: 'Telegram auth failed or was canceled by the client' })
    expect(telegramFlow.get(client).status).toBe('error')
  })

  it('a tampered result is refused by the server (invalid_credentials)', async () => {
    await expect(loginWithTelegram(client, { widget: widget('tampered') })).rejects.toMatchObject({ code: 'invalid_credentials' })
  })

  it("without a bot, or without a document to load the widget into: 'Telegram was not initialized'", async () => {
    await expect(loginWithTelegram(client)).rejects.toMatchObject({ code: 'telegram_not_initialized', shortMessage: 'Telegram was not initialized' })
    backend.setAppConfig({ telegram_auth_config: null })
    const other = createFoyerClient({
      appId: DEV_APP_ID, apiUrl: 'http://foyer.dev.local', fetch: (i, init) => backend.fetch(new Request(i, init)), storage: createMemoryStorage(),
    })
    await startClient(other)
    await expect(loginWithTelegram(other, { widget: widget('ada') })).rejects.toMatchObject({ code: 'telegram_not_initialized' })
  })

  it('links with intent link and unlinks by telegram user id', async () => {
    await sendEmailCode(client, { email: 'ada@example.com' })
    await loginWithEmailCode(client, { code: backend.mailbox.latest()!.code })
    await expect(loginWithTelegram(client, { widget: widget('ada') })).rejects.toMatchObject({ code: 'already_authenticated' })
    const linked = await loginWithTelegram(client, { intent: 'link', widget: widget('ada') })
    expect(linked).toMatchObject({ wasAlreadyAuthenticated: true, linkedAccount: { type: 'telegram' } })
    const user = await unlinkTelegram(client, { telegramUserId: ADA.id })
    expect(user.telegram).toBeUndefined()
  })
})

describe('Telegram data in the URL at page load', () => {
  it('parses the login parameters, or a web-app data hash fragment, else nothing', async () => {
    expect(parseTelegramReturn('https://a.test/?id=5&first_name=A&auth_date=9&hash=h&username=u&x=1')).toEqual({
      telegramAuthResult: { id: 5, first_name: 'A', auth_date: 9, hash: 'h', username: 'u' },
    })
    expect(parseTelegramReturn('https://a.test/?id=5&page=2')).toBeNull()
    const initData = await signTelegramWebAppData({ user: ADA })
    expect(parseTelegramReturn(`https://a.test/#tgWebAppData=${encodeURIComponent(initData)}&tgWebAppVersion=7.0`))
      .toMatchObject({ telegramWebAppData: { user: JSON.stringify(ADA), query_id: 'dev-query' } })
  })

  it('consumes the login parameters once and removes only them from the URL', async () => {
    const signed = await signTelegramAuthResult({ user: ADA })
    const url = new URL('https://host.example/app?tab=2')
    for (const [k, v] of Object.entries(signed)) url.searchParams.set(k, String(v))
    let cleaned = ''
    const result = await handleTelegramReturn(client, { url: url.toString(), replaceUrl: (u) => (cleaned = u) })
    expect(result?.loginAccount).toMatchObject({ type: 'telegram' })
    expect(telegramFlow.get(client)).toMatchObject({ status: 'done', resumed: true })
    expect(cleaned).toBe('https://host.example/app?tab=2')
  })

  it('logs in with Mini App data from the hash fragment and drops the fragment', async () => {
    const initData = await signTelegramWebAppData({ user: ADA })
    let cleaned = ''
    const result = await handleTelegramReturn(client, {
      url: `https://host.example/app#tgWebAppData=${encodeURIComponent(initData)}`, replaceUrl: (u) => (cleaned = u),
    })
    expect(result?.user.telegram).toMatchObject({ telegramUserId: String(ADA.id) })
    expect(cleaned).toBe('https://host.example/app')
  })
})
