/**
 * In-app browser detection. Pure: pass a User-Agent string.
 */
const IN_APP_BROWSER_PATTERNS: readonly RegExp[] = [
  /Instagram/i,
  /FBAN|FBAV|FB_IAB|FBIOS/,
  /\bLine\//i,
  /Twitter|TwitterAndroid/i,
  /musical_ly|TikTok|BytedanceWebview/i,
  /LinkedInApp/i,
  /Snapchat/i,
  // Android WebView marker ("; wv)") and iOS WebViews (AppleWebKit without "Safari/").
  /;\s*wv\)/,
  /\b(iPhone|iPod|iPad)\b(?!.*Safari\/).*AppleWebKit/i,
]

/** True when `userAgent` looks like an app's embedded browser (Instagram, Facebook, LINE, a WebView …). */
export function isInAppBrowser(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false
  return IN_APP_BROWSER_PATTERNS.some((pattern) => pattern.test(userAgent))
}

/** The page's User-Agent, or '' outside a browser. Never read at import time. */
export function currentUserAgent(): string {
  return (globalThis as { navigator?: { userAgent?: string } }).navigator?.userAgent ?? ''
}
