/**
 * Checks on URLs that come from data the kit does not write itself (the app config a server
 * sends, wallets announcing themselves) before they reach an `href` or an `<img src>`: React 18
 * renders `javascript:` hrefs as they are, and a wallet may announce any icon URL.
 */

/** Loopback host names: localhost (and *.localhost), 127.0.0.0/8, [::1]. */
const isLoopbackHost = (hostname: string) =>
  hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname)

export type SafeUrlOptions = {
  /** Also accept `http:` on loopback hosts (localhost, 127.0.0.1, [::1]); default true. */
  allowHttpOnLocalhost?: boolean | undefined
}

/** The parsed URL when it is https (or http on loopback, when allowed); else null. */
function webUrl(value: string, base: string | undefined, { allowHttpOnLocalhost = true }: SafeUrlOptions): URL | null {
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    return null
  }
  if (url.protocol === 'https:') return url
  if (url.protocol === 'http:' && allowHttpOnLocalhost && isLoopbackHost(url.hostname)) return url
  return null
}

/**
 * `url` when it may be a link's `href`: an https URL (http on localhost / 127.0.0.1 / [::1] unless
 * `allowHttpOnLocalhost: false`), or a path on the page's own origin (`/terms`). Anything else —
 * `javascript:`, `data:`, `vbscript:`, unparseable text, http to another host — is null.
 */
export function safeHref(url: string | null | undefined, options: SafeUrlOptions = {}): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null
  const value = url.trim()
  // A path (not a scheme, not protocol-relative) stays on the page's origin.
  if (/^\/(?![/\\])/.test(value)) return value
  return webUrl(value, undefined, options) ? value : null
}

/** `data:image/*` media types an `<img>` may show (an SVG in an `<img>` runs no script). */
const DATA_IMAGE = /^data:image\/(png|jpeg|jpg|gif|webp|avif|bmp|svg\+xml|x-icon|vnd\.microsoft\.icon)[;,]/i

/**
 * Whether `src` may be an `<img src>` from untrusted data (wallet icons, logos): a
 * `data:image/…` URI or an https URL (http on loopback unless `allowHttpOnLocalhost: false`).
 */
export function isSafeImageSrc(src: string | null | undefined, options: SafeUrlOptions = {}): src is string {
  if (typeof src !== 'string') return false
  const value = src.trim()
  return DATA_IMAGE.test(value) || webUrl(value, undefined, options) !== null
}

/** `src` when `isSafeImageSrc`, else null. */
export const safeImageSrc = (src: string | null | undefined, options?: SafeUrlOptions): string | null =>
  isSafeImageSrc(src, options) ? src.trim() : null
