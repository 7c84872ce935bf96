import { TURNSTILE_SCRIPT_URL } from '../constants.js'
import { scriptCaptchaProvider, type ScriptCaptchaApi } from './scriptProvider.js'
import type { CaptchaProvider } from './types.js'

/** The part of Cloudflare Turnstile's `window.turnstile` the adapter uses. */
export type TurnstileApi = ScriptCaptchaApi

/**
 * Cloudflare Turnstile: explicit rendering, `execution: 'execute'` (the controller starts it),
 * shown only when the visitor must interact (`appearance: 'interaction-only'`).
 */
export function turnstileProvider({ scriptUrl = TURNSTILE_SCRIPT_URL }: { scriptUrl?: string | undefined } = {}): CaptchaProvider {
  return scriptCaptchaProvider({
    kind: 'turnstile',
    scriptUrl,
    global: 'turnstile',
    options: ({ siteKey, onToken, onError, onExpired }) => ({
      sitekey: siteKey,
      execution: 'execute',
      appearance: 'interaction-only',
      callback: onToken,
      'error-callback': (code?: string) => {
        onError(code ? `Turnstile error ${code}` : undefined)
        return true
      },
      'expired-callback': onExpired,
      'timeout-callback': onExpired,
    }),
  })
}
