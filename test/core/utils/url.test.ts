import { describe, expect, it, vi } from 'vitest'
import {
  consumeUrlParams, pageFrom, parseTelegramReturn, type PageUrl, type UrlParamsReader,
} from '../../../src/core/internal.js'
import { oauthReturnReader } from '../../../src/core/methods/oauth/oauthReturn.js'
import { telegramReturnReader } from '../../../src/core/methods/telegram/telegramReturn.js'
import { walletDeepLinkReader } from '../../../src/core/wallets/deepLinks.js'

/** A page whose address can be read and rewritten; `refuse` makes replaceState fail (sandboxed page). */
function fakePage(url: string | null, { refuse = false } = {}) {
  const replaced: string[] = []
  const page: PageUrl & { url: string | null; replaced: string[] } = {
    url,
    replaced,
    read: () => page.url,
    replace: (next) => {
      replaced.push(next)
      if (!refuse) page.url = next
    },
  }
  return page
}

const reader: UrlParamsReader<string> = {
  id: 'test',
  read: (url) => {
    const value = new URL(url).searchParams.get('magic')
    return value ? { value, params: ['magic', 'magic_extra'] } : null
  },
}

describe('consumeUrlParams: parameters read at page load are consumed once', () => {
  it('returns what the reader found and removes ONLY its parameters; other parameters and the hash stay', () => {
    const page = fakePage('https://host.example/app?tab=2&magic=42&magic_extra=x&z=1#section')
    expect(consumeUrlParams(reader, page)).toEqual({
      value: '42',
      url: 'https://host.example/app?tab=2&magic=42&magic_extra=x&z=1#section',
      cleanedUrl: 'https://host.example/app?tab=2&z=1#section',
    })
    expect(page.url).toBe('https://host.example/app?tab=2&z=1#section')
    expect(page.replaced).toHaveLength(1)
  })

  it('a second read on the same page finds nothing', () => {
    const page = fakePage('https://host.example/?magic=1')
    expect(consumeUrlParams(reader, page)?.value).toBe('1')
    expect(consumeUrlParams(reader, page)).toBeNull()
    expect(page.replaced).toHaveLength(1)
  })

  it('…even when the browser refused to rewrite the URL (the parameters are still there)', () => {
    const page = fakePage('https://host.example/?magic=1', { refuse: true })
    expect(consumeUrlParams(reader, page)?.value).toBe('1')
    expect(page.url).toBe('https://host.example/?magic=1')
    expect(consumeUrlParams(reader, page)).toBeNull()
  })

  it('consumption is per reader: another reader still reads its own parameters of that URL', () => {
    const page = fakePage('https://host.example/?magic=1&privy_connector=injected&privy_wallet_client=metamask', { refuse: true })
    expect(consumeUrlParams(reader, page)?.value).toBe('1')
    expect(consumeUrlParams(walletDeepLinkReader, page)?.value).toMatchObject({ connectorType: 'injected', walletClientType: 'metamask' })
    expect(consumeUrlParams(walletDeepLinkReader, page)).toBeNull()
  })

  it('a URL without the parameters, or no page URL at all (server), gives null and rewrites nothing', () => {
    const page = fakePage('https://host.example/?tab=2#x')
    expect(consumeUrlParams(reader, page)).toBeNull()
    expect(page.replaced).toEqual([])
    expect(consumeUrlParams(reader, fakePage(null))).toBeNull()
  })

  it('a URL navigated to later with new values is read again', () => {
    const page = fakePage('https://host.example/?magic=1')
    consumeUrlParams(reader, page)
    page.url = 'https://host.example/?magic=2'
    expect(consumeUrlParams(reader, page)?.value).toBe('2')
  })

  it('the default page is the browser\'s: location + history.replaceState (outside a browser: nothing)', () => {
    expect(consumeUrlParams(reader)).toBeNull()
    const history = { state: { keep: true }, replaceState: vi.fn() }
    vi.stubGlobal('location', { href: 'https://host.example/p?magic=7&b=2#h' })
    vi.stubGlobal('history', history)
    try {
      expect(consumeUrlParams(reader)?.value).toBe('7')
      expect(history.replaceState).toHaveBeenCalledWith({ keep: true }, '', 'https://host.example/p?b=2#h')
      expect(consumeUrlParams(reader)).toBeNull() // the stub location still shows it: consumed anyway
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('pageFrom: injected url/replaceUrl make a one-off page (each injected call reads afresh)', () => {
    const rewrites: string[] = []
    const params = { url: 'https://host.example/?magic=3', replaceUrl: (u: string) => rewrites.push(u) }
    expect(consumeUrlParams(reader, pageFrom(params))?.value).toBe('3')
    expect(consumeUrlParams(reader, pageFrom(params))?.value).toBe('3')
    expect(rewrites).toEqual(['https://host.example/', 'https://host.example/'])
  })
})

describe('every page-load reader goes through it', () => {
  it('OAuth return: the three privy_oauth_* parameters', () => {
    const page = fakePage('https://host.example/app?privy_oauth_code=c&privy_oauth_state=s&privy_oauth_provider=google&tab=2#top')
    const taken = consumeUrlParams(oauthReturnReader, page)!
    expect(taken.value.get('privy_oauth_code')).toBe('c')
    expect(page.url).toBe('https://host.example/app?tab=2#top')
    expect(consumeUrlParams(oauthReturnReader, page)).toBeNull()
  })

  it('Telegram redirect data: its login parameters (not unrelated ones)', () => {
    const url = 'https://host.example/app?id=42&first_name=Ada&auth_date=1700000000&hash=abc&username=ada&page=3'
    expect(parseTelegramReturn(url)).not.toBeNull()
    const page = fakePage(url)
    expect(consumeUrlParams(telegramReturnReader, page)?.value.telegramAuthResult).toMatchObject({ id: 42, first_name: 'Ada' })
    expect(page.url).toBe('https://host.example/app?page=3')
  })

  it('Telegram Mini App data: the #tgWebAppData fragment is dropped', () => {
    const init = new URLSearchParams({ auth_date: '1700000000', hash: 'abc', user: '{"id":1}' }).toString()
    const page = fakePage(`https://host.example/app?tab=2#tgWebAppData=${encodeURIComponent(init)}`)
    expect(consumeUrlParams(telegramReturnReader, page)?.value.telegramWebAppData).toMatchObject({ hash: 'abc' })
    expect(page.url).toBe('https://host.example/app?tab=2')
  })

  it('a host parameter that merely shares a Telegram name (?id=7) is not consumed', () => {
    const page = fakePage('https://host.example/item?id=7')
    expect(consumeUrlParams(telegramReturnReader, page)).toBeNull()
    expect(page.url).toBe('https://host.example/item?id=7')
  })

  it('wallet deep link: privy_connector, privy_wallet_client, privy_connect_only', () => {
    const page = fakePage('https://host.example/?privy_connector=injected&privy_wallet_client=metamask&privy_connect_only=true&x=1#h')
    expect(consumeUrlParams(walletDeepLinkReader, page)?.value).toEqual({ connectorType: 'injected', walletClientType: 'metamask', connectOnly: true })
    expect(page.url).toBe('https://host.example/?x=1#h')
  })
})
