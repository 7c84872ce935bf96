import { DEFAULT_PHONE_COUNTRY } from '../constants.js'
import { USER_RECOVERY_METHODS, isUserRecoveryMethod, type UserRecoveryMethod } from './recovery.js'
import { HCAPTCHA_SCRIPT_URL, TURNSTILE_SCRIPT_URL } from '../constants.js'
import { safeHref, safeImageSrc } from '../utils/safeUrl.js'
import type { FundingConfigInput } from './fundingFlow.js'
import type { EmbeddedWalletMode } from './serverWallets.js'

/** Whether an embedded wallet is created at login: never, for every user, or for users without a wallet. */
export type CreateOnLogin = 'off' | 'all-users' | 'users-without-wallets'
/** The app's color scheme: light, dark, or following the system. */
export type ColorScheme = 'light' | 'dark' | 'auto'
/** Which chains the wallet picker offers: Ethereum, Solana, or both. */
export type WalletChainType = 'ethereum-only' | 'solana-only' | 'ethereum-and-solana'

/** Where the landing's "What's a passkey?" link goes unless the host config sets `passkeys.helpUrl`. */
export const PASSKEY_HELP_URL = 'https://www.passkeys.io/'

/** Wire shape of the app config (`GET /api/v1/apps/{app_id}`); see docs/api-contract.md. */
/** Telegram's login widget script (a host's config may set another: `telegramAuth.scriptUrl`). */
export const TELEGRAM_WIDGET_SCRIPT_URL = 'https://telegram.org/js/telegram-widget.js?22'

export type WireAppConfig = {
  id: string
  name: string
  logo_url?: string | null
  legal?: { terms_and_conditions_url?: string | null; privacy_policy_url?: string | null; require_users_accept_terms?: boolean }
  intl?: { default_country?: string | null }
  appearance?: {
    landing_header?: string | null
    login_message?: string | null
    wallet_chain_type?: WalletChainType | null
    color_scheme?: ColorScheme | null
    login_group_priority?: string | null
    hide_direct_web2_inputs?: boolean
    wallet_list?: string[]
  }
  login_methods?: string[]
  login_methods_and_order?: { primary: string[]; overflow?: string[] } | null
  login_config?: { passkeys_for_signup_enabled?: boolean }
  disable_plus_emails?: boolean
  embedded_wallets?: {
    mode?: string
    require_user_owned_recovery_on_create?: boolean
    /** The user-owned recovery methods offered ('user-passcode', 'google-drive', 'icloud'); default all three. */
    user_owned_recovery_options?: string[]
    ethereum?: { create_on_login?: CreateOnLogin }
    solana?: { create_on_login?: CreateOnLogin }
  }
  external_wallets?: { wallet_connect?: { enabled?: boolean } }
  allowlist_config?: { error_title?: string | null; error_detail?: string | null; error_cta_text?: string | null; error_cta_link?: string | null }
  captcha_enabled?: boolean
  captcha_site_key?: string | null
  /** `required_for_wallet_actions` (default true): users with an MFA method verify before embedded-wallet signatures (enforced by the server). */
  mfa?: { no_prompt_on_mfa_required?: boolean; required_for_wallet_actions?: boolean }
  smart_wallets?: { enabled?: boolean }
  /** Telegram login: the bot's id and user name (`script_url` is a dev-backend extension). */
  telegram_auth_config?: { bot_id?: string | number | null; bot_name?: string | null; script_url?: string | null } | null
  /**
   * Funding a wallet as the app's server config enables it: the options (method and provider) and
   * whether bridging from another network is allowed. Absent or null: the server enables none (a
   * host's `config.funding` may still). See docs/funding.md "The app's server config".
   */
  funding_config?: WireFundingConfig | null
}

/** The app's funding config as the server sends it (`funding_config` of the app config). */
export type WireFundingConfig = {
  /** The options enabled: `{ method: 'card' | 'payment-request', provider: 'coinbase' | 'moonpay' }`, `{ method: 'exchange', provider: 'coinbase' }`, `{ method: 'wallets' }`, `{ method: 'manual' }`. Others are ignored. */
  options?: { method: string; provider?: string | null }[] | null
  cross_chain_bridging_enabled?: boolean | null
}

