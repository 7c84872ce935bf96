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
