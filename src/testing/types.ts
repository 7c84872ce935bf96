/** Wire shapes and public types of the dev backend (`foyerkit/testing`). */
import type { Hono } from 'hono'
import type { JSONWebKeySet } from 'jose'
import type { DevChain, DevChainDescription, DevChainServer, FaucetRequest, FaucetResult } from './chains/types.js'
import type { DevBackendLimits } from './limits.js'
import type { DevScanOptions } from './scan.js'
import type { DevFundingDescription, DevFundingOptions } from './funding/types.js'

/** An e-mail account as the API sends it. */
export interface WireEmailAccount {
  type: 'email'
  address: string
  verified_at: number
  first_verified_at: number
  latest_verified_at: number
}

/** A phone account as the API sends it. */
export interface WirePhoneAccount {
  type: 'phone'
  phoneNumber: string
  verified_at: number
  first_verified_at: number
  latest_verified_at: number
}

/** A custom-auth account as the API sends it. */
export interface WireCustomAuthAccount {
  type: 'custom_auth'
  /** The `sub` of the host's verified JWT. */
  custom_user_id: string
  verified_at: number
  first_verified_at: number
  latest_verified_at: number
}

/** A social account: `type` is `{provider}_oauth` (google_oauth …). */
export interface WireOAuthAccount {
  type: `${string}_oauth`
  subject: string
  email: string | null
  name: string | null
  username: string | null
  verified_at: number
  first_verified_at: number
  latest_verified_at: number
}

/** A Telegram account as the API sends it. */
export interface WireTelegramAccount {
  type: 'telegram'
  telegram_user_id: string
  first_name: string | null
  last_name: string | null
  username: string | null
  photo_url: string | null
  verified_at: number
  first_verified_at: number
  latest_verified_at: number
}

/** A passkey: a user may have up to 5. */
export interface WirePasskeyAccount {
  type: 'passkey'
  credential_id: string
  /** From the AAGUID when known, else 'Passkey'. */
  authenticator_name: string
  /** Parsed from the User-Agent of the registration request. */
  created_with_browser: string
  created_with_os: string
  enrolled_in_mfa: boolean
  verified_at: number
  first_verified_at: number
  latest_verified_at: number
}

/** A Farcaster account as the API sends it. */
export interface WireFarcasterAccount {
  type: 'farcaster'
  fid: number
  /** The fid's custody address (it signed the login message). */
  owner_address: string
  username: string | null
  display_name: string | null
  pfp: string | null
  bio: string | null
  signer_public_key: string | null
  verified_at: number
  first_verified_at: number
  latest_verified_at: number
}

/** A cross-app account as the API sends it. */
export interface WireCrossAppAccount {
  type: 'cross_app'
  /** The user's id at the provider app. */
  subject: string
  provider_app: { id: string; name: string; logo_url: string | null }
  embedded_wallets: { address: string }[]
  smart_wallets: { address: string }[]
  verified_at: number
  first_verified_at: number
  latest_verified_at: number
}

/** A provider app for cross-app login (`crossAppProviders` option). */
export interface CrossAppProviderOptions {
  /** The provider app's id (`privy:{id}` in login methods and at oauth/init). */
  id: string
  name: string
  iconUrl?: string | null
  /** A read-only provider cannot sign transactions (connections answer `read_only: true`). */
  readOnly?: boolean
  /** Base URL of the provider app's pages (default: the backend's own origin). */
  customApiUrl?: string | null
}

/** What the fake provider page posts back to the requester on approval. */
export interface CrossAppApproval {
  code: string
  state: string
  /** The provider's token for later requests (token action 'set'). */
  token: string
  /** The origin the answer is posted to (the requester's). */
  requesterOrigin: string
}

