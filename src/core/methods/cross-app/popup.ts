import { CROSS_APP_CLOSED_POLL_MS, CROSS_APP_POPUP_HEIGHT, CROSS_APP_POPUP_WIDTH, CROSS_APP_TIMEOUT_MS } from './constants.js'
import { CrossAppUserRejectedError } from './errors.js'
import { messageFrom } from '../../utils/messages.js'
import { pollUntil } from '../../utils/poll.js'
import { centredPopupFeatures, openBrowserPopup, type PopupScreen } from '../../utils/popup.js'
import type { Timers } from '../../utils/timers.js'

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

/** `width=440,height=680,left=…,top=…`: the popup centred over the opener. */
export function crossAppPopupFeatures(screen: PopupScreen = {}): string {
  return centredPopupFeatures({ width: CROSS_APP_POPUP_WIDTH, height: CROSS_APP_POPUP_HEIGHT }, screen)
}

/** The real browser window (only touched when a login starts, never at import time). */
export function browserCrossAppWindow(): CrossAppWindow {
  const w = globalThis as unknown as Window
  // Only the popup this login opened may answer (its origin is checked by the caller).
  let opened: Window | null = null
  return {
    open(features) {
      const popup = openBrowserPopup('foyer-cross-app', features)
      opened = popup?.window ?? null
      return popup
    },
    onMessage(listener) {
      const handler = (event: MessageEvent) => messageFrom(event, { source: opened }) && listener({ origin: event.origin, data: event.data })
      w.addEventListener('message', handler)
      return () => w.removeEventListener('message', handler)
    },
  }
}

/** The features for the real window (centred over it). */
export const browserPopupFeatures = () => crossAppPopupFeatures(globalThis as unknown as PopupScreen)

/** One wait for a provider app's popup: the popup, the window it answers, the provider's origin, the run's timers and signal. */
export type ProviderWait = {
  popup: CrossAppPopup
  browser: CrossAppWindow
  providerOrigin: string
  timers: Timers | undefined
  signal: AbortSignal
}

/** What a provider's message says: its answer, its error, or nothing for this wait (undefined: ignored). */
export type ProviderReading<T> = { answer: T } | { error: string } | undefined

/**
 * Waits for the provider app's answer in its popup: the first message from `providerOrigin` that
 * `read` understands. Checks every 300 ms whether the popup was closed ('User rejected request');
 * gives up with `timedOut()` after CROSS_APP_TIMEOUT_MS; a provider error becomes `failed(error)`.
 * `signal` (the run's) stops the checks when the run ends.
 */
export function waitForProviderAnswer<T>({ popup, browser, providerOrigin, timers, signal, read, failed, timedOut }: ProviderWait & {
  read: (message: Record<string, unknown>) => ProviderReading<T>
  failed: (error: string) => Error | Promise<Error>
  timedOut: () => Error
}): Promise<T> {
  let received: ProviderReading<T> = undefined
  const stop = browser.onMessage(({ origin, data }) => {
    // Only the provider app may answer; anything else (other frames, extensions) is ignored.
    if (origin !== providerOrigin || typeof data !== 'object' || data === null || received) return
    received = read(data as Record<string, unknown>)
  })
  return pollUntil<T>({
    intervalMs: CROSS_APP_CLOSED_POLL_MS,
    timeoutMs: CROSS_APP_TIMEOUT_MS,
    onTimeout: timedOut,
    immediate: false,
    timers,
    signal,
    attempt: async () => {
      const reading = received as ProviderReading<T>
      if (reading && 'error' in reading) throw await failed(reading.error)
      if (reading) return reading.answer
      if (popup.closed) throw new CrossAppUserRejectedError({ details: 'The popup was closed' })
      return undefined
    },
  }).finally(stop)
}
