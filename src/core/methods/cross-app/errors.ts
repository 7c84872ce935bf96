import { FoyerError, type FoyerErrorParameters } from '../../errors/base.js'

/** The user closed the provider app's popup, or refused there. */
export class CrossAppUserRejectedError extends FoyerError<'cross_app_user_rejected'> {
  override name = 'CrossAppUserRejectedError'
  constructor(p: FoyerErrorParameters = {}) {
    super('User rejected request', 'cross_app_user_rejected', p)
  }
}

/** The provider app's popup gave no answer within 2 minutes. */
export class CrossAppTimeoutError extends FoyerError<'cross_app_timeout'> {
  override name = 'CrossAppTimeoutError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Authorization request timed out after 2 minutes.', 'cross_app_timeout', p)
  }
}

/** The popup was blocked, or the provider app answered with an error. */
export class CrossAppConnectionError extends FoyerError<'cross_app_connection_failed'> {
  override name = 'CrossAppConnectionError'
  constructor(appName: string, p: FoyerErrorParameters = {}) {
    super(`There was an issue connecting your ${appName} account. Please try again.`, 'cross_app_connection_failed', p)
  }
}

/** The provider app is not one of this app's cross-app connections. */
export class InvalidConnectedAppError extends FoyerError<'invalid_connected_app'> {
  override name = 'InvalidConnectedAppError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Invalid connected app', 'invalid_connected_app', p)
  }
}

/** A read-only provider app cannot sign transactions. */
export class CrossAppReadOnlyError extends FoyerError<'cross_app_read_only'> {
  override name = 'CrossAppReadOnlyError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Cannot transact against a read-only provider app', 'cross_app_read_only', p)
  }
}

/** The subject is not one of the user's cross-app accounts. */
export class InvalidCrossAppSubjectError extends FoyerError<'invalid_subject'> {
  override name = 'InvalidCrossAppSubjectError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Invalid subject', 'invalid_subject', p)
  }
}

/** A cross-app signature was asked of a wallet that belongs to none of the user's cross-app accounts. */
export class CrossAppInvalidWalletError extends FoyerError<'cross_app_invalid_wallet'> {
  override name = 'CrossAppInvalidWalletError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Cannot request a signature with this wallet address', 'cross_app_invalid_wallet', p)
  }
}

/** No provider token is kept for the provider app (log in with it again), or the provider refused the one sent. */
export class CrossAppTokenRequiredError extends FoyerError<'cross_app_token_required'> {
  override name = 'CrossAppTokenRequiredError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Transactions require a valid token', 'cross_app_token_required', p)
  }
}

/** The provider app's popup could not be opened (blocked, or no window). */
export class CrossAppRequestInitError extends FoyerError<'cross_app_request_init_failed'> {
  override name = 'CrossAppRequestInitError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Failed to initialize signature request', 'cross_app_request_init_failed', p)
  }
}

/** The provider app's popup gave no answer to a signature request within 2 minutes. */
export class CrossAppRequestTimeoutError extends FoyerError<'cross_app_request_timeout'> {
  override name = 'CrossAppRequestTimeoutError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Request timeout', 'cross_app_request_timeout', p)
  }
}

/** The provider app answered a signature request with an error of its own (its message, at most 200 characters). */
export class CrossAppRequestFailedError extends FoyerError<'cross_app_request_failed'> {
  override name = 'CrossAppRequestFailedError'
  constructor(message: string, p: FoyerErrorParameters = {}) {
    super(message.slice(0, 200) || 'Unknown error', 'cross_app_request_failed', p)
  }
}
