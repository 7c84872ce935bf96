import { TEST_CAPTCHA_SITE_KEY_PREFIX } from '../constants.js'
import { UnsupportedCaptchaSiteKeyError } from '../errors/client.js'
import type { CaptchaProviderKind } from './types.js'

/** The parameters of {@link detectCaptchaProvider}. */
export type DetectCaptchaProviderParameters = { siteKey: string | null | undefined }
/** What {@link detectCaptchaProvider} returns. */
export type DetectCaptchaProviderReturnType = CaptchaProviderKind
/** The errors {@link detectCaptchaProvider} can throw or reject with. */
export type DetectCaptchaProviderErrorType = UnsupportedCaptchaSiteKeyError

const TURNSTILE_KEY = /^0x[0-9A-Za-z_-]{8,}$/
const HCAPTCHA_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Picks the captcha provider from the site key's form: Turnstile keys look like `0x4AAA…`,
 * hCaptcha keys are UUIDs, the dev backend's test keys start with `foyer-test-captcha-`.
 * Anything else: 'Unsupported captcha site key'.
 */
export function detectCaptchaProvider({ siteKey }: DetectCaptchaProviderParameters): DetectCaptchaProviderReturnType {
  const key = typeof siteKey === 'string' ? siteKey.trim() : ''
  if (TURNSTILE_KEY.test(key)) return 'turnstile'
  if (HCAPTCHA_KEY.test(key)) return 'hcaptcha'
  if (key.startsWith(TEST_CAPTCHA_SITE_KEY_PREFIX) && key.length > TEST_CAPTCHA_SITE_KEY_PREFIX.length) return 'test'
  throw new UnsupportedCaptchaSiteKeyError({ details: key ? `Got '${key}'` : 'No site key configured' })
}
