import { errorScreenKind, type ErrorScreenKind } from './catalogue.js'

/**
 * How a login method's own screen shows a failure: 'Authentication failed' with a
 * method-specific detail on the method's own screen, except for the failures that have a
 * dedicated error screen (allowlist, user limit, account not found …), which go there.
 */
const DEDICATED_SCREENS: readonly ErrorScreenKind[] = [
  'disallowedLoginMethod', 'allowlistRejected', 'userLimitReached', 'userDoesNotExist',
  'linkedToAnotherUser', 'cannotLinkMore', 'tooManyRequests', 'notSupported',
]

/** True when the error has its own error screen (`errorScreenKind`) rather than a method's failure state. */
export const hasDedicatedErrorScreen = (error: unknown): boolean => DEDICATED_SCREENS.includes(errorScreenKind(error))

/** A failure as a method's screen shows it: its kind (the default UI maps it to texts), and whether it offers a retry. */
export type MethodFailure<K extends string> = { kind: K; retryable: boolean }
