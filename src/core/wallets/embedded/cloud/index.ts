/** Cloud backup of a wallet's recovery key (Google Drive, iCloud): the provider's consent and its access token. */
export {
  authorizeCloudRecovery,
  checkRecoveryOAuthReturn,
  isCloudRecoveryMethod,
  CloudRecoveryAuthorizationError,
  CLOUD_RECOVERY_METHODS,
  RECOVERY_OAUTH_PATHS,
  RECOVERY_OAUTH_POLL_MS,
  RECOVERY_OAUTH_TIMEOUT_MS,
  type AuthorizeCloudRecoveryParameters,
  type AuthorizeCloudRecoveryReturnType,
  type AuthorizeCloudRecoveryErrorType,
  type CloudRecoveryMethod,
  type RecoveryOAuthReturnProblem,
} from './recoveryOAuth.js'
export { browserRecoveryOAuthWindow, recoveryOAuthPopupFeatures, RECOVERY_OAUTH_POPUP_SIZE, type RecoveryOAuthPopup, type RecoveryOAuthWindow } from './recoveryOAuthPopup.js'
