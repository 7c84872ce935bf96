import { centredPopupFeatures, openBrowserPopup, type BrowserPopup, type PopupScreen } from '../../../utils/popup.js'

/** The popup's size (as the other popups of the kit). */
export const RECOVERY_OAUTH_POPUP_SIZE = { width: 440, height: 680 } as const

/** The popup a cloud backup's consent runs in (Google's or Apple's page, then back on this page's origin). */
export type RecoveryOAuthPopup = BrowserPopup & {
  /**
   * The popup's URL once the provider sent it back to this page's origin (the redirect URL with
   * the return's parameters); null while it is on the provider's origin or blank.
   */
  returnUrl(): string | null
}

/** The browser surface of a cloud backup's consent, injectable for tests: opening its popup. */
export type RecoveryOAuthWindow = {
  /** Opens an empty popup with these window features; null when blocked. */
  open(features: string): RecoveryOAuthPopup | null
}

/** The popup's window features: 440x680, centred over the opener (`screen`: the opener's position and size). */
export const recoveryOAuthPopupFeatures = (screen: PopupScreen = {}): string => centredPopupFeatures(RECOVERY_OAUTH_POPUP_SIZE, screen)

/** The real browser window (only touched when a consent starts, never at import time). */
export function browserRecoveryOAuthWindow(): RecoveryOAuthWindow {
  const w = globalThis as unknown as Window
  return {
    open(features) {
      const popup = openBrowserPopup('foyer-recovery', features)
      if (!popup) return null
      return Object.assign(popup, {
        returnUrl() {
          try {
            // Reading another origin's location throws: the popup is still on the provider's page.
            const href = popup.window.location.href
            return /^https?:/.test(href) && new URL(href).origin === w.location.origin ? href : null
          } catch {
            return null
          }
        },
      })
    },
  }
}
