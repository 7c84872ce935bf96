'use client'
import { useEffect, useRef } from 'react'
import { UI_METHODS, type ScreenTarget } from '../methods/index.js'
import type { ScreenId } from '../screen-ids.js'

/** Every UI room's return-screen hook (a fixed list, so the hooks keep their order). */
const RETURN_SCREEN_HOOKS = UI_METHODS.flatMap((method) => (method.useReturnScreen ? [method.useReturnScreen] : []))

/**
 * When a login carried by the page URL starts finishing after a reload (a provider's redirect
 * back), calls `open` with the method's status screen, so the modal reopens on it by itself.
 * Observes the flows through their public hooks only (each UI room's `useReturnScreen`).
 */
export function useRedirectReturnScreen(open: (screen: ScreenId, params?: unknown) => void): void {
  const latest = useRef(open)
  latest.current = open
  const targets: (ScreenTarget | null)[] = RETURN_SCREEN_HOOKS.map((useReturnScreen) => useReturnScreen())
  const returning = targets.find((target) => target !== null) ?? null
  const screen = returning?.screen ?? null
  useEffect(() => {
    if (returning) latest.current(returning.screen, returning.params)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [screen])
}
