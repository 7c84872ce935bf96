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

// ── Timeouts and polls ─────────────────────────────
export const DEFAULT_OPERATION_TIMEOUT_MS = 15_000
export const READY_CHECK_POLL_MS = 150
export const WALLET_PROXY_INIT_WAIT_MS = 15_000
export const WALLET_PROXY_INIT_WAIT_LONG_MS = 30_000
export const WALLET_OPERATION_TIMEOUT_MS = 60_000
export const WALLET_REQUEST_TIMEOUT_MS = 120_000
export const USER_OWNED_RECOVERY_WAIT_MS = 120_000

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
export const CODE_LENGTH = 6
export const RESEND_CODE_COUNTDOWN_MS = 30_000
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
export const TERMS_SCREEN_DELAY_MAX_MS = 1_400
export const SUCCESS_SCREEN_AUTO_CLOSE_MS = 2_500
export const TRANSFER_CLOSE_DELAY_MS = 1_000
export const COPY_CONFIRMATION_SHORT_MS = 1_500
export const COPY_CONFIRMATION_MS = 3_000
export const DELEGATION_RESULT_AUTO_CLOSE_MS = 2_500
export const AUTH_FLOW_RESET_AFTER_CLOSE_MS = 200
export const RECOVERY_DONE_AUTO_CLOSE_MS = 1_400
export const PASSWORD_DONE_AUTO_CLOSE_MS = 1_400
export const WALLET_CONNECT_SUCCESS_CLOSE_MS = 1_400
export const SIGN_SUCCESS_CLOSE_MS = 1_400
export const FUNDING_SUCCESS_CLOSE_MS = 4_000
export const CONNECT_WALLET_MIN_WAIT_BEFORE_EXPORT_MS = 1_000

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
export const WALLET_OVERFLOW_THRESHOLD = 4
export const WALLET_OVERFLOW_VISIBLE = 3
export const METHOD_LIST_MAX_HEIGHT_PX = 400
export const ACCORDION_MAX_HEIGHT_PX = 700

// ── Layout ─────────────────────────────────────────
export const MOBILE_BREAKPOINT_PX = 440
export const MODAL_WIDTH_PX = 360
export const MODAL_HEIGHT_PX = 620
export const MODAL_HEIGHT_COMPACT_PX = 480
export const QR_SIZE_DEFAULT_PX = 160
export const QR_SIZE_LOGIN_PX = 275
export const QR_SIZE_WALLET_PICKER_PX = 280
export const QR_ERROR_CORRECTION = 'Q' as const
export const DEFAULT_PHONE_COUNTRY = 'US'
export const ADDRESS_DISPLAY_PREFIX = 5
export const ADDRESS_DISPLAY_SUFFIX = 4

// ── Wallets and funding ────────────────────────────────────────
export const CREATE_ON_LOGIN_VALUES = ['off', 'all-users', 'users-without-wallets'] as const
export const COINBASE_STATUS_POLL_MS = 1_500
export const COINBASE_POPUP_CLOSED_LIMIT = 3
export const COINBASE_START_DELAY_MS = 5_000
export const MOONPAY_POLL_MS = 3_000
export const MOONPAY_ERROR_LIMIT = 3
export const MOONPAY_START_DELAY_MS = 8_000
export const BRIDGE_STATUS_POLL_MS = 1_000
export const MANUAL_BALANCE_POLL_MS = 2_000
export const PASSWORD_MIN_LENGTH = 6
export const PASSWORD_STRENGTH_MEDIUM = 0.5
export const PASSWORD_STRENGTH_STRONG = 0.9
export const PASSWORD_GENERATED_UNITS = 4
export const SPONSORED_PAYMASTER_EXPIRY_S = 300
export const BALANCE_DISPLAY_DECIMALS = 3
export const DECIMALS = { SOL: 9, USDC: 6, USDT: 6, ERC20_DEFAULT: 18 } as const
export const ARBITRUM_MAX_FEE_PERCENT_OF_BASE = 120
export const OP_STACK_MAX_FEE_PERCENT_OF_BASE = 126
export const DEFAULT_TRANSACTION_TYPE = 2
export const LEGACY_TRANSACTION_CHAIN_IDS = [56, 97, 23294, 23295] as const
export const SOLANA_CLUSTERS = ['mainnet-beta', 'devnet', 'testnet'] as const
export const DEFAULT_SOLANA_CLUSTER = 'mainnet-beta'
export const COINBASE_CHAIN_NAMES = ['ethereum', 'base', 'optimism', 'polygon', 'arbitrum', 'solana'] as const
export const MOONPAY_CURRENCY_CODES = [
  'ETH_ARBITRUM', 'USDC_ARBITRUM', 'AVAX_CCHAIN', 'ETH_BASE', 'USDC_BASE', 'CELO_CELO',
  'MATIC_POLYGON', 'USDC_POLYGON', 'ETH_ETHEREUM', 'USDC_ETHEREUM', 'SOL', 'USDC_SOL',
] as const
export const DEFAULT_MOONPAY_CURRENCY_CODE = 'ETH_ETHEREUM'
export const CLIENT_KIT_VERSIONS_SEEN = ['0.54.0', '2.22.0'] as const

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