/** The resolved app configuration: server config merged with the host's overrides. */
export type AppConfig = {
  id: string
  name: string
  legal: { termsAndConditionsUrl: string | null; privacyPolicyUrl: string | null; requireUsersAcceptTerms: boolean }
  intl: { defaultCountry: string }
  appearance: {
    landingHeader: string | null
    logo: string | null
    loginMessage: string | null
    walletChainType: WalletChainType
    colorScheme: ColorScheme
    loginGroupPriority: string | null
    hideDirectWeb2Inputs: boolean
    walletList: string[]
  }
  loginMethods: string[]
  loginMethodsAndOrder: { primary: string[]; overflow: string[] } | null
  loginConfig: { passkeysForSignupEnabled: boolean }
  disablePlusEmails: boolean
  embeddedWallets: {
    /**
     * Where users' embedded wallets keep their key: on the device (`'legacy-embedded-wallets-only'`,
     * the default) or on the server (`'user-controlled-server-wallets-only'`: the backend makes and
     * holds the key, the user signs through it with their session; no user-owned recovery, no HD
     * wallets; `requireUserOwnedRecoveryOnCreate` is then ignored). Another value is kept as the
     * server sent it and means on-device wallets. See docs/wallet-kinds.md.
     */
    mode: EmbeddedWalletMode | (string & {})
    /** A new wallet is secured with a user-owned method (the selection comes before creation). */
    requireUserOwnedRecoveryOnCreate: boolean
    /** The user-owned recovery methods the selection offers (default: password, Google Drive, iCloud). */
    userOwnedRecoveryOptions: UserRecoveryMethod[]
    ethereum: { createOnLogin: CreateOnLogin }
    solana: { createOnLogin: CreateOnLogin }
    /**
     * Host-set: whether signing requests show the default UI's wallet screens (sign message,
     * transaction confirmation and receipt). Default true; false signs every request with no screen.
     */
    showWalletUIs: boolean
    /**
     * Host-set: whether the transaction confirmation runs the safety scan (a simulation that says
     * whether the transaction is safe, and what it changes). Default true.
     */
    transactionScanning: boolean
  }
  externalWallets: { walletConnect: { enabled: boolean } }
  /**
   * Solana external wallets (host-set). `ledgerPlugin`: Phantom users may sign in with a Ledger
   * (the 'Continue with Ledger' choice, then a memo-transaction proof; docs/wallets.md "Solana").
   */
  solanaWallets: { ledgerPlugin: boolean }
  allowlistConfig: { errorTitle: string | null; errorDetail: string | null; errorCtaText: string | null; errorCtaLink: string | null }
  /**
   * Captcha: the provider is picked from the site key's form (`detectCaptchaProvider`); the
   * script URLs are host-settable (defaults: constants.TURNSTILE_SCRIPT_URL / HCAPTCHA_SCRIPT_URL).
   */
  captcha: { enabled: boolean; siteKey: string | null; scriptUrls: { turnstile: string; hcaptcha: string } }
  mfa: { noPromptOnMfaRequired: boolean }
  smartWallets: { enabled: boolean }
  /** Telegram login (null when the app has no bot); `scriptUrl` defaults to Telegram's widget script. */
  telegramAuth: { botId: string; botName: string; scriptUrl: string } | null
  /** Passkeys: where the landing's "What's a passkey?" link goes (host-set; default PASSKEY_HELP_URL). */
  passkeys: { helpUrl: string }
  /** WalletConnect v2's project id (host-set); without one WalletConnect is not offered (docs/wallets.md). */
  walletConnectCloudProjectId: string | null
  /**
   * Funding a wallet (host-set; docs/funding.md): the options offered, default amounts, the card
   * provider preferred, sandbox, cross-chain bridging, the providers' URLs. `fundWallet` merges it
   * over the server's `serverFunding` (its `options` replace the server's). Unset on both sides:
   * funding is not enabled.
   */
  funding?: FundingConfigInput | undefined
  /**
   * The server's `funding_config` as it sent it (the options the app enables, the bridging
   * switch); `fundWallet` reads it (the host's `funding` wins). Not host-set.
   */
  serverFunding?: WireFundingConfig | null | undefined
  /**
   * The wallet-directory service the picker reads listings from with the project id
   * (`GET {url}/v3/wallets?projectId=…`; host-set; unset: WALLET_DIRECTORY_URL, the WalletConnect
   * explorer's API); null: the bundled list only. See docs/wallets.md "Directory".
   */
  walletDirectoryUrl?: string | null | undefined
}

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? (T[K] extends unknown[] ? T[K] : DeepPartial<T[K]>) : T[K] }
/** What a host may set from its side; it wins over the server's config. */
export type HostConfig = DeepPartial<Omit<AppConfig, 'id' | 'serverFunding'>>

