import type { FoyerClient } from '../client/types.js'
import type { FoyerError } from '../errors/base.js'
import { dispatchCaptcha } from './controller.js'
import { captchaFlow } from './state.js'

export type ContinueCaptchaReturnType = boolean
export type ContinueCaptchaErrorType = FoyerError

/** The captcha step's Continue: the waiting login step goes on with the token. */
export function continueCaptcha(client: FoyerClient): ContinueCaptchaReturnType {
  return dispatchCaptcha(client, { type: 'continue' }).waiting?.continuing === true && captchaFlow.get(client).status === 'success'
}
