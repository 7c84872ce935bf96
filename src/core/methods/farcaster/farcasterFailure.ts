import { hasDedicatedErrorScreen, type MethodFailure } from '../../errors/methodFailures.js'

/** The kinds of failure the Farcaster screen shows ('Authentication failed' with each one's detail). */
export const FARCASTER_FAILURE_KINDS = ['connectFailed', 'rejected', 'timedOut', 'somethingWentWrong'] as const
/** A kind of Farcaster failure (one of {@link FARCASTER_FAILURE_KINDS}). */
export type FarcasterFailureKind = (typeof FARCASTER_FAILURE_KINDS)[number]

/** The Farcaster screen's failure state for an error; null: show the dedicated error screen instead. */
export function farcasterFailure(error: unknown): MethodFailure<FarcasterFailureKind> | null {
  if (hasDedicatedErrorScreen(error)) return null
  const code = (error as { code?: unknown } | null)?.code
  switch (code) {
    case 'farcaster_connect_failed': return { kind: 'connectFailed', retryable: true }
    case 'farcaster_request_rejected': return { kind: 'rejected', retryable: false }
    case 'farcaster_timeout': return { kind: 'timedOut', retryable: true }
    // Invalid credentials and anything else: 'Something went wrong. Try again.'
    default: return { kind: 'somethingWentWrong', retryable: true }
  }
}
