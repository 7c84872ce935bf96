import { FoyerError, type FoyerErrorParameters } from './base.js'

/** One class per failure the kit raises itself; each has its spec message and code. */

export class RequestTimeoutError extends FoyerError<'client_request_timeout'> {
  override name = 'RequestTimeoutError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Request timed out', 'client_request_timeout', p)
  }
}

/** A request could not reach the server (offline, DNS, CORS …). */
export class NetworkError extends FoyerError<'network_error'> {
  override name = 'NetworkError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Network request failed', 'network_error', p)
  }
}

/** The browser storage could not be read or written. */
export class StorageError extends FoyerError<'storage_error'> {
  override name = 'StorageError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Unable to access storage', 'storage_error', p)
  }
}

/** The action needs a logged-in user and there is no access token. */
export class MissingAccessTokenError extends FoyerError<'attempted_rpc_call_before_logged_in'> {
  override name = 'MissingAccessTokenError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Missing access token', 'attempted_rpc_call_before_logged_in', p)
  }
}

/** The action needs a logged-in user. */
export class MustBeAuthenticatedError extends FoyerError<'MUST_BE_AUTHENTICATED'> {
  override name = 'MustBeAuthenticatedError'
  constructor(p: FoyerErrorParameters = {}) {
    super('User must be logged in', 'MUST_BE_AUTHENTICATED', p)
  }
}

/** The client is not ready yet: wait for `ready` before calling this. */
export class ClientNotReadyError extends FoyerError<'client_not_ready'> {
  override name = 'ClientNotReadyError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Foyer is not ready yet: wait for `ready` before calling this', 'client_not_ready', p)
  }
}

/** The app id is not a string of exactly 25 characters. */
export class InvalidAppIdError extends FoyerError<'invalid_app_id'> {
  override name = 'InvalidAppIdError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Invalid app id: it must be a string of exactly 25 characters', 'invalid_app_id', p)
  }
}

/** More than one FoyerProvider is mounted. */
export class MultipleProvidersError extends FoyerError<'multiple_providers'> {
  override name = 'MultipleProvidersError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Multiple FoyerProvider instances found', 'multiple_providers', p)
  }
}

/**
 * An opener such as `login()` was called with no UI mounted to answer it (use the headless alternative it
 * names).
 */
export class UiNotMountedError extends FoyerError<'ui_not_mounted'> {
  override name = 'UiNotMountedError'
  constructor(opener: string, headlessAlternative: string, p: FoyerErrorParameters = {}) {
    super(
      `${opener}() needs the default UI: mount <FoyerModal/> from 'foyerkit/ui' inside <FoyerProvider> (or a visible <FoyerEmbed/>), or build your own screens with ${headlessAlternative} (headless).`,
      'ui_not_mounted',
      p,
    )
  }
}

/** The user is already logged in. */
export class AlreadyAuthenticatedError extends FoyerError<'already_authenticated'> {
  override name = 'AlreadyAuthenticatedError'
  constructor(p: FoyerErrorParameters = {}) {
    super('User already authenticated', 'already_authenticated', p)
  }
}

/** An authentication step was given an intent it does not know. */
export class UnknownAuthIntentError extends FoyerError<'unknown_auth_intent'> {
  override name = 'UnknownAuthIntentError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Unknown auth intent', 'unknown_auth_intent', p)
  }
}

/** No login is in progress to continue. */
export class NoAuthFlowError extends FoyerError<'no_auth_flow'> {
  override name = 'NoAuthFlowError'
  constructor(p: FoyerErrorParameters = {}) {
    super('No auth flow in progress.', 'no_auth_flow', p)
  }
}

/** The server answered a login without a user. */
export class NoUserReturnedError extends FoyerError<'UNKNOWN_AUTH_ERROR'> {
  override name = 'NoUserReturnedError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Authentication failed - no user returned', 'UNKNOWN_AUTH_ERROR', p)
  }
}

/** The account could not be updated. */
export class UnableToUpdateUserError extends FoyerError<'FAILED_TO_UPDATE_ACCOUNT'> {
  override name = 'UnableToUpdateUserError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Unable to update user', 'FAILED_TO_UPDATE_ACCOUNT', p)
  }
}

/** A one-time code contains something other than digits. */
export class NonNumericCodeError extends FoyerError<'invalid_code'> {
  override name = 'NonNumericCodeError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Code should be numeric', 'invalid_code', p)
  }
}

