// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFoyerClient } from '../../../src/core/client/client.js'
import type { FoyerClient } from '../../../src/core/client/types.js'
import { continueCaptcha } from '../../../src/core/captcha/continueCaptcha.js'
import { getCaptchaToken } from '../../../src/core/captcha/getCaptchaToken.js'
import { mountCaptcha } from '../../../src/core/captcha/mountCaptcha.js'
import { retryCaptcha } from '../../../src/core/captcha/retryCaptcha.js'
import type { CaptchaProvider, CaptchaWidgetCallbacks } from '../../../src/core/captcha/types.js'
import { toAppConfig } from '../../../src/core/types/config.js'
import { captchaFlow } from '../../../src/core/captcha/state.js'
import { createMemoryStorage } from '../../../src/core/client/storage.js'
import type { User } from '../../../src/core/types/user.js'
import { APP_ID, API_URL } from '../helpers.js'
import { userValue } from '../../../src/core/client/session/state.js'
import { appConfigValue } from '../../../src/core/client/appConfig.js'

/** A scriptable provider: the test decides when the widget answers. */
function fakeProvider() {
  let callbacks: CaptchaWidgetCallbacks | null = null
  const calls = { load: 0, render: 0, execute: 0, reset: 0, remove: 0 }
  let loadResult: Promise<void> = Promise.resolve()
  const provider: CaptchaProvider = {
    kind: 'fake',
    load: () => {
      calls.load++
      return loadResult
    },
    render: (_, p) => {
      calls.render++
      callbacks = p
      return { execute: () => void calls.execute++, reset: () => void calls.reset++, remove: () => void calls.remove++ }
    },
  }
  return {
    provider,
    calls,
    failLoad: () => void (loadResult = Promise.reject(new Error('blocked'))),
    solve: (token = 'tok') => callbacks!.onToken(token),
    fail: () => callbacks!.onError('nope'),
    expire: () => callbacks!.onExpired(),
  }
}

let client: FoyerClient
const element = () => document.createElement('div')
const setConfig = (enabled = true, siteKey: string | null = 'foyer-test-captcha-pass') =>
  appConfigValue.set(client, toAppConfig({ id: APP_ID, name: 'App', captcha_enabled: enabled, captcha_site_key: siteKey }))

beforeEach(() => {
  vi.useFakeTimers()
  client = createFoyerClient({ appId: APP_ID, apiUrl: API_URL, storage: createMemoryStorage() })
  setConfig()
})
afterEach(() => {
  vi.useRealTimers()
})

const flush = () => vi.advanceTimersByTimeAsync(0)

