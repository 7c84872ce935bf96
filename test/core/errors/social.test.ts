import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../src/core/errors/api.js'
import { PkceStateCodeMismatchError } from '../../../src/core/errors/client.js'
import { InAppBrowserError, OAuthUserDeniedError } from '../../../src/core/methods/oauth/errors.js'
import { TelegramAuthFailedError, TelegramNotInitializedError } from '../../../src/core/methods/telegram/errors.js'
import { socialErrorKind } from '../../../src/core/methods/oauth/socialErrors.js'
import { SOCIAL_ERROR_SCREENS, socialErrorScreenFor } from '../../../src/ui/lib/errorCopy.js'

const api = (status: number, code: string, message = 'x') => new ApiError({ status, code, message, path: '/api/v1/oauth/authenticate', method: 'POST' })

describe('client error messages', () => {
  it.each([
    [new PkceStateCodeMismatchError(), 'Unexpected auth flow. This may be a phishing attempt.', 'pkce_state_code_mismatch'],
    [new OAuthUserDeniedError(), 'User denied confirmation during OAuth flow', 'OAUTH_USER_DENIED'],
    [new InAppBrowserError(), "It looks like you're using an in-app browser. To log in, please try again using an external browser.", 'in_app_browser'],
    [new TelegramAuthFailedError(), 'Telegram auth failed or was canceled by the client', 'telegram_auth_failed'],
    [new TelegramNotInitializedError(), 'Telegram was not initialized', 'telegram_not_initialized'],
  ])('%s', (error, message, code) => {
    expect(error.shortMessage).toBe(message)
    expect(error.code).toBe(code)
  })
})

describe('social sign-in failures', () => {
  it.each([
    [api(400, 'linked_to_another_user'), 'linkedToAnotherUser', false],
    [api(401, 'invalid_credentials'), 'invalidCredentials', true],
    [new OAuthUserDeniedError(), 'userDenied', true],
    [api(429, 'too_many_requests', 'Too many requests (code 429)'), 'tooManyRequests', false],
    [api(400, 'oauth_provider_rate_limited'), 'providerRateLimit', false],
    [api(403, 'oauth_account_suspended'), 'suspended', false],
    [api(400, 'cannot_link_more_of_type'), 'cannotLinkMore', false],
    [new PkceStateCodeMismatchError(), 'stateMismatch', true],
    [api(400, 'oauth_state_mismatch'), 'stateMismatch', true],
    [new InAppBrowserError(), 'inAppBrowser', false],
    [new Error('?'), 'generic', true],
  ] as const)('%s → %s (retryable %s)', (error, kind, retryable) => {
    expect(socialErrorKind(error)).toBe(kind)
    const screen = socialErrorScreenFor(error, { provider: 'google', providerName: 'Google' })
    expect(screen.screen).toBe('social')
    if (screen.screen !== 'social') return
    expect(screen.entry.kind).toBe(kind)
    expect(screen.entry.retryable).toBe(retryable)
    expect(screen.entry.title).toBe(kind === 'inAppBrowser' ? 'error.social.inAppBrowser.title' : 'error.authFailed.title')
  })

  it('fills {provider} with the display name and {scopes} with the provider scopes', () => {
    const screen = socialErrorScreenFor(new OAuthUserDeniedError(), { provider: 'google', providerName: 'Google' })
    expect(screen).toMatchObject({ values: { provider: 'Google', scopes: 'email, profile' } })
  })

  it('allowlist rejected, user limit reached and user does not exist keep their dedicated screens', () => {
    for (const [code, kind] of [['allowlist_rejected', 'allowlistRejected'], ['max_accounts_reached', 'userLimitReached'], ['user_does_not_exist', 'userDoesNotExist']]) {
      const screen = socialErrorScreenFor(api(403, code!), { provider: 'github' })
      expect(screen).toMatchObject({ screen: 'dedicated', entry: { kind } })
    }
  })

  it('every entry is titled Authentication failed except the in-app browser one', () => {
    for (const entry of Object.values(SOCIAL_ERROR_SCREENS)) {
      expect(entry.title).toBe(entry.kind === 'inAppBrowser' ? 'error.social.inAppBrowser.title' : 'error.authFailed.title')
    }
  })
})
