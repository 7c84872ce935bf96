'use client'
import { useCallback, useEffect, useRef } from 'react'
import type { AuthResult, FoyerClient, FoyerError, Value } from '../core/internal.js'
import { useFoyerClient } from './context.js'
import { useLatest, useValue, type FlowCallbacks } from './internal.js'

/** What every flow's state carries: its status, the error of a failed step, the result once done. */
export type FlowStateBase = { status: string; error: FoyerError | null; result?: AuthResult | null | undefined }

/**
 * THE shape of a flow hook: the flow's state, and `run` for its actions. `onComplete` fires once
 * per result and `onError` once per error — whether the step was started by this component, by
 * another one (the default UI's screen) or at page load (a provider's redirect back). Results and
 * errors reached before this component mounted are not reported. A hook body:
 * `const { client, state, run } = useFlow(flow, parameters)` and its actions wrapped in `run`.
 */
export function useFlow<S extends FlowStateBase>(
  flow: Value<S>,
  callbacks: FlowCallbacks<AuthResult>,
  /**
   * Whether a state's result or error is this hook's to report, when several hooks share one flow
   * (e.g. one per ceremony); default: every one. Its own actions' outcomes are always reported.
   */
  owns: (state: S) => boolean = () => true,
) {
  const client: FoyerClient = useFoyerClient()
  const state = useValue(flow)
  // The base shape (with useRun): here, and in a few registrations, the latest callbacks are kept by useLatest.
  const latest = useLatest(callbacks)
  // What this component has reported (or saw before it mounted): each result and error once.
  const reported = useRef<WeakSet<object> | null>(null)
  if (reported.current === null) {
    reported.current = new WeakSet()
    if (state.result) reported.current.add(state.result)
    if (state.error) reported.current.add(state.error)
  }
  const report = useCallback(
    (kind: 'result' | 'error', value: unknown) => {
      const seen = reported.current!
      if (typeof value !== 'object' || value === null || seen.has(value)) return
      seen.add(value)
      if (kind === 'result') latest.current.onComplete?.(value as AuthResult)
      else latest.current.onError?.(value as FoyerError)
    },
    [latest],
  )
  const latestOwns = useLatest(owns)
  useEffect(() => {
    if (!latestOwns.current(state)) return
    if (state.status === 'done' && state.result) report('result', state.result)
    if (state.status === 'error' && state.error) report('error', state.error)
  }, [state, report, latestOwns])
  /** Runs an action: a result that is an AuthResult goes to onComplete, a failure to onError (then rethrows). */
  const run = useCallback(
    async <R,>(action: () => Promise<R>): Promise<R> => {
      try {
        const result = await action()
        if (isAuthResult(result)) report('result', result)
        return result
      } catch (error) {
        report('error', error)
        throw error
      }
    },
    [report],
  )
  return { client, state, run }
}

const isAuthResult = (value: unknown): value is AuthResult =>
  typeof value === 'object' && value !== null && 'user' in value && 'wasAlreadyAuthenticated' in value
