'use client'
import { useEffect, useState } from 'react'

/** Re-renders every `intervalMs` while `active` (for countdowns that read the clock in render). */
export function useTick(active: boolean, intervalMs = 250): void {
  const [, setTick] = useState(0)
  useEffect(() => {
    if (!active) return
    const id = setInterval(() => setTick((n) => n + 1), intervalMs)
    return () => clearInterval(id)
  }, [active, intervalMs])
}
