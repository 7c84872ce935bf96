import { FoyerError, type FoyerErrorParameters } from './base.js'

/** One class per failure the kit raises itself; each has its spec message and code. */

export class RequestTimeoutError extends FoyerError {
  override name = 'RequestTimeoutError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Request timed out', 'client_request_timeout', p)
  }
}

export class NetworkError extends FoyerError {
  override name = 'NetworkError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Network request failed', 'network_error', p)
  }
}

export class StorageError extends FoyerError {
  override name = 'StorageError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Unable to access storage', 'storage_error', p)
  }
}

export class MissingAccessTokenError extends FoyerError {
  override name = 'MissingAccessTokenError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Missing access token', 'attempted_rpc_call_before_logged_in', p)
  }
}

export class MustBeAuthenticatedError extends FoyerError {
  override name = 'MustBeAuthenticatedError'
  constructor(p: FoyerErrorParameters = {}) {
    super('User must be logged in', 'MUST_BE_AUTHENTICATED', p)
  }
}

export class ClientNotReadyError extends FoyerError {
  override name = 'ClientNotReadyError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Foyer is not ready yet: wait for `ready` before calling this', 'client_not_ready', p)
  }
}

export class InvalidAppIdError extends FoyerError {
  override name = 'InvalidAppIdError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Invalid app id: it must be a string of exactly 25 characters', 'invalid_app_id', p)
  }
}

export class MultipleProvidersError extends FoyerError {
  override name = 'MultipleProvidersError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Multiple FoyerProvider instances found', 'multiple_providers', p)
  }
}

export class UiNotMountedError extends FoyerError {
  override name = 'UiNotMountedError'
  constructor(opener: string, headlessAlternative: string, p: FoyerErrorParameters = {}) {
    super(
      `${opener}() needs the default UI: mount <FoyerModal/> from 'foyer/ui' inside <FoyerProvider>, or build your own screens with ${headlessAlternative} (headless).`,
      'ui_not_mounted',
      p,
    )
  }
}

export class AlreadyAuthenticatedError extends FoyerError {
  override name = 'AlreadyAuthenticatedError'
  constructor(p: FoyerErrorParameters = {}) {
    super('User already authenticated', 'already_authenticated', p)
  }
}

export class UnknownAuthIntentError extends FoyerError {
  override name = 'UnknownAuthIntentError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Unknown auth intent', 'unknown_auth_intent', p)
  }
}

export class NoAuthFlowError extends FoyerError {
  override name = 'NoAuthFlowError'
  constructor(p: FoyerErrorParameters = {}) {
    super('No auth flow in progress.', 'no_auth_flow', p)
  }
}

export class NoUserReturnedError extends FoyerError {
  override name = 'NoUserReturnedError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Authentication failed - no user returned', 'UNKNOWN_AUTH_ERROR', p)
  }
}

export class UnableToUpdateUserError extends FoyerError {
  override name = 'UnableToUpdateUserError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Unable to update user', 'FAILED_TO_UPDATE_ACCOUNT', p)
  }
}

export class InvalidEmailError extends FoyerError {
  override name = 'InvalidEmailError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Please enter a valid email address.', 'invalid_email', p)
  }
}

export class DisallowedPlusEmailError extends FoyerError {
  override name = 'DisallowedPlusEmailError'
  constructor(p: FoyerErrorParameters = {}) {
    super("Please enter a valid email address without a '+'.", 'disallowed_plus_email', p)
  }
}

export class NonNumericCodeError extends FoyerError {
  override name = 'NonNumericCodeError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Code should be numeric', 'invalid_code', p)
  }
}

export class InvalidCodeLengthError extends FoyerError {
  override name = 'InvalidCodeLengthError'
  constructor(length: number, p: FoyerErrorParameters = {}) {
    super(`Code must be exactly ${length} digits`, 'invalid_code', p)
  }
}

export type FlowExitCode = 'USER_EXITED_AUTH_FLOW' | 'USER_EXITED_LINK_FLOW' | 'USER_EXITED_UPDATE_FLOW'

export class UserExitedFlowError extends FoyerError {
  override name = 'UserExitedFlowError'
  constructor(code: FlowExitCode, p: FoyerErrorParameters = {}) {
    super('User exited the flow', code, p)
  }
}

// ── SMS, guest and custom-token login ───────────────────────────────────────

export class InvalidPhoneNumberError extends FoyerError {
  override name = 'InvalidPhoneNumberError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Please enter a valid phone number.', 'invalid_phone_number', p)
  }
}

export class PhoneAndCodeRequiredError extends FoyerError {
  override name = 'PhoneAndCodeRequiredError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Phone number and SMS code must be set before authenticating', 'INVALID_DATA', p)
  }
}

export class GuestLinkNotSupportedError extends FoyerError {
  override name = 'GuestLinkNotSupportedError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Linking is not supported for the guest flow', 'FAILED_TO_LINK_ACCOUNT', p)
  }
}

export class CustomAuthNotEnabledError extends FoyerError {
  override name = 'CustomAuthNotEnabledError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Custom auth is not enabled: pass getCustomAccessToken', 'custom_auth_not_enabled', p)
  }
}

export class CustomAuthTokenError extends FoyerError {
  override name = 'CustomAuthTokenError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Could not get the custom access token from the host', 'custom_auth_token_error', p)
  }
}

// ── Social OAuth and Telegram ───────────────────────────────────────────────

