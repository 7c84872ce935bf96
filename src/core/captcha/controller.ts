import type { FoyerClient } from '../client/types.js'
import { CAPTCHA_AUTO_CONTINUE_MS, CAPTCHA_READY_DELAY_MS, CAPTCHA_SUCCESS_DELAY_MS } from '../constants.js'
import { transitionCaptcha, type CaptchaEvent, type CaptchaState } from '../machines/captchaFlow.js'
import type { Timers } from '../utils/timers.js'
import type { CaptchaProvider, CaptchaWidget } from './types.js'
import { captchaFlow } from './state.js'

/**
 * The one mounted captcha widget of a client and its timers (internal to the captcha actions).
 * The state lives in `captchaFlow`; this holds what cannot: the widget, the element, the timers.
 */
export type CaptchaController = {
  provider: CaptchaProvider
  siteKey: string
  element: HTMLElement
  timers: Timers
  /** A UI shows the captcha step: waiting login steps continue through it (auto or Continue). */
  gated: boolean
  widget: CaptchaWidget | null
  alive: boolean
  pending: Set<unknown>
}

export const controllers = new WeakMap<FoyerClient, CaptchaController>()

export function dispatchCaptcha(client: FoyerClient, event: CaptchaEvent): CaptchaState {
  const next = transitionCaptcha(captchaFlow.get(client), event)
  captchaFlow.set(client, next)
  return next
}

function later(c: CaptchaController, ms: number, run: () => void) {
  const id: unknown = c.timers.setTimeout(() => {
    c.pending.delete(id)
    if (c.alive) run()
  }, ms)
  c.pending.add(id)
}

export function clearTimers(c: CaptchaController) {
  for (const id of c.pending) c.timers.clearTimeout(id)
  c.pending.clear()
}

/** Ready auto-starts after CAPTCHA_READY_DELAY_MS (0.5 s). */
export function scheduleStart(client: FoyerClient, c: CaptchaController) {
  later(c, CAPTCHA_READY_DELAY_MS, () => {
    const state = captchaFlow.get(client)
    if (state.status !== 'ready' || state.started) return
    dispatchCaptcha(client, { type: 'start' })
    try {
      c.widget?.execute()
    } catch (error) {
      failWidget(client, c, error)
    }
  })
}

/** Loads the provider and renders the widget; then ready, and the auto-start. */
export function renderWidget(client: FoyerClient, c: CaptchaController) {
  c.provider.load().then(
    () => {
      if (!c.alive) return
      try {
        c.widget = c.provider.render(c.element, {
          siteKey: c.siteKey,
          onToken: (token) => c.alive && solved(client, c, token),
          onError: () => c.alive && failWidget(client, c),
          onExpired: () => {
            if (!c.alive || captchaFlow.get(client).status !== 'success') return
            dispatchCaptcha(client, { type: 'expired' })
            restart(client, c)
          },
        })
      } catch (error) {
        return failWidget(client, c, error)
      }
      dispatchCaptcha(client, { type: 'loaded' })
      scheduleStart(client, c)
    },
    (error: unknown) => c.alive && failWidget(client, c, error),
  )
}

function failWidget(client: FoyerClient, _c: CaptchaController, _cause?: unknown) {
  dispatchCaptcha(client, { type: 'failed', kind: 'failed' })
}

/** Success is processed after CAPTCHA_SUCCESS_DELAY_MS (1 s). */
function solved(client: FoyerClient, c: CaptchaController, token: string) {
  const state = dispatchCaptcha(client, { type: 'solved', token })
  if (state.status === 'success') later(c, CAPTCHA_SUCCESS_DELAY_MS, () => dispatchCaptcha(client, { type: 'processed' }))
}

/** Without user intent, the waiting step continues by itself CAPTCHA_AUTO_CONTINUE_MS after success. */
export function scheduleAutoContinue(client: FoyerClient, c: CaptchaController) {
  later(c, CAPTCHA_AUTO_CONTINUE_MS, () => dispatchCaptcha(client, { type: 'continue' }))
}

/** A fresh challenge with the same widget (after a used or expired token, or a retry). */
export function restart(client: FoyerClient, c: CaptchaController) {
  if (!c.widget) return renderWidget(client, c)
  try {
    c.widget.reset()
  } catch (error) {
    return failWidget(client, c, error)
  }
  scheduleStart(client, c)
}
