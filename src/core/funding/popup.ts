import type { FoyerClient } from '../client/types.js'
import { openBrowserPopup, type BrowserPopup } from '../utils/popup.js'

/** A card provider's popup: opened empty inside the click, then sent to the provider's page. */
export type FundingPopup = BrowserPopup

/** The browser surface of a card purchase, injectable for tests (`setFundingWindow`). */
export type FundingWindow = {
  /** Opens an empty popup; null when the browser blocked it. */
  open(): FundingPopup | null
}

/** The popup's size. */
export const FUNDING_POPUP_FEATURES = 'width=440,height=680'

const windows = new WeakMap<FoyerClient, FundingWindow>()

/** Replaces the browser window funding opens popups in (tests, or a host with its own windowing). */
export function setFundingWindow(client: FoyerClient, window: FundingWindow | null): void {
  if (window) windows.set(client, window)
  else windows.delete(client)
}

/** The real browser window (touched only when a purchase starts). */
const browserFundingWindow = (): FundingWindow => ({ open: () => openBrowserPopup('foyer-funding', FUNDING_POPUP_FEATURES) })

/** Where this client opens funding popups. */
export const fundingWindowOf = (client: FoyerClient): FundingWindow => windows.get(client) ?? browserFundingWindow()
