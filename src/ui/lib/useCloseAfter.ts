'use client'
import { useEffect } from 'react'

/** Calls `close` `ms` after `when` became true (a result screen that closes itself); cancelled if it turns false or unmounts. */
export function useCloseAfter(when: boolean, ms: number, close: () => void): void {
  useEffect(() => {
    if (!when) return
    const id = setTimeout(close, ms)
    return () => clearTimeout(id)
  }, [when, ms, close])
}
