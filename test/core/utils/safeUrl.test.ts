import { afterEach, describe, expect, it, vi } from 'vitest'
import { browserCrossAppWindow, isSafeImageSrc, messageFrom, safeHref, safeImageSrc } from '../../../src/core/internal.js'
import { toAppConfig } from '../../../src/core/types/config.js'

const PNG = 'data:image/png;base64,iVBORw0KGgo='
const SVG = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E'

describe('safeHref: links from untrusted config', () => {
  it.each([
    ['https://app.example/terms', 'https://app.example/terms'],
    ['  https://app.example/terms ', 'https://app.example/terms'],
    ['/terms', '/terms'],
    ['http://localhost:3000/terms', 'http://localhost:3000/terms'],
    ['http://127.0.0.1:4321/privacy', 'http://127.0.0.1:4321/privacy'],
    ['http://[::1]:8080/x', 'http://[::1]:8080/x'],
    ['http://app.example/terms', null],
    ['javascript:alert(document.cookie)', null],
    ['JavaScript:alert(1)', null],
    ['  javascript:alert(1)', null],
    ['java\tscript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['vbscript:msgbox(1)', null],
    ['//evil.example/x', null],
    ['/\\evil.example/x', null],
    ['terms', null],
    ['http://a<b/', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (input, expected) => {
    expect(safeHref(input as string | null | undefined)).toBe(expected)
  })

  it('allowHttpOnLocalhost: false refuses http on loopback too', () => {
    expect(safeHref('http://localhost:3000/terms', { allowHttpOnLocalhost: false })).toBeNull()
    expect(safeHref('https://localhost:3000/terms', { allowHttpOnLocalhost: false })).toBe('https://localhost:3000/terms')
  })
})

describe('isSafeImageSrc: wallet icons and logos', () => {
  it.each([
    [PNG, true],
    [SVG, true],
    ['data:image/webp;base64,UklGRg==', true],
    ['https://cdn.example/icon.png', true],
    ['http://localhost:5173/logo.svg', true],
    ['http://cdn.example/icon.png', false],
    ['javascript:alert(1)', false],
    ['data:text/html;base64,PHNjcmlwdD4=', false],
    ['data:image/svg', false],
    ['blob:https://app.example/uuid', false],
    ['file:///etc/passwd', false],
    ['/logo.png', false],
    [null, false],
  ])('%j → %j', (input, expected) => {
    expect(isSafeImageSrc(input as string | null)).toBe(expected)
    expect(safeImageSrc(input as string | null)).toBe(expected ? input : null)
  })
})

describe('the app config drops unsafe URLs before they reach an href or src', () => {
  it('terms, privacy, the allowlist button and the logo', () => {
    const config = toAppConfig({
      id: 'app',
      name: 'App',
      logo_url: 'javascript:alert(1)',
      legal: { terms_and_conditions_url: 'javascript:alert(1)', privacy_policy_url: 'http://evil.example/privacy' },
      allowlist_config: { error_cta_link: 'data:text/html,<script>alert(1)</script>' },
    })
    expect(config.legal).toMatchObject({ termsAndConditionsUrl: null, privacyPolicyUrl: null })
    expect(config.allowlistConfig.errorCtaLink).toBeNull()
    expect(config.appearance.logo).toBeNull()
    const ok = toAppConfig({
      id: 'app', name: 'App', logo_url: PNG,
      legal: { terms_and_conditions_url: '/terms', privacy_policy_url: 'https://app.example/privacy' },
      allowlist_config: { error_cta_link: 'https://app.example/waitlist' },
    })
    expect(ok.legal).toMatchObject({ termsAndConditionsUrl: '/terms', privacyPolicyUrl: 'https://app.example/privacy' })
    expect(ok.allowlistConfig.errorCtaLink).toBe('https://app.example/waitlist')
    expect(ok.appearance.logo).toBe(PNG)
  })
})

describe('messageFrom: message events from the expected window and origin', () => {
  const popup = {}
  const other = {}
  it.each([
    [{ origin: 'https://provider.example', source: popup }, true],
    [{ origin: 'https://provider.example', source: other }, false],
    [{ origin: 'https://evil.example', source: popup }, false],
    [{ origin: 'https://provider.example', source: null }, false],
  ])('%j → %j', (event, expected) => {
    expect(messageFrom(event, { origin: 'https://provider.example', source: popup })).toBe(expected)
  })

  it('an expected source of null (nothing opened) accepts nothing', () => {
    expect(messageFrom({ origin: 'https://provider.example', source: null }, { source: null })).toBe(false)
  })
})

describe('the cross-app popup listener checks event.source beside the origin', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('only messages from the popup it opened reach the login', () => {
    const handlers: ((event: MessageEvent) => void)[] = []
    const popup = { closed: false, location: { replace: vi.fn() }, close: vi.fn() }
    vi.stubGlobal('open', vi.fn(() => popup))
    vi.stubGlobal('addEventListener', (type: string, handler: (event: MessageEvent) => void) => type === 'message' && handlers.push(handler))
    vi.stubGlobal('removeEventListener', vi.fn())
    const win = browserCrossAppWindow()
    const received: unknown[] = []
    win.open('width=440,height=680')
    win.onMessage((message) => received.push(message.data))
    const origin = 'https://provider.example'
    // Another window of the provider's origin (another tab, a frame), then the popup.
    handlers.forEach((h) => h({ origin, source: {}, data: 'forged' } as unknown as MessageEvent))
    handlers.forEach((h) => h({ origin, source: popup, data: 'answer' } as unknown as MessageEvent))
    expect(received).toEqual(['answer'])
  })
})
