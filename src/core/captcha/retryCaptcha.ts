import type { FoyerClient } from '../client/types.js'
import { canRetryCaptcha } from '../machines/captchaFlow.js'
import { controllers, dispatchCaptcha, restart } from './controller.js'
import { captchaFlow } from './state.js'

/** What {@link retryCaptcha} returns. */
export type RetryCaptchaReturnType = boolean
/** Never throws: without a widget or retries left it returns false; a widget that fails shows as `error`. */
export type RetryCaptchaErrorType = never

/** Retry from `error` while retries remain (3 allowed); resolves whether a retry started. */
export function retryCaptcha(client: FoyerClient): RetryCaptchaReturnType {
  const controller = controllers.get(client)
  if (!controller || !canRetryCaptcha(captchaFlow.get(client))) return false
  dispatchCaptcha(client, { type: 'retry' })
  restart(client, controller)
  return true
}
