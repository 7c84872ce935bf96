import { hasDedicatedErrorScreen, type MethodFailure } from '../../errors/methodFailures.js'

/** The cross-app screen's failure state ('Authentication failed', retryable); null: the dedicated error screen. */
export function crossAppFailure(error: unknown): MethodFailure<'authFailed'> | null {
  if (hasDedicatedErrorScreen(error)) return null
  return { kind: 'authFailed', retryable: true }
}
