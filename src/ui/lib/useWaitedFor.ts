'use client'
import { useEffect, useState } from 'react'
import { useFoyerClient } from '../../hooks/internalApi.js'

/** How long a wallet's prompt may stay unanswered before its status screen offers help (ms). */
export const WALLET_HELP_AFTER_MS = 10_000

/** How often a wait is checked (ms). */
const CHECK_EVERY_MS = 500

/**
 * True once `active` has stayed true for `afterMs`, on the client's clock (`client.now()`); false
 * again as soon as it is not active, or when `key` changes (a new wait). Checked on an interval, so
 * tests drive it with fake timers and a story can shift the client's clock.
 */
export function useWaitedFor(active: boolean, afterMs: number, key = ''): boolean {
  const client = useFoyerClient()
  const [waited, setWaited] = useState(false)
  useEffect(() => {
    setWaited(false)
    if (!active) return
    const start = client.now()
    const id = setInterval(() => {
      if (client.now() - start < afterMs) return
      clearInterval(id)
      setWaited(true)
    }, CHECK_EVERY_MS)
    return () => clearInterval(id)
  }, [active, afterMs, key, client])
  return active && waited
}
