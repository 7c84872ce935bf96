'use client'
import { DEFAULT_LOGIN_METHODS, offeredLoginMethods } from '../../hooks/internalApi.js'
import type { AppConfig, LoginOptions } from '../../hooks/index.js'
import { UI_METHODS } from '../methods/index.js'
import { SCREENS } from '../router/registry.js'
import type { ScreenId } from '../screen-ids.js'
import { enCatalogue } from '../copy/catalogue.js'
import { preloadComponent } from './lazy.js'
import { preloadCaptcha } from '../captcha/runner.js'

/** Screens that list the app's login methods: their methods' landing entries load with them. */
const METHOD_LISTS: readonly ScreenId[] = ['landing', 'loginOverflow', 'connectOnly']

/**
 * Starts loading what a screen needs to paint, all at once (one round of chunk loads): its chunk,
 * the whole copy catalogue (every screen but the landing), and for the landing (and the overflow
 * and connect-only lists) the landing entries of the login methods the app offers (restricted by
 * the `login()` call's `loginMethods`); with captcha on, the captcha's chunk.
 */
export function preloadScreen(
  screen: ScreenId,
  { appConfig, loginOptions }: { appConfig: AppConfig | null; loginOptions?: LoginOptions | undefined },
): Promise<unknown> {
  const loads = [preloadComponent(SCREENS[screen]?.component)]
  if (screen !== 'landing') loads.push(enCatalogue.preload().catch(() => undefined))
  // With captcha on, a screen shows once the captcha's chunk is in (CaptchaGate): the same round.
  if (appConfig?.captcha.enabled) loads.push(preloadCaptcha())
  if (METHOD_LISTS.includes(screen)) {
    const offered = appConfig ? offeredLoginMethods(appConfig) : [...DEFAULT_LOGIN_METHODS]
    const only = loginOptions?.loginMethods
    const methods = only ? offered.filter((method) => only.includes(method)) : offered
    for (const method of methods) loads.push(preloadComponent(UI_METHODS.find((room) => room.owns(method))?.entry, method))
  }
  return Promise.all(loads)
}