/** A one-time code does not have the expected number of digits. */
export class InvalidCodeLengthError extends FoyerError<'invalid_code'> {
  override name = 'InvalidCodeLengthError'
  constructor(length: number, p: FoyerErrorParameters = {}) {
    super(`Code must be exactly ${length} digits`, 'invalid_code', p)
  }
}

/** The code of a {@link UserExitedFlowError}: the user left a login, link or update flow. */
export type FlowExitCode = 'USER_EXITED_AUTH_FLOW' | 'USER_EXITED_LINK_FLOW' | 'USER_EXITED_UPDATE_FLOW'

/** The user left a flow (closed the UI, reset or restarted it); `code` says which kind of flow. */
export class UserExitedFlowError<C extends FlowExitCode = FlowExitCode> extends FoyerError<C> {
  override name = 'UserExitedFlowError'
  constructor(code: C, p: FoyerErrorParameters = {}) {
    super('User exited the flow', code, p)
  }
}

// ── Phone numbers ───────────────────────────────────────────────────────────

/** Not a valid phone number (where a login code or an MFA code would be sent). */
export class InvalidPhoneNumberError extends FoyerError<'invalid_phone_number'> {
  override name = 'InvalidPhoneNumberError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Please enter a valid phone number.', 'invalid_phone_number', p)
  }
}

// ── Authorization code with PKCE ─────────────────────────────────────────────

/** A returned state code is missing or is not the one saved before leaving. */
export class PkceStateCodeMismatchError extends FoyerError<'pkce_state_code_mismatch'> {
  override name = 'PkceStateCodeMismatchError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Unexpected auth flow. This may be a phishing attempt.', 'pkce_state_code_mismatch', p)
  }
}


// ── Accounts: link rules, embedded wallets, transfer, terms ────────────────

/** A second account of a type that allows one (a login method may allow more: its `maxAccounts`). */
export class CannotLinkMoreOfTypeError extends FoyerError<'cannot_link_more_of_type'> {
  override name = 'CannotLinkMoreOfTypeError'
  constructor(type: string, p: FoyerErrorParameters = {}) {
    super(`User already has an account of type ${type} linked.`, 'cannot_link_more_of_type', p)
  }
}

/** An embedded wallet cannot be unlinked from its user. */
export class CannotUnlinkEmbeddedWalletError extends FoyerError<'cannot_unlink_embedded_wallet'> {
  override name = 'CannotUnlinkEmbeddedWalletError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Cannot unlink an embedded wallet', 'cannot_unlink_embedded_wallet', p)
  }
}

/** An embedded wallet cannot be used to log in or be linked as an external wallet. */
export class EmbeddedWalletLoginError extends FoyerError<'embedded_wallet_not_allowed'> {
  override name = 'EmbeddedWalletLoginError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Cannot login or link with an embedded wallet', 'embedded_wallet_not_allowed', p)
  }
}

/** An embedded wallet cannot be disconnected. */
export class CannotDisconnectEmbeddedWalletError extends FoyerError<'cannot_disconnect_embedded_wallet'> {
  override name = 'CannotDisconnectEmbeddedWalletError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Cannot disconnect an embedded wallet', 'cannot_disconnect_embedded_wallet', p)
  }
}

/** This kind of account cannot be transferred from another user. */
export class InvalidTransferAccountTypeError extends FoyerError<'invalid_transfer_account_type'> {
  override name = 'InvalidTransferAccountTypeError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Invalid transfer account type', 'invalid_transfer_account_type', p)
  }
}

/** Account transfer needs nonce and account. */
export class InvalidTransferDataError extends FoyerError<'invalid_transfer_data'> {
  override name = 'InvalidTransferDataError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Account transfer needs a nonce and an account', 'invalid_transfer_data', p)
  }
}

/** The user declined the required terms (the session ends). */
export class TermsDeclinedError extends FoyerError<'terms_declined'> {
  override name = 'TermsDeclinedError'
  constructor(p: FoyerErrorParameters = {}) {
    super('The user declined the terms', 'terms_declined', p)
  }
}

// ── Captcha ────────────────────────────────────────────

/** A captcha site key of no supported form (Turnstile `0x…`, hCaptcha UUID, dev-backend test key). */
export class UnsupportedCaptchaSiteKeyError extends FoyerError<'unsupported_captcha_site_key'> {
  override name = 'UnsupportedCaptchaSiteKeyError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Unsupported captcha site key', 'unsupported_captcha_site_key', p)
  }
}

/** The captcha widget failed (after the retries, or with none left). */
export class CaptchaFailedError extends FoyerError<'captcha_failed'> {
  override name = 'CaptchaFailedError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Captcha failed', 'captcha_failed', p)
  }
}

