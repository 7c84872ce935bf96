import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { PKCE_RANDOM_BYTES } from '../../../src/core/constants.js'
import { base64UrlEncode, createCodeChallenge, createPkcePair, generatePkceRandom } from '../../../src/core/utils/pkce.js'
import { isInAppBrowser } from '../../../src/core/utils/inAppBrowser.js'
import { removeUrlParams } from '../../../src/core/utils/url.js'

describe('PKCE', () => {
  it('verifier and state are 36 random bytes, base64url (48 characters, no padding)', () => {
    expect(PKCE_RANDOM_BYTES).toBe(36)
    const a = generatePkceRandom()
    expect(a).toMatch(/^[A-Za-z0-9_-]{48}$/)
    expect(generatePkceRandom()).not.toBe(a)
  })

  it('base64url encodes without + / =', () => {
    expect(base64UrlEncode(new Uint8Array([251, 255, 191]))).toBe('-_-_')
    expect(base64UrlEncode(new Uint8Array([1]))).toBe('AQ')
  })

  it('the S256 challenge is base64url(SHA-256(verifier)) (RFC 7636 appendix B)', async () => {
    expect(await createCodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')
    const verifier = generatePkceRandom()
    expect(await createCodeChallenge(verifier)).toBe(createHash('sha256').update(verifier).digest('base64url'))
  })

  it('createPkcePair: a fresh verifier, state and the verifier’s challenge', async () => {
    const pair = await createPkcePair()
    expect(pair.codeVerifier).not.toBe(pair.stateCode)
    expect(pair.codeChallenge).toBe(await createCodeChallenge(pair.codeVerifier))
  })
})

describe('isInAppBrowser', () => {
  const UAS = {
    instagram: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 300.0.0.0',
    facebook: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/420.0]',
    line: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.20.0',
    twitter: 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0 Mobile Safari/537.36 TwitterAndroid',
    tiktok: 'Mozilla/5.0 (Linux; Android 12) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/100.0 Mobile Safari/537.36 musical_ly_2022',
    linkedin: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]',
    snapchat: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Snapchat/12.60',
    androidWebView: 'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0 Mobile Safari/537.36',
    iosWebView: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  }
  const BROWSERS = {
    iosSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    iosChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/119.0 Mobile/15E148 Safari/604.1',
    androidChrome: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0 Mobile Safari/537.36',
    desktopChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
    desktopFirefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0',
  }
  it.each(Object.entries(UAS))('%s is an in-app browser', (_, ua) => expect(isInAppBrowser(ua)).toBe(true))
  it.each(Object.entries(BROWSERS))('%s is not', (_, ua) => expect(isInAppBrowser(ua)).toBe(false))
  it('no User-Agent is not', () => expect(isInAppBrowser('')).toBe(false))
})

describe('removeUrlParams', () => {
  it('removes only the named parameters (and a matching hash), keeping the rest', () => {
    expect(removeUrlParams('https://a.test/p?x=1&privy_oauth_code=c&privy_oauth_state=s#top', ['privy_oauth_code', 'privy_oauth_state']))
      .toBe('https://a.test/p?x=1#top')
    expect(removeUrlParams('https://a.test/p#tgWebAppData=abc&tgWebAppVersion=7', [], 'tgWebAppData')).toBe('https://a.test/p')
    expect(removeUrlParams('https://a.test/p#section', [], 'tgWebAppData')).toBe('https://a.test/p#section')
  })
})
