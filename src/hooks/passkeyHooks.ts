'use client'
import { useCallback } from 'react'
import { passkeyFlow, type AuthResult, type FoyerClient, type PasskeyFlowState } from '../core/index.js'
import { useFoyerClient } from './context.js'
import { useLatest, useReport, useWatched, type FlowCallbacks } from './internal.js'

/** What the three passkey hooks share: the client, the one passkey flow state and the callbacks. */
export function usePasskeyFlow(parameters: FlowCallbacks<AuthResult>) {
  const client: FoyerClient = useFoyerClient()
  const state: PasskeyFlowState = useWatched(client, passkeyFlow.get, passkeyFlow.watch)
  const callbacks = useLatest(parameters)
  const report = useReport(callbacks)
  /** Runs a ceremony: `onComplete` with the result, or `onError`, then resolves/rejects. */
  const run = useCallback(
    (action: () => Promise<AuthResult>) => report(action, (r) => callbacks.current.onComplete?.(r)),
    [report, callbacks],
  )
  return { client, state, run, report }
}
