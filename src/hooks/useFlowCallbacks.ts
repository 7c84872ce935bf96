'use client'
import { useEffect, useRef } from 'react'
import type { AuthResult, LoadingFlowState } from '../core/index.js'
import { useLatest, type FlowCallbacks } from './internal.js'

/**
 * For flows that finish outside the call that started them (a redirect return, a widget window):
 * calls `onComplete` / `onError` when the flow state this component sees turns `done` / `error`
 * (once per state change; states reached before mounting are not reported).
 */
export function useFlowCallbacks(state: LoadingFlowState, callbacks: FlowCallbacks<AuthResult>): void {
  const latest = useLatest(callbacks)
  const reported = useRef(state)
  useEffect(() => {
    if (reported.current === state) return
    reported.current = state
    if (state.status === 'done' && state.result) latest.current.onComplete?.(state.result)
    if (state.status === 'error' && state.error) latest.current.onError?.(state.error)
  }, [state, latest])
}
