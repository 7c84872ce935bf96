/** The window features of a popup of `width` × `height` centred over the opener (`screen`: its position and size). */
export type PopupScreen = { screenX?: number; screenY?: number; outerWidth?: number; outerHeight?: number }

/** `width=…,height=…,left=…,top=…`: a popup of that size centred over the opener (clamped to the screen's top left). */
export function centredPopupFeatures({ width, height }: { width: number; height: number }, screen: PopupScreen = {}): string {
  const { screenX = 0, screenY = 0, outerWidth = width, outerHeight = height } = screen
  const left = Math.max(0, Math.round(screenX + (outerWidth - width) / 2))
  const top = Math.max(0, Math.round(screenY + (outerHeight - height) / 2))
  return `width=${width},height=${height},left=${left},top=${top}`
}

/** A popup the kit opened: whether the user closed it, loading a page in it, closing it. */
export type BrowserPopup = {
  readonly closed: boolean
  /** Loads `url` in the popup (replacing its blank page: no history entry). */
  navigate(url: string): void
  close(): void
}

/**
 * Opens an empty popup named `name` with `features` in the page's window (call it during the click
 * that asked for it); null when the browser blocked it. `window` is the popup's own window.
 */
export function openBrowserPopup(name: string, features: string): (BrowserPopup & { window: Window }) | null {
  const opener = globalThis as unknown as Partial<Window>
  // No window (a server, a worker): nothing to open, as when blocked.
  const popup = typeof opener.open === 'function' ? opener.open('', name, features) : null
  if (!popup) return null
  return {
    window: popup,
    get closed() {
      return popup.closed
    },
    navigate: (url) => popup.location.replace(url),
    close: () => popup.close(),
  }
}