/** An external wallet (SIWE: chain_type ethereum; SIWS: chain_type solana). */
export interface WireWalletAccount {
  type: 'wallet'
  address: string
  chain_type: 'ethereum' | 'solana'
  /** CAIP-2 chain id of the sign-in ('eip155:1'); null for Solana. */
  chain_id: string | null
  wallet_client_type: string
  connector_type: string
  recovery_method: null
  wallet_index: null
  imported: false
  delegated: false
  verified_at: number
  first_verified_at: number
  latest_verified_at: number
}

/**
 * An embedded wallet: created, imported or added by the wallet service (docs/embedded-wallets.md).
 * `entropy_id` is the address of wallet index 0 of the secret it derives from (an imported key's
 * own address, base58 for a Solana key); the wallet service needs it, with `wallet_index`, to sign.
 */
export interface WireEmbeddedWalletAccount {
  type: 'wallet'
  id: string
  address: string
  chain_type: 'ethereum' | 'solana'
  chain_id: null
  wallet_client_type: 'privy'
  connector_type: 'embedded'
  /** How the wallet's recovery share is sealed (set-recovery changes it for every wallet of the entropy). */
  recovery_method: 'privy' | 'user-passcode' | 'google-drive' | 'icloud' | 'privy-v2'
  wallet_index: number
  imported: boolean
  /** The user delegated the wallet to the app: the backend holds its key and signs for the app's server (docs/delegated-actions.md). */
  delegated: boolean
  entropy_id: string
  /** 'solana-address-verifier' for an imported Solana key (its entropy id is its base58 address). */
  entropy_id_verifier: 'ethereum-address-verifier' | 'solana-address-verifier'
  verified_at: number
  first_verified_at: number
  latest_verified_at: number
}

/** A smart wallet linked through siwe/link_smart_wallet. */
export interface WireSmartWalletAccount {
  type: 'smart_wallet'
  address: string
  smart_wallet_type: string
  smart_wallet_version: string | null
  verified_at: number
  first_verified_at: number
  latest_verified_at: number
}

/** A linked account as the API sends it. */
export type WireLinkedAccount = WireEmailAccount | WirePhoneAccount | WireCustomAuthAccount | WireOAuthAccount | WireTelegramAccount
  | WirePasskeyAccount | WireFarcasterAccount | WireCrossAppAccount | WireWalletAccount | WireSmartWalletAccount
  | WireEmbeddedWalletAccount

/** A user as the API sends it. */
export interface WireUser {
  id: string
  created_at: number
  linked_accounts: WireLinkedAccount[]
  mfa_methods: unknown[]
  has_accepted_terms: boolean
  is_guest: boolean
  custom_metadata: Record<string, unknown>
}

/** The API's answer to a login: the user, the tokens and whether the user is new. */
export interface WireTokenResponse {
  user: WireUser
  token: string
  refresh_token: string
  identity_token: string
  is_new_user: boolean
  session_update_action: 'set' | 'ignore' | 'clear'
  oauth_tokens: WireOAuthTokens | null
}

/** The provider's tokens an OAuth login hands back. */
export interface WireOAuthTokens {
  provider: string
  access_token: string
  access_token_expires_in_seconds: number
  refresh_token: string
  refresh_token_expires_in_seconds: number
  scopes: string[]
}

/** The app config as the API sends it. */
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
    color_scheme: 'light' | 'dark' | 'auto'
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
  /** `required_for_wallet_actions`: a user with an MFA method verifies before each embedded-wallet signature (MFA token). */
  mfa: { no_prompt_on_mfa_required: boolean; required_for_wallet_actions: boolean }
  /**
   * Smart wallets (ERC-4337), served at `GET /api/v1/apps/{appId}/smart_wallets`: the account type
   * and version, and per network its bundler, its paymaster (none: the user pays the gas) and the
   * paymaster's policy id. A URL starting with '/' is on the backend's own origin (the local
   * chain's bundler `/bundler/evm/{chainId}` and paymaster `/paymaster/evm/{chainId}`).
   */
  smart_wallets: WireSmartWalletsConfig
  /** Telegram login. `script_url` (ours) points the client at a widget script; default Telegram's. */
  telegram_auth_config: { bot_id: string; bot_name: string; script_url?: string | null } | null
  /**
   * Funding as the app enables it (the kit merges a host's `config.funding` over it): options
   * (`{ method, provider? }`) and the bridging switch. Absent by default (the server enables none).
   */
  funding_config?: { options?: { method: string; provider?: string | null }[] | null; cross_chain_bridging_enabled?: boolean | null } | null
  /**
   * The origins the app's pages run on (`scheme://host[:port]`; `:*` any port, `*.` any
   * subdomain): CORS, the Origin of requests, wallet sign-in domains and URIs, and every redirect
   * are checked against it (docs/security.md).
   */
  allowed_origins: string[]
}