export class PkceStateCodeMismatchError extends FoyerError {
  override name = 'PkceStateCodeMismatchError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Unexpected auth flow. This may be a phishing attempt.', 'pkce_state_code_mismatch', p)
  }
}

export class OAuthUserDeniedError extends FoyerError {
  override name = 'OAuthUserDeniedError'
  constructor(p: FoyerErrorParameters = {}) {
    super('User denied confirmation during OAuth flow', 'OAUTH_USER_DENIED', p)
  }
}

export class OAuthMissingCodeError extends FoyerError {
  override name = 'OAuthMissingCodeError'
  constructor(p: FoyerErrorParameters = {}) {
    super('No authorization code was returned by the provider', 'OAUTH_UNEXPECTED', p)
  }
}

export class UnsupportedOAuthProviderError extends FoyerError {
  override name = 'UnsupportedOAuthProviderError'
  constructor(provider: unknown, p: FoyerErrorParameters = {}) {
    super(`Unsupported OAuth provider: ${String(provider)}`, 'OAUTH_UNEXPECTED', p)
  }
}

export class InAppBrowserError extends FoyerError {
  override name = 'InAppBrowserError'
  constructor(p: FoyerErrorParameters = {}) {
    super(
      "It looks like you're using an in-app browser. To log in, please try again using an external browser.",
      'in_app_browser',
      p,
    )
  }
}

export class TelegramAuthFailedError extends FoyerError {
  override name = 'TelegramAuthFailedError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Telegram auth failed or was canceled by the client', 'telegram_auth_failed', p)
  }
}

export class TelegramNotInitializedError extends FoyerError {
  override name = 'TelegramNotInitializedError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Telegram was not initialized', 'telegram_not_initialized', p)
  }
}

export class OAuthRedirectUnavailableError extends FoyerError {
  override name = 'OAuthRedirectUnavailableError'
  constructor(p: FoyerErrorParameters = {}) {
    super('No page to redirect from: pass `redirectUrl` and `navigate`', 'OAUTH_UNEXPECTED', p)
  }
}

export class PasskeyNotAllowedError extends FoyerError {
  override name = 'PasskeyNotAllowedError'
  constructor(p: FoyerErrorParameters = {}) {
    super(
      'Passkey request timed out or rejected by user. You will have to sign up with another method first to register a passkey for your account.',
      'passkey_not_allowed',
      p,
    )
  }
}

/** A registration (sign-up or link) prompt the user dismissed or let time out. */
export class PasskeyRegistrationNotAllowedError extends FoyerError {
  override name = 'PasskeyRegistrationNotAllowedError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Passkey request timed out or rejected by user.', 'passkey_not_allowed', p)
  }
}

export class PasskeyUnknownError extends FoyerError {
  override name = 'PasskeyUnknownError'
  constructor(p: FoyerErrorParameters = {}) {
    super('An unknown error occurred.', 'UNKNOWN_AUTH_ERROR', p)
  }
}

export class PasskeyLinkUnknownError extends FoyerError {
  override name = 'PasskeyLinkUnknownError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Unknown error occurred.', 'FAILED_TO_LINK_ACCOUNT', p)
  }
}

export class CannotLinkMorePasskeysError extends FoyerError {
  override name = 'CannotLinkMorePasskeysError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Cannot link more passkeys to account.', 'cannot_link_more_of_type', p)
  }
}

export class PasskeyRequestPendingError extends FoyerError {
  override name = 'PasskeyRequestPendingError'
  constructor(p: FoyerErrorParameters = {}) {
    super('A passkey request is already in progress', 'passkey_request_pending', p)
  }
}

// ── Farcaster and cross-app accounts ────────────────────────────────────────

export class FarcasterConnectFailedError extends FoyerError {
  override name = 'FarcasterConnectFailedError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Connect failed', 'farcaster_connect_failed', p)
  }
}

export class FarcasterRequestRejectedError extends FoyerError {
  override name = 'FarcasterRequestRejectedError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Request rejected', 'farcaster_request_rejected', p)
  }
}

export class FarcasterTimeoutError extends FoyerError {
  override name = 'FarcasterTimeoutError'
  constructor(p: FoyerErrorParameters = {}) {
    super('The request timed out. Try again.', 'farcaster_timeout', p)
  }
}

export class CrossAppUserRejectedError extends FoyerError {
  override name = 'CrossAppUserRejectedError'
  constructor(p: FoyerErrorParameters = {}) {
    super('User rejected request', 'cross_app_user_rejected', p)
  }
}

export class CrossAppTimeoutError extends FoyerError {
  override name = 'CrossAppTimeoutError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Authorization request timed out after 2 minutes.', 'cross_app_timeout', p)
  }
}

export class CrossAppConnectionError extends FoyerError {
  override name = 'CrossAppConnectionError'
  constructor(appName: string, p: FoyerErrorParameters = {}) {
    super(`There was an issue connecting your ${appName} account. Please try again.`, 'cross_app_connection_failed', p)
  }
}

export class InvalidConnectedAppError extends FoyerError {
  override name = 'InvalidConnectedAppError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Invalid connected app', 'invalid_connected_app', p)
  }
}

export class CrossAppReadOnlyError extends FoyerError {
  override name = 'CrossAppReadOnlyError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Cannot transact against a read-only provider app', 'cross_app_read_only', p)
  }
}

export class InvalidCrossAppSubjectError extends FoyerError {
  override name = 'InvalidCrossAppSubjectError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Invalid subject', 'invalid_subject', p)
  }
}
