import { useCaptcha } from 'foyerkit'

/**
 * The captcha, headless: the widget rendered into our own element with useCaptcha(); the login
 * sections above then take its token by themselves. It runs when the app has captcha enabled
 * (`npm start -- --captcha` serves the demo with the dev backend's test captcha).
 */
export function CaptchaSection() {
  const { state, enabled, ref, retry } = useCaptcha()
  if (!enabled) return <p data-testid="headless-captcha-off">Captcha is off for this app (start the demo with --captcha).</p>
  return (
    <div>
      <div ref={ref} data-testid="headless-captcha" />
      <p>Status: {state.status}{state.waiting ? ' (a login step waits for the token)' : ''}</p>
      {state.status === 'error' && (
        <button type="button" onClick={retry} disabled={state.retries >= 3}>
          Retry ({3 - state.retries} left)
        </button>
      )}
    </div>
  )
}
