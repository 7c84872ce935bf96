import type { FoyerClient } from '../client/types.js'
import { dispatchCaptcha } from './controller.js'
import { captchaFlow } from './state.js'

/** What {@link continueCaptcha} returns. */
export type ContinueCaptchaReturnType = boolean
/** Never throws: with no login step waiting on a solved captcha it returns false. */
export type ContinueCaptchaErrorType = never

/** The captcha step's Continue: the waiting login step goes on with the token. */
export function continueCaptcha(client: FoyerClient): ContinueCaptchaReturnType {
  return dispatchCaptcha(client, { type: 'continue' }).waiting?.continuing === true && captchaFlow.get(client).status === 'success'
}
