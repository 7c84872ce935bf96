'use client'
import { useCallback, useEffect, useRef } from 'react'
import { endUiFlow, uiFlow, type AuthResult, type FoyerError, type UiFlowKind } from '../core/internal.js'
import { useFoyerClient } from './context.js'
import { useLatest, useWatched } from './internal.js'

export type UiFlowCallbacks = {
  onSuccess?: ((result: AuthResult) => void) | undefined
  onError?: ((error: FoyerError) => void) | undefined
}

/**
 * Fires `onSuccess` / `onError` once per flow of the default UI of the given kinds: on success, or
 * when the user leaves (the last error seen, else USER_EXITED_AUTH_FLOW / _LINK_FLOW / _UPDATE_FLOW).
 */
export function useUiFlowCallbacks(kinds: readonly UiFlowKind[], callbacks: UiFlowCallbacks): void {
  const flow = useWatched(useFoyerClient(), uiFlow.get, uiFlow.watch)
  // useLatest, not useRun: the callbacks answer a flow's state as it is watched, not an action run here.
  const latest = useLatest(callbacks)
  const reported = useRef(flow.status === 'open' || flow.status === 'idle' ? 0 : flow.id)
  const kindsKey = kinds.join(',')
  useEffect(() => {
    if (!flow.kind || !kindsKey.split(',').includes(flow.kind) || reported.current === flow.id) return
    if (flow.status === 'succeeded' && flow.result) {
      reported.current = flow.id
      latest.current.onSuccess?.(flow.result)
    } else if (flow.status === 'failed' && flow.error) {
      reported.current = flow.id
      latest.current.onError?.(flow.error)
    }
  }, [flow, kindsKey, latest])
}

/**
 * For UI that closes (the default modal and embed, or a host's own): ends the flow it was opened
 * for — callbacks then report the exit (or the last error) unless the flow already succeeded.
 */
export function useEndUiFlow(): () => void {
  const client = useFoyerClient()
  return useCallback(() => void endUiFlow(client), [client])
}
