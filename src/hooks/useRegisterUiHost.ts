'use client'
import { useCallback, useEffect } from 'react'
import { registerUiHost, resetFlows, type UiHost } from '../core/index.js'
import { useFoyerClient } from './context.js'
import { useLatest } from './internal.js'

/**
 * For UI that answers openers such as `login()`: the default modal uses it, and so can a host's
 * own modal. The latest `host` callbacks are always used; registration lasts while mounted.
 */
export function useRegisterUiHost(host: UiHost): void {
  const client = useFoyerClient()
  const latest = useLatest(host)
  const kind = host.kind
  useEffect(
    () =>
      registerUiHost(client, {
        kind,
        open: (request) => latest.current.open(request),
        close: () => latest.current.close(),
      }),
    [client, kind, latest],
  )
}

/** Clears every auth flow's state (the modal does it 200 ms after closing). */
export function useResetAuthFlows(): () => void {
  const client = useFoyerClient()
  return useCallback(() => resetFlows(client), [client])
}
