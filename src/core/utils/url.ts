/**
 * Reading and cleaning the page URL for parameters read at page load (a provider's redirect
 * back, a method's login data, wallet deep links). Nothing here touches `window` at import time; every
 * function is safe outside a browser.
 *
 * ONE mechanism for every reader: `consumeUrlParams(reader)` takes a reader's parameters from the
 * page URL once — it removes them from the URL at once (before the caller acts on them) and
 * remembers the consumption per page, so a second client starting on the same URL, a remount, or a
 * browser that refused `history.replaceState` never acts on them twice.
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

/** A page address: read it, rewrite it without a reload. */
export type PageUrl = {
  read(): string | null
  replace(url: string): void
}

/** The browser page (location + history.replaceState): one object per page, so consumption is per page. */
export const browserPageUrl: PageUrl = { read: currentUrl, replace: replaceCurrentUrl }

/**
 * The page a reader works on: the browser page, or — when a test injects `url` / `replaceUrl` —
 * a one-off page over them (its consumption record is its own, so every injected call reads afresh).
 */
export function pageFrom({ url, replaceUrl }: RedirectReturnParameters = {}): PageUrl {
  if (url === undefined && replaceUrl === undefined) return browserPageUrl
  let current = url ?? currentUrl()
  return {
    read: () => current,
    replace: (next) => {
      current = next
      ;(replaceUrl ?? replaceCurrentUrl)(next)
    },
  }
}

/** What a reader found in a URL: its value and the parts of the URL it used. */
export type UrlParamsMatch<T> = {
  value: T
  /** Query parameters to remove from the URL. */
  params: readonly string[]
  /** A hash-fragment key whose hash is dropped (e.g. `tgWebAppData`). */
  hashKey?: string | undefined
}

/** A reader of parameters carried by the page URL at load. `read` is pure. */
export type UrlParamsReader<T> = {
  /** Names the reader: consumption is recorded per reader and URL. */
  id: string
  read(url: string): UrlParamsMatch<T> | null
}

export type ConsumedUrlParams<T> = {
  value: T
  /** The URL as it was, before the parameters were removed. */
  url: string
  /** The URL as it is now (the parameters removed; other parameters and the hash kept). */
  cleanedUrl: string
}

const consumed = new WeakMap<PageUrl, Set<string>>()

/**
 * Takes a reader's parameters from the page URL ONCE: returns what the reader found and removes
 * those parameters from the URL right away (every other parameter and the hash are kept). A
 * second call for the same reader on the same page URL returns null — even when the browser
 * refused to rewrite the URL. Null too when the URL carries nothing for the reader, or there is
 * no page URL (server).
 */
export function consumeUrlParams<T>(
  reader: UrlParamsReader<T>,
  page: PageUrl = browserPageUrl,
): ConsumedUrlParams<T> | null {
  const url = page.read()
  if (!url) return null
  const match = reader.read(url)
  if (!match) return null
  let seen = consumed.get(page)
  if (!seen) consumed.set(page, (seen = new Set()))
  const key = `${reader.id}\n${url}`
  if (seen.has(key)) return null
  const cleanedUrl = removeUrlParams(url, match.params, match.hashKey)
  seen.add(key)
  if (cleanedUrl !== url) page.replace(cleanedUrl)
  return { value: match.value, url, cleanedUrl }
}
