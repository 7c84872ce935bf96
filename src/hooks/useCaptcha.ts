'use client'
import { useCallback, useEffect, useState } from 'react'
import { continueCaptcha, appConfigValue, captchaFlow, mountCaptcha, retryCaptcha, type CaptchaProvider, type CaptchaState } from '../core/internal.js'
import { useFoyerClient } from './context.js'
import { useWatched } from './internal.js'

/** The parameters of {@link useCaptcha}. */
export type UseCaptchaParameters = {
  /** A provider of your own; default: the one the app's site key names (Turnstile, hCaptcha, test). */
  provider?: CaptchaProvider | undefined
  /**
   * For UIs that show the captcha step (the default UI sets it): a login step that had to wait
   * continues ~2 s after success, or on `continue()` when it needs the user's intent.
   */
  gated?: boolean | undefined
  /** Render nothing (e.g. while a condition of yours does not hold). Default: run when enabled. */
  disabled?: boolean | undefined
}
/** What {@link useCaptcha} returns. */
export type UseCaptchaReturnType = {
  /** status: idle | loading | ready | success | error; `waiting` while a login step needs the token. */
  state: CaptchaState
  /** Whether the app has captcha enabled (else nothing is rendered and no token is needed). */
  enabled: boolean
  /** Give it the element the provider's widget renders into: `<div ref={ref} />`. */
  ref: (element: HTMLElement | null) => void
  /** Retry from `error` while retries remain (3); returns whether a retry started. */
  retry: () => boolean
  /** The captcha step's Continue (a waiting step that needs the user's intent goes on). */
  continue: () => boolean
}

/**
 * The captcha, headless: render the provider's widget into your element; login steps (e-mail
 * and SMS codes, a method's channel, wallets) then take the token by themselves. For apps with captcha
 * enabled and no default UI mounted — or use `<Captcha/>` from foyerkit/ui.
 */
export function useCaptcha({ provider, gated = false, disabled = false }: UseCaptchaParameters = {}): UseCaptchaReturnType {
  const client = useFoyerClient()
  const state = useWatched(client, captchaFlow.get, captchaFlow.watch)
  const enabled = useWatched(client, appConfigValue.get, appConfigValue.watch)?.captcha.enabled ?? false
  const [element, setElement] = useState<HTMLElement | null>(null)
  useEffect(() => {
    if (!element || !enabled || disabled) return
    return mountCaptcha(client, { element, provider, gated })
  }, [client, element, enabled, disabled, provider, gated])
  return {
    state,
    enabled,
    ref: setElement,
    retry: useCallback(() => retryCaptcha(client), [client]),
    continue: useCallback(() => continueCaptcha(client), [client]),
  }
}
