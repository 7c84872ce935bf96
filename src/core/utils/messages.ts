/** Checks on `message` events from other windows (popups, frames). */

/** What a `message` event listener needs to check (a structural `MessageEvent`). */
export type MessageLike = { origin: string; source: unknown }

/**
 * Whether a `message` event comes from the expected window and origin: `event.source` must be
 * `source` (the popup or frame opened for this exchange) and `event.origin` must be `origin`.
 * Pass both: a page of another origin can post to any window, and another window of the right
 * origin (another tab) is not the one asked.
 */
export function messageFrom(event: MessageLike, expected: { origin?: string | undefined; source?: unknown }): boolean {
  if ('source' in expected && (expected.source == null || event.source !== expected.source)) return false
  if (expected.origin !== undefined && event.origin !== expected.origin) return false
  return true
}
