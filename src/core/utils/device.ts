import { MOBILE_BREAKPOINT_PX } from '../constants.js'

const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|webOS|BlackBerry|IEMobile|Opera Mini/i

/**
 * Mobile layout: a viewport at most 440 px wide, or a
 * mobile User-Agent. Pure: the caller passes what it read from the page.
 */
export function isMobileDevice({ viewportWidth, userAgent }: { viewportWidth?: number | null; userAgent?: string | null }): boolean {
  if (typeof viewportWidth === 'number' && viewportWidth > 0 && viewportWidth <= MOBILE_BREAKPOINT_PX) return true
  return MOBILE_USER_AGENT.test(userAgent ?? '')
}

/** Shortens a link for display: the first `length` characters and an ellipsis. */
export function truncateLink(link: string, length: number): string {
  return link.length > length ? `${link.slice(0, length)}…` : link
}
