import { defineFlow } from '../client/flow.js'
import { INITIAL_CAPTCHA, transitionCaptcha, type CaptchaEvent, type CaptchaState } from '../machines/captchaFlow.js'

/** The captcha widget's state; one widget per client at a time. */
export const captchaFlow = defineFlow<CaptchaState, CaptchaEvent>({
  id: 'captcha',
  initial: INITIAL_CAPTCHA,
  transition: transitionCaptcha,
  scope: 'client',
})
