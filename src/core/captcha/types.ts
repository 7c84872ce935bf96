/**
 * The pluggable captcha provider: load its script, render a widget into an
 * element, execute / reset it; the widget answers with a token or an error through callbacks.
 * Built in: Cloudflare Turnstile, hCaptcha and the dev backend's deterministic test captcha.
 */
export type CaptchaProviderKind = 'turnstile' | 'hcaptcha' | 'test'

/** What a captcha widget reports: a token, an error, an expiry. */
export type CaptchaWidgetCallbacks = {
  /** The challenge was solved. */
  onToken: (token: string) => void
  /** The widget failed (network, blocked script, challenge not passed). */
  onError: (details?: string) => void
  /** A token was not used in time; the widget needs a new challenge. */
  onExpired: () => void
}

/** A rendered captcha widget: starts, resets and removes a challenge. */
export type CaptchaWidget = {
  /** Starts a challenge (the controller calls it 0.5 s after the widget is ready). */
  execute(): void
  /** Clears the current token/challenge, ready for `execute` again. */
  reset(): void
  /** Removes the widget from its element. */
  remove(): void
}

/** A captcha provider (Turnstile, hCaptcha or one of your own): loads its script and renders a widget. */
export type CaptchaProvider = {
  /** A built-in provider's kind, or any name for a provider of your own (`mountCaptcha({ provider })`): open on purpose. */
  kind: CaptchaProviderKind | (string & {})
  /** Loads the provider's script (once); resolves when `render` can run. */
  load(): Promise<void>
  render(element: HTMLElement, parameters: { siteKey: string } & CaptchaWidgetCallbacks): CaptchaWidget
}
