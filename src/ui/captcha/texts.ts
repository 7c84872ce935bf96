import { canRetryCaptcha } from '../../hooks/internalApi.js'
import type { CaptchaState } from '../../hooks/index.js'

/**
 * The generic screens whose steps send a captcha token (the captcha runs while they show);
 * a login method's own screens say so in their definition (`captcha: true`).
 */
export const CAPTCHA_SCREEN_IDS: readonly string[] = [
  'landing', 'loginOverflow', 'captcha',
  // A wallet sign-in's message asks the server for a nonce: it sends a token too.
  'walletPicker', 'walletConnect', 'walletLedger',
]

type CaptchaCopyKey = 'captcha.checking' | 'captcha.success' | 'captcha.error.title' | 'captcha.error.failed'
  | 'captcha.error.afterRetries' | 'captcha.error.timeout' | 'captcha.error.unavailable'

export type CaptchaView =
  | { kind: 'checking'; title: CaptchaCopyKey }
  | { kind: 'success'; title: CaptchaCopyKey; showContinue: boolean; continuing: boolean }
  | { kind: 'error'; title: CaptchaCopyKey; detail: CaptchaCopyKey; canRetry: boolean }

/** What the captcha step shows for a state (pure: the screen and `<Captcha/>` render it). */
export function captchaView(state: CaptchaState): CaptchaView {
  if (state.status === 'success') {
    const intent = state.waiting?.requiresUserIntent ?? false
    return { kind: 'success', title: 'captcha.success', showContinue: intent && state.processed, continuing: state.waiting?.continuing ?? false }
  }
  if (state.status === 'error') {
    const canRetry = canRetryCaptcha(state)
    const detail: CaptchaCopyKey = state.error === 'timeout'
      ? 'captcha.error.timeout'
      : state.error === 'unavailable'
        ? 'captcha.error.unavailable'
        : canRetry ? 'captcha.error.failed' : 'captcha.error.afterRetries'
    return { kind: 'error', title: 'captcha.error.title', detail, canRetry }
  }
  return { kind: 'checking', title: 'captcha.checking' }
}
