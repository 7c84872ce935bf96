/** A popup the kit opened empty, then sends to a page: whether it was closed, navigate, close. */
export type BrowserPopup = {
  readonly closed: boolean
  /** Loads a page in the (already open) popup. */
  navigate(url: string): void
  close(): void
}

/**
 * Opens an empty named popup in the page's window (call it in the user's click: browsers block a
 * popup opened later); its window and the popup, or null when blocked or when there is no window.
 */
export function openBrowserPopup(name: string, features: string): { window: Window; popup: BrowserPopup } | null {
  const w = globalThis as unknown as Window
  const opened = typeof w.open === 'function' ? w.open('', name, features) : null
  if (!opened) return null
  return {
    window: opened,
    popup: {
      get closed() {
        return opened.closed
      },
      navigate: (url) => opened.location.replace(url),
      close: () => opened.close(),
    },
  }
}
