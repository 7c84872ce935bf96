import { HCAPTCHA_SCRIPT_URL } from '../constants.js'
import { scriptCaptchaProvider, type ScriptCaptchaApi } from './scriptProvider.js'
import type { CaptchaProvider } from './types.js'

/** The part of hCaptcha's `window.hcaptcha` the adapter uses. */
export type HCaptchaApi = ScriptCaptchaApi

/** hCaptcha: explicit rendering, invisible size (the controller executes it). */
export function hcaptchaProvider({ scriptUrl = HCAPTCHA_SCRIPT_URL }: { scriptUrl?: string | undefined } = {}): CaptchaProvider {
  return scriptCaptchaProvider({
    kind: 'hcaptcha',
    scriptUrl,
    global: 'hcaptcha',
    options: ({ siteKey, onToken, onError, onExpired }) => ({
      sitekey: siteKey,
      size: 'invisible',
      callback: onToken,
      'error-callback': (code?: string) => onError(code ? `hCaptcha error ${code}` : undefined),
      'expired-callback': onExpired,
      'chalexpired-callback': onExpired,
      'close-callback': () => onError('The hCaptcha challenge was closed'),
    }),
  })
}
