/** Cross-app accounts: routes, the provider prefix, the popup and its timings. */
export const CROSS_APP_PATHS = {
  details: (providerAppId: string) => `/api/v1/apps/${encodeURIComponent(providerAppId)}/cross-app/details`,
  connections: (requesterAppId: string) => `/api/v1/apps/${encodeURIComponent(requesterAppId)}/cross-app/connections`,
} as const
/** A provider app as a login method and as the authorization-code routes' provider value: `privy:{providerAppId}`. */
export const CROSS_APP_PROVIDER_PREFIX = 'privy:'
export const CROSS_APP_POPUP_WIDTH = 440
export const CROSS_APP_POPUP_HEIGHT = 680
/** The popup's answer must come within 2 minutes. */
export const CROSS_APP_TIMEOUT_MS = 120_000
/** How often the popup is checked for being closed. */
export const CROSS_APP_CLOSED_POLL_MS = 300
/** postMessage types the provider app's popup answers with. */
export const CROSS_APP_MESSAGE_TYPES = { response: 'foyer:cross-app:action-response', error: 'foyer:cross-app:action-error' } as const
/** Storage key prefix of a provider's token (`cross_app_token:{providerAppId}`), per the popup's token action. */
export const CROSS_APP_TOKEN_KEY = 'cross_app_token'
/**
 * Analytics events of a cross-app signature request: `started` once the provider app's popup is
 * open, then `succeeded` or `failed` (payload: method, providerAppId, smartWallet; `failed` adds
 * the error's code).
 */
export const CROSS_APP_REQUEST_EVENTS = {
  started: 'cross_app_request_started',
  succeeded: 'cross_app_request_succeeded',
  failed: 'cross_app_request_failed',
} as const
