import { CROSS_APP_POPUP_HEIGHT, CROSS_APP_POPUP_WIDTH } from './constants.js'
import { messageFrom } from '../../utils/messages.js'
import { openBrowserPopup } from '../../utils/popup.js'

/** The popup the provider app runs in. */
export type CrossAppPopup = {
  readonly closed: boolean
  /** Loads the provider app's page in the (already open) popup. */
  navigate(url: string): void
  close(): void
}

/** A message received by the requester's window. */
export type ReceivedMessage = { origin: string; data: unknown }

/**
 * The browser surface of a cross-app login, injectable for tests: opening the popup, and the
 * requester window's `message` events.
 */
export type CrossAppWindow = {
  /** Opens an empty popup with these window features; null when blocked. */
  open(features: string): CrossAppPopup | null
  /** Subscribes to the window's messages; returns the unsubscribe. */
  onMessage(listener: (message: ReceivedMessage) => void): () => void
}

type Screen = { screenX?: number; screenY?: number; outerWidth?: number; outerHeight?: number }

/** `width=440,height=680,left=…,top=…`: the popup centred over the opener. */
export function crossAppPopupFeatures(screen: Screen = {}): string {
  const { screenX = 0, screenY = 0, outerWidth = CROSS_APP_POPUP_WIDTH, outerHeight = CROSS_APP_POPUP_HEIGHT } = screen
  const left = Math.max(0, Math.round(screenX + (outerWidth - CROSS_APP_POPUP_WIDTH) / 2))
  const top = Math.max(0, Math.round(screenY + (outerHeight - CROSS_APP_POPUP_HEIGHT) / 2))
  return `width=${CROSS_APP_POPUP_WIDTH},height=${CROSS_APP_POPUP_HEIGHT},left=${left},top=${top}`
}

/** The real browser window (only touched when a login starts, never at import time). */
export function browserCrossAppWindow(): CrossAppWindow {
  const w = globalThis as unknown as Window
  // Only the popup this login opened may answer (its origin is checked by the caller).
  let opened: Window | null = null
  return {
    open(features) {
      const result = openBrowserPopup('foyer-cross-app', features)
      opened = result?.window ?? null
      return result?.popup ?? null
    },
    onMessage(listener) {
      const handler = (event: MessageEvent) => messageFrom(event, { source: opened }) && listener({ origin: event.origin, data: event.data })
      w.addEventListener('message', handler)
      return () => w.removeEventListener('message', handler)
    },
  }
}

/** The features for the real window (centred over it). */
export const browserPopupFeatures = () => crossAppPopupFeatures(globalThis as unknown as Screen)
