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

// SMS code, guest and custom-token login
export { getSmsFlow, watchSmsFlow, getGuestFlow, watchGuestFlow, getCustomAuthState, watchCustomAuthState } from './watch.js'
export {
  dispatchCodeFlow, sendCodeThrough, submitCodeThrough,
  type CodeChannel, type CodeLoginMode, type SendCodeThroughParameters,
} from './flows/codeLogin.js'
export {
  CUSTOM_AUTH_STATUSES, INITIAL_CUSTOM_AUTH, transitionCustomAuth,
  type CustomAuthEvent, type CustomAuthState, type CustomAuthStatus,
} from './flows/customAuthFlow.js'
export { sendSmsCode, type SendSmsCodeParameters, type SendSmsCodeReturnType, type SendSmsCodeErrorType } from './actions/sms/sendSmsCode.js'
export {
  loginWithSmsCode, type LoginWithSmsCodeParameters, type LoginWithSmsCodeReturnType, type LoginWithSmsCodeErrorType,
} from './actions/sms/loginWithSmsCode.js'
export { linkSms, type LinkSmsParameters, type LinkSmsReturnType, type LinkSmsErrorType } from './actions/sms/linkSms.js'
export { updateSms, type UpdateSmsParameters, type UpdateSmsReturnType, type UpdateSmsErrorType } from './actions/sms/updateSms.js'
export { unlinkSms, type UnlinkSmsParameters, type UnlinkSmsReturnType, type UnlinkSmsErrorType } from './actions/sms/unlinkSms.js'
export {
  phoneCountries, defaultPhoneCountry, toPhoneCountry, callingCodeOf, toE164, isValidPhone, initialPhoneInput,
  typePhoneNumber, changePhoneCountry, formatPhoneNumber,
  type PhoneInputState, type PhoneCountry, type PhoneCountryCode,
} from './actions/sms/phoneInput.js'
export {
  createGuestAccount, type CreateGuestAccountParameters, type CreateGuestAccountReturnType, type CreateGuestAccountErrorType,
} from './actions/guest/createGuestAccount.js'
export { getOrCreateGuestCredential } from './actions/guest/guestCredential.js'
export {
  syncCustomAuth, enableCustomAuth, disableCustomAuth, isCustomAuthAccount, type SyncCustomAuthParameters, type SyncCustomAuthReturnType, type SyncCustomAuthErrorType,
  type GetCustomAccessToken,
} from './actions/custom/syncCustomAuth.js'
export {
  linkCustomAuth, type LinkCustomAuthParameters, type LinkCustomAuthReturnType, type LinkCustomAuthErrorType,
} from './actions/custom/linkCustomAuth.js'
export {
  unlinkCustomAuth, type UnlinkCustomAuthParameters, type UnlinkCustomAuthReturnType, type UnlinkCustomAuthErrorType,
} from './actions/custom/unlinkCustomAuth.js'

