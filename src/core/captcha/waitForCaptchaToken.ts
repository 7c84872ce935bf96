// The wait for a captcha token (getCaptchaToken's part when captcha is on): a chunk of its own,
// loaded only by an app whose config turns captcha on.
import type { FoyerClient } from '../client/types.js'
import { CAPTCHA_LOW_LEVEL_POLL_MS, CAPTCHA_LOW_LEVEL_WAIT_MS } from '../constants.js'
import { CaptchaFailedError, CaptchaNotRenderedError, CaptchaTimeoutError, UserExitedFlowError } from '../errors/client.js'
import { canRetryCaptcha, type CaptchaState } from '../machines/captchaFlow.js'
import { pollUntil } from '../utils/poll.js'
import { controllers, dispatchCaptcha, restart, scheduleAutoContinue } from './controller.js'
import { captchaFlow } from './state.js'

/** The parameters of {@link getCaptchaToken}. */
export type GetCaptchaTokenParameters = {
  /** The step continues only on the captcha step's Continue button (a popup or redirect follows). */
  requiresUserIntent?: boolean | undefined
}
/** The token, or `undefined` when no captcha is needed (disabled, or the user is authenticated). */
export type GetCaptchaTokenReturnType = string | undefined
/** The errors {@link getCaptchaToken} can throw or reject with. */
export type GetCaptchaTokenErrorType =
  | CaptchaNotRenderedError
  | CaptchaFailedError
  | CaptchaTimeoutError
  /** The captcha was unmounted while a login step waited for it. */
  | UserExitedFlowError<'USER_EXITED_AUTH_FLOW'>

/** getCaptchaToken once captcha is on and no user is logged in (see getCaptchaToken). */
export async function waitForCaptchaToken(client: FoyerClient, { requiresUserIntent = false }: GetCaptchaTokenParameters = {}): Promise<string> {
  const now = captchaFlow.get(client)
  if (now.status === 'idle') throw new CaptchaNotRenderedError()
  if (now.status === 'success' && now.token) return take(client, now.token)
  const controller = controllers.get(client)
  if (!controller) throw new CaptchaNotRenderedError()
  const { gated, timers } = controller
  if (!gated && now.status === 'error' && now.error !== 'timeout') throw new CaptchaFailedError({ details: `The captcha is in error (${now.error})` })
  dispatchCaptcha(client, { type: 'wait', requiresUserIntent })
  const check = (s: CaptchaState) => {
    if (s.status === 'idle' || controllers.get(client) !== controller) throw new UserExitedFlowError('USER_EXITED_AUTH_FLOW', { details: 'The captcha was removed while a login step waited for it' })
    if (s.status === 'error' && (!gated || !canRetryCaptcha(s))) throw new CaptchaFailedError({ details: `retries used: ${s.retries}` })
  }
  try {
    const token = await pollUntil<string>({
      attempt: () => {
        const s = captchaFlow.get(client)
        check(s)
        return s.status === 'success' && s.token ? s.token : undefined
      },
      intervalMs: CAPTCHA_LOW_LEVEL_POLL_MS,
      timeoutMs: CAPTCHA_LOW_LEVEL_WAIT_MS,
      onTimeout: () => {
        dispatchCaptcha(client, { type: 'failed', kind: 'timeout' })
        return new CaptchaTimeoutError()
      },
      timers,
    })
    if (!gated) return take(client, token)
    // The captcha step shows 'Success!'; the step goes on after ~2 s, or on Continue.
    const state = captchaFlow.get(client)
    if (!requiresUserIntent && state.waiting && !state.waiting.continuing) scheduleAutoContinue(client, controller)
    await pollUntil<true>({
      attempt: () => {
        const s = captchaFlow.get(client)
        check(s)
        return s.waiting?.continuing ? true : undefined
      },
      intervalMs: CAPTCHA_LOW_LEVEL_POLL_MS,
      // No time limit for a person to press Continue, beyond the token's own life.
      timeoutMs: 300_000,
      onTimeout: () => new CaptchaTimeoutError(),
      timers,
    })
    return take(client, captchaFlow.get(client).token ?? token)
  } finally {
    dispatchCaptcha(client, { type: 'settle' })
  }
}

/** Takes the token (single use) and starts a fresh challenge for the next step. */
function take(client: FoyerClient, token: string): string {
  dispatchCaptcha(client, { type: 'consume' })
  const controller = controllers.get(client)
  if (controller) restart(client, controller)
  return token
}