/** The smart wallet config (`GET /api/v1/apps/{appId}/smart_wallets`). */
export interface WireSmartWalletsConfig {
  enabled: boolean
  smart_wallet_type?: string
  smart_wallet_version?: string | null
  configured_networks?: WireSmartWalletNetwork[]
}

/** One network of the smart wallet config. */
export interface WireSmartWalletNetwork {
  chain_id: string
  bundler_url: string
  paymaster_url?: string | null
  paymaster_context?: { policy_id: string } | null
}

/** A recursive partial, used to merge app config overrides. */
export type DeepPartial<T> = T extends unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T

/** A one-time code the dev backend sent by e-mail (its mailbox). */
export interface Mail {
  to: string
  code: string
  /** ISO date string. */
  sentAt: string
}

/** A code "sent" by SMS (`GET /__dev/sms`): `to` is the E.164 number. */
export type SmsMessage = Mail

/** How the dev backend verifies custom-auth JWTs (HS256 `secret` and/or a JWKS). */
export interface CustomAuthOptions {
  /** HS256 shared secret; `DEV_CUSTOM_AUTH_SECRET` when neither this nor `jwks` is given. */
  secret?: string
  /** Public keys (RS256, ES256 …) to verify with. */
  jwks?: import('jose').JSONWebKeySet
  /** Required `iss`, when set. */
  issuer?: string
  /** Required `aud`, when set. */
  audience?: string
}

/** A fault the dev backend injects: a request to match and the error, status or delay to answer it with. */
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

/** A request the dev backend answered: method, path and time. */
export interface RequestLogEntry {
  method: string
  path: string
  /** ms timestamp from the backend clock. */
  at: number
}

/** An analytics event the dev backend received. */
export interface AnalyticsEvent {
  event_name: string
  client_id: string | null
  payload: unknown
  at: number
}

