/**
 * Error codes. Server codes come back from the API in the error body; client codes are raised
 * by the kit itself.
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
] as const
export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number]

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
  'cross_app_user_rejected', 'cross_app_timeout', 'cross_app_connection_failed', 'invalid_connected_app',
  'cross_app_read_only', 'invalid_subject',
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
] as const
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number]

export type ErrorCode = ServerErrorCode | ClientErrorCode | (string & {})
