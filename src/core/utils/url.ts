/**
 * Reading and cleaning the page URL for redirect returns (social OAuth, Telegram). Nothing here
 * touches `window` at import time; every function is safe outside a browser.
 */

/** The page's URL, or null outside a browser. */
export function currentUrl(): string | null {
  const href = (globalThis as { location?: { href?: string } }).location?.href
  return typeof href === 'string' && /^https?:/.test(href) ? href : null
}

/** Replaces the page's URL without a reload (history.replaceState); a no-op outside a browser. */
export function replaceCurrentUrl(url: string): void {
  const history = (globalThis as { history?: History }).history
  try {
    history?.replaceState(history.state, '', url)
  } catch {
    // A cross-origin or sandboxed page may refuse; the params then simply stay.
  }
}

/**
 * `url` without the query parameters `names` (and without the hash when `dropHashKey` is the
 * hash's first key, e.g. `#tgWebAppData=…`). Every other part is kept as is.
 */
export function removeUrlParams(url: string, names: readonly string[], dropHashKey?: string): string {
  const parsed = new URL(url)
  for (const name of names) parsed.searchParams.delete(name)
  if (dropHashKey && new URLSearchParams(parsed.hash.slice(1)).has(dropHashKey)) parsed.hash = ''
  return parsed.toString()
}

/** Where a redirect-based step runs: the URL to read and how to rewrite it (injectable for tests). */
export type RedirectReturnParameters = {
  /** The URL to read (default: the page's URL). */
  url?: string | undefined
  /** How to rewrite the URL once done (default: history.replaceState). */
  replaceUrl?: ((url: string) => void) | undefined
}
