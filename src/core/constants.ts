/**
 * Every business constant of the product spec (both files), named, in one place.
 * Durations are milliseconds unless the name says otherwise.
 */

// ── HTTP ───────────────────────────────────────────────────
export const REQUEST_TIMEOUT_MS = 20_000
export const REQUEST_MAX_RETRIES = 3
export const REQUEST_RETRY_BASE_DELAY_MS = 500
/** Each retry waits base × 3^n: 500, 1500, 4500 ms. */
export const REQUEST_RETRY_FACTOR = 3
export const RETRYABLE_STATUSES = [408, 409, 425, 500, 502, 503, 504] as const
export const RATE_LIMIT_MESSAGE_MARKER = 'code 429'

// ── API paths ──────────────────────────────────────────────────
export const API_PATHS = {
  appConfig: (appId: string) => `/api/v1/apps/${encodeURIComponent(appId)}`,
  analyticsEvents: '/api/v1/analytics_events',
  sessions: '/api/v1/sessions',
  logout: '/api/v1/sessions/logout',
  usersMe: '/api/v1/users/me',
  acceptTerms: '/api/v1/users/me/accept_terms',
} as const

// ── Session ────────────────────────────────────────────
export const TOKEN_EXPIRY_MARGIN_MS = 30_000
export const REFRESH_MARKER_COOKIE_DAYS = 30
export const REFRESH_MARKER_COOKIE_NAME = 'foyer-session'
/** Web Locks name of the one-refresh-at-a-time lock across tabs: `foyer:{appId}:refresh`. */
export const refreshLockName = (appId: string) => `foyer:${appId}:refresh`
/** Storage-lease fallback (no Web Locks): a held lease older than this counts as abandoned. */
export const REFRESH_LEASE_TTL_MS = 30_000
/** Storage-lease fallback: wait after writing a lease before trusting it (another tab may write too). */
export const REFRESH_LEASE_SETTLE_MS = 25
/** Storage-lease fallback: how often a waiting tab looks at the lease again. */
export const REFRESH_LEASE_POLL_MS = 100
/**
 * Web Locks name of the mark a tab holds after it rotated a refresh token away (`fingerprint`:
 * base64url SHA-256 of that token): `foyer:{appId}:rotated:{fingerprint}`.
 */
export const rotatedRefreshLockName = (appId: string, fingerprint: string) => `foyer:${appId}:rotated:${fingerprint}`
/** How long the tab that rotated a refresh token holds its mark (other tabs' storage catches up within milliseconds). */
export const REFRESH_ROTATION_MARK_MS = 30_000
/** How long a tab waits for tokens another tab rotated to reach its view of the storage. */
export const REFRESH_ROTATION_WAIT_MS = 5_000
/** How often it looks at the storage meanwhile. */
export const REFRESH_ROTATION_POLL_MS = 20

// ── Timeouts and polls ─────────────────────────────
export const WALLET_REQUEST_TIMEOUT_MS = 120_000

// ── MFA ────────────────────────────────────────
export const MFA_MAX_ATTEMPTS = 4
export const MFA_CODE_WAIT_MS = 300_000
export const MFA_OPERATION_TIMEOUT_MS = 1_260_000
/** Header carrying the MFA token on a request the server protects with MFA. */
export const MFA_TOKEN_HEADER = 'foyer-mfa-token'
/** MFA routes every factor shares (each factor's own routes are in its file, src/core/mfa/factors/). */
export const MFA_API_PATHS = {
  unenroll: '/api/v1/mfa/unenroll',
} as const

// ── Codes ──────────────────────────────────────────────────────
/** Digits of an e-mail or SMS one-time code. */
export const CODE_LENGTH = 6
/** How long 'Resend code' waits after a code was sent. */
export const RESEND_CODE_COUNTDOWN_MS = 30_000
/** How long a wrong code stays in the boxes (shaking) before they clear. */
export const INVALID_CODE_CLEAR_DELAY_MS = 1_400
export const LOGIN_MESSAGE_MAX_LENGTH = 100

// ── Captcha ────────────────────────────────────────────────
export const CAPTCHA_MAX_RETRIES = 3
export const CAPTCHA_READY_DELAY_MS = 500
export const CAPTCHA_SUCCESS_DELAY_MS = 1_000
export const CAPTCHA_AUTO_CONTINUE_MS = 2_000
export const CAPTCHA_LOW_LEVEL_WAIT_MS = 20_000
export const CAPTCHA_LOW_LEVEL_POLL_MS = 200
/** Cloudflare Turnstile's script (explicit rendering); host-settable as `captcha.scriptUrls.turnstile`. */
export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'
/** hCaptcha's script (explicit rendering); host-settable as `captcha.scriptUrls.hcaptcha`. */
export const HCAPTCHA_SCRIPT_URL = 'https://js.hcaptcha.com/1/api.js?render=explicit'
/** Site keys of the dev backend's test captcha start with this (`…pass`, `…fail`, `…invalid`, `…hang`). */
export const TEST_CAPTCHA_SITE_KEY_PREFIX = 'foyer-test-captcha-'
/** Dev backend only: the test captcha widget asks here for a token. */
export const TEST_CAPTCHA_TOKEN_PATH = '/__dev/captcha/token'
/** How long a script-loaded captcha (Turnstile, hCaptcha) may take to load. */
export const CAPTCHA_SCRIPT_LOAD_TIMEOUT_MS = 15_000

