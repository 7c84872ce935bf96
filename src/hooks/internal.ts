'use client'
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { FoyerClient, UiHost, Value, WatchParameters } from '../core/internal.js'

type UiHostKind = UiHost['kind']
import { useFoyerClient } from './context.js'

/** Subscribes a component to a piece of client state (a flow or a value of the core). */
export function useValue<T>(value: Pick<Value<T>, 'get' | 'watch'>): T {
  return useWatched(useFoyerClient(), value.get, value.watch)
}

/** Subscribes a component to one getX/watchX pair of the core. */
export function useWatched<T>(
  client: FoyerClient,
  get: (client: FoyerClient) => T,
  watch: (client: FoyerClient, parameters: WatchParameters<T>) => () => void,
): T {
  const subscribe = useCallback((notify: () => void) => watch(client, { onChange: notify }), [client, watch])
  const read = useCallback(() => get(client), [client, get])
  return useSyncExternalStore(subscribe, read, read)
}

/**
 * Keeps the latest value in a ref, so changing callbacks never re-runs anything. Hooks use it
 * through `useFlow` / `useRun`; directly only where a long-lived registration (an event listener,
 * a UI host) calls back into the component.
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value)
  useEffect(() => {
    ref.current = value
  })
  return ref
}

/** Flow-hook callbacks: `onComplete` with the result, `onError` with the error (it carries `code`). */
export type FlowCallbacks<TResult> = {
  onComplete?: ((result: TResult) => void) | undefined
  onError?: ((error: import('../core/internal.js').FoyerError) => void) | undefined
}

/**
 * THE shape of a hook whose actions are not a flow's (unlink, wallets, MFA, transfer, logout):
 * `const run = useRun({ onComplete, onError })`, and each action wrapped in `run`. A failure goes
 * to `onError` (then rethrows); with `complete`, success goes to `onComplete` — with the result
 * (`true`) or what `complete` makes of it. The callbacks read are the latest ones: changing them
 * re-runs nothing. (`useFlow` is the same for flow hooks.)
 */
export function useRun<TResult>(callbacks: FlowCallbacks<TResult>) {
  const latest = useLatest(callbacks)
  return useCallback(
    async <R,>(action: () => Promise<R>, complete?: true | ((result: R) => TResult)): Promise<R> => {
      try {
        const result = await action()
        if (complete) latest.current.onComplete?.(complete === true ? (result as unknown as TResult) : complete(result))
        return result
      } catch (error) {
        latest.current.onError?.(error as import('../core/internal.js').FoyerError)
        throw error
      }
    },
    [latest],
  )
}

/**
 * Registers a UI as an overlay host while mounted (`register` of an overlay-host registry) and
 * answers whether it is the one that shows the overlays (`isActive`), re-rendering on changes.
 */
export function useOverlayHost<H extends { kind: UiHostKind; notify: () => void }>(
  kind: UiHostKind,
  register: (client: FoyerClient, host: H) => () => void,
  isActive: (client: FoyerClient, host: H) => boolean,
): boolean {
  const client = useFoyerClient()
  const [active, setActive] = useState(false)
  useEffect(() => {
    const host = { kind, notify: () => setActive(isActive(client, host)) } as H
    const unregister = register(client, host)
    return () => {
      unregister()
      setActive(false)
    }
  }, [client, kind, register, isActive])
  return active
}
