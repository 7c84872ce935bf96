/** Cloud backup of a wallet's recovery key (Google Drive, iCloud): the provider's consent and its access token. */
export {
  authorizeCloudRecovery,
  checkRecoveryOAuthReturn,
  CloudRecoveryAuthorizationError,
  RECOVERY_OAUTH_PATHS,
  RECOVERY_OAUTH_POLL_MS,
  RECOVERY_OAUTH_TIMEOUT_MS,
  type AuthorizeCloudRecoveryParameters,
  type AuthorizeCloudRecoveryReturnType,
  type AuthorizeCloudRecoveryErrorType,
  type RecoveryOAuthReturnProblem,
} from './recoveryOAuth.js'
export { browserRecoveryOAuthWindow, recoveryOAuthPopupFeatures, RECOVERY_OAUTH_POPUP_SIZE, type RecoveryOAuthPopup, type RecoveryOAuthWindow } from './recoveryOAuthPopup.js'
