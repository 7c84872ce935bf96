'use client'
import { useCallback, useEffect, useRef, useState } from 'react'
import { constants } from '../../hooks/internalApi.js'

/** Copies text to the clipboard; `copied` stays true for the copy confirmation time (3 s). */
export function useCopy(confirmationMs: number = constants.COPY_CONFIRMATION_MS) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const copy = useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text)
      } catch {
        return false
      }
      setCopied(true)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setCopied(false), confirmationMs)
      return true
    },
    [confirmationMs],
  )
  return { copied, copy }
}
