'use client'
import { useEffect, useRef } from 'react'

/**
 * Returns the focus to the element that had it when `open` turned true (the opener), once `open`
 * turns false and the focus was left on nothing (the page's body). headless UI restores it
 * itself only when its code had loaded before the opener took the focus — not so for a dialog
 * whose chunk loads on `login()`.
 */
export function useReturnFocus(open: boolean): void {
  const opener = useRef<HTMLElement | null>(null)
  const wasOpen = useRef(false)
  if (open && !wasOpen.current) {
    const active = typeof document === 'undefined' ? null : document.activeElement
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null
  }
  wasOpen.current = open
  useEffect(() => {
    const element = opener.current
    if (open || !element) return
    opener.current = null
    // After headless UI's own restore (a microtask after the dialog unmounts) has had its turn.
    const id = setTimeout(() => {
      const active = element.ownerDocument.activeElement
      if (element.isConnected && (active === null || active === element.ownerDocument.body)) element.focus()
    })
    return () => clearTimeout(id)
  }, [open])
}