// Social OAuth (PKCE) and Telegram
export { getOAuthFlow, watchOAuthFlow, getTelegramFlow, watchTelegramFlow } from './watch.js'
export {
  LOADING_FLOW_STATUSES, INITIAL_LOADING_FLOW, transitionLoadingFlow,
  type LoadingFlowEvent, type LoadingFlowState, type LoadingFlowStatus,
} from './flows/loadingFlow.js'
export { base64UrlEncode, generatePkceRandom, createCodeChallenge, createPkcePair, type PkcePair } from './utils/pkce.js'
export { isInAppBrowser } from './utils/inAppBrowser.js'
export { removeUrlParams, type RedirectReturnParameters } from './utils/url.js'
export { isOAuthProvider, oauthAccountType } from './actions/oauth/providers.js'
export { savePendingOAuth, takePendingOAuth, type PendingOAuth } from './actions/oauth/pending.js'
export { initOAuth, type InitOAuthParameters, type InitOAuthReturnType, type InitOAuthErrorType } from './actions/oauth/initOAuth.js'
export {
  loginWithOAuthCode, type LoginWithOAuthCodeParameters, type LoginWithOAuthCodeReturnType, type LoginWithOAuthCodeErrorType,
} from './actions/oauth/loginWithOAuthCode.js'
export {
  handleOAuthReturn, hasOAuthReturn,
  type HandleOAuthReturnParameters, type HandleOAuthReturnReturnType, type HandleOAuthReturnErrorType,
} from './actions/oauth/handleOAuthReturn.js'
export { unlinkOAuth, type UnlinkOAuthParameters, type UnlinkOAuthReturnType, type UnlinkOAuthErrorType } from './actions/oauth/unlinkOAuth.js'
export {
  SOCIAL_ERROR_KINDS, SOCIAL_ERROR_COPY_KEYS, SOCIAL_ERROR_SCREENS, socialErrorKind, socialErrorScreenFor,
  type SocialErrorKind, type SocialErrorCopyKey, type SocialErrorEntry, type SocialErrorScreen,
} from './errors/social.js'
export type { TelegramAuthResult, TelegramWebAppData, TelegramLoginApi } from './actions/telegram/types.js'
export {
  loadTelegramWidget, telegramLoginApi, type LoadTelegramWidgetReturnType, type LoadTelegramWidgetErrorType,
} from './actions/telegram/loadTelegramWidget.js'
export {
  loginWithTelegram, type LoginWithTelegramParameters, type LoginWithTelegramReturnType, type LoginWithTelegramErrorType,
} from './actions/telegram/loginWithTelegram.js'
export {
  authenticateWithTelegram,
  type AuthenticateWithTelegramParameters, type AuthenticateWithTelegramReturnType, type AuthenticateWithTelegramErrorType,
} from './actions/telegram/authenticateWithTelegram.js'
export {
  handleTelegramReturn, parseTelegramReturn, type TelegramReturn,
  type HandleTelegramReturnParameters, type HandleTelegramReturnReturnType, type HandleTelegramReturnErrorType,
} from './actions/telegram/handleTelegramReturn.js'
export {
  unlinkTelegram, type UnlinkTelegramParameters, type UnlinkTelegramReturnType, type UnlinkTelegramErrorType,
} from './actions/telegram/unlinkTelegram.js'
export { handleRedirectReturns } from './actions/redirect/handleRedirectReturns.js'
export { authenticateOrLink, settleLoadingFlow, type AuthenticateOrLinkParameters } from './flows/authenticateOrLink.js'

// Passkeys
export { getPasskeyFlow, watchPasskeyFlow } from './watch.js'
export {
  PASSKEY_FLOW_STATUSES, PASSKEY_FLOW_MODES, INITIAL_PASSKEY_FLOW, transitionPasskeyFlow, isPasskeyFlowBusy,
  type PasskeyFlowEvent, type PasskeyFlowMode, type PasskeyFlowState, type PasskeyFlowStatus,
} from './flows/passkeyFlow.js'
export {
  loginWithPasskey, type LoginWithPasskeyParameters, type LoginWithPasskeyReturnType, type LoginWithPasskeyErrorType,
} from './actions/passkey/loginWithPasskey.js'
export {
  signupWithPasskey, type SignupWithPasskeyParameters, type SignupWithPasskeyReturnType, type SignupWithPasskeyErrorType,
} from './actions/passkey/signupWithPasskey.js'
export { linkWithPasskey, type LinkWithPasskeyReturnType, type LinkWithPasskeyErrorType } from './actions/passkey/linkWithPasskey.js'
export {
  unlinkPasskey, type UnlinkPasskeyParameters, type UnlinkPasskeyReturnType, type UnlinkPasskeyErrorType,
} from './actions/passkey/unlinkPasskey.js'
export { passkeysOf } from './actions/passkey/register.js'
export {
  isPasskeyCeremonyError, toPasskeyError, relyingParty, type WebAuthnCeremonies,
} from './actions/passkey/webauthn.js'
export {
  toRequestOptionsJSON, toCreationOptionsJSON, toWireAuthenticationResponse, toWireRegistrationResponse,
  type WirePasskeyRequestOptions, type WirePasskeyCreationOptions, type WirePasskeyAuthenticationResponse,
  type WirePasskeyRegistrationResponse, type WireCredentialDescriptor,
} from './actions/passkey/convert.js'
export type { PasskeyAccount } from './types/user.js'

