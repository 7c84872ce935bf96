// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hcaptchaProvider } from '../../../src/core/captcha/hcaptcha.js'
import { turnstileProvider } from '../../../src/core/captcha/turnstile.js'

const g = globalThis as Record<string, unknown>
afterEach(() => {
  vi.restoreAllMocks()
  delete g.turnstile
  delete g.hcaptcha
  // Only what the loaders added: the page's other styles (styled-components') stay.
  document.head.querySelectorAll('script').forEach((script) => script.remove())
})

/** The script the loader appends (happy-dom would try to fetch it). */
function captureScript(): HTMLScriptElement {
  const captured: HTMLScriptElement[] = []
  vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
    captured.push(node as HTMLScriptElement)
    return node
  })
  return new Proxy({} as HTMLScriptElement, { get: (_, key) => (captured[0] as unknown as Record<PropertyKey, unknown>)[key] })
}

function fakeApi() {
  let options: Record<string, (...a: unknown[]) => unknown> = {}
  const api = {
    render: vi.fn((_el: HTMLElement, o: Record<string, (...a: unknown[]) => unknown>) => {
      options = o
      return 'w-1'
    }),
    execute: vi.fn(),
    reset: vi.fn(),
    remove: vi.fn(),
  }
  return { api, options: () => options }
}

describe.each([
  ['turnstile', turnstileProvider, 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'],
  ['hcaptcha', hcaptchaProvider, 'https://js.hcaptcha.com/1/api.js?render=explicit'],
] as const)('%s adapter', (name, make, defaultUrl) => {
  it('loads its script (default URL) and resolves once the API exists', async () => {
    const script = captureScript()
    const provider = make()
    const loaded = provider.load()
    expect(script.src).toBe(defaultUrl)
    g[name] = fakeApi().api
    script.onload!(new Event('load'))
    await expect(loaded).resolves.toBeUndefined()
  })

  it('the script URL is configurable; a script that fails to load rejects', async () => {
    const script = captureScript()
    const provider = make({ scriptUrl: `https://captcha.example/${name}.js` })
    const loaded = provider.load()
    expect(script.src).toBe(`https://captcha.example/${name}.js`)
    script.onerror!(new Event('error'))
    await expect(loaded).rejects.toThrow(`Could not load https://captcha.example/${name}.js`)
  })

  it('renders with the site key and maps execute / reset / remove and the callbacks', async () => {
    const { api, options } = fakeApi()
    g[name] = api
    const provider = make()
    await provider.load()
    const onToken = vi.fn()
    const onError = vi.fn()
    const onExpired = vi.fn()
    const el = document.createElement('div')
    const widget = provider.render(el, { siteKey: 'key', onToken, onError, onExpired })
    expect(api.render).toHaveBeenCalledWith(el, expect.objectContaining({ sitekey: 'key' }))
    widget.execute()
    widget.reset()
    widget.remove()
    expect(api.execute).toHaveBeenCalledWith('w-1')
    expect(api.reset).toHaveBeenCalledWith('w-1')
    expect(api.remove).toHaveBeenCalledWith('w-1')
    options().callback!('tok')
    options()['error-callback']!('110')
    options()['expired-callback']!()
    expect(onToken).toHaveBeenCalledWith('tok')
    expect(onError).toHaveBeenCalled()
    expect(onExpired).toHaveBeenCalled()
  })
})
