import { errorScreenFor, type ErrorScreenKind } from './catalogue.js'

/**
 * How a login method's own screen shows a failure: 'Authentication failed' with a
 * method-specific detail on the method's own screen, except for the failures that have a
 * dedicated error screen (allowlist, user limit, account not found …), which go there.
 */
const DEDICATED_SCREENS: readonly ErrorScreenKind[] = [
  'disallowedLoginMethod', 'allowlistRejected', 'userLimitReached', 'userDoesNotExist',
  'linkedToAnotherUser', 'cannotLinkMore', 'tooManyRequests', 'notSupported',
]

/** True when the error has its own error screen (`errorScreenFor`) rather than a method's failure state. */
export const hasDedicatedErrorScreen = (error: unknown): boolean => DEDICATED_SCREENS.includes(errorScreenFor(error).kind)

export const FARCASTER_FAILURE_COPY_KEYS = [
  'farcaster.error.title', 'farcaster.error.connectFailed', 'farcaster.error.rejected', 'farcaster.error.timedOut',
  'farcaster.error.somethingWentWrong',
] as const
export type FarcasterFailureCopyKey = (typeof FARCASTER_FAILURE_COPY_KEYS)[number]

export type MethodFailure<K extends string> = { title: K; detail: K; retryable: boolean }

/** The Farcaster screen's failure state for an error; null: show the dedicated error screen instead. */
export function farcasterFailureFor(error: unknown): MethodFailure<FarcasterFailureCopyKey> | null {
  if (hasDedicatedErrorScreen(error)) return null
  const code = (error as { code?: unknown } | null)?.code
  const failure = (detail: FarcasterFailureCopyKey, retryable: boolean) => ({ title: 'farcaster.error.title' as const, detail, retryable })
  switch (code) {
    case 'farcaster_connect_failed': return failure('farcaster.error.connectFailed', true)
    case 'farcaster_request_rejected': return failure('farcaster.error.rejected', false)
    case 'farcaster_timeout': return failure('farcaster.error.timedOut', true)
    // Invalid credentials and anything else: 'Something went wrong. Try again.'
    default: return failure('farcaster.error.somethingWentWrong', true)
  }
}
