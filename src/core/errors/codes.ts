import type { WalletServiceErrorType } from '../types/walletService.js'
/**
 * Error codes: a closed set, so `FoyerError<C>`'s `code` is checked (a misspelt code is a type
 * error). Server codes come back from the API in the error body; client codes are raised by the
 * kit itself. A new error adds its code here, spelt exactly as it is thrown or answered.
 */
export const SERVER_ERROR_CODES = [
  'oauth_account_suspended', 'missing_or_invalid_privy_app_id', 'missing_or_invalid_token',
  'missing_or_invalid_mfa', 'expired_or_invalid_mfa_token', 'invalid_data', 'invalid_credentials',
  'invalid_captcha', 'linked_to_another_user', 'allowlist_rejected', 'cannot_unlink_embedded_wallet',
  'cannot_unlink_sole_account', 'cannot_link_more_of_type', 'linked_account_not_found',
  'too_many_requests', 'invalid_origin', 'token_already_used', 'already_logged_out', 'not_supported',
  'max_accounts_reached', 'device_revoked', 'oauth_state_mismatch', 'disallowed_login_method',
  'disallowed_plus_email', 'disallowed_recovery_method', 'cannot_set_password',
  'invalid_pkce_parameters', 'cross_app_connection_not_allowed', 'user_does_not_exist',
  'resource_already_exists', 'account_transfer_required', 'user_has_not_delegated_wallet',
  'feature_not_enabled', 'insufficient_funds', 'transaction_broadcast_failure',
  'invalid_policy_format', 'policy_violation', 'invalid_request',
  // Ours (the spec's "plus others"): a social provider's own rate limit.
  'oauth_provider_rate_limited',
  // Ours: unlinking a passkey that is enrolled in MFA.
  'cannot_unlink_mfa_passkey',
  // Ours: refusals every route may give (body above the cap, a redirect target or Host elsewhere).
  'payload_too_large', 'invalid_redirect_origin', 'invalid_host',
  // Ours: embedded wallets of another user, or none.
  'forbidden', 'embedded_wallet_not_found',
  // Ours: an unknown route or resource, an unexpected server failure.
  'not_found', 'internal_error',
  // Ours: funding (a card provider's session for a wallet that is not the user's, an asset or network it does not sell).
  'wallet_not_owned', 'unsupported_currency', 'unsupported_network',
  // Ours: wallet recovery (a wrong recovery password and too many of them, a set-recovery on shares
  // that changed meanwhile; the cloud drive's refusals: its access token, a missing file, a full drive).
  'invalid_recovery_password', 'too_many_recovery_attempts', 'share_version_conflict',
  'invalid_recovery_access_token', 'file_not_found', 'drive_full',
  // Ours: the server API of delegated wallets (a browser's request, the app secret, the authorization
  // signature and its expiry, a replay, a wallet not delegated, the server wallets' cap).
  'server_only', 'invalid_app_credentials', 'missing_authorization_signature', 'invalid_authorization_signature',
  'invalid_request_expiry', 'expired_request', 'replayed_request', 'wallet_id_not_found', 'wallet_not_delegated', 'resource_limit_reached',
  // Ours: server-held wallets (a session without a signer key, a second signer key for a session).
  'missing_session_signer', 'session_signer_already_registered',
  // The dev backend's own routes (the test captcha's token) from a non-loopback client.
  'dev_routes_loopback_only',
  'farcaster_signer_not_owned',
] as const
/** A code the server answers with (`ApiError.code`). */
export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number]

