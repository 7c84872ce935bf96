'use client'
import { useCallback, useEffect, useRef } from 'react'
import { activeUiHost, registerUiHost, resetAuthFlows, type UiHost } from '../core/internal.js'
import { useFoyerClient } from './context.js'
import { useLatest } from './internal.js'

/**
 * For UI that answers openers such as `login()`: the default modal uses it, and so can a host's
 * own modal. The latest `host` callbacks are always used; registration lasts while mounted.
 * Returns `isActive()`: whether this host is the one that answers openers now (`pickUiHost`).
 */
export function useRegisterUiHost(host: UiHost): () => boolean {
  const client = useFoyerClient()
  // useLatest, not useRun: the host is registered once and calls the latest handlers (no action to run).
  const latest = useLatest(host)
  const registered = useRef<UiHost | null>(null)
  const kind = host.kind
  useEffect(() => {
    const entry: UiHost = {
      kind,
      open: (request) => latest.current.open(request),
      close: () => latest.current.close(),
      available: () => latest.current.available?.() ?? true,
    }
    registered.current = entry
    const unregister = registerUiHost(client, entry)
    return () => {
      registered.current = null
      unregister()
    }
  }, [client, kind, latest])
  return useCallback(() => registered.current !== null && activeUiHost(client) === registered.current, [client])
}

/** Clears every auth flow's state (the modal does it 200 ms after closing). */
export function useResetAuthFlows(): () => void {
  const client = useFoyerClient()
  return useCallback(() => resetAuthFlows(client), [client])
}
