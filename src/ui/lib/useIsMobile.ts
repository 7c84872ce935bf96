'use client'
import { useSyncExternalStore } from 'react'
import { constants, isMobileDevice } from '../../hooks/internalApi.js'

const query = () => `(max-width: ${constants.MOBILE_BREAKPOINT_PX}px)`

function subscribe(notify: () => void): () => void {
  const list = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query()) : null
  list?.addEventListener?.('change', notify)
  return () => list?.removeEventListener?.('change', notify)
}

const snapshot = () =>
  isMobileDevice({
    viewportWidth: typeof window !== 'undefined' ? window.innerWidth : null,
    userAgent: typeof navigator !== 'undefined' ? navigator.userAgent : null,
  })

/** The mobile layout (viewport ≤ 440 px or a mobile User-Agent); false while rendering on a server. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false)
}
