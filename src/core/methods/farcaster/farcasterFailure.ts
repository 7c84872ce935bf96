import { hasDedicatedErrorScreen, type MethodFailure } from '../../errors/methodFailures.js'

/** The copy keys of the Farcaster screen's failure states. */
export const FARCASTER_FAILURE_COPY_KEYS = [
  'farcaster.error.title', 'farcaster.error.connectFailed', 'farcaster.error.rejected', 'farcaster.error.timedOut',
  'farcaster.error.somethingWentWrong',
] as const
export type FarcasterFailureCopyKey = (typeof FARCASTER_FAILURE_COPY_KEYS)[number]

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