/** No captcha token within CAPTCHA_LOW_LEVEL_WAIT_MS (20 s). */
export class CaptchaTimeoutError extends FoyerError<'captcha_timeout'> {
  override name = 'CaptchaTimeoutError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Operation reached timeout: captcha', 'captcha_timeout', p)
  }
}

/** Captcha is enabled, but nothing renders a captcha widget (headless without <Captcha/> or useCaptcha()). */
export class CaptchaNotRenderedError extends FoyerError<'captcha_not_rendered'> {
  override name = 'CaptchaNotRenderedError'
  constructor(p: FoyerErrorParameters = {}) {
    super(
      "Captcha is enabled for this app, but no captcha is rendered: mount <FoyerModal/> or <FoyerEmbed/>, render <Captcha/> from 'foyerkit/ui', or call useCaptcha() and render its widget (headless).",
      'captcha_not_rendered',
      p,
    )
  }
}

// ── Multi-factor verification ─────────────

/** A wait for an MFA code ran out (MFA_CODE_WAIT_MS), or the whole operation did (MFA_OPERATION_TIMEOUT_MS). */
export class MfaTimeoutError extends FoyerError<'mfa_timeout'> {
  override name = 'MfaTimeoutError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Timed out waiting for MFA code', 'mfa_timeout', p)
  }
}

/** MFA_MAX_ATTEMPTS (4) verifications failed. */
export class MfaMaxAttemptsError extends FoyerError<'mfa_verification_max_attempts_reached'> {
  override name = 'MfaMaxAttemptsError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Max MFA verification attempts reached', 'mfa_verification_max_attempts_reached', p)
  }
}

/** One verification failed (a wrong code, a refused prompt …); the wait asks again. */
export class MfaVerificationFailedError extends FoyerError<'mfa_verification_failed'> {
  override name = 'MfaVerificationFailedError'
  constructor(p: FoyerErrorParameters = {}) {
    super('MFA verification failed, retry.', 'mfa_verification_failed', p)
  }
}

/** The user closed the MFA prompt before verifying. */
export class MfaCanceledError extends FoyerError<'mfa_canceled'> {
  override name = 'MfaCanceledError'
  constructor(p: FoyerErrorParameters = {}) {
    super('MFA canceled', 'mfa_canceled', p)
  }
}

/** A code for a factor that takes one, that is not a string of 6 digits. */
export class InvalidMfaCodeError extends FoyerError<'invalid_mfa_code'> {
  override name = 'InvalidMfaCodeError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Invalid MFA code', 'invalid_mfa_code', p)
  }
}

/** An MFA submission without the WebAuthn authenticator response its factor needs. */
export class InvalidAuthenticatorResponseError extends FoyerError<'invalid_authenticator_response'> {
  override name = 'InvalidAuthenticatorResponseError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Invalid authenticator response', 'invalid_authenticator_response', p)
  }
}

/** The MFA method is not one the kit supports. */
export class UnsupportedMfaMethodError extends FoyerError<'unsupported_mfa_method'> {
  override name = 'UnsupportedMfaMethodError'
  constructor(method: unknown, p: FoyerErrorParameters = {}) {
    super(`Unsupported MFA method: ${String(method)}`, 'unsupported_mfa_method', p)
  }
}

/** MFA enrolment needs a logged-in user with a valid access token. */
export class MfaEnrollmentTokenError extends FoyerError<'MUST_BE_AUTHENTICATED'> {
  override name = 'MfaEnrollmentTokenError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Must have valid access token to enroll in MFA', 'MUST_BE_AUTHENTICATED', p)
  }
}

/** MFA is required but the user has no MFA method to verify with. */
export class MfaNotEnrolledError extends FoyerError<'MISSING_MFA_CREDENTIALS'> {
  override name = 'MfaNotEnrolledError'
  constructor(p: FoyerErrorParameters = {}) {
    super('User has no MFA method enrolled', 'MISSING_MFA_CREDENTIALS', p)
  }
}

/** `login({ loginMethods })` asked for a method the app does not offer (see checkLoginMethodsConfig). */
export class LoginMethodNotEnabledError extends FoyerError<'login_method_not_enabled'> {
  override name = 'LoginMethodNotEnabledError'
  constructor(method: string, p: FoyerErrorParameters = {}) {
    super(`Login method '${method}' is not enabled for this app`, 'login_method_not_enabled', p)
  }
}
