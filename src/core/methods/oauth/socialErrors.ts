import { isRateLimitError } from '../../errors/api.js'
import { FoyerError } from '../../errors/base.js'
import { errorScreenFor, type ErrorCopyKey, type ErrorScreenEntry } from '../../errors/catalogue.js'
import { OAUTH_DEFAULT_SCOPES } from './constants.js'

/**
 * Social sign-in failures (titled 'Authentication failed') as data: the copy keys the OAuth status
 * screen shows for an error, with the values of their placeholders. Allowlist rejected, user limit reached and user does not exist keep their
 * dedicated screens (`dedicated` points at the error catalogue's entry).
 */
export const SOCIAL_ERROR_KINDS = [
  'linkedToAnotherUser', 'invalidCredentials', 'userDenied', 'tooManyRequests', 'providerRateLimit',
  'suspended', 'cannotLinkMore', 'stateMismatch', 'inAppBrowser', 'generic',
] as const
export type SocialErrorKind = (typeof SOCIAL_ERROR_KINDS)[number]

export const SOCIAL_ERROR_COPY_KEYS = [
  'error.authFailed.title', 'error.linkedToAnotherUser.detail',
  'error.social.invalidCredentials', 'error.social.userDenied', 'error.social.tooManyRequests',
  'error.social.providerRateLimit', 'error.social.suspended', 'error.social.cannotLinkMore',
  'error.social.stateMismatch', 'error.social.inAppBrowser.title', 'error.social.inAppBrowser.detail',
  'error.social.generic', 'error.social.retry', 'error.tryAnotherMethod',
] as const
export type SocialErrorCopyKey = (typeof SOCIAL_ERROR_COPY_KEYS)[number]

/**
 * One social-login failure: its kind, the copy keys of its title and detail, and whether retrying makes
 * sense.
 */
export type SocialErrorEntry = {
  kind: SocialErrorKind
  title: SocialErrorCopyKey
  detail: SocialErrorCopyKey
  /** Retry starts the same provider again; otherwise the button goes back to the methods. */
  retryable: boolean
  button: SocialErrorCopyKey
}

export const SOCIAL_ERROR_SCREENS: Record<SocialErrorKind, SocialErrorEntry> = {
  linkedToAnotherUser: { kind: 'linkedToAnotherUser', title: 'error.authFailed.title', detail: 'error.linkedToAnotherUser.detail', retryable: false, button: 'error.tryAnotherMethod' },
  invalidCredentials: { kind: 'invalidCredentials', title: 'error.authFailed.title', detail: 'error.social.invalidCredentials', retryable: true, button: 'error.social.retry' },
  userDenied: { kind: 'userDenied', title: 'error.authFailed.title', detail: 'error.social.userDenied', retryable: true, button: 'error.social.retry' },
  tooManyRequests: { kind: 'tooManyRequests', title: 'error.authFailed.title', detail: 'error.social.tooManyRequests', retryable: false, button: 'error.tryAnotherMethod' },
  providerRateLimit: { kind: 'providerRateLimit', title: 'error.authFailed.title', detail: 'error.social.providerRateLimit', retryable: false, button: 'error.tryAnotherMethod' },
  suspended: { kind: 'suspended', title: 'error.authFailed.title', detail: 'error.social.suspended', retryable: false, button: 'error.tryAnotherMethod' },
  cannotLinkMore: { kind: 'cannotLinkMore', title: 'error.authFailed.title', detail: 'error.social.cannotLinkMore', retryable: false, button: 'error.tryAnotherMethod' },
  stateMismatch: { kind: 'stateMismatch', title: 'error.authFailed.title', detail: 'error.social.stateMismatch', retryable: true, button: 'error.social.retry' },
  inAppBrowser: { kind: 'inAppBrowser', title: 'error.social.inAppBrowser.title', detail: 'error.social.inAppBrowser.detail', retryable: false, button: 'error.tryAnotherMethod' },
  generic: { kind: 'generic', title: 'error.authFailed.title', detail: 'error.social.generic', retryable: true, button: 'error.social.retry' },
}

/**
 * The error screen a failed social login shows, with the values its texts need (from {@link
 * socialErrorScreenFor}).
 */
export type SocialErrorScreen =
  | { screen: 'social'; entry: SocialErrorEntry; values: { provider: string; scopes: string } }
  /** Allowlist rejected, user limit reached, user does not exist: the error catalogue's own screen. */
  | { screen: 'dedicated'; entry: ErrorScreenEntry }

const DEDICATED: readonly string[] = ['allowlistRejected', 'userLimitReached', 'userDoesNotExist'] satisfies ErrorScreenEntry['kind'][]

/** The social failure's kind for an error (pure). */
export function socialErrorKind(error: unknown): SocialErrorKind {
  if (!(error instanceof FoyerError)) return 'generic'
  switch (error.code) {
    case 'linked_to_another_user': return 'linkedToAnotherUser'
    case 'invalid_credentials': return 'invalidCredentials'
    case 'OAUTH_USER_DENIED': return 'userDenied'
    case 'oauth_provider_rate_limited': return 'providerRateLimit'
    case 'oauth_account_suspended': return 'suspended'
    case 'cannot_link_more_of_type': return 'cannotLinkMore'
    case 'pkce_state_code_mismatch':
    case 'oauth_state_mismatch': return 'stateMismatch'
    case 'in_app_browser': return 'inAppBrowser'
  }
  return isRateLimitError(error) ? 'tooManyRequests' : 'generic'
}

/**
 * The screen for a social sign-in failure: one of the social entries with its placeholder values
 * (`{provider}` display name, `{scopes}` the provider's requested scopes), or a dedicated screen.
 */
export function socialErrorScreenFor(
  error: unknown,
  { provider, providerName = provider }: { provider: string; providerName?: string },
): SocialErrorScreen {
  const catalogue = errorScreenFor(error)
  if (DEDICATED.includes(catalogue.kind)) return { screen: 'dedicated', entry: catalogue }
  const scopes = (OAUTH_DEFAULT_SCOPES as Record<string, readonly string[] | undefined>)[provider] ?? []
  return {
    screen: 'social',
    entry: SOCIAL_ERROR_SCREENS[socialErrorKind(error)],
    values: { provider: providerName, scopes: scopes.join(', ') },
  }
}

/** Every key either table uses (the UI's catalogue must define them all). */
export type SocialOrErrorCopyKey = SocialErrorCopyKey | ErrorCopyKey
