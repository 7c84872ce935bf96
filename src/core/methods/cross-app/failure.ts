import { hasDedicatedErrorScreen, type MethodFailure } from '../../errors/methodFailures.js'

export const CROSS_APP_FAILURE_COPY_KEYS = ['crossApp.error.title', 'crossApp.error.detail'] as const
export type CrossAppFailureCopyKey = (typeof CROSS_APP_FAILURE_COPY_KEYS)[number]

/** The cross-app screen's failure state ('Authentication failed'); null: the dedicated error screen. */
export function crossAppFailureFor(error: unknown): MethodFailure<CrossAppFailureCopyKey> | null {
  if (hasDedicatedErrorScreen(error)) return null
  return { title: 'crossApp.error.title', detail: 'crossApp.error.detail', retryable: true }
}
