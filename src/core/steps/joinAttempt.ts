import type { Value } from '../client/flow.js'
import type { FoyerClient } from '../client/types.js'

export type JoinAttemptParameters<S> = {
  /** What the attempt is about (e.g. the wallet connected); a call about something else never joins. Default ''. */
  key?: string | undefined
  /** Whether the flow's state lets a second call join the attempt under way. */
  joinable: (state: S) => boolean
}

type Attempt = { key: string; promise: Promise<unknown> }
const attempts = new WeakMap<object, WeakMap<FoyerClient, Attempt>>()

/**
 * One attempt of a flow per client at a time: while the attempt under way (same `key`) is
 * `joinable` in the flow's state, a second call gets that attempt's promise (a double click, a
 * remounted screen) instead of starting over; otherwise `start` runs and becomes the attempt
 * under way until it settles.
 */
export function joinAttempt<S, R>(
  client: FoyerClient,
  flow: Pick<Value<S>, 'get'>,
  { key = '', joinable }: JoinAttemptParameters<S>,
  start: () => Promise<R>,
): Promise<R> {
  let perClient = attempts.get(flow)
  if (!perClient) attempts.set(flow, (perClient = new WeakMap()))
  const current = perClient.get(client)
  if (current && current.key === key && joinable(flow.get(client))) return current.promise as Promise<R>
  const promise = start()
  const attempt = { key, promise }
  perClient.set(client, attempt)
  const clear = () => {
    if (perClient.get(client) === attempt) perClient.delete(client)
  }
  promise.then(clear, clear)
  return promise
}
