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
      `${opener}() needs the default UI: mount <FoyerModal/> from 'foyerkit/ui' inside <FoyerProvider> (or a visible <FoyerEmbed/>), or build your own screens with ${headlessAlternative} (headless).`,
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

export class NonNumericCodeError extends FoyerError<'invalid_code'> {
  override name = 'NonNumericCodeError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Code should be numeric', 'invalid_code', p)
  }
}

export class InvalidCodeLengthError extends FoyerError<'invalid_code'> {
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
export class PkceStateCodeMismatchError extends FoyerError {
  override name = 'PkceStateCodeMismatchError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Unexpected auth flow. This may be a phishing attempt.', 'pkce_state_code_mismatch', p)
  }
}


// ── Accounts: link rules, embedded wallets, transfer, terms ────────────────

/** A second account of a type that allows one (a login method may allow more: its `maxAccounts`). */
export class CannotLinkMoreOfTypeError extends FoyerError {
  override name = 'CannotLinkMoreOfTypeError'
  constructor(type: string, p: FoyerErrorParameters = {}) {
    super(`User already has an account of type ${type} linked.`, 'cannot_link_more_of_type', p)
  }
}

export class CannotUnlinkEmbeddedWalletError extends FoyerError {
  override name = 'CannotUnlinkEmbeddedWalletError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Cannot unlink an embedded wallet', 'cannot_unlink_embedded_wallet', p)
  }
}

export class EmbeddedWalletLoginError extends FoyerError {
  override name = 'EmbeddedWalletLoginError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Cannot login or link with an embedded wallet', 'embedded_wallet_not_allowed', p)
  }
}

export class CannotDisconnectEmbeddedWalletError extends FoyerError {
  override name = 'CannotDisconnectEmbeddedWalletError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Cannot disconnect an embedded wallet', 'cannot_disconnect_embedded_wallet', p)
  }
}

export class InvalidTransferAccountTypeError extends FoyerError {
  override name = 'InvalidTransferAccountTypeError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Invalid transfer account type', 'invalid_transfer_account_type', p)
  }
}

/** Account transfer needs nonce and account. */
export class InvalidTransferDataError extends FoyerError {
  override name = 'InvalidTransferDataError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Account transfer needs a nonce and an account', 'invalid_transfer_data', p)
  }
}

/** The user declined the required terms (the session ends). */
export class TermsDeclinedError extends FoyerError {
  override name = 'TermsDeclinedError'
  constructor(p: FoyerErrorParameters = {}) {
    super('The user declined the terms', 'terms_declined', p)
  }
}

// ── Captcha ────────────────────────────────────────────

/** A captcha site key of no supported form (Turnstile `0x…`, hCaptcha UUID, dev-backend test key). */
export class UnsupportedCaptchaSiteKeyError extends FoyerError {
  override name = 'UnsupportedCaptchaSiteKeyError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Unsupported captcha site key', 'unsupported_captcha_site_key', p)
  }
}

/** The captcha widget failed (after the retries, or with none left). */
export class CaptchaFailedError extends FoyerError {
  override name = 'CaptchaFailedError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Captcha failed', 'captcha_failed', p)
  }
}

/** No captcha token within CAPTCHA_LOW_LEVEL_WAIT_MS (20 s). */
export class CaptchaTimeoutError extends FoyerError {
  override name = 'CaptchaTimeoutError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Operation reached timeout: captcha', 'captcha_timeout', p)
  }
}

/** Captcha is enabled, but nothing renders a captcha widget (headless without <Captcha/> or useCaptcha()). */
export class CaptchaNotRenderedError extends FoyerError {
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
export class MfaTimeoutError extends FoyerError {
  override name = 'MfaTimeoutError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Timed out waiting for MFA code', 'mfa_timeout', p)
  }
}

/** MFA_MAX_ATTEMPTS (4) verifications failed. */
export class MfaMaxAttemptsError extends FoyerError {
  override name = 'MfaMaxAttemptsError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Max MFA verification attempts reached', 'mfa_verification_max_attempts_reached', p)
  }
}

/** One verification failed (a wrong code, a refused prompt …); the wait asks again. */
export class MfaVerificationFailedError extends FoyerError {
  override name = 'MfaVerificationFailedError'
  constructor(p: FoyerErrorParameters = {}) {
    super('MFA verification failed, retry.', 'mfa_verification_failed', p)
  }
}

export class MfaCanceledError extends FoyerError {
  override name = 'MfaCanceledError'
  constructor(p: FoyerErrorParameters = {}) {
    super('MFA canceled', 'mfa_canceled', p)
  }
}

/** A code for a factor that takes one, that is not a string of 6 digits. */
export class InvalidMfaCodeError extends FoyerError {
  override name = 'InvalidMfaCodeError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Invalid MFA code', 'invalid_mfa_code', p)
  }
}

/** An MFA submission without the WebAuthn authenticator response its factor needs. */
export class InvalidAuthenticatorResponseError extends FoyerError {
  override name = 'InvalidAuthenticatorResponseError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Invalid authenticator response', 'invalid_authenticator_response', p)
  }
}

export class UnsupportedMfaMethodError extends FoyerError {
  override name = 'UnsupportedMfaMethodError'
  constructor(method: unknown, p: FoyerErrorParameters = {}) {
    super(`Unsupported MFA method: ${String(method)}`, 'unsupported_mfa_method', p)
  }
}

export class MfaEnrollmentTokenError extends FoyerError {
  override name = 'MfaEnrollmentTokenError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Must have valid access token to enroll in MFA', 'MUST_BE_AUTHENTICATED', p)
  }
}

/** MFA is required but the user has no MFA method to verify with. */
export class MfaNotEnrolledError extends FoyerError {
  override name = 'MfaNotEnrolledError'
  constructor(p: FoyerErrorParameters = {}) {
    super('User has no MFA method enrolled', 'MISSING_MFA_CREDENTIALS', p)
  }
}

/** `login({ loginMethods })` asked for a method the app does not offer (see checkLoginMethodsConfig). */
export class LoginMethodNotEnabledError extends FoyerError {
  override name = 'LoginMethodNotEnabledError'
  constructor(method: string, p: FoyerErrorParameters = {}) {
    super(`Login method '${method}' is not enabled for this app`, 'login_method_not_enabled', p)
  }
}
