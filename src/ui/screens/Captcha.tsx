'use client'
import { useCaptcha } from '../../hooks/internalApi.js'
import type { ScreenProps } from '../appearance.js'
import { CaptchaStep } from '../captcha/CaptchaStep.js'
import { ScreenFrame } from '../primitives/Screen.js'

/**
 * The captcha step: shown over the current screen while a login step
 * waits for its token — 'Checking that you are a human...', 'Success!' (the step goes on after
 * ~2 s, or on Continue when it needs the user's intent), 'Something went wrong' with Retry.
 */
export default function Captcha(_: ScreenProps<'captcha'>) {
  const captcha = useCaptcha()
  return (
    <ScreenFrame id="captcha">
      <CaptchaStep captcha={captcha} />
    </ScreenFrame>
  )
}
