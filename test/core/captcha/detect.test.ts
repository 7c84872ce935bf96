import { describe, expect, it } from 'vitest'
import { detectCaptchaProvider } from '../../../src/core/captcha/detectCaptchaProvider.js'
import { UnsupportedCaptchaSiteKeyError } from '../../../src/core/errors/client.js'

describe('detectCaptchaProvider', () => {
  it.each([
    ['0x4AAAAAAABkMYinukE8nzY', 'turnstile'],
    ['1x00000000000000000000AA', null],
    ['0x4AAAAAAAC3DHQFLr1GavRN', 'turnstile'],
    ['10000000-ffff-ffff-ffff-000000000001', 'hcaptcha'],
    ['A5B1C2D3-E4F5-4A6B-8C7D-9E0F1A2B3C4D', 'hcaptcha'],
    ['foyer-test-captcha-pass', 'test'],
    ['foyer-test-captcha-fail', 'test'],
    ['foyer-test-captcha-', null],
    ['0x', null],
    ['10000000-ffff-ffff-ffff', null],
    ['', null],
    ['site-key', null],
  ])('%s → %s', (siteKey, kind) => {
    if (kind) expect(detectCaptchaProvider({ siteKey })).toBe(kind)
    else expect(() => detectCaptchaProvider({ siteKey })).toThrow('Unsupported captcha site key')
  })

  it('no key at all is unsupported too', () => {
    expect(() => detectCaptchaProvider({ siteKey: null })).toThrow(UnsupportedCaptchaSiteKeyError)
  })
})