describe('mountCaptcha', () => {
  it('loading → ready; starts after 0.5 s; success processed after 1 s', async () => {
    const fake = fakeProvider()
    mountCaptcha(client, { element: element(), provider: fake.provider })
    expect(captchaFlow.get(client).status).toBe('loading')
    await flush()
    expect(captchaFlow.get(client).status).toBe('ready')
    await vi.advanceTimersByTimeAsync(499)
    expect(fake.calls.execute).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(fake.calls.execute).toBe(1)
    expect(captchaFlow.get(client).started).toBe(true)
    fake.solve('t-1')
    expect(captchaFlow.get(client)).toMatchObject({ status: 'success', token: 't-1', processed: false })
    await vi.advanceTimersByTimeAsync(999)
    expect(captchaFlow.get(client).processed).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(captchaFlow.get(client).processed).toBe(true)
  })

  it('does nothing when captcha is disabled', () => {
    setConfig(false)
    const fake = fakeProvider()
    mountCaptcha(client, { element: element(), provider: fake.provider })
    expect(fake.calls.load).toBe(0)
    expect(captchaFlow.get(client).status).toBe('idle')
  })

  it('an unsupported site key is an error with no retry', () => {
    setConfig(true, 'nonsense')
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    mountCaptcha(client, { element: element() })
    expect(captchaFlow.get(client)).toMatchObject({ status: 'error', error: 'unavailable' })
    expect(spy).toHaveBeenCalledWith('[foyer]', expect.stringContaining('Unsupported captcha site key'))
    expect(retryCaptcha(client)).toBe(false)
  })

  it('a script that does not load is a failure (retryable)', async () => {
    const fake = fakeProvider()
    fake.failLoad()
    mountCaptcha(client, { element: element(), provider: fake.provider })
    await flush()
    expect(captchaFlow.get(client)).toMatchObject({ status: 'error', error: 'failed' })
  })

  it('unmount removes the widget, clears the timers and goes back to idle', async () => {
    const fake = fakeProvider()
    const unmount = mountCaptcha(client, { element: element(), provider: fake.provider })
    await flush()
    unmount()
    expect(fake.calls.remove).toBe(1)
    expect(captchaFlow.get(client).status).toBe('idle')
    await vi.advanceTimersByTimeAsync(1000)
    expect(fake.calls.execute).toBe(0)
  })

  it('an expired token starts a fresh challenge', async () => {
    const fake = fakeProvider()
    mountCaptcha(client, { element: element(), provider: fake.provider })
    await vi.advanceTimersByTimeAsync(500)
    fake.solve()
    fake.expire()
    expect(captchaFlow.get(client)).toMatchObject({ status: 'ready', token: null })
    expect(fake.calls.reset).toBe(1)
    await vi.advanceTimersByTimeAsync(500)
    expect(fake.calls.execute).toBe(2)
  })

  it('Retry while retries remain (3 allowed): each resets and restarts the widget', async () => {
    const fake = fakeProvider()
    mountCaptcha(client, { element: element(), provider: fake.provider })
    await vi.advanceTimersByTimeAsync(500)
    for (let i = 1; i <= 3; i++) {
      fake.fail()
      expect(retryCaptcha(client)).toBe(true)
      expect(captchaFlow.get(client)).toMatchObject({ status: 'ready', retries: i })
      await vi.advanceTimersByTimeAsync(500)
      expect(fake.calls.execute).toBe(i + 1)
    }
    fake.fail()
    expect(retryCaptcha(client)).toBe(false)
  })
})