/** Options of {@link createDevBackend}: app id, app config, clock, limits, test identities … */
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
  /** Codes sent per address (e-mail, phone) in a sliding window; 5 per 60000 ms by default. */
  rateLimit?: { max: number; windowMs: number }
  /**
   * The origins the app's pages run on: CORS, the Origin of browser requests, the domain and URI
   * of wallet sign-in messages, every `redirect_to`, the Telegram page's origin and cross-app
   * callbacks are checked against them (`allowed_origins` of the app config). Entries are
   * `scheme://host[:port]`, with `:*` for any port and `*.` for any subdomain. The wallet
   * service answers (and may be framed by) these host pages too. Default `DEV_ALLOWED_ORIGINS`:
   * loopback (localhost, 127.0.0.1, [::1]) on any port, http and https.
   */
  allowedOrigins?: readonly string[]
  /**
   * Whether `/__dev/*` (mailbox, users, faults, custom tokens, fake provider pages …) answers;
   * default true. Behind `startDevServer` they also need `dev: true` and a loopback client.
   */
  devRoutes?: boolean
  /** Overrides of the limits on guessing, sending, body size and store size (`DEV_BACKEND_LIMITS`). */
  limits?: Partial<Omit<DevBackendLimits, 'fieldLength' | 'defaultFieldLength'>>
  /** ms clock; `Date.now` by default. */
  now?: () => number
  /** Called for each e-mail code sent. */
  onEmail?: (mail: Mail) => void
  /** When set, only these e-mail addresses may log in (403 `allowlist_rejected`). */
  allowlist?: string[]
  /** When set, sign-ups beyond this number of users fail (403 `max_accounts_reached`). */
  maxUsers?: number
  /** Called for each SMS code sent. */
  onSms?: (sms: SmsMessage) => void
  /**
   * Regions SMS codes are not sent to (400 `not_supported`): calling-code prefixes ('+7') or ISO
   * countries ('KP'). Default `['+7']`, a stand-in for a region the SMS provider does not serve.
   */
  unsupportedSmsRegions?: string[]
  /** How custom-auth JWTs are verified; default HS256 with `DEV_CUSTOM_AUTH_SECRET`. */
  customAuth?: CustomAuthOptions
  /**
   * The Telegram bot whose login the backend verifies (hash = HMAC-SHA-256 keyed by SHA-256 of the
   * bot token). Default: a demo bot (`DEV_TELEGRAM_BOT`); auth data older than `maxAuthAgeSeconds`
   * (default 86400) is refused.
   */
  telegram?: TelegramBotOptions
  /** Provider apps for cross-app login: details, connections and a fake provider page. Default none. */
  crossAppProviders?: CrossAppProviderOptions[]
  /**
   * Linking an account another user owns answers 400 `account_transfer_required` (nonce + account
   * data) when that user has no other account, and `POST /api/v1/{kind}/transfer` moves it and
   * deletes the other user (see transfer.ts). Default false: `linked_to_another_user`.
   */
  accountTransfers?: boolean
  /**
   * The app's server credentials for the wallet API (delegated actions, server wallets): the app
   * secret (default `DEV_APP_SECRET`), the registered authorization public keys (default
   * `[DEV_AUTHORIZATION_KEY.publicKey]`) and other apps' credentials. See docs/delegated-actions.md.
   */
  serverApi?: import('./delegation.js').DevServerApiOptions
  /**
   * Local chains to run (an EVM network, a Solana runtime), created by their node-only modules.
   * Each mounts its JSON-RPC routes, answers `POST /__dev/faucet` for its chain type and is reset
   * with the backend. Default none.
   */
  chains?: readonly DevChain[]
  /**
   * The wallet-service page script, built by scripts/build-wallet-service.ts: its files' code by
   * file name (`frame.js`, the entry, and the chunks it loads; the build's `files`), each served at
   * `/apps/{appId}/embedded-wallets/<file>`; or a string, served as `frame.js` alone. Other names
   * answer 404. Without it the page's shell is served but its script answers 404 (the in-process
   * tests drive the wallet service directly).
   */
  walletServiceScript?: () => Promise<string | Readonly<Record<string, string>>> | string | Readonly<Record<string, string>>
  /**
   * Dollar prices by token symbol (case-insensitive), for `GET /api/v1/token_price` and the
   * scan's `usd_price` fields. Replaces the default table, `DEFAULT_TOKEN_PRICES` (ETH 3000,
   * USDC 1, USDT 1, SOL 150, POL 0.25).
   */
  tokenPrices?: Readonly<Record<string, number>>
  /**
   * The transaction scan's lists (`POST /api/v1/scan/transaction`): malicious addresses (default
   * `[DRAINER_ADDRESS]`, the local EVM chain's drainer) and spenders trusted with approvals.
   */
  scan?: DevScanOptions
  /**
   * The fake funding providers (card on-ramps, the bridge; docs/dev-backend.md "Funding"): which
   * local network stands in for each provider network, how long bridge quotes last, the signing
   * key of the second card provider's URLs.
   */
  funding?: DevFundingOptions
}

/** The Telegram bot of the dev backend: its token and user name. */
export interface TelegramBotOptions {
  /** `{bot id}:{secret}` as BotFather gives it. */
  botToken?: string
  /** The bot's user name (the widget's `data-telegram-login`). */
  botName?: string
  maxAuthAgeSeconds?: number
}

