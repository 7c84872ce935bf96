/** Wire shapes and public types of the dev backend (`foyer/testing`). */
import type { Hono } from 'hono'
import type { JSONWebKeySet } from 'jose'

export interface WireEmailAccount {
  type: 'email'
  address: string
  verified_at: number
  first_verified_at: number
  latest_verified_at: number
}

export interface WirePhoneAccount {
  type: 'phone'
  phoneNumber: string
  verified_at: number
  first_verified_at: number
  latest_verified_at: number
}

export type WireLinkedAccount = WireEmailAccount | WirePhoneAccount

export interface WireUser {
  id: string
  created_at: number
  linked_accounts: WireLinkedAccount[]
  mfa_methods: unknown[]
  has_accepted_terms: boolean
  is_guest: boolean
  custom_metadata: Record<string, unknown>
}

export interface WireTokenResponse {
  user: WireUser
  token: string
  refresh_token: string
  identity_token: string
  is_new_user: boolean
  session_update_action: 'set' | 'ignore' | 'clear'
  oauth_tokens: null
}

export interface WireAppConfig {
  id: string
  name: string
  logo_url: string | null
  legal: {
    terms_and_conditions_url: string | null
    privacy_policy_url: string | null
    require_users_accept_terms: boolean
  }
  intl: { default_country: string }
  appearance: {
    landing_header: string | null
    login_message: string | null
    wallet_chain_type: string
    color_scheme: 'light' | 'dark'
    login_group_priority: string | null
    hide_direct_web2_inputs: boolean
    wallet_list: string[]
  }
  login_methods: string[]
  login_methods_and_order: unknown | null
  login_config: { passkeys_for_signup_enabled: boolean }
  disable_plus_emails: boolean
  embedded_wallets: {
    mode: string
    require_user_owned_recovery_on_create: boolean
    ethereum: { create_on_login: string }
    solana: { create_on_login: string }
  }
  external_wallets: { wallet_connect: { enabled: boolean } }
  allowlist_config: {
    error_title: string | null
    error_detail: string | null
    error_cta_text: string | null
    error_cta_link: string | null
  }
  captcha_enabled: boolean
  captcha_site_key: string | null
  mfa: { no_prompt_on_mfa_required: boolean }
  smart_wallets: { enabled: boolean }
}

/** A recursive partial, used to merge app config overrides. */
export type DeepPartial<T> = T extends unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T

export interface Mail {
  to: string
  code: string
  /** ISO date string. */
  sentAt: string
}

export interface Fault {
  /** HTTP method to match (any when absent). */
  method?: string
  /** Exact path, or a prefix when it ends with `*`. */
  path: string
  /** Answer this status (with `body`, or a default error body). */
  status?: number
  body?: unknown
  /** Wait this long first; then answer `status` if given, else run the route. */
  delayMs?: number
  /** Answer a network error (`Response.error()`); the node server destroys the socket. */
  drop?: boolean
  /** How many requests it hits; unlimited when absent. */
  times?: number
}

export interface RequestLogEntry {
  method: string
  path: string
  /** ms timestamp from the backend clock. */
  at: number
}

export interface AnalyticsEvent {
  event_name: string
  client_id: string | null
  payload: unknown
  at: number
}

export interface DevBackendOptions {
  /** 25-character app id; `DEV_APP_ID` by default. */
  appId?: string
  /** Deep-merged over the default wire app config. */
  appConfig?: DeepPartial<WireAppConfig>
  /** Access token life; 3600 by default. */
  accessTokenTtlSeconds?: number
  /** Refresh token life; 30 days by default. */
  refreshTokenTtlSeconds?: number
  /** E-mail code life; 600 by default. */
  codeTtlSeconds?: number
  /** Per-identifier limit on `passwordless/init`; 5 per 60000 ms by default. */
  rateLimit?: { max: number; windowMs: number }
  /** ms clock; `Date.now` by default. */
  now?: () => number
  /** Called for each e-mail code sent. */
  onEmail?: (mail: Mail) => void
  /** When set, only these e-mail addresses may log in (403 `allowlist_rejected`). */
  allowlist?: string[]
  /** When set, sign-ups beyond this number of users fail (403 `max_accounts_reached`). */
  maxUsers?: number
}

export interface DevBackend {
  appId: string
  fetch(request: Request): Promise<Response>
  app: Hono
  mailbox: { list(): Mail[]; latest(to?: string): Mail | undefined }
  users: {
    list(): WireUser[]
    get(id: string): WireUser | undefined
    /** Seed a user with an e-mail and/or a phone account. */
    create(input: { email?: string; phoneNumber?: string }): WireUser
  }
  /** Start a session for an existing user, as a login would (for tests that start logged in). */
  createSession(userId: string): Promise<WireTokenResponse>
  faults: { add(fault: Fault): void; clear(): void; list(): Fault[] }
  requests: {
    list(): RequestLogEntry[]
    count(method: string, path: string): number
    clear(): void
  }
  analytics: { list(): AnalyticsEvent[] }
  /** The running wire app config. */
  appConfig(): WireAppConfig
  setAppConfig(partial: DeepPartial<WireAppConfig>): void
  /** Wipe users, sessions, codes, mailbox, faults, counters, logs; restore the initial app config. */
  reset(): void
  /** Make every access token issued so far count as expired. */
  expireAccessTokens(): void
  jwks(): Promise<JSONWebKeySet>
}
