/** Telegram login: routes, URL parameters and timings. */
export const TELEGRAM_PATHS = {
  authenticate: '/api/v1/telegram/authenticate',
  link: '/api/v1/telegram/link',
  unlink: '/api/v1/telegram/unlink',
  transfer: '/api/v1/telegram/transfer',
} as const
/** Telegram login parameters read from the URL at page load. */
export const TELEGRAM_AUTH_PARAMS = ['id', 'first_name', 'last_name', 'username', 'photo_url', 'auth_date', 'hash'] as const
/** The hash-fragment key of Telegram web-app data. */
export const TELEGRAM_WEB_APP_DATA_PARAM = 'tgWebAppData'
/** How long the login widget script may take to load. */
export const TELEGRAM_SCRIPT_LOAD_TIMEOUT_MS = 15_000
