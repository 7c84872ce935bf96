/**
 * foyer/core — the framework-free core: client, HTTP, session, flows and actions. No React.
 */
export { VERSION } from './version.js'
export * as constants from './constants.js'
export {
  createFoyerClient, analyticsId,
  type CreateFoyerClientParameters, type FoyerClient, type FoyerEvents, type UiHost, type UiOpenRequest,
} from './client.js'
export { startClient } from './start.js'
export * from './errors/index.js'
export { createHttpClient, retryDelay, type HttpClient, type HttpClientOptions, type RequestOptions } from './http/client.js'
export { createAppStorage, createMemoryStorage, type AppStorage, type FoyerStorage } from './storage.js'
export {
  getReady, watchReady, getInitError, watchInitError, getAppConfig, watchAppConfig, getUser, watchUser,
  getAuthenticated, watchAuthenticated, getEmailFlow, watchEmailFlow, getIdentityToken, watchIdentityToken,
  type WatchParameters,
} from './watch.js'
export { registerUiHost, activeUiHost, openUi } from './ui-hosts.js'

// Flows
export {
  CODE_FLOW_STATUSES, INITIAL_CODE_FLOW, transitionCodeFlow,
  type CodeFlowEvent, type CodeFlowState, type CodeFlowStatus,
} from './flows/codeFlow.js'
export {
  AUTH_INTENTS, isAuthIntent, assertIntentAllowed, resolveSubmitIntent, runAuthStep,
  type AuthIntent, type AuthErrorEvent,
} from './flows/intent.js'
export { resetFlows } from './flows/reset.js'
export { finishLogin, finishLink, type AccountMatcher } from './flows/complete.js'

// Actions
export { fetchAppConfig, type FetchAppConfigReturnType, type FetchAppConfigErrorType } from './actions/config/fetchAppConfig.js'
export { trackEvent, type TrackEventParameters } from './actions/analytics/trackEvent.js'
export { getAccessToken, requireAccessToken, type GetAccessTokenReturnType, type GetAccessTokenErrorType } from './actions/session/getAccessToken.js'
export { refreshSession, type RefreshSessionReturnType, type RefreshSessionErrorType } from './actions/session/refreshSession.js'
export { restoreSession } from './actions/session/restoreSession.js'
export { logout, type LogoutReturnType, type LogoutErrorType } from './actions/session/logout.js'
export { refreshUser, type RefreshUserReturnType, type RefreshUserErrorType } from './actions/user/refreshUser.js'
export {
  sendEmailCode, type SendEmailCodeParameters, type SendEmailCodeReturnType, type SendEmailCodeErrorType,
} from './actions/email/sendEmailCode.js'
export {
  loginWithEmailCode, type LoginWithEmailCodeParameters, type LoginWithEmailCodeReturnType, type LoginWithEmailCodeErrorType,
} from './actions/email/loginWithEmailCode.js'
export { linkEmail, type LinkEmailParameters, type LinkEmailReturnType, type LinkEmailErrorType } from './actions/email/linkEmail.js'
export { updateEmail, type UpdateEmailParameters, type UpdateEmailReturnType, type UpdateEmailErrorType } from './actions/email/updateEmail.js'
export { unlinkEmail, type UnlinkEmailParameters, type UnlinkEmailReturnType, type UnlinkEmailErrorType } from './actions/email/unlinkEmail.js'
export { isValidEmail, validateEmail, normalizeCode, hasPlusAddressing } from './actions/email/validation.js'

// Types
export type { AppConfig, HostConfig, WireAppConfig, ColorScheme, CreateOnLogin, WalletChainType } from './types/config.js'
export { toAppConfig, mergeAppConfig } from './types/config.js'
export type { User, LinkedAccount, EmailAccount, PhoneAccount, MfaMethod, OAuthProvider, WireUser } from './types/user.js'
export { toUser } from './types/user.js'
export type { AuthResult, LoginMethod, LoginOptions } from './types/auth.js'
export type { SessionTokens, SessionUpdateAction, WireTokenResponse, OAuthTokens } from './types/tokens.js'
export { isTokenExpired, isTokenForApp } from './session/jwt.js'