describe('getCaptchaToken', () => {
  it('needs no token when captcha is disabled or the user is authenticated', async () => {
    setConfig(false)
    await expect(getCaptchaToken(client)).resolves.toBeUndefined()
    setConfig(true)
    userValue.set(client, { id: 'u' } as User)
    await expect(getCaptchaToken(client)).resolves.toBeUndefined()
  })

  it('fails at once, naming what to render, when no widget is mounted', async () => {
    await expect(getCaptchaToken(client)).rejects.toThrow(/render <Captcha\/> from 'foyerkit\/ui', or call useCaptcha\(\)/)
  })

  it('takes a solved token at once (single use) and starts a fresh challenge', async () => {
    const fake = fakeProvider()
    mountCaptcha(client, { element: element(), provider: fake.provider })
    await vi.advanceTimersByTimeAsync(500)
    fake.solve('t-1')
    await expect(getCaptchaToken(client)).resolves.toBe('t-1')
    expect(captchaFlow.get(client)).toMatchObject({ status: 'ready', token: null })
    expect(fake.calls.reset).toBe(1)
    await vi.advanceTimersByTimeAsync(500)
    expect(fake.calls.execute).toBe(2)
  })

  it('headless: waits for the token (polled every 200 ms) and resolves without delays', async () => {
    const fake = fakeProvider()
    mountCaptcha(client, { element: element(), provider: fake.provider })
    const token = getCaptchaToken(client)
    await flush()
    expect(captchaFlow.get(client).waiting).toEqual({ requiresUserIntent: false, continuing: false })
    await vi.advanceTimersByTimeAsync(500)
    fake.solve('t-2')
    await vi.advanceTimersByTimeAsync(200)
    await expect(token).resolves.toBe('t-2')
    expect(captchaFlow.get(client).waiting).toBeNull()
  })

  it('headless: a widget error fails the step with "Captcha failed"', async () => {
    const fake = fakeProvider()
    mountCaptcha(client, { element: element(), provider: fake.provider })
    const token = getCaptchaToken(client)
    const caught = token.catch((e: Error) => e)
    await vi.advanceTimersByTimeAsync(500)
    fake.fail()
    await vi.advanceTimersByTimeAsync(200)
    expect(await caught).toMatchObject({ shortMessage: 'Captcha failed', code: 'captcha_failed' })
  })

  it('times out after 20 s with the captcha in error (timeout)', async () => {
    const fake = fakeProvider()
    mountCaptcha(client, { element: element(), provider: fake.provider })
    const caught = getCaptchaToken(client).catch((e: Error) => e)
    await vi.advanceTimersByTimeAsync(19_999)
    expect(captchaFlow.get(client).waiting).not.toBeNull()
    await vi.advanceTimersByTimeAsync(1)
    expect(await caught).toMatchObject({ shortMessage: 'Operation reached timeout: captcha', code: 'captcha_timeout' })
    expect(captchaFlow.get(client)).toMatchObject({ status: 'error', error: 'timeout', waiting: null })
  })

  it('gated (default UI): continues automatically about 2 s after success', async () => {
    const fake = fakeProvider()
    mountCaptcha(client, { element: element(), provider: fake.provider, gated: true })
    let result: string | undefined
    void getCaptchaToken(client).then((t) => (result = t))
    await vi.advanceTimersByTimeAsync(500)
    fake.solve('t-3')
    await vi.advanceTimersByTimeAsync(200)
    expect(result).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1000)
    expect(captchaFlow.get(client).processed).toBe(true)
    expect(result).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1200)
    expect(result).toBe('t-3')
  })

  it('gated with user intent: waits for Continue', async () => {
    const fake = fakeProvider()
    mountCaptcha(client, { element: element(), provider: fake.provider, gated: true })
    let result: string | undefined
    void getCaptchaToken(client, { requiresUserIntent: true }).then((t) => (result = t))
    await vi.advanceTimersByTimeAsync(500)
    fake.solve('t-4')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(result).toBeUndefined()
    expect(continueCaptcha(client)).toBe(true)
    expect(captchaFlow.get(client).waiting?.continuing).toBe(true)
    await vi.advanceTimersByTimeAsync(200)
    expect(result).toBe('t-4')
  })

  it('gated: waits through failures while Retry remains, and succeeds after a retry', async () => {
    const fake = fakeProvider()
    mountCaptcha(client, { element: element(), provider: fake.provider, gated: true })
    let result: string | undefined
    void getCaptchaToken(client).then((t) => (result = t))
    await vi.advanceTimersByTimeAsync(500)
    fake.fail()
    await vi.advanceTimersByTimeAsync(1000)
    expect(captchaFlow.get(client).status).toBe('error')
    retryCaptcha(client)
    await vi.advanceTimersByTimeAsync(500)
    fake.solve('t-5')
    await vi.advanceTimersByTimeAsync(2400)
    expect(result).toBe('t-5')
  })

  it('gated: fails with "Captcha failed" once the retries are used up', async () => {
    const fake = fakeProvider()
    mountCaptcha(client, { element: element(), provider: fake.provider, gated: true })
    const caught = getCaptchaToken(client).catch((e: Error) => e)
    await vi.advanceTimersByTimeAsync(500)
    for (let i = 0; i < 3; i++) {
      fake.fail()
      retryCaptcha(client)
      await vi.advanceTimersByTimeAsync(500)
    }
    fake.fail()
    await vi.advanceTimersByTimeAsync(200)
    expect(await caught).toMatchObject({ code: 'captcha_failed', details: 'retries used: 3' })
  })

  it('the widget removed while a step waits: the user exited the flow', async () => {
    const fake = fakeProvider()
    const unmount = mountCaptcha(client, { element: element(), provider: fake.provider })
    const caught = getCaptchaToken(client).catch((e: Error) => e)
    await flush()
    unmount()
    await vi.advanceTimersByTimeAsync(200)
    expect(await caught).toMatchObject({ code: 'USER_EXITED_AUTH_FLOW' })
  })
})
