/**
 * How the landing sorts a login method:
 * - `email`, `sms`: the direct web2 inputs (the e-mail form; the SMS entry);
 * - `social`: one of the OAuth providers (google, apple …);
 * - `wallet`: `wallet` (the wallet picker) or one wallet `wallet:{walletClientType}`;
 * - `other`: every other method (passkey, guest, a cross-app provider …).
 */
export type LoginMethodKind = 'email' | 'sms' | 'social' | 'wallet' | 'other'

/** What can be wrong with an app's login-method configuration. */
export type LoginMethodsConfigProblemCode =
  | 'no_login_methods'
  | 'unknown_login_method'
  | 'custom_auth_not_on_landing'
  | 'telegram_bot_missing'
  | 'cross_app_provider_missing'
  | 'wallet_chain_type_invalid'
  | 'captcha_site_key_missing'
  | 'login_group_priority_invalid'

/** Which title the account-transfer screen shows for an account kind. */
export type TransferAccountKind = 'phone' | 'email' | 'wallet' | 'solanaWallet' | 'social' | 'farcaster' | 'telegram' | 'crossApp'
