import { errorScreenFor, type ErrorScreenKind } from './catalogue.js'

/**
 * How a login method's own screen shows a failure: 'Authentication failed' with a method-specific
 * detail on the method's screen, except for the failures that have a dedicated error screen
 * (allowlist, user limit, account not found …), which go there.
 */
const DEDICATED_SCREENS: readonly ErrorScreenKind[] = [
  'disallowedLoginMethod', 'allowlistRejected', 'userLimitReached', 'userDoesNotExist',
  'linkedToAnotherUser', 'cannotLinkMore', 'tooManyRequests', 'notSupported',
]

/** True when the error has its own error screen (`errorScreenFor`) rather than a method's failure state. */
export const hasDedicatedErrorScreen = (error: unknown): boolean => DEDICATED_SCREENS.includes(errorScreenFor(error).kind)

/** A failure as a method's screen shows it: title and detail copy keys, and whether it offers a retry. */
export type MethodFailure<K extends string> = { title: K; detail: K; retryable: boolean }

export const CROSS_APP_FAILURE_COPY_KEYS = ['crossApp.error.title', 'crossApp.error.detail'] as const
export type CrossAppFailureCopyKey = (typeof CROSS_APP_FAILURE_COPY_KEYS)[number]

/** The cross-app screen's failure state ('Authentication failed'); null: the dedicated error screen. */
export function crossAppFailureFor(error: unknown): MethodFailure<CrossAppFailureCopyKey> | null {
  if (hasDedicatedErrorScreen(error)) return null
  return { title: 'crossApp.error.title', detail: 'crossApp.error.detail', retryable: true }
}
