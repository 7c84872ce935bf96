import { isRateLimitError } from '../../errors/api.js'
import { FoyerError } from '../../errors/base.js'
import { errorScreenKind, type ErrorScreenKind } from '../../errors/catalogue.js'
import { OAUTH_DEFAULT_SCOPES } from './constants.js'

/**
 * Social sign-in failures (titled 'Authentication failed') by kind; the default UI maps each to
 * its texts. Allowlist rejected, user limit reached and user does not exist keep their dedicated
 * screens.
 */
export const SOCIAL_ERROR_KINDS = [
  'linkedToAnotherUser', 'invalidCredentials', 'userDenied', 'tooManyRequests', 'providerRateLimit',
  'suspended', 'cannotLinkMore', 'stateMismatch', 'inAppBrowser', 'generic',
] as const
export type SocialErrorKind = (typeof SOCIAL_ERROR_KINDS)[number]

/** Whether retrying a social failure makes sense (Retry starts the same provider again; otherwise the user picks another method). */
export const SOCIAL_ERROR_RETRYABLE: Record<SocialErrorKind, boolean> = {
  linkedToAnotherUser: false, invalidCredentials: true, userDenied: true, tooManyRequests: false, providerRateLimit: false,
  suspended: false, cannotLinkMore: false, stateMismatch: true, inAppBrowser: false, generic: true,
}

/**
 * A failed social login (from {@link socialFailure}): a social failure of `kind` with the values its
 * texts need, or one of the error catalogue's own screens.
 */
export type SocialFailure =
  | { screen: 'social'; kind: SocialErrorKind; retryable: boolean; values: { provider: string; scopes: string } }
  /** Allowlist rejected, user limit reached, user does not exist: the error catalogue's own screen. */
  | { screen: 'dedicated'; kind: ErrorScreenKind }

const DEDICATED: readonly ErrorScreenKind[] = ['allowlistRejected', 'userLimitReached', 'userDoesNotExist']

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
 * A social sign-in failure (pure): its kind, whether it is retryable and its texts' values
 * (`{provider}` display name, `{scopes}` the provider's requested scopes), or a dedicated screen.
 */
export function socialFailure(
  error: unknown,
  { provider, providerName = provider }: { provider: string; providerName?: string },
): SocialFailure {
  const dedicated = errorScreenKind(error)
  if (DEDICATED.includes(dedicated)) return { screen: 'dedicated', kind: dedicated }
  const scopes = (OAUTH_DEFAULT_SCOPES as Record<string, readonly string[] | undefined>)[provider] ?? []
  const kind = socialErrorKind(error)
  return { screen: 'social', kind, retryable: SOCIAL_ERROR_RETRYABLE[kind], values: { provider: providerName, scopes: scopes.join(', ') } }
}
