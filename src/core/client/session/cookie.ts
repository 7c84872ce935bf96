import { REFRESH_MARKER_COOKIE_DAYS, REFRESH_MARKER_COOKIE_NAME } from '../../constants.js'

/**
 * The refresh-marker cookie (30 days) tells a later page load that a session may exist even
 * when refresh credentials live in an httpOnly cookie the kit cannot read.
 */
type CookieDocument = { cookie: string; location?: { protocol?: string } }
const doc = () => (globalThis as { document?: CookieDocument }).document

const cookieName = (appId: string) => `${REFRESH_MARKER_COOKIE_NAME}-${appId}`

export function setRefreshMarker(appId: string): void {
  const d = doc()
  if (!d) return
  const secure = (globalThis as { location?: { protocol?: string } }).location?.protocol === 'https:' ? '; Secure' : ''
  d.cookie = `${cookieName(appId)}=t; Max-Age=${REFRESH_MARKER_COOKIE_DAYS * 24 * 60 * 60}; Path=/; SameSite=Lax${secure}`
}

export function clearRefreshMarker(appId: string): void {
  const d = doc()
  if (!d) return
  d.cookie = `${cookieName(appId)}=; Max-Age=0; Path=/; SameSite=Lax`
}

export function hasRefreshMarker(appId: string): boolean {
  const d = doc()
  if (!d) return false
  return d.cookie.split(/;\s*/).some((part) => part === `${cookieName(appId)}=t`)
}
