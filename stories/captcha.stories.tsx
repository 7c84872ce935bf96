import type { StoryDefault } from '@ladle/react'
import { CaptchaFailedError, CaptchaTimeoutError, captchaFlow, getCaptchaToken, type FoyerClient } from '../src/core/internal.js'
import { TEST_CAPTCHA_SITE_KEYS } from '../src/testing/index.js'
import { variants, type StoryContext } from './support.js'

export default { title: 'Captcha' } satisfies StoryDefault

/** The app with captcha on, using one of the dev backend's test site keys. */
const withCaptcha = (siteKey: string) => ({ appConfig: { captcha_enabled: true, captcha_site_key: siteKey } })

/** Once the landing's widget is mounted, a login step asks for the token: the captcha step shows. */
async function waitForToken(client: FoyerClient, requiresUserIntent = false) {
  while (captchaFlow.get(client).status === 'idle') await new Promise((resolve) => setTimeout(resolve, 30))
  void getCaptchaToken(client, { requiresUserIntent }).catch(() => {})
}
const stepping = (siteKey: string, requiresUserIntent = false) =>
  variants({ backend: withCaptcha(siteKey), play: (_: HTMLElement, ctx: StoryContext) => waitForToken(ctx.client, requiresUserIntent) })

/** 'Checking that you are a human...' (a widget that never answers). */
const checking = stepping(TEST_CAPTCHA_SITE_KEYS.hang)
export const CaptchaCheckingLight = checking.Light
export const CaptchaCheckingDark = checking.Dark

/** 'Success!' and Continue: the waiting step needs the user's intent. */
const continuing = stepping(TEST_CAPTCHA_SITE_KEYS.pass, true)
export const CaptchaContinueLight = continuing.Light
export const CaptchaContinueDark = continuing.Dark

/** 'Something went wrong' / 'You did not pass CAPTCHA. Please try again.' with Retry. */
const failed = stepping(TEST_CAPTCHA_SITE_KEYS.fail)
export const CaptchaFailedLight = failed.Light
export const CaptchaFailedDark = failed.Dark

/** After the 3 retries: the error screen's adblocker / VPN hint. */
const afterRetries = variants({ setup: async () => ({ initialScreen: 'error', initialParams: { error: new CaptchaFailedError() } }) })
export const CaptchaAfterRetriesLight = afterRetries.Light
export const CaptchaAfterRetriesDark = afterRetries.Dark

/** The 20 s wait ran out. */
const timedOut = variants({ setup: async () => ({ initialScreen: 'error', initialParams: { error: new CaptchaTimeoutError() } }) })
export const CaptchaTimeoutLight = timedOut.Light
export const CaptchaTimeoutDark = timedOut.Dark