// ── Wallet connection ──────────────────────────────
export const WALLET_CONNECT_MAX_RETRIES = 2
export const CONNECTOR_READINESS_FALLBACK_MS = 1_500

// ── Screen timings ─────────────────────────────
export const POST_LOGIN_CLOSE_DELAY_MS = 1_400
export const TERMS_OR_WALLET_SCREEN_DELAY_MS = 900
export const TRANSFER_CLOSE_DELAY_MS = 1_000
export const COPY_CONFIRMATION_MS = 3_000
export const AUTH_FLOW_RESET_AFTER_CLOSE_MS = 200
export const WALLET_CONNECT_SUCCESS_CLOSE_MS = 1_400
/** The wallet-created screen ('Welcome to {app}' / 'All set!') closes itself after this (ms). */
export const WALLET_CREATED_CLOSE_MS = 2_500
/** A signed message's screen closes after this (ms); a sign-only transaction returns after it too. */
export const SIGN_SUCCESS_CLOSE_MS = 1_400
/** The recovery screens' success (recovered, password set when automatic, cloud backup done) closes after this (ms). */
export const RECOVERY_DONE_CLOSE_MS = 1_400
/** 'Connecting to your wallet' before the export frame lasts at least this long (ms). */
export const EXPORT_CONNECT_MIN_MS = 1_000

// ── Funding ────────────────────────────────────────────────
/** The funding success screen closes itself after this (ms). */
export const FUNDING_SUCCESS_CLOSE_MS = 4_000
/** First card provider: its status is first read this long after the popup opened (ms) … */
export const COINBASE_STATUS_START_MS = 5_000
/** … then every 1.5 s. */
export const COINBASE_STATUS_POLL_MS = 1_500
/** First card provider: status reads that saw the popup closed, without success, before the landing shows again. */
export const COINBASE_POPUP_CLOSED_LIMIT = 3
/** Second card provider: its status is first read this long after the popup opened (ms) … */
export const MOONPAY_STATUS_START_MS = 8_000
/** … then every 3 s. */
export const MOONPAY_STATUS_POLL_MS = 3_000
/** Second card provider: failed status reads (other than 404) that make a service failure. */
export const MOONPAY_STATUS_ERROR_LIMIT = 3
/** A bridge request's status is read this often (ms). */
export const BRIDGE_STATUS_POLL_MS = 1_000
/** The manual receive screen reads the balance this often (ms). */
export const MANUAL_BALANCE_POLL_MS = 2_000
/** 'Transfer from wallet': more wallets than this show the first FUNDING_WALLETS_SHOWN and 'More wallets'. */
export const FUNDING_WALLETS_OVERFLOW_ABOVE = 4
export const FUNDING_WALLETS_SHOWN = 3

// ── Limits ─────────────────────────────────────────────────
export const MAX_ACCOUNTS_PER_TYPE = 1
export const APP_ID_LENGTH = 25
export const PKCE_RANDOM_BYTES = 36
export const PRIMARY_LOGIN_SLOTS = 5
export const PRIMARY_LOGIN_SLOTS_WITH_OVERFLOW = 4
export const WALLET_SEARCH_THRESHOLD = 6
export const WALLET_LIST_ROW_HEIGHT_PX = 56
export const WALLET_LIST_ROW_GAP_PX = 5
export const WALLET_LIST_MAX_VISIBLE_ROWS = 5
export const METHOD_LIST_MAX_HEIGHT_PX = 400

// ── Layout ─────────────────────────────────────────
export const MOBILE_BREAKPOINT_PX = 440
export const QR_SIZE_DEFAULT_PX = 160
export const QR_SIZE_LOGIN_PX = 275
export const QR_SIZE_WALLET_PICKER_PX = 280
export const QR_ERROR_CORRECTION = 'Q' as const
export const DEFAULT_PHONE_COUNTRY = 'US'
/** The export frame's height: the private key alone, and with the seed phrase (px). */
export const EXPORT_FRAME_HEIGHT_PX = 132
export const EXPORT_FRAME_WITH_PHRASE_HEIGHT_PX = 268

// ── Storage keys (per app) ──────────────────────────────────────
export const STORAGE_KEYS = {
  accessToken: 'token',
  refreshToken: 'refresh_token',
  identityToken: 'id_token',
  analyticsId: 'caid',
  recentLoginMethod: 'recent_login_method',
  recentWalletClient: 'recent_wallet_client',
  recentChainType: 'recent_chain_type',
  activeWalletConnection: 'active_wallet_connection',
  /** The storage lease of the refresh lock when Web Locks are missing: `{ owner, expiresAt }`. */
  refreshLease: 'refresh_lease',
} as const

