import { isRateLimitError } from './api.js'
import { FoyerError } from './base.js'

/**
 * The catalogue of error screens as data: which copy keys a
 * screen shows for an error. The default UI renders it; copy keys live in the UI's catalogue.
 */
export type ErrorScreenEntry = {
  /** Which row of the spec's table this is. */
  kind: ErrorScreenKind
  title: ErrorCopyKey
  detail: ErrorCopyKey | null
  /** `null` title/detail means: show the error's own message there. */
  button: ErrorCopyKey
  /** Whether the detail is the error's own message instead of a fixed text. */
  detailFromMessage?: boolean
}

/** The kinds of error screen the default UI shows. */
export const ERROR_SCREEN_KINDS = [
  'disallowedLoginMethod', 'allowlistRejected', 'userLimitReached', 'userDoesNotExist',
  'linkedToAnotherUser', 'cannotLinkMore', 'notSupported', 'tooManyRequests', 'invalidCredentials',
  'badRequest', 'invalidCaptcha', 'requestTimeout', 'generic',
  'captchaFailed', 'captchaTimeout',
  'walletLinkedToAnotherUser', 'codeFailure',
] as const
/** A kind of error screen (a key of {@link ERROR_SCREENS}). */
export type ErrorScreenKind = (typeof ERROR_SCREEN_KINDS)[number]

/** The copy keys of the error screens' texts. */
export const ERROR_COPY_KEYS = [
  'error.notAllowed.title', 'error.tryAnotherMethod',
  'error.allowlist.title', 'error.allowlist.detail', 'error.allowlist.button',
  'error.userLimit.title', 'error.userLimit.detail', 'error.goBack',
  'error.accountNotFound.title', 'error.accountNotFound.detail', 'error.accountNotFound.button',
  'error.authFailed.title', 'error.linkedToAnotherUser.detail', 'error.tryAgain',
  'error.cannotLinkMore.detail',
  'error.notSupported.title', 'error.notSupported.detail',
  'error.tooManyRequests.title', 'error.tooManyRequests.detail', 'error.tooManyRequests.button',
  'error.invalidCode.detail',
  'error.generic.title', 'error.generic.detail', 'error.pleaseTryAgain',
  'error.timedOut.title',
  'error.captchaFailed.detail', 'error.captchaTimeout.title',
  'error.useDifferentWallet', 'error.codeFailure.title',
] as const
/** A copy key of an error screen's text. */
export type ErrorCopyKey = (typeof ERROR_COPY_KEYS)[number]

