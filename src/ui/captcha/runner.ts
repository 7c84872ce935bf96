import { lazyModule } from '../lib/lazy.js'

/** The widget, the step and the captcha's hooks: a chunk of its own, loaded only when the app has captcha on. */
export const captchaRunner = lazyModule(() => import('./CaptchaRunner.js'))

/** Starts loading the captcha's chunk (with a screen's own, when the app has captcha on). */
export const preloadCaptcha = (): Promise<unknown> => captchaRunner.preload().catch(() => undefined)
