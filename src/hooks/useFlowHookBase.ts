'use client'
import { useCallback } from 'react'
import type { AuthResult, FoyerClient, WatchParameters } from '../core/index.js'
import { useFoyerClient } from './context.js'
import { useLatest, useReport, useWatched, type FlowCallbacks } from './internal.js'

/**
 * What every flow hook starts with: the client, the flow state (a getX/watchX pair), `report`
 * (failures to onError) and `complete` (results to onComplete). Shared by the SIWS hooks (and
 * free for others).
 */
export function useFlowHookBase<T>(
  get: (client: FoyerClient) => T,
  watch: (client: FoyerClient, parameters: WatchParameters<T>) => () => void,
  parameters: FlowCallbacks<AuthResult>,
) {
  const client = useFoyerClient()
  const state = useWatched(client, get, watch)
  const callbacks = useLatest(parameters)
  const report = useReport(callbacks)
  const complete = useCallback((r: AuthResult) => callbacks.current.onComplete?.(r), [callbacks])
  return { client, state, report, complete }
}
