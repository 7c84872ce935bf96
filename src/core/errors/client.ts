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
