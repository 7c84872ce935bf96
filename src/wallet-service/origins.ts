/** Which host origins the wallet service answers, and where it agrees to run. */

/**
 * True when `origin` is one of `allowed`. An entry is an exact origin (`https://app.example.com`)
 * or an origin with any port (`http://localhost:*`). Nothing else (no host wildcards, no paths).
 */
export function isAllowedOrigin(origin: unknown, allowed: readonly string[]): boolean {
  if (typeof origin !== 'string' || origin === '' || origin === 'null') return false
  const parsed = parseOrigin(origin)
  if (!parsed) return false
  return allowed.some((entry) => {
    const anyPort = entry.endsWith(':*')
    const pattern = parseOrigin(anyPort ? entry.slice(0, -2) : entry)
    if (!pattern) return false
    return anyPort
      ? pattern.protocol === parsed.protocol && pattern.hostname === parsed.hostname
      : pattern.origin === parsed.origin
  })
}

function parseOrigin(value: string): { origin: string; protocol: string; hostname: string } | null {
  try {
    const url = new URL(value)
    if (url.username || url.password || url.pathname.replace(/^\/$/, '') !== '' || url.search || url.hash) return null
    // Extension schemes are not "special": their URL origin is 'null', so spell it out.
    const origin = url.origin === 'null' ? `${url.protocol}//${url.host}` : url.origin
    if (!url.host) return null
    return { origin, protocol: url.protocol, hostname: url.hostname }
  } catch {
    return null
  }
}

const EXTENSION_PROTOCOLS = ['chrome-extension:', 'moz-extension:', 'safari-web-extension:', 'ms-browser-extension:']

/** True for an IPv4 or IPv6 literal host (as `URL.hostname` gives them: IPv6 in brackets). */
const isIpAddress = (hostname: string) =>
  /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || /^\[[0-9a-f:.]+\]$/i.test(hostname)

/** Where an embedded wallet may run: https, or http on localhost, an IP address, or an extension origin. */
export function isAllowedPageLocation({ protocol, hostname }: { protocol: string; hostname: string }): boolean {
  if (protocol === 'https:' || EXTENSION_PROTOCOLS.includes(protocol)) return true
  if (protocol !== 'http:') return false
  return hostname === 'localhost' || hostname.endsWith('.localhost') || isIpAddress(hostname)
}
