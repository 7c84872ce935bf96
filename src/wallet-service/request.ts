/** The envelope of a request to a wallet-origin page: `{ id, event, data }`. */

const MAX_ID_LENGTH = 200

/** A request's parts, checked; null when the message is not a request (no string `id`, no string `event`). */
export function readRequest(message: unknown): { id: string; event: string; data: unknown } | null {
  if (typeof message !== 'object' || message === null) return null
  const { id, event, data } = message as { id?: unknown; event?: unknown; data?: unknown }
  if (typeof id !== 'string' || id === '' || id.length > MAX_ID_LENGTH || typeof event !== 'string') return null
  return { id, event, data }
}

/** True when a request's `data` is absent or a plain object (anything else is refused). */
export const isRequestData = (data: unknown): data is Record<string, unknown> | undefined =>
  data === undefined || (typeof data === 'object' && data !== null && !Array.isArray(data))
