'use client'
import { useEffect, useRef } from 'react'

/**
 * Calls `run` `ms` after `when` became true — a result screen that closes itself, a wrong code that
 * clears — counted from the render that shows it, so the state is seen for the whole delay even
 * when the page paints late. Cancelled when `when` turns false or the component unmounts; the
 * latest `run` is called (a new callback does not restart the wait).
 */
export function useRunAfter(when: boolean, ms: number, run: () => void): void {
  const latest = useRef(run)
  latest.current = run
  useEffect(() => {
    if (!when) return
    const id = setTimeout(() => latest.current(), ms)
    return () => clearTimeout(id)
  }, [when, ms])
}