/** The codes of the errors the kit raises itself (no server involved). */
export const CLIENT_ERROR_CODES = [
  'mfa_timeout', 'mfa_verification_max_attempts_reached', 'mfa_verification_failed', 'mfa_canceled',
  'attempted_rpc_call_before_logged_in', 'storage_error', 'pkce_state_code_mismatch',
  'client_request_timeout', 'network_error', 'client_not_ready', 'invalid_app_id',
  'multiple_providers', 'ui_not_mounted', 'already_authenticated', 'unknown_auth_intent',
  'no_auth_flow', 'invalid_email', 'invalid_code',
  'invalid_phone_number', 'custom_auth_not_enabled', 'custom_auth_token_error',
  'in_app_browser', 'telegram_auth_failed', 'telegram_not_initialized',
  'passkey_not_allowed', 'passkey_request_pending', 'passkey_ip_address',
  'farcaster_connect_failed', 'farcaster_request_rejected', 'farcaster_timeout',
  'farcaster_account_not_linked', 'farcaster_signer_not_found',
  'cross_app_user_rejected', 'cross_app_timeout', 'cross_app_connection_failed', 'invalid_connected_app',
  'cross_app_read_only', 'invalid_subject',
  // Cross-app signing: the wallet is no cross-app wallet, no provider token, the popup could not open, no answer in time, the provider refused.
  'cross_app_invalid_wallet', 'cross_app_token_required', 'cross_app_request_init_failed', 'cross_app_request_timeout', 'cross_app_request_failed',
  'login_method_not_enabled',
  'wallet_connection_timed_out', 'wallet_not_found', 'wallet_connector_not_found', 'unable_to_retrieve_address',
  'USER_EXITED_AUTH_FLOW', 'USER_EXITED_LINK_FLOW', 'USER_EXITED_UPDATE_FLOW',
  'MUST_BE_AUTHENTICATED', 'INVALID_MESSAGE', 'UNABLE_TO_SIGN', 'UNKNOWN_CONNECT_WALLET_ERROR',
  'GENERIC_CONNECT_WALLET_ERROR', 'UNKNOWN_AUTH_ERROR', 'FAILED_TO_LINK_ACCOUNT',
  'FAILED_TO_UPDATE_ACCOUNT', 'OAUTH_UNEXPECTED', 'OAUTH_USER_DENIED', 'INVALID_DATA',
  'UNSUPPORTED_CHAIN_ID', 'UNSUPPORTED_WALLET_TYPE', 'MISSING_MFA_CREDENTIALS',
  'ACCOUNT_TRANSFER_REQUIRED', 'TRANSACTION_FAILURE', 'EMBEDDED_WALLET_NOT_FOUND',
  'CANNOT_LINK_MORE_OF_TYPE', 'INSUFFICIENT_BALANCE',
  'embedded_wallet_not_allowed', 'cannot_disconnect_embedded_wallet', 'invalid_transfer_account_type',
  'invalid_transfer_data', 'terms_declined',
  'unsupported_captcha_site_key', 'captcha_failed', 'captcha_timeout', 'captcha_not_rendered',
  'invalid_mfa_code', 'invalid_authenticator_response', 'unsupported_mfa_method',
  // Set-up and lifecycle: no API URL and no page origin, a request aborted by its caller, a start
  // that failed, a hook outside <FoyerProvider>.
  'invalid_api_url', 'aborted', 'init_failed', 'missing_provider',
  // Embedded wallets (the wallet service's own error types join `ErrorCode` below).
  'embedded_wallet_init_timeout', 'embedded_wallet_already_exists', 'invalid_wallet_index',
  // Wallet export: the screen closed while connecting; the frame answered for another wallet.
  'wallet_export_exited', 'wallet_export_mismatch',
  // Embedded Solana wallets: an empty message, the deprecated fund call.
  'invalid_solana_message', 'fund_deprecated',
  // The transaction safety scan answered that it could not scan.
  'transaction_scan_failed',
  // Cloud backup (Google Drive, iCloud): the provider's consent or its token exchange failed.
  'recovery_oauth_failed',
  // Wallet recovery: the user closed a recovery screen early; no default UI to show one.
  'recovery_flow_exited', 'recovery_ui_unavailable',
  // Funding a wallet: its validations, the providers' and the bridge's failures.
  'wallet_funding_not_enabled', 'funding_chain_not_supported', 'usdc_funding_not_supported', 'invalid_funding_data',
  'unable_to_fetch_token_details', 'unable_to_fetch_bridge_quotes', 'unsupported_onramp_chain', 'unable_to_initialize_flow',
  'unable_to_load_solana_plugin', 'funding_config_not_found', 'failed_to_fetch_moonpay_transaction_status', 'bridge_failed',
  // Smart wallets: off for the app, no configured network among the supported chains, used before ready.
  'smart_wallets_disabled', 'smart_wallet_chain_not_configured', 'smart_wallet_not_ready',
] as const
/** A code of an error the kit raises itself. */
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number]

/**
 * The code of a server answer whose code the kit does not know (or that has none): `http_{status}`,
 * e.g. `http_502`. `ApiError.serverCode` keeps the server's own code.
 */
export type HttpStatusErrorCode = `http_${number}`

/** What `ApiError.code` can be: a server code the kit knows, else `http_{status}`. */
export type ApiErrorCode = ServerErrorCode | HttpStatusErrorCode

/** Whether `code` is one of SERVER_ERROR_CODES. */
export const isServerErrorCode = (code: unknown): code is ServerErrorCode =>
  typeof code === 'string' && (SERVER_ERROR_CODES as readonly string[]).includes(code)

/**
 * A wallet provider's error (EIP-1193 4001 … 4901, JSON-RPC -32700 … -32006) by its standard
 * name: the `code` of `WalletProviderError` (the number is its `providerCode`).
 */
export type WalletProviderErrorCode =
  | 'user_rejected_request' | 'unauthorized' | 'unsupported_method' | 'disconnected' | 'chain_disconnected'
  | 'parse_error' | 'invalid_request' | 'method_not_found' | 'invalid_params' | 'internal_error'
  | 'invalid_input' | 'resource_not_found' | 'resource_unavailable' | 'transaction_rejected'
  | 'method_not_supported' | 'limit_exceeded' | 'json_rpc_version_not_supported'

/** Every code a `FoyerError` can carry (an error answer of the wallet service keeps its `type` as code). */
export type ErrorCode = ServerErrorCode | ClientErrorCode | HttpStatusErrorCode | WalletProviderErrorCode | WalletServiceErrorType