// Farcaster and cross-app accounts
export { getFarcasterFlow, watchFarcasterFlow, getCrossAppFlow, watchCrossAppFlow } from './watch.js'
export {
  FARCASTER_FLOW_STATUSES, INITIAL_FARCASTER_FLOW, transitionFarcasterFlow,
  type FarcasterFlowEvent, type FarcasterFlowState, type FarcasterFlowStatus,
} from './flows/farcasterFlow.js'
export {
  initFarcasterLogin, resetFarcasterFlow, type InitFarcasterLoginParameters, type InitFarcasterLoginReturnType, type InitFarcasterLoginErrorType,
} from './actions/farcaster/initFarcasterLogin.js'
export {
  getFarcasterStatus, type GetFarcasterStatusParameters, type GetFarcasterStatusReturnType, type GetFarcasterStatusErrorType,
} from './actions/farcaster/getFarcasterStatus.js'
export {
  loginWithFarcaster, waitForFarcasterApproval,
  type LoginWithFarcasterParameters, type LoginWithFarcasterReturnType, type LoginWithFarcasterErrorType,
} from './actions/farcaster/loginWithFarcaster.js'
export { linkFarcaster, type LinkFarcasterParameters, type LinkFarcasterReturnType, type LinkFarcasterErrorType } from './actions/farcaster/linkFarcaster.js'
export {
  unlinkFarcaster, type UnlinkFarcasterParameters, type UnlinkFarcasterReturnType, type UnlinkFarcasterErrorType,
} from './actions/farcaster/unlinkFarcaster.js'
export {
  loginWithCrossAppAccount, crossAppProvider, resetCrossAppFlow,
  type LoginWithCrossAppAccountParameters, type LoginWithCrossAppAccountReturnType, type LoginWithCrossAppAccountErrorType,
} from './actions/crossApp/loginWithCrossAppAccount.js'
export {
  linkCrossAppAccount, type LinkCrossAppAccountParameters, type LinkCrossAppAccountReturnType, type LinkCrossAppAccountErrorType,
} from './actions/crossApp/linkCrossAppAccount.js'
export {
  unlinkCrossAppAccount,
  type UnlinkCrossAppAccountParameters, type UnlinkCrossAppAccountReturnType, type UnlinkCrossAppAccountErrorType,
} from './actions/crossApp/unlinkCrossAppAccount.js'
export {
  fetchCrossAppProviderDetails, crossAppProviderDetailsQueryKey, crossAppProviderDetailsQueryOptions,
  type FetchCrossAppProviderDetailsParameters, type FetchCrossAppProviderDetailsReturnType, type FetchCrossAppProviderDetailsErrorType,
} from './actions/crossApp/fetchCrossAppProviderDetails.js'
export {
  fetchCrossAppConnections, crossAppConnectionsQueryKey, crossAppConnectionsQueryOptions,
  type FetchCrossAppConnectionsReturnType, type FetchCrossAppConnectionsErrorType,
} from './actions/crossApp/fetchCrossAppConnections.js'
export {
  assertCrossAppCanSign, canSignWithConnection,
  type AssertCrossAppCanSignParameters, type AssertCrossAppCanSignReturnType, type AssertCrossAppCanSignErrorType,
} from './actions/crossApp/assertCrossAppCanSign.js'
export {
  crossAppPopupFeatures, browserCrossAppWindow, type CrossAppWindow, type CrossAppPopup, type ReceivedMessage,
} from './actions/crossApp/popup.js'
export {
  hasDedicatedErrorScreen, farcasterFailureFor, crossAppFailureFor, FARCASTER_FAILURE_COPY_KEYS, CROSS_APP_FAILURE_COPY_KEYS,
  type MethodFailure, type FarcasterFailureCopyKey, type CrossAppFailureCopyKey,
} from './errors/methodFailures.js'
export { pollUntil, type PollUntilParameters } from './utils/poll.js'
export { defaultTimers, type Timers } from './utils/timers.js'
export { isMobileDevice, truncateLink } from './utils/device.js'
export {
  isFarcasterAccount, type FarcasterAccount, type FarcasterApproval, type WireFarcasterChannel, type WireFarcasterStatus,
} from './types/farcaster.js'
export {
  isCrossAppAccount, toCrossAppConnection, toCrossAppProviderDetails,
  type CrossAppAccount, type CrossAppConnection, type CrossAppProviderDetails, type CrossAppMessage,
  type WireCrossAppConnection, type WireCrossAppProviderDetails,
} from './types/crossApp.js'

// Types
export type { AppConfig, HostConfig, WireAppConfig, ColorScheme, CreateOnLogin, WalletChainType } from './types/config.js'
export { toAppConfig, mergeAppConfig } from './types/config.js'
export type { User, LinkedAccount, EmailAccount, PhoneAccount, MfaMethod, OAuthProvider, WireUser } from './types/user.js'
export { toUser } from './types/user.js'
export type { AuthResult, LoginMethod, LoginOptions } from './types/auth.js'
export type { SessionTokens, SessionUpdateAction, WireTokenResponse, OAuthTokens } from './types/tokens.js'
export { isTokenExpired, isTokenForApp } from './session/jwt.js'
