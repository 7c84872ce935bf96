/**
 * foyerkit/core — the framework-free core: client, HTTP, session, flows and actions. No React.
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
export { safeHref, isSafeImageSrc, safeImageSrc, type SafeUrlOptions } from './utils/safeUrl.js'
export { messageFrom, type MessageLike } from './utils/messages.js'
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

// Sessions across tabs; URL parameters read at page load (consumed once)
export {
  consumeUrlParams, pageFrom, browserPageUrl,
  type PageUrl, type UrlParamsReader, type UrlParamsMatch, type ConsumedUrlParams,
} from './utils/url.js'
export {
  syncSessionAcrossTabs, type SyncSessionAcrossTabsReturnType, type SyncSessionAcrossTabsErrorType,
} from './actions/session/syncSessionAcrossTabs.js'
export { storageLease, type CrossTabOptions, type TabLocks, type StorageChange, type StorageEventSource } from './session/crossTab.js'
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

// Login landing: layout, config checks, recent login method
export {
  loginMethodKind, appLoginMethods, isWalletLoginMethod, isCrossAppLoginMethod, WALLET_LOGIN_METHOD, WALLET_LOGIN_METHOD_PREFIX,
  LOGIN_GROUP_PRIORITIES, DEFAULT_LOGIN_GROUP_PRIORITY, type LoginMethodKind, type LoginGroupPriority,
} from './actions/landing/loginMethods.js'
export {
  planLanding, overflowLabel, LANDING_OVERFLOW_LABELS,
  type LandingPlan, type LandingOverflow, type LandingOverflowLabel, type LandingVariant, type PlanLandingParameters,
} from './actions/landing/planLanding.js'
export {
  checkLoginMethodsConfig, offeredLoginMethods, reportLoginMethodsConfig,
  type LoginMethodsConfigProblem, type LoginMethodsConfigProblemCode,
} from './actions/landing/checkLoginMethodsConfig.js'
export {
  assertLoginMethodsOffered,
  type AssertLoginMethodsOfferedParameters, type AssertLoginMethodsOfferedReturnType, type AssertLoginMethodsOfferedErrorType,
} from './actions/landing/assertLoginMethodsOffered.js'
export {
  getRecentLoginMethod, watchRecentLoginMethod, recordRecentLoginMethod, type RecentLoginMethod,
} from './actions/landing/recentLoginMethod.js'

// Types
export type { AppConfig, HostConfig, WireAppConfig, ColorScheme, CreateOnLogin, WalletChainType } from './types/config.js'
export { toAppConfig, mergeAppConfig } from './types/config.js'
export type { User, LinkedAccount, EmailAccount, PhoneAccount, MfaMethod, OAuthProvider, WireUser } from './types/user.js'
export { toUser } from './types/user.js'
export type { AuthResult, LoginMethod, LoginOptions } from './types/auth.js'
export type { SessionTokens, SessionUpdateAction, WireTokenResponse, OAuthTokens } from './types/tokens.js'
export { isTokenExpired, isTokenForApp } from './session/jwt.js'

// Multi-factor verification (MFA): the wait machinery, verification, enrolment
export { getMfaFlow, watchMfaFlow, getMfaEnrollmentFlow, watchMfaEnrollmentFlow, getMfaEnrollmentUiRequest, watchMfaEnrollmentUiRequest } from './watch.js'
export {
  MFA_FLOW_STATUSES, MFA_PROMPT_KINDS, INITIAL_MFA_FLOW, transitionMfaFlow, isMfaPending, mfaCloseOutcome,
  type MfaFlowEvent, type MfaFlowState, type MfaFlowStatus, type MfaPromptKind,
} from './flows/mfaFlow.js'
export {
  MFA_ENROLLMENT_STATUSES, INITIAL_MFA_ENROLLMENT, transitionMfaEnrollment,
  type MfaEnrollmentEvent, type MfaEnrollmentState, type MfaEnrollmentStatus, type TotpEnrollment,
} from './flows/mfaEnrollmentFlow.js'
export type {
  MfaToken, WireMfaToken, WireTotpEnrollment, MfaSubmission, MfaRequiredEvent, MfaInitResult, MfaPasskeyResponse,
} from './types/mfa.js'
export { resetMfaEnrollment } from './actions/mfa/enrollment.js'
export {
  errorIndicatesMfaRequired, errorIndicatesMfaTimeout, errorIndicatesMfaMaxAttempts, errorIndicatesMfaVerificationFailed,
  errorIndicatesMfaCanceled, MFA_ERROR_COPY_KEYS, mfaErrorCopyKey, type MfaErrorCopyKey,
} from './errors/mfa.js'
export { currentMfaToken, clearMfaToken, mfaHeaders, orderMfaMethods } from './actions/mfa/session.js'
export { promptMfa, verifyMfa, type PromptMfaParameters, type PromptMfaReturnType, type PromptMfaErrorType } from './actions/mfa/promptMfa.js'
export { initMfa, type InitMfaParameters, type InitMfaReturnType, type InitMfaErrorType } from './actions/mfa/initMfa.js'
export {
  submitMfa, toMfaSubmission, type SubmitMfaParameters, type SubmitMfaReturnType, type SubmitMfaErrorType,
} from './actions/mfa/submitMfa.js'
export {
  verifyMfaWithPasskey, type VerifyMfaWithPasskeyReturnType, type VerifyMfaWithPasskeyErrorType,
} from './actions/mfa/verifyMfaWithPasskey.js'
export {
  cancelMfa, chooseMfaMethod, dismissMfaPrompt,
  type CancelMfaReturnType, type ChooseMfaMethodParameters, type DismissMfaPromptReturnType,
} from './actions/mfa/cancelMfa.js'
export {
  withMfa, requestWithMfa, type MfaProtectedRequest, type WithMfaParameters, type WithMfaErrorType, type RequestWithMfaParameters,
} from './actions/mfa/withMfa.js'
export {
  initMfaEnrollment, type InitMfaEnrollmentParameters, type InitMfaEnrollmentReturnType, type InitMfaEnrollmentErrorType,
} from './actions/mfa/initMfaEnrollment.js'
export {
  submitMfaEnrollment, type SubmitMfaEnrollmentParameters, type SubmitMfaEnrollmentReturnType, type SubmitMfaEnrollmentErrorType,
} from './actions/mfa/submitMfaEnrollment.js'
export { unenrollMfa, type UnenrollMfaParameters, type UnenrollMfaReturnType, type UnenrollMfaErrorType } from './actions/mfa/unenrollMfa.js'
export {
  showMfaEnrollment, registerMfaOverlayHost, isActiveMfaOverlayHost, mfaPasskeysOf, mfaPasskeyLastAdded,
} from './actions/mfa/showMfaEnrollment.js'

// Captcha (spec 01 §4 "Captcha")
export { getCaptchaState, watchCaptchaState } from './watch.js'
export {
  CAPTCHA_STATUSES, CAPTCHA_ERROR_KINDS, INITIAL_CAPTCHA, transitionCaptcha, canRetryCaptcha, shouldRunCaptcha,
  type CaptchaState, type CaptchaStatus, type CaptchaEvent, type CaptchaErrorKind, type ShouldRunCaptchaParameters,
} from './flows/captchaFlow.js'
export type { CaptchaProvider, CaptchaProviderKind, CaptchaWidget, CaptchaWidgetCallbacks } from './actions/captcha/types.js'
export {
  detectCaptchaProvider,
  type DetectCaptchaProviderParameters, type DetectCaptchaProviderReturnType, type DetectCaptchaProviderErrorType,
} from './actions/captcha/detectCaptchaProvider.js'
export { turnstileProvider, type TurnstileApi } from './actions/captcha/turnstile.js'
export { hcaptchaProvider, type HCaptchaApi } from './actions/captcha/hcaptcha.js'
export { testCaptchaProvider } from './actions/captcha/testProvider.js'
export {
  mountCaptcha, captchaProviderFor, type MountCaptchaParameters, type MountCaptchaReturnType, type MountCaptchaErrorType,
} from './actions/captcha/mountCaptcha.js'
export {
  getCaptchaToken, isCaptchaError, type GetCaptchaTokenParameters, type GetCaptchaTokenReturnType, type GetCaptchaTokenErrorType,
} from './actions/captcha/getCaptchaToken.js'
export { retryCaptcha, type RetryCaptchaReturnType, type RetryCaptchaErrorType } from './actions/captcha/retryCaptcha.js'
export { continueCaptcha, type ContinueCaptchaReturnType, type ContinueCaptchaErrorType } from './actions/captcha/continueCaptcha.js'
export { pickUiHost } from './ui-hosts.js'

// External wallets (docs/wallets.md): seams, connectors, connection, SIWE
export type {
  WalletChainFamily, WalletConnectorType, WalletConnectionStatus, ConnectorAccount, ConnectOptions, ConnectorEvent,
  WalletConnector, WalletConnectorSource, ConnectorSourceContext, WalletConnection, WalletSignIn, WalletUnlink,
  WalletChainHandlers, WalletListing, WalletPickerEntry, ConnectedWalletBase, ConnectedEthereumWallet, EIP1193Provider,
} from './wallets/types.js'
export { WALLET_CONNECTION_STATUSES } from './wallets/types.js'
export {
  getWalletConnectors, watchWalletConnectors, getWalletConnectorsReady, watchWalletConnectorsReady,
  getWalletConnections, watchWalletConnections, getWalletConnectFlow, watchWalletConnectFlow,
  getSiweFlow, watchSiweFlow, getSiwsFlow, watchSiwsFlow,
} from './watch.js'
export {
  WALLET_AUTH_FLOW_STATUSES, INITIAL_WALLET_AUTH_FLOW, transitionWalletAuthFlow, isWalletAuthFlowBusy,
  type WalletAuthFlowEvent, type WalletAuthFlowState, type WalletAuthFlowStatus,
} from './flows/walletAuthFlow.js'
export {
  INITIAL_WALLET_CONNECT_FLOW, transitionWalletConnectFlow, isWalletConnectBusy, canRetryWalletConnect,
  walletConnectRetriesExhausted, isRetryableWalletError,
  type WalletConnectFlowEvent, type WalletConnectFlowState,
} from './flows/walletConnectFlow.js'
export {
  PROVIDER_ERRORS, providerErrorEntry, providerErrorCode, toWalletError, isUserRejection, isPendingPermissionRequest,
  type ProviderErrorEntry,
} from './wallets/providerErrors.js'
export { DEFAULT_WALLET_LISTINGS, findWalletListing, walletSlug, listingServes } from './wallets/directory.js'
export { WALLET_CONNECTOR_SOURCES, WALLET_CHAIN_HANDLERS, DEFAULT_WALLET_DIRECTORY } from './wallets/registry.js'
export {
  startWalletConnectors, stopWalletConnectors, addWalletConnectorSource, getWalletDirectory, activeConnectionKey, parseActiveConnection,
  type StartWalletConnectorsParameters,
} from './wallets/runtime.js'
export {
  walletPickerEntries, showWalletSearch, entryConnector, allowedChainFamilies, DETECTED_WALLETS_ENTRIES,
  type WalletPickerOptions,
} from './wallets/picker.js'
export {
  WALLET_DEEP_LINK_PARAMS, walletDeepLinkReader, consumeWalletDeepLink, withWalletDeepLink, walletBrowserLink,
  walletConnectDeepLink, type WalletDeepLink,
} from './wallets/deepLinks.js'
export { toConnectedWalletBase, toConnectedEthereumWallet, toConnectedEthereumWallets, isLinkedWallet } from './wallets/connected.js'
export { eip1193Connector, toCaip2, toNumericChainId, type Eip1193ConnectorParameters } from './wallets/ethereum/eip1193Connector.js'
export { eip6963Source, announcedConnector, COINBASE_WALLET_RDNS } from './wallets/ethereum/eip6963Source.js'
export {
  walletConnectSource, walletConnectEnabled, walletConnectProviderFrom, raceTimeout, WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectProviderLike, type WalletConnectModule, type CreateWalletConnectProvider, type WalletConnectSourceOptions,
} from './wallets/ethereum/walletConnectSource.js'
export {
  connectWallet, clearWalletConnectUri, cancelWalletConnect, resetWalletConnect,
  type ConnectWalletParameters, type ConnectWalletReturnType, type ConnectWalletErrorType,
} from './actions/wallets/connectWallet.js'
export {
  disconnectWallet, type DisconnectWalletParameters, type DisconnectWalletReturnType, type DisconnectWalletErrorType,
} from './actions/wallets/disconnectWallet.js'
export {
  signInWithWallet, type SignInWithWalletParameters, type SignInWithWalletReturnType, type SignInWithWalletErrorType,
} from './actions/wallets/signInWithWallet.js'
export {
  unlinkWalletAccount, type UnlinkWalletAccountParameters, type UnlinkWalletAccountReturnType, type UnlinkWalletAccountErrorType,
} from './actions/wallets/unlinkWalletAccount.js'
export {
  handleWalletDeepLink, type HandleWalletDeepLinkParameters, type HandleWalletDeepLinkReturnType, type HandleWalletDeepLinkErrorType,
} from './actions/wallets/handleWalletDeepLink.js'
export { buildSiweMessage, readSiweMessage, SIWE_STATEMENT, type BuildSiweMessageParameters } from './actions/siwe/siweMessage.js'
export { checksumAddress, isEthereumAddress, utf8ToHex, hexToUtf8 } from './wallets/ethereum/hex.js'
export {
  generateSiweMessage, type GenerateSiweMessageParameters, type GenerateSiweMessageReturnType, type GenerateSiweMessageErrorType,
} from './actions/siwe/generateSiweMessage.js'
export {
  loginWithSiwe, submitSiwe, siweBody, stripEip155, isEthereumWalletOf,
  type SubmitSiweParameters, type LoginWithSiweParameters, type LoginWithSiweReturnType, type LoginWithSiweErrorType,
} from './actions/siwe/loginWithSiwe.js'
export { linkWithSiwe, type LinkWithSiweParameters, type LinkWithSiweReturnType, type LinkWithSiweErrorType } from './actions/siwe/linkWithSiwe.js'
export {
  linkSmartWallet, type LinkSmartWalletParameters, type LinkSmartWalletReturnType, type LinkSmartWalletErrorType,
} from './actions/siwe/linkSmartWallet.js'
export { unlinkSiwe, type UnlinkSiweParameters, type UnlinkSiweReturnType, type UnlinkSiweErrorType } from './actions/siwe/unlinkSiwe.js'

// Accounts: typed linked accounts, link rules, unlink, transfer, terms, post-login sequence, UI flows
export {
  LINKED_ACCOUNT_TYPES, EMBEDDED_WALLET_CLIENT_TYPES, EMBEDDED_CONNECTOR_TYPE, isEmbeddedWallet, isAccountOfType,
  type TypedLinkedAccount, type LinkedAccountTypeName, type LinkedAccountOf, type VerifiedTimestamps, type WalletAccount,
  type SmartWalletAccount, type CustomAuthAccount, type TelegramAccount, type OAuthAccount, type OAuthAccountType,
  type WalletChainKind, type LinkedWalletConnectorType,
} from './types/linkedAccounts.js'
export {
  TRANSFER_LINK_METHODS, INVALID_TRANSFER_METHODS, toAccountTransferData,
  type AccountTransferData, type WireAccountTransferData, type TransferLinkMethod,
} from './types/transfer.js'
export {
  ACCOUNT_TRANSFER_REQUIRED, accountTransferDataOf, assertTransferable, transferPath, transferAccountKind, transferProvider,
  type TransferAccountKind,
} from './actions/accounts/accountTransfer.js'
export {
  transferAccount, type TransferAccountParameters, type TransferAccountReturnType, type TransferAccountErrorType,
} from './actions/accounts/transferAccount.js'
export {
  LINK_LIMITS, UNLIMITED_LINK_TYPES, remainingLinks, assertCanLink, assertNotEmbeddedForLogin, assertNotEmbeddedForUnlink,
  assertNotEmbeddedForDisconnect, type AssertCanLinkParameters, type AssertCanLinkReturnType, type AssertCanLinkErrorType,
} from './actions/accounts/linkRules.js'
export {
  unlinkAccount, type UnlinkAccountParameters, type UnlinkAccountReturnType, type UnlinkAccountErrorType,
} from './actions/accounts/unlinkAccount.js'
export { parseIdentityToken, getIdentityTokenClaims, type IdentityTokenClaims } from './actions/accounts/identityToken.js'
export {
  POST_LOGIN_STATUSES, INITIAL_POST_LOGIN, nextPostLoginStep, transitionPostLogin,
  type PostLoginStatus, type PostLoginState, type PostLoginStep, type PostLoginEvent,
} from './flows/postLogin.js'
export {
  UI_FLOW_KINDS, UI_FLOW_STATUSES, INITIAL_UI_FLOW, FLOW_EXIT_CODES, transitionUiFlow,
  type UiFlowKind, type UiFlowStatus, type UiFlowState, type UiFlowEvent,
} from './flows/uiFlow.js'
export {
  registerPostLoginStep, postLoginStep,
  type PostLoginStepKind, type PostLoginStepHandler, type RegisterPostLoginStepReturnType,
} from './actions/accounts/postLoginSteps.js'
export {
  runPostLogin, continuePostLogin, decidePostLoginStep, termsRequired, WALLET_CREATION_FAILURE_EVENT,
  type RunPostLoginParameters, type RunPostLoginReturnType, type RunPostLoginErrorType,
} from './actions/accounts/runPostLogin.js'
export { acceptTerms, type AcceptTermsReturnType, type AcceptTermsErrorType } from './actions/accounts/acceptTerms.js'
export { declineTerms, type DeclineTermsReturnType, type DeclineTermsErrorType } from './actions/accounts/declineTerms.js'
export { enforceTermsAtStartup, type EnforceTermsAtStartupReturnType } from './actions/accounts/enforceTermsAtStartup.js'
export {
  beginUiFlow, endUiFlow, type BeginUiFlowParameters, type BeginUiFlowReturnType, type EndUiFlowReturnType, type EndUiFlowErrorType,
} from './actions/accounts/uiFlow.js'
export { installAccountFlows } from './actions/accounts/installAccountFlows.js'
export { getPostLogin, watchPostLogin, getUiFlow, watchUiFlow } from './watch.js'
export {
  signInWithSiwe, resetSiweFlow, autoSignWaitMs, AUTO_SIGN_WAIT_WALLETS,
  type SignInWithSiweParameters, type SignInWithSiweReturnType, type SignInWithSiweErrorType,
} from './actions/siwe/signInWithSiwe.js'
// Solana wallets and Sign-In-With-Solana (docs/wallets.md "Solana")
export { createSiwsMessage, parseSiwsMessage, type SiwsMessageFields } from './wallets/solana/siwsMessage.js'
export {
  toSolanaConnector, isSolanaSignInWallet, solanaWalletClientType, SOLANA_CONNECTOR_TYPE, SOLANA_MAINNET_CHAIN,
  type SolanaConnectorOptions,
} from './wallets/solana/connector.js'
export { solanaStandardSource } from './wallets/solana/source.js'
export {
  needsSolanaLedgerChoice, setSolanaLedgerChoice, getSolanaLedgerChoice, watchSolanaLedgerChoice, LEDGER_CHOICE_WALLET_CLIENT_TYPE,
} from './wallets/solana/ledger.js'
export {
  generateSiwsMessage, siwsStatement,
  type GenerateSiwsMessageParameters, type GenerateSiwsMessageReturnType, type GenerateSiwsMessageErrorType,
} from './actions/siws/generateSiwsMessage.js'
export {
  loginWithSiws, submitSiws, siwsBody,
  type LoginWithSiwsParameters, type LoginWithSiwsReturnType, type LoginWithSiwsErrorType, type SubmitSiwsParameters,
  type SiwsMessageType,
} from './actions/siws/loginWithSiws.js'
export { linkWithSiws, type LinkWithSiwsParameters, type LinkWithSiwsReturnType, type LinkWithSiwsErrorType } from './actions/siws/linkWithSiws.js'
export { unlinkSiws, type UnlinkSiwsParameters, type UnlinkSiwsReturnType, type UnlinkSiwsErrorType } from './actions/siws/unlinkSiws.js'
export {
  signInWithSiws, resetSiwsFlow,
  type SignInWithSiwsParameters, type SignInWithSiwsReturnType, type SignInWithSiwsErrorType,
} from './actions/siws/signInWithSiws.js'
export { toConnectedSolanaWallets, type ConnectedSolanaWallet } from './wallets/solana/connected.js'
