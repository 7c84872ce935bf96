import type { FoyerClient } from '../client/types.js'
import { TEST_CAPTCHA_SITE_KEY_PREFIX, TEST_CAPTCHA_TOKEN_PATH } from '../constants.js'
import type { CaptchaProvider } from './types.js'

/**
 * The dev backend's deterministic test captcha (site keys `foyer-test-captcha-…`): executing asks
 * the dev backend for a token (POST /__dev/captcha/token), which it verifies later on
 * passwordless/init and the other token-taking routes. `…-fail`: the backend refuses (the widget
 * errors); `…-invalid`: the token is refused at verification (invalid_captcha); `…-hang`: the
 * widget never answers (the 20 s wait times out). Anything else passes.
 */
export function testCaptchaProvider(client: FoyerClient): CaptchaProvider {
  return {
    kind: 'test',
    load: () => Promise.resolve(),
    render(element, { siteKey, onToken, onError }) {
      const document = element.ownerDocument
      const marker = document.createElement('span')
      marker.setAttribute('data-foyer-test-captcha', siteKey.slice(TEST_CAPTCHA_SITE_KEY_PREFIX.length))
      element.appendChild(marker)
      let generation = 0
      return {
        execute() {
          const mine = ++generation
          if (siteKey.endsWith('-hang')) return
          client.http
            .request<{ token: string }>(TEST_CAPTCHA_TOKEN_PATH, { method: 'POST', body: { site_key: siteKey }, auth: 'none' })
            .then(
              ({ token }) => mine === generation && onToken(token),
              (error: unknown) => mine === generation && onError((error as Error)?.message),
            )
        },
        reset() {
          generation++
        },
        remove() {
          generation++
          marker.remove()
        },
      }
    },
  }
}
