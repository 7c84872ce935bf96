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

/** A failure as a method's screen shows it: title and detail copy keys, and whether it offers a retry. */
export type MethodFailure<K extends string> = { title: K; detail: K; retryable: boolean }