/** The error screens of the default UI, by kind: the copy keys of each screen's title and detail. */
export const ERROR_SCREENS: Record<ErrorScreenKind, ErrorScreenEntry> = {
  disallowedLoginMethod: { kind: 'disallowedLoginMethod', title: 'error.notAllowed.title', detail: null, detailFromMessage: true, button: 'error.tryAnotherMethod' },
  allowlistRejected: { kind: 'allowlistRejected', title: 'error.allowlist.title', detail: 'error.allowlist.detail', button: 'error.allowlist.button' },
  userLimitReached: { kind: 'userLimitReached', title: 'error.userLimit.title', detail: 'error.userLimit.detail', button: 'error.goBack' },
  userDoesNotExist: { kind: 'userDoesNotExist', title: 'error.accountNotFound.title', detail: 'error.accountNotFound.detail', button: 'error.accountNotFound.button' },
  linkedToAnotherUser: { kind: 'linkedToAnotherUser', title: 'error.authFailed.title', detail: 'error.linkedToAnotherUser.detail', button: 'error.tryAgain' },
  cannotLinkMore: { kind: 'cannotLinkMore', title: 'error.authFailed.title', detail: 'error.cannotLinkMore.detail', detailFromMessage: true, button: 'error.tryAgain' },
  notSupported: { kind: 'notSupported', title: 'error.notSupported.title', detail: 'error.notSupported.detail', button: 'error.tryAnotherMethod' },
  tooManyRequests: { kind: 'tooManyRequests', title: 'error.tooManyRequests.title', detail: 'error.tooManyRequests.detail', button: 'error.tooManyRequests.button' },
  invalidCredentials: { kind: 'invalidCredentials', title: 'error.generic.title', detail: 'error.invalidCode.detail', button: 'error.tryAgain' },
  badRequest: { kind: 'badRequest', title: 'error.generic.title', detail: null, detailFromMessage: true, button: 'error.tryAgain' },
  invalidCaptcha: { kind: 'invalidCaptcha', title: 'error.generic.title', detail: 'error.pleaseTryAgain', button: 'error.tryAgain' },
  requestTimeout: { kind: 'requestTimeout', title: 'error.timedOut.title', detail: 'error.generic.detail', button: 'error.tryAgain' },
  generic: { kind: 'generic', title: 'error.generic.title', detail: 'error.generic.detail', button: 'error.tryAgain' },
  // The captcha's own failures: after the retries, and the 20 s wait timing out.
  captchaFailed: { kind: 'captchaFailed', title: 'error.generic.title', detail: 'error.captchaFailed.detail', button: 'error.tryAgain' },
  captchaTimeout: { kind: 'captchaTimeout', title: 'error.captchaTimeout.title', detail: null, button: 'error.tryAgain' },
  // Linked to another user, for a wallet: 'Use a different wallet'; any other failure of a code
  // submission (a 5xx, an unknown code): 'Issue verifying code'.
  walletLinkedToAnotherUser: { kind: 'walletLinkedToAnotherUser', title: 'error.authFailed.title', detail: 'error.linkedToAnotherUser.detail', button: 'error.useDifferentWallet' },
  codeFailure: { kind: 'codeFailure', title: 'error.codeFailure.title', detail: 'error.generic.detail', button: 'error.tryAgain' },
}

/** Wallet sign-in routes (SIWE / SIWS): a conflict there is about a wallet. */
const WALLET_ROUTE = /\/api\/v1\/(siwe|siws)\//
/** Routes that submit a one-time code (authenticate, link, update). */
const CODE_ROUTE = /\/api\/v1\/passwordless(_sms)?\/(authenticate|link|update)$/

/** Picks the error screen for an error, following the spec's table. */
export function errorScreenFor(error: unknown): ErrorScreenEntry {
  if (!(error instanceof FoyerError)) return ERROR_SCREENS.generic
  if (isRateLimitError(error)) return ERROR_SCREENS.tooManyRequests
  switch (error.code) {
    case 'disallowed_login_method': return ERROR_SCREENS.disallowedLoginMethod
    case 'allowlist_rejected': return ERROR_SCREENS.allowlistRejected
    case 'max_accounts_reached': return ERROR_SCREENS.userLimitReached
    case 'user_does_not_exist': return ERROR_SCREENS.userDoesNotExist
    case 'linked_to_another_user':
    // A transfer offer without transfer data (no nonce) is shown as the conflict it is.
    case 'account_transfer_required':
      return WALLET_ROUTE.test(String((error as { path?: unknown }).path ?? '')) ? ERROR_SCREENS.walletLinkedToAnotherUser : ERROR_SCREENS.linkedToAnotherUser
    case 'cannot_link_more_of_type': return ERROR_SCREENS.cannotLinkMore
    case 'not_supported': return ERROR_SCREENS.notSupported
    case 'invalid_credentials': return ERROR_SCREENS.invalidCredentials
    case 'invalid_captcha': return ERROR_SCREENS.invalidCaptcha
    case 'client_request_timeout': return ERROR_SCREENS.requestTimeout
    case 'captcha_failed': return ERROR_SCREENS.captchaFailed
    case 'captcha_timeout': return ERROR_SCREENS.captchaTimeout
  }
  const status = (error as { status?: number }).status
  if (status === 400 || status === 422) return ERROR_SCREENS.badRequest
  if (status !== undefined && status >= 500 && CODE_ROUTE.test(String((error as { path?: unknown }).path ?? ''))) return ERROR_SCREENS.codeFailure
  return ERROR_SCREENS.generic
}
