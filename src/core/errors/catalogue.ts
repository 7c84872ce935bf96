import { isRateLimitError } from './api.js'
import { FoyerError } from './base.js'

/** The kinds of error screen the default UI shows. */
export const ERROR_SCREEN_KINDS = [
  'disallowedLoginMethod', 'allowlistRejected', 'userLimitReached', 'userDoesNotExist',
  'linkedToAnotherUser', 'cannotLinkMore', 'notSupported', 'tooManyRequests', 'invalidCredentials',
  'badRequest', 'invalidCaptcha', 'requestTimeout', 'generic',
  'captchaFailed', 'captchaTimeout',
  'walletLinkedToAnotherUser', 'codeFailure',
] as const
/** A kind of error screen (the default UI maps each to its texts). */
export type ErrorScreenKind = (typeof ERROR_SCREEN_KINDS)[number]

/** Wallet sign-in routes (SIWE / SIWS): a conflict there is about a wallet. */
const WALLET_ROUTE = /\/api\/v1\/(siwe|siws)\//
/** Routes that submit a one-time code (authenticate, link, update). */
const CODE_ROUTE = /\/api\/v1\/passwordless(_sms)?\/(authenticate|link|update)$/

/**
 * Which error screen an error gets (pure, by its code, status and route): the kinds of
 * {@link ERROR_SCREEN_KINDS}; the default UI shows each kind's title, detail and button.
 */
export function errorScreenKind(error: unknown): ErrorScreenKind {
  if (!(error instanceof FoyerError)) return 'generic'
  if (isRateLimitError(error)) return 'tooManyRequests'
  switch (error.code) {
    case 'disallowed_login_method': return 'disallowedLoginMethod'
    case 'allowlist_rejected': return 'allowlistRejected'
    case 'max_accounts_reached': return 'userLimitReached'
    case 'user_does_not_exist': return 'userDoesNotExist'
    case 'linked_to_another_user':
    // A transfer offer without transfer data (no nonce) is shown as the conflict it is.
    case 'account_transfer_required':
      return WALLET_ROUTE.test(String((error as { path?: unknown }).path ?? '')) ? 'walletLinkedToAnotherUser' : 'linkedToAnotherUser'
    case 'cannot_link_more_of_type': return 'cannotLinkMore'
    case 'not_supported': return 'notSupported'
    case 'invalid_credentials': return 'invalidCredentials'
    case 'invalid_captcha': return 'invalidCaptcha'
    case 'client_request_timeout': return 'requestTimeout'
    case 'captcha_failed': return 'captchaFailed'
    case 'captcha_timeout': return 'captchaTimeout'
  }
  const status = (error as { status?: number }).status
  if (status === 400 || status === 422) return 'badRequest'
  if (status !== undefined && status >= 500 && CODE_ROUTE.test(String((error as { path?: unknown }).path ?? ''))) return 'codeFailure'
  return 'generic'
}
