import { afterEach, describe, expect, it, vi } from 'vitest'
import { assertLoginMethodsOffered } from '../../../src/core/kit/assertLoginMethodsOffered.js'
import { checkLoginMethodsConfig, offeredLoginMethods } from '../../../src/core/kit/checkLoginMethodsConfig.js'
import { startClient } from '../../../src/core/kit/start.js'
import { LoginMethodNotEnabledError } from '../../../src/core/errors/client.js'
import { toAppConfig, type WireAppConfig } from '../../../src/core/types/config.js'
import { APP_ID, fakeFetch, json, makeClient } from '../helpers.js'

const config = (wire: Partial<WireAppConfig> = {}) => toAppConfig({ id: APP_ID, name: 'Acme', ...wire })
const bot = { telegram_auth_config: { bot_id: 42, bot_name: 'acme_bot' } }

afterEach(() => vi.restoreAllMocks())

describe('checkLoginMethodsConfig', () => {
  it('finds nothing wrong with methods that need no config', () => {
    expect(checkLoginMethodsConfig(config({
      login_methods: ['email', 'sms', 'google', 'apple', 'passkey', 'farcaster', 'guest', 'privy:foyerarcadeapp00000000001', 'wallet', 'wallet:metamask'],
    }))).toEqual([])
  })

  it.each([
    [{ login_methods: ['email', 'telegram'] }, 'telegram', 'telegram_bot_missing', "Login method 'telegram' needs a Telegram bot"],
    [{ login_methods: ['email', 'cross_app'] }, 'cross_app', 'cross_app_provider_missing', "Login method 'cross_app' needs a provider app id"],
    [{ login_methods: ['email', 'privy:'] }, 'privy:', 'cross_app_provider_missing', "list the provider as 'privy:{providerAppId}'"],
    [{ login_methods: ['email', 'custom'] }, 'custom', 'custom_auth_not_on_landing', 'runs headless through useCustomAuth'],
    [{ login_methods: ['email', 'myspace'] }, 'myspace', 'unknown_login_method', "Unknown login method 'myspace'."],
    [{ login_methods: ['email', 'wallet_metamask'] }, 'wallet_metamask', 'unknown_login_method', "one wallet is 'wallet:{walletClientType}'"],
    [{ login_methods: ['wallet'], appearance: { wallet_chain_type: 'bitcoin-only' as never } }, 'wallet', 'wallet_chain_type_invalid', "needs appearance.walletChainType 'ethereum-only'"],
  ])('%j: %s cannot be offered (%s)', (wire, method, code, message) => {
    const problems = checkLoginMethodsConfig(config(wire))
    expect(problems).toEqual([{ method, code, message: expect.stringContaining(message) }])
    expect(offeredLoginMethods(config(wire))).not.toContain(method)
  })

  it('telegram with a bot is fine', () => {
    expect(checkLoginMethodsConfig(config({ login_methods: ['telegram'], ...bot }))).toEqual([])
  })

  it('app-wide problems: no methods, an unknown loginGroupPriority, captcha without a site key', () => {
    expect(checkLoginMethodsConfig(config({
      login_methods: [], appearance: { login_group_priority: 'wallets-first' }, captcha_enabled: true,
    })).map((p) => [p.method, p.code])).toEqual([
      [null, 'no_login_methods'], [null, 'login_group_priority_invalid'], [null, 'captcha_site_key_missing'],
    ])
    expect(checkLoginMethodsConfig(config({ captcha_enabled: true, captcha_site_key: '0x4AAAAAAA' }))).toEqual([])
  })

  it('checks loginMethodsAndOrder when set (it replaces loginMethods)', () => {
    const c = config({ login_methods: ['email'], login_methods_and_order: { primary: ['google'], overflow: ['telegram'] } })
    expect(checkLoginMethodsConfig(c).map((p) => p.method)).toEqual(['telegram'])
    expect(offeredLoginMethods(c)).toEqual(['google'])
  })
})

describe('at startup and in login({ loginMethods })', () => {
  const backend = (wire: Partial<WireAppConfig>) =>
    fakeFetch((call) => (call.path.startsWith('/api/v1/apps/') ? json({ id: APP_ID, name: 'Acme', ...wire }) : json({})))

  it('startClient logs the problems once, as one console error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const client = makeClient({ fetch: backend({ login_methods: ['email', 'telegram', 'cross_app'] }) })
    await startClient(client)
    await startClient(client)
    // The checks load after start: the error comes once they have.
    await vi.waitFor(() => expect(error).toHaveBeenCalled())
    expect(error).toHaveBeenCalledTimes(1)
    const text = String(error.mock.calls[0]![0])
    expect(text).toContain("[foyer] The app's login-method configuration has problems:")
    expect(text).toContain("- Login method 'telegram' needs a Telegram bot")
    expect(text).toContain("- Login method 'cross_app' needs a provider app id")
  })

  it('startClient logs nothing for a sound config', async () => {
    const error = vi.spyOn(console, 'error')
    await startClient(makeClient({ fetch: backend({ login_methods: ['email', 'google'] }) }))
    expect(error).not.toHaveBeenCalled()
  })

  it("assertLoginMethodsOffered throws \"Login method 'x' is not enabled for this app\" for a method not listed or not configured", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const client = makeClient({ fetch: backend({ login_methods: ['email', 'google', 'telegram'] }) })
    // Before the config is loaded nothing can be known.
    expect(() => assertLoginMethodsOffered(client, { loginMethods: ['sms'] })).not.toThrow()
    await startClient(client)
    expect(() => assertLoginMethodsOffered(client, { loginMethods: ['google', 'email'] })).not.toThrow()
    expect(() => assertLoginMethodsOffered(client, {})).not.toThrow()
    let thrown: unknown
    try {
      assertLoginMethodsOffered(client, { loginMethods: ['email', 'sms'] })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(LoginMethodNotEnabledError)
    expect(thrown).toMatchObject({ code: 'login_method_not_enabled', shortMessage: "Login method 'sms' is not enabled for this app" })
    expect(() => assertLoginMethodsOffered(client, { loginMethods: ['telegram'] })).toThrow(
      expect.objectContaining({ shortMessage: "Login method 'telegram' is not enabled for this app", details: expect.stringContaining('needs a Telegram bot') }),
    )
  })
})