/** The login methods of an app whose config names none (and of the landing before the config is loaded). */
export const DEFAULT_LOGIN_METHODS: readonly string[] = ['email']

/** Maps the wire config to `AppConfig` with every default filled in. */
export function toAppConfig(wire: WireAppConfig): AppConfig {
  const a = wire.appearance ?? {}
  const ew = wire.embedded_wallets ?? {}
  const al = wire.allowlist_config ?? {}
  return {
    id: wire.id,
    name: wire.name,
    legal: {
      termsAndConditionsUrl: safeHref(wire.legal?.terms_and_conditions_url),
      privacyPolicyUrl: safeHref(wire.legal?.privacy_policy_url),
      requireUsersAcceptTerms: wire.legal?.require_users_accept_terms ?? false,
    },
    intl: { defaultCountry: wire.intl?.default_country || DEFAULT_PHONE_COUNTRY },
    appearance: {
      landingHeader: a.landing_header ?? null,
      logo: safeImageSrc(wire.logo_url),
      loginMessage: a.login_message ?? null,
      walletChainType: a.wallet_chain_type ?? 'ethereum-only',
      // Unset means: follow the system (a host's { lightMode, darkMode } pair then uses both).
      colorScheme: a.color_scheme ?? 'auto',
      loginGroupPriority: a.login_group_priority ?? null,
      hideDirectWeb2Inputs: a.hide_direct_web2_inputs ?? false,
      walletList: a.wallet_list ?? [],
    },
    loginMethods: wire.login_methods ?? [...DEFAULT_LOGIN_METHODS],
    loginMethodsAndOrder: wire.login_methods_and_order
      ? { primary: wire.login_methods_and_order.primary, overflow: wire.login_methods_and_order.overflow ?? [] }
      : null,
    loginConfig: { passkeysForSignupEnabled: wire.login_config?.passkeys_for_signup_enabled ?? false },
    disablePlusEmails: wire.disable_plus_emails ?? false,
    embeddedWallets: {
      mode: ew.mode ?? 'legacy-embedded-wallets-only',
      requireUserOwnedRecoveryOnCreate: ew.require_user_owned_recovery_on_create ?? false,
      userOwnedRecoveryOptions: ew.user_owned_recovery_options?.filter(isUserRecoveryMethod) ?? [...USER_RECOVERY_METHODS],
      ethereum: { createOnLogin: ew.ethereum?.create_on_login ?? 'off' },
      solana: { createOnLogin: ew.solana?.create_on_login ?? 'off' },
      showWalletUIs: true,
      transactionScanning: true,
    },
    externalWallets: { walletConnect: { enabled: wire.external_wallets?.wallet_connect?.enabled ?? false } },
    solanaWallets: { ledgerPlugin: false },
    allowlistConfig: {
      errorTitle: al.error_title ?? null,
      errorDetail: al.error_detail ?? null,
      errorCtaText: al.error_cta_text ?? null,
      errorCtaLink: safeHref(al.error_cta_link),
    },
    captcha: {
      enabled: wire.captcha_enabled ?? false,
      siteKey: wire.captcha_site_key ?? null,
      scriptUrls: { turnstile: TURNSTILE_SCRIPT_URL, hcaptcha: HCAPTCHA_SCRIPT_URL },
    },
    mfa: { noPromptOnMfaRequired: wire.mfa?.no_prompt_on_mfa_required ?? false },
    smartWallets: { enabled: wire.smart_wallets?.enabled ?? false },
    telegramAuth: wire.telegram_auth_config?.bot_id && wire.telegram_auth_config.bot_name
      ? {
          botId: String(wire.telegram_auth_config.bot_id),
          botName: wire.telegram_auth_config.bot_name,
          scriptUrl: wire.telegram_auth_config.script_url || TELEGRAM_WIDGET_SCRIPT_URL,
        }
      : null,
    passkeys: { helpUrl: PASSKEY_HELP_URL },
    walletConnectCloudProjectId: null,
    ...(wire.funding_config ? { serverFunding: wire.funding_config } : {}),
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** Deep-merges host overrides over the server config; arrays and scalars from the host win. */
export function mergeAppConfig(server: AppConfig, host: HostConfig | undefined): AppConfig {
  if (!host) return server
  const merge = (base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = { ...base }
    for (const [key, value] of Object.entries(over)) {
      if (value === undefined) continue
      out[key] = isPlainObject(value) && isPlainObject(base[key]) ? merge(base[key], value) : value
    }
    return out
  }
  return merge(server as unknown as Record<string, unknown>, host as Record<string, unknown>) as unknown as AppConfig
}