/**
 * The dev backend (from {@link createDevBackend}): answers requests, and lets a test read mail and SMS,
 * inject faults, and inspect or change its state.
 */
export interface DevBackend {
  appId: string
  /**
   * Answers a request. `connection` is what a server knows of the client (the node server passes
   * the peer address: per-IP limits, loopback-only dev routes, Host check); none in-process.
   */
  fetch(request: Request, connection?: DevConnection): Promise<Response>
  app: Hono
  mailbox: { list(): Mail[]; latest(to?: string): Mail | undefined }
  /** SMS codes sent, newest last; `latest(to)` takes any formatting of the number. */
  smsOutbox: { list(): SmsMessage[]; latest(to?: string): SmsMessage | undefined }
  /** The simulated Farcaster relay: approve or reject a channel as a test fid (what the approve page does). */
  farcaster: {
    approve(channelToken: string, options?: { fid?: number }): Promise<{ fid: number; message: string; signature: string }>
    reject(channelToken: string): void
    /** The custody address of a fid (a deterministic dev key). */
    custodyAddress(fid: number): string
    /**
     * Farcaster signers (what the signer-approval page does): approve or revoke the signer of an
     * ed25519 public key (0x hex) an app asked for; `list` gives every signer and its status.
     */
    signers: {
      approve(publicKey: string): void
      revoke(publicKey: string): void
      list(): Array<{ publicKey: string; userId: string; fid: number; status: 'pending_approval' | 'approved' | 'revoked'; createdAt: number }>
    }
  }
  /** The fake provider apps: approve or reject a pending cross-app request (what the provider page does). */
  crossApp: {
    /** Approves the request behind a provider page URL (or its request id) as a test identity. */
    approve(requestOrUrl: string, options?: { identity?: string }): CrossAppApproval
    /**
     * Approves a signature request behind a provider signing page URL (`{host}/oauth/transact?token=…&request=…`):
     * checks it as the page does and signs with the identity's key (sends for `eth_sendTransaction`).
     * Resolves with the result and the origin the page would post it to.
     */
    approveTransaction(url: string): Promise<{ result: string; callbackOrigin: string }>
    /** The embedded wallet address of a provider's test identity. */
    embeddedWalletAddress(providerAppId: string, identity: string): string
    /**
     * The smart wallet address of a provider's test identity (a FoyerSmartAccount owned by its
     * embedded wallet's key, from the local chain's factory); null without a local EVM chain.
     */
    smartWalletAddress(providerAppId: string, identity: string): Promise<string | null>
  }
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
  /**
   * Wipe users, sessions, codes, mailbox, faults, counters, logs; restore the initial app config
   * (at once), and put the local chains back to their state at start (when the promise settles).
   */
  reset(): Promise<void>
  /** Make every access token issued so far count as expired. */
  expireAccessTokens(): void
  jwks(): Promise<JSONWebKeySet>
  /** The local chains (`chains` option): what they run, and their faucet. */
  chains: {
    list(): DevChainDescription[]
    faucet(request: FaucetRequest): Promise<FaucetResult>
    /** Lets the chains serve WebSocket upgrades on a node HTTP server (`startDevServer` calls it). */
    attachServer(server: DevChainServer): () => void
  }
  /** The fake funding providers (card on-ramps, the bridge). */
  funding: {
    /** Resolves once the bridge's background work (fills, refunds) has finished. */
    settled(): Promise<void>
    /** What they run: paths, test cards, keys, networks, and the paying accounts (as `GET /__dev/funding`). */
    describe(): DevFundingDescription
  }
}

/**
 * What the server tells the backend about the connection (the node server sets it; in-process
 * requests have none): the peer's address, for per-IP limits and the loopback-only dev routes.
 */
export type DevConnection = { remoteAddress?: string | undefined }
