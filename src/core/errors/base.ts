import { VERSION } from '../version.js'
import type { ErrorCode } from './codes.js'

/** The constructor parameters of {@link FoyerError}. */
export type FoyerErrorParameters = {
  /** Extra context for developers; never shown to end users. */
  details?: string | undefined
  cause?: unknown
  /** Free-form data (e.g. the server body) kept for debugging. */
  meta?: Record<string, unknown> | undefined
}

/**
 * Base of every error the kit throws. `shortMessage` is the one-line text fit for a UI; `code`
 * is stable and machine-readable; `cause` chains the underlying error (walk it with `walk`).
 */
export class FoyerError<C extends ErrorCode = ErrorCode> extends Error {
  override name = 'FoyerError'
  readonly shortMessage: string
  readonly code: C
  readonly details: string | undefined
  readonly meta: Record<string, unknown> | undefined
  readonly version = VERSION

  constructor(shortMessage: string, code: C, parameters: FoyerErrorParameters = {}) {
    const details =
      parameters.details ??
      (parameters.cause instanceof FoyerError
        ? parameters.cause.details
        : parameters.cause instanceof Error
          ? parameters.cause.message
          : undefined)
    super(details && details !== shortMessage ? `${shortMessage}\n\nDetails: ${details}` : shortMessage, {
      cause: parameters.cause,
    })
    this.shortMessage = shortMessage
    this.code = code
    this.details = details
    this.meta = parameters.meta
  }

  /** Walks the cause chain; returns the first error matching `fn`, or the deepest one. */
  walk(fn?: (error: unknown) => boolean): unknown {
    return walk(this, fn)
  }
}

/**
 * Walks an error's `cause` chain: returns the first error `fn` accepts (null if none), or the deepest cause
 * when no `fn` is given.
 */
export function walk(error: unknown, fn?: (error: unknown) => boolean): unknown {
  let current: unknown = error
  const seen = new Set<unknown>()
  while (current && !seen.has(current)) {
    if (fn?.(current)) return current
    seen.add(current)
    const next = (current as { cause?: unknown }).cause
    if (!next) break
    current = next
  }
  return fn ? null : current
}

/** Whether `error` is a {@link FoyerError} (any error the kit throws). */
export function isFoyerError(error: unknown): error is FoyerError {
  return error instanceof FoyerError
}
