import { defaultTimers, type Timers } from './timers.js'

export type PollUntilParameters<T> = {
  /**
   * One attempt. A value other than `undefined` ends the wait with it; `undefined` tries again
   * after `intervalMs`; a throw ends the wait with that error. `signal` aborts when the wait ends.
   */
  attempt: (signal: AbortSignal) => T | undefined | Promise<T | undefined>
  intervalMs: number
  /** The whole wait fails with `onTimeout()` after this long. */
  timeoutMs: number
  onTimeout: () => Error
  /** Aborting ends the wait with the signal's reason. */
  signal?: AbortSignal | undefined
  timers?: Timers | undefined
  /** First attempt at once (default) or after one interval. */
  immediate?: boolean | undefined
}

/**
 * Polls until an attempt gives a value, an attempt throws, the time runs out or the signal aborts
 * (a login channel's status every 2 s for 120 s, cross-app popup checks every 300 ms for 2 min).
 * Attempts never overlap: the next one is scheduled after the previous settled.
 */
export function pollUntil<T>({
  attempt, intervalMs, timeoutMs, onTimeout, signal, timers = defaultTimers, immediate = true,
}: PollUntilParameters<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const inFlight = new AbortController()
    let settled = false
    let tick: unknown
    let deadline: unknown
    const finish = (settle: () => void) => {
      if (settled) return
      settled = true
      timers.clearTimeout(tick)
      timers.clearTimeout(deadline)
      signal?.removeEventListener('abort', onAbort)
      inFlight.abort()
      settle()
    }
    const onAbort = () => finish(() => reject(signal?.reason))
    const run = async () => {
      try {
        const value = await attempt(inFlight.signal)
        if (settled) return
        if (value === undefined) tick = timers.setTimeout(run, intervalMs)
        else finish(() => resolve(value))
      } catch (error) {
        finish(() => reject(error))
      }
    }
    signal?.addEventListener('abort', onAbort, { once: true })
    deadline = timers.setTimeout(() => finish(() => reject(onTimeout())), timeoutMs)
    if (immediate) void run()
    else tick = timers.setTimeout(run, intervalMs)
  })
}
