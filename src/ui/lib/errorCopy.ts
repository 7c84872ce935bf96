import { crossAppFailure, errorScreenKind, farcasterFailure, mfaErrorKind, socialFailure, SOCIAL_ERROR_KINDS, SOCIAL_ERROR_RETRYABLE } from '../../hooks/internalApi.js'
import type { ErrorScreenKind, FarcasterFailureKind, MfaErrorKind, SocialErrorKind } from '../../hooks/internalApi.js'

// The default UI's texts for the failures core classifies (core keeps the kinds and error codes;
// the copy keys of the UI's catalogue live here).

/** Which copy keys an error screen shows (the default UI renders it). */
export type ErrorScreenEntry = {
  /** Which row of the error table this is. */
  kind: ErrorScreenKind
  title: ErrorCopyKey
  detail: ErrorCopyKey | null
  button: ErrorCopyKey
  /** Whether the detail is the error's own message instead of a fixed text. */
  detailFromMessage?: boolean
}

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

/** The error screens of the default UI, by kind (core's `errorScreenKind`): the copy keys of each screen's texts. */
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

/** The error screen for an error: `ERROR_SCREENS[errorScreenKind(error)]`. */
export const errorScreenFor = (error: unknown): ErrorScreenEntry => ERROR_SCREENS[errorScreenKind(error)]

/** The copy keys of the social failures' texts. */
export type SocialErrorCopyKey =
  | 'error.authFailed.title' | 'error.linkedToAnotherUser.detail' | 'error.social.invalidCredentials'
  | 'error.social.userDenied' | 'error.social.tooManyRequests' | 'error.social.providerRateLimit'
  | 'error.social.suspended' | 'error.social.cannotLinkMore' | 'error.social.stateMismatch'
  | 'error.social.inAppBrowser.title' | 'error.social.inAppBrowser.detail' | 'error.social.generic'
  | 'error.social.retry' | 'error.tryAnotherMethod'

/** One social-login failure as the social status screens show it: copy keys, and whether Retry is offered. */
export type SocialErrorEntry = { kind: SocialErrorKind; title: SocialErrorCopyKey; detail: SocialErrorCopyKey; retryable: boolean; button: SocialErrorCopyKey }

const SOCIAL_DETAILS: Record<SocialErrorKind, SocialErrorCopyKey> = {
  linkedToAnotherUser: 'error.linkedToAnotherUser.detail', invalidCredentials: 'error.social.invalidCredentials',
  userDenied: 'error.social.userDenied', tooManyRequests: 'error.social.tooManyRequests',
  providerRateLimit: 'error.social.providerRateLimit', suspended: 'error.social.suspended',
  cannotLinkMore: 'error.social.cannotLinkMore', stateMismatch: 'error.social.stateMismatch',
  inAppBrowser: 'error.social.inAppBrowser.detail', generic: 'error.social.generic',
}

/** The social failures as the social status screens show them, by kind (core's `socialFailure`). */
export const SOCIAL_ERROR_SCREENS = Object.fromEntries(SOCIAL_ERROR_KINDS.map((kind): [SocialErrorKind, SocialErrorEntry] => {
  const retryable = SOCIAL_ERROR_RETRYABLE[kind]
  return [kind, {
    kind,
    title: kind === 'inAppBrowser' ? 'error.social.inAppBrowser.title' : 'error.authFailed.title',
    detail: SOCIAL_DETAILS[kind],
    retryable,
    button: retryable ? 'error.social.retry' : 'error.tryAnotherMethod',
  }]
})) as Record<SocialErrorKind, SocialErrorEntry>

/** The screen for a social sign-in failure (core's `socialFailure` with its texts). */
export type SocialErrorScreen =
  | { screen: 'social'; entry: SocialErrorEntry; values: { provider: string; scopes: string } }
  | { screen: 'dedicated'; entry: ErrorScreenEntry }

/** A social sign-in status screen's failure: a social entry with its placeholder values, or a dedicated error screen. */
export function socialErrorScreenFor(error: unknown, provider: { provider: string; providerName?: string }): SocialErrorScreen {
  const failure = socialFailure(error, provider)
  if (failure.screen === 'dedicated') return { screen: 'dedicated', entry: ERROR_SCREENS[failure.kind] }
  return { screen: 'social', entry: SOCIAL_ERROR_SCREENS[failure.kind], values: failure.values }
}

/** A method screen's failure as it shows it: title and detail copy keys, and whether it offers a retry. */
export type MethodFailureCopy<K extends string> = { title: K; detail: K; retryable: boolean }

const FARCASTER_DETAILS = {
  connectFailed: 'farcaster.error.connectFailed', rejected: 'farcaster.error.rejected',
  timedOut: 'farcaster.error.timedOut', somethingWentWrong: 'farcaster.error.somethingWentWrong',
} as const satisfies Record<FarcasterFailureKind, string>

/** The Farcaster screen's failure texts; null: the dedicated error screen. */
export function farcasterFailureFor(error: unknown): MethodFailureCopy<'farcaster.error.title' | (typeof FARCASTER_DETAILS)[FarcasterFailureKind]> | null {
  const failure = farcasterFailure(error)
  return failure && { title: 'farcaster.error.title', detail: FARCASTER_DETAILS[failure.kind], retryable: failure.retryable }
}

/** The cross-app screen's failure texts ('Authentication failed'); null: the dedicated error screen. */
export function crossAppFailureFor(error: unknown): MethodFailureCopy<'crossApp.error.title' | 'crossApp.error.detail'> | null {
  const failure = crossAppFailure(error)
  return failure && { title: 'crossApp.error.title', detail: 'crossApp.error.detail', retryable: failure.retryable }
}

/** The MFA messages' copy keys, by core's `mfaErrorKind`. */
export type MfaErrorCopyKey = `mfa.error.${MfaErrorKind}`

/** The MFA message an error shows (core's `mfaErrorKind` as a copy key). */
export const mfaErrorCopyKey = (error: unknown): MfaErrorCopyKey => `mfa.error.${mfaErrorKind(error)}`
