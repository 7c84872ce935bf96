import { FoyerError, type FoyerErrorParameters } from '../../errors/base.js'

/** The provider sent the user back without consent (the code `'undefined'`). */
export class OAuthUserDeniedError extends FoyerError<'OAUTH_USER_DENIED'> {
  override name = 'OAuthUserDeniedError'
  constructor(p: FoyerErrorParameters = {}) {
    super('User denied confirmation during OAuth flow', 'OAUTH_USER_DENIED', p)
  }
}

/** The provider's return carries no authorization code. */
export class OAuthMissingCodeError extends FoyerError<'OAUTH_UNEXPECTED'> {
  override name = 'OAuthMissingCodeError'
  constructor(p: FoyerErrorParameters = {}) {
    super('No authorization code was returned by the provider', 'OAUTH_UNEXPECTED', p)
  }
}

/** The provider is not one of `OAUTH_PROVIDERS`. */
export class UnsupportedOAuthProviderError extends FoyerError<'OAUTH_UNEXPECTED'> {
  override name = 'UnsupportedOAuthProviderError'
  constructor(provider: unknown, p: FoyerErrorParameters = {}) {
    super(`Unsupported OAuth provider: ${String(provider)}`, 'OAUTH_UNEXPECTED', p)
  }
}

/** Google refuses logins inside in-app browsers (Instagram, Facebook, …). */
export class InAppBrowserError extends FoyerError<'in_app_browser'> {
  override name = 'InAppBrowserError'
  constructor(p: FoyerErrorParameters = {}) {
    super(
      "It looks like you're using an in-app browser. To log in, please try again using an external browser.",
      'in_app_browser',
      p,
    )
  }
}

/** No page to leave from or come back to (no `window.location`, or no `redirectUrl`). */
export class OAuthRedirectUnavailableError extends FoyerError<'OAUTH_UNEXPECTED'> {
  override name = 'OAuthRedirectUnavailableError'
  constructor(p: FoyerErrorParameters = {}) {
    super('No page to redirect from: pass `redirectUrl` and `navigate`', 'OAUTH_UNEXPECTED', p)
  }
}
