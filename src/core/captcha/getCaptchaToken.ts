import type { FoyerClient } from '../client/types.js'
import type { FoyerError } from '../errors/base.js'
import type { ErrorCode } from '../errors/codes.js'
import { appConfigValue } from '../client/appConfig.js'
import { userValue } from '../client/session/state.js'
import type { GetCaptchaTokenParameters, GetCaptchaTokenReturnType } from './waitForCaptchaToken.js'

export type { GetCaptchaTokenParameters, GetCaptchaTokenReturnType, GetCaptchaTokenErrorType } from './waitForCaptchaToken.js'

type WaitModule = typeof import('./waitForCaptchaToken.js')
let waitModule: WaitModule | undefined
let loading: Promise<WaitModule> | undefined

/**
 * Loads the captcha wait (once; mountCaptcha starts it, so a step's call finds it loaded): an app
 * without captcha never loads it.
 */
export function loadCaptchaWait(): Promise<WaitModule> {
  loading ??= import('./waitForCaptchaToken.js').then((loaded) => (waitModule = loaded))
  return loading
}

/**
 * The one place a login step gets its captcha token: every login step's init call (a code sent, a nonce asked for) calls it.
 * A solved token is taken at once (and the widget starts a fresh challenge for the next step).
 * Otherwise the step waits, polled every 200 ms for at most 20 s ('Operation reached timeout:
 * captcha'); under the default UI the captcha step shows meanwhile and the step continues ~2 s
 * after success, or on Continue. With no widget rendered it fails at once, naming what to render.
 */
export async function getCaptchaToken(client: FoyerClient, parameters: GetCaptchaTokenParameters = {}): Promise<GetCaptchaTokenReturnType> {
  if (!appConfigValue.get(client)?.captcha.enabled || userValue.get(client)) return undefined
  return (waitModule ?? (await loadCaptchaWait())).waitForCaptchaToken(client, parameters)
}

const CAPTCHA_ERROR_CODES: readonly ErrorCode[] = ['captcha_failed', 'captcha_timeout', 'captcha_not_rendered', 'unsupported_captcha_site_key']

/** Whether an error came from getting the captcha token (steps keep it as is, not as their own failure). */
export const isCaptchaError = (error: unknown): error is FoyerError =>
  typeof (error as FoyerError | null)?.code === 'string' && CAPTCHA_ERROR_CODES.includes((error as FoyerError).code)
