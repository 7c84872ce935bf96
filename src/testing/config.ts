import type { DeepPartial, WireAppConfig } from './types.js'
import { telegramAppConfig, telegramBot } from './telegram.js'
import { DEV_ALLOWED_ORIGINS } from './origins.js'

/** The app id of the dev backend unless another is given (25 characters). */
export const DEV_APP_ID = 'foyerdevapp00000000000001'

/** The smart account the dev backend's smart wallet config names (FoyerSmartAccount: SimpleAccount v0.7 with ERC-1271). */
export const DEV_SMART_WALLET_TYPE = 'simple_account'
export const DEV_SMART_WALLET_VERSION = '0.7'
/** The policy id of the dev backend's sponsoring paymaster (its default smart wallet config). */
export const DEV_PAYMASTER_POLICY_ID = 'foyer-dev-sponsor-all'

/** The dev backend's default app config (wire format) for `appId`. */
export function defaultAppConfig(appId: string): WireAppConfig {
  return {
    id: appId,
    name: 'Foyer Demo',
    logo_url: null,
    legal: { terms_and_conditions_url: null, privacy_policy_url: null, require_users_accept_terms: false },
    intl: { default_country: 'US' },
    appearance: {
      landing_header: null,
      login_message: null,
      wallet_chain_type: 'ethereum-only',
      color_scheme: 'auto',
      login_group_priority: null,
      hide_direct_web2_inputs: false,
      wallet_list: [],
    },
    login_methods: ['email'],
    login_methods_and_order: null,
    login_config: { passkeys_for_signup_enabled: false },
    disable_plus_emails: false,
    embedded_wallets: {
      mode: 'legacy-embedded-wallets-only',
      require_user_owned_recovery_on_create: false,
      ethereum: { create_on_login: 'off' },
      solana: { create_on_login: 'off' },
    },
    external_wallets: { wallet_connect: { enabled: false } },
    allowlist_config: { error_title: null, error_detail: null, error_cta_text: null, error_cta_link: null },
    captcha_enabled: false,
    captcha_site_key: null,
    mfa: { no_prompt_on_mfa_required: false, required_for_wallet_actions: true },
    // Off by default; `{ smart_wallets: { enabled: true } }` turns on the local chain's bundler and
    // sponsoring paymaster on both local networks.
    smart_wallets: {
      enabled: false,
      smart_wallet_type: DEV_SMART_WALLET_TYPE,
      smart_wallet_version: DEV_SMART_WALLET_VERSION,
      configured_networks: [31337, 31338].map((chainId) => ({
        chain_id: `eip155:${chainId}`,
        bundler_url: `/bundler/evm/${chainId}`,
        paymaster_url: `/paymaster/evm/${chainId}`,
        paymaster_context: { policy_id: DEV_PAYMASTER_POLICY_ID },
      })),
    },
    telegram_auth_config: telegramAppConfig(telegramBot(undefined)),
    // Loopback origins on any port (the demo's host page is http://localhost:PORT; its wallet
    // service runs on http://127.0.0.1:PORT, another origin).
    allowed_origins: [...DEV_ALLOWED_ORIGINS],
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** Deep-merge `patch` over `base` (arrays and scalars replace; `undefined` is ignored). */
export function deepMerge<T>(base: T, patch: DeepPartial<NoInfer<T>> | undefined): T {
  if (!isPlainObject(base) || !isPlainObject(patch)) return base
  const out: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue
    const current = out[key]
    out[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value
  }
  return out as T
}
