'use client'
import { useEffect, useRef, type CSSProperties } from 'react'
import { useCaptcha, type CaptchaProvider, type CaptchaState } from '../../hooks/internalApi.js'

/**
 * The props of {@link Captcha}: a provider of your own (default: the one the app's site key names) and its
 * placement.
 */
export type CaptchaProps = {
  /** A provider of your own; default: the one the app's site key names. */
  provider?: CaptchaProvider | undefined
  className?: string | undefined
  style?: CSSProperties | undefined
  /** Told each state change (status, retries, waiting), e.g. to show your own texts or a Retry button. */
  onStateChange?: ((state: CaptchaState) => void) | undefined
}

/**
 * The captcha for headless apps (no <FoyerModal/> or <FoyerEmbed/>): renders the provider's
 * widget (Turnstile and hCaptcha show themselves only when the visitor must interact); login
 * steps then take the token by themselves. Its element carries `data-status` for styling; for
 * your own texts and Retry, read `useCaptcha()` in a sibling component.
 */
export function Captcha({ provider, className, style, onStateChange }: CaptchaProps) {
  const captcha = useCaptcha({ provider })
  const status = captcha.state.status
  useStateChange(captcha.state, onStateChange)
  if (!captcha.enabled) return null
  return <div ref={captcha.ref} className={['foyer-captchaWidget', className].filter(Boolean).join(' ')} style={style} data-status={status} />
}

function useStateChange(state: CaptchaState, onStateChange: CaptchaProps['onStateChange']) {
  const latest = useRef(onStateChange)
  latest.current = onStateChange
  useEffect(() => {
    latest.current?.(state)
  }, [state])
}
