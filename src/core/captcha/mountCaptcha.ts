import type { FoyerClient } from '../client/types.js'
import type { AppConfig } from '../types/config.js'
import { defaultTimers, type Timers } from '../utils/timers.js'
import { clearTimers, controllers, dispatchCaptcha, renderWidget, type CaptchaController } from './controller.js'
import { detectCaptchaProvider } from './detectCaptchaProvider.js'
import { loadCaptchaWait } from './getCaptchaToken.js'
import { hcaptchaProvider } from './hcaptcha.js'
import { testCaptchaProvider } from './testProvider.js'
import { turnstileProvider } from './turnstile.js'
import type { CaptchaProvider } from './types.js'
import { appConfigValue } from '../client/appConfig.js'

export type MountCaptchaParameters = {
  /** Where the provider renders its widget (Turnstile shows it only when the visitor must interact). */
  element: HTMLElement
  /** A provider of your own; default: picked from the app's site key (`detectCaptchaProvider`). */
  provider?: CaptchaProvider | undefined
  /** Injectable timers (ready delay, success delay, auto-continue, the token wait). */
  timers?: Timers | undefined
  /**
   * Set by the default UI, which shows the captcha step: a login step that had to wait for the
   * token continues after ~2 s, or on Continue when it needs the user's intent. Headless: unset.
   */
  gated?: boolean | undefined
}
/** Unmounts the widget (the state goes back to `idle`). */
export type MountCaptchaReturnType = () => void
/** Never throws: a site key no provider takes, or a widget that fails, shows as the captcha's `error` state. */
export type MountCaptchaErrorType = never

/** The provider the app's site key names (throws 'Unsupported captcha site key'). */
export function captchaProviderFor(client: FoyerClient, config: AppConfig): CaptchaProvider {
  const kind = detectCaptchaProvider({ siteKey: config.captcha.siteKey })
  const scriptUrls = config.captcha.scriptUrls
  if (kind === 'turnstile') return turnstileProvider({ scriptUrl: scriptUrls?.turnstile })
  if (kind === 'hcaptcha') return hcaptchaProvider({ scriptUrl: scriptUrls?.hcaptcha })
  return testCaptchaProvider(client)
}

/**
 * Renders the app's captcha into `element` and runs it: loading → ready → (0.5 s) execute →
 * success (processed after 1 s) or error. One widget per client: mounting another replaces it.
 * Does nothing (returns a no-op) when the app has captcha disabled.
 */
export function mountCaptcha(client: FoyerClient, { element, provider, timers = defaultTimers, gated = false }: MountCaptchaParameters): MountCaptchaReturnType {
  const config = appConfigValue.get(client)
  if (!config?.captcha.enabled) return () => {}
  // The steps' token wait is a chunk of its own: load it now, before a step asks for a token.
  void loadCaptchaWait()
  controllers.get(client)?.alive && unmount(client, controllers.get(client)!)
  dispatchCaptcha(client, { type: 'mount' })
  let chosen: CaptchaProvider
  try {
    chosen = provider ?? captchaProviderFor(client, config)
  } catch (error) {
    console.error('[foyer]', (error as Error).message)
    dispatchCaptcha(client, { type: 'failed', kind: 'unavailable' })
    return () => {}
  }
  const c: CaptchaController = {
    provider: chosen,
    siteKey: config.captcha.siteKey ?? '',
    element,
    timers,
    gated,
    widget: null,
    alive: true,
    pending: new Set(),
  }
  controllers.set(client, c)
  renderWidget(client, c)
  return () => unmount(client, c)
}

function unmount(client: FoyerClient, c: CaptchaController) {
  if (!c.alive) return
  c.alive = false
  clearTimers(c)
  try {
    c.widget?.remove()
  } catch {
    // the provider may already have removed it with its element
  }
  if (controllers.get(client) === c) {
    controllers.delete(client)
    dispatchCaptcha(client, { type: 'unmount' })
  }
}
