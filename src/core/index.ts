/**
 * foyerkit/core — the framework-free core: the client, the actions (one per file, each with its
 * Parameters, ReturnType and ErrorType), the state a host reads (get/watch pairs), errors and types.
 * No React. What only the kit's own layers need lives in ./internal.ts, which is not a package entry.
 */
export { VERSION } from './version.js'
export { createFoyerClient } from './client/client.js'
export { type CreateFoyerClientParameters, type FoyerClient, type FoyerEvents, type UiHost, type UiOpenRequest } from './client/types.js'
export { startClient } from './kit/start.js'
export * from './errors/index.js'
export { createMemoryStorage, type FoyerStorage } from './client/storage.js'
export { readyValue, initErrorValue } from './client/lifecycle.js'
export { appConfigValue } from './client/appConfig.js'
export { userValue, isAuthenticated as getAuthenticated, watchAuthenticated, getIdentityToken, watchIdentityToken } from './client/session/state.js'
export { FlowAbortedError, type WatchParameters, type Value } from './client/flow.js'

// Flows
export { type CodeFlowState, type CodeFlowStatus } from './machines/codeFlow.js'
// The code screen's numbers (for a host's own code screen).
export { CODE_LENGTH, RESEND_CODE_COUNTDOWN_MS, INVALID_CODE_CLEAR_DELAY_MS } from './constants.js'
export { type AuthIntent } from './steps/intent.js'

// Actions
export { getAccessToken, type GetAccessTokenReturnType, type GetAccessTokenErrorType } from './client/session/getAccessToken.js'
export { refreshSession, type RefreshSessionReturnType, type RefreshSessionErrorType } from './client/session/refreshSession.js'
// Error unions shared by actions: a request's own failures, a bearer's, a postForUser call's, a request behind MFA.
export type { HttpRequestErrorType } from './client/http/client.js'
export type { PostForUserErrorType } from './session/postForUser.js'
export type { RequestWithMfaErrorType } from './mfa/withMfa.js'
export { logout, type LogoutReturnType, type LogoutErrorType } from './session/logout.js'
export { refreshUser, type RefreshUserReturnType, type RefreshUserErrorType } from './session/refreshUser.js'
export { sendEmailCode, type SendEmailCodeParameters, type SendEmailCodeReturnType, type SendEmailCodeErrorType } from './methods/email/sendEmailCode.js'
export { loginWithEmailCode, type LoginWithEmailCodeParameters, type LoginWithEmailCodeReturnType, type LoginWithEmailCodeErrorType } from './methods/email/loginWithEmailCode.js'
export { linkEmail, type LinkEmailParameters, type LinkEmailReturnType, type LinkEmailErrorType } from './methods/email/linkEmail.js'
export { updateEmail, type UpdateEmailParameters, type UpdateEmailReturnType, type UpdateEmailErrorType } from './methods/email/updateEmail.js'
export { unlinkEmail, type UnlinkEmailParameters, type UnlinkEmailReturnType, type UnlinkEmailErrorType } from './methods/email/unlinkEmail.js'
export { isValidEmail, validateEmail } from './methods/email/validation.js'
export { normalizeCode } from './steps/oneTimeCode.js'
export { InvalidEmailError, DisallowedPlusEmailError } from './methods/email/errors.js'

// SMS code, guest and custom-token login
export { type CustomAuthState, type CustomAuthStatus } from './machines/customAuthFlow.js'
export { sendSmsCode, type SendSmsCodeParameters, type SendSmsCodeReturnType, type SendSmsCodeErrorType } from './methods/sms/sendSmsCode.js'
export { loginWithSmsCode, type LoginWithSmsCodeParameters, type LoginWithSmsCodeReturnType, type LoginWithSmsCodeErrorType } from './methods/sms/loginWithSmsCode.js'
export { linkSms, type LinkSmsParameters, type LinkSmsReturnType, type LinkSmsErrorType } from './methods/sms/linkSms.js'
export { updateSms, type UpdateSmsParameters, type UpdateSmsReturnType, type UpdateSmsErrorType } from './methods/sms/updateSms.js'
export { unlinkSms, type UnlinkSmsParameters, type UnlinkSmsReturnType, type UnlinkSmsErrorType } from './methods/sms/unlinkSms.js'
export { PhoneAndCodeRequiredError } from './methods/sms/errors.js'
export { phoneCountries, defaultPhoneCountry, callingCodeOf, toE164, isValidPhone, formatPhoneNumber, type PhoneInputState, type PhoneCountry, type PhoneCountryCode } from './methods/sms/phoneInput.js'
export { createGuestAccount, type CreateGuestAccountParameters, type CreateGuestAccountReturnType, type CreateGuestAccountErrorType } from './methods/guest/createGuestAccount.js'
export { GuestLinkNotSupportedError } from './methods/guest/errors.js'
export { syncCustomAuth, isCustomAuthAccount, type SyncCustomAuthParameters, type SyncCustomAuthReturnType, type SyncCustomAuthErrorType, type GetCustomAccessToken } from './methods/custom-auth/syncCustomAuth.js'
export { CustomAuthTokenError } from './methods/custom-auth/errors.js'
export { linkCustomAuth, type LinkCustomAuthParameters, type LinkCustomAuthReturnType, type LinkCustomAuthErrorType } from './methods/custom-auth/linkCustomAuth.js'
export { unlinkCustomAuth, type UnlinkCustomAuthParameters, type UnlinkCustomAuthReturnType, type UnlinkCustomAuthErrorType } from './methods/custom-auth/unlinkCustomAuth.js'

// Social OAuth (PKCE) and Telegram
export { type LoadingFlowState, type LoadingFlowStatus } from './machines/loadingFlow.js'
export { isInAppBrowser } from './utils/inAppBrowser.js'
export { type RedirectReturnParameters } from './utils/url.js'
export { OAUTH_PROVIDERS } from './types/oauth.js'
export { initOAuth, type InitOAuthParameters, type InitOAuthReturnType, type InitOAuthErrorType } from './methods/oauth/initOAuth.js'
export { loginWithOAuthCode, type LoginWithOAuthCodeParameters, type LoginWithOAuthCodeReturnType, type LoginWithOAuthCodeErrorType } from './methods/oauth/loginWithOAuthCode.js'
export { handleOAuthReturn, type HandleOAuthReturnParameters, type HandleOAuthReturnReturnType, type HandleOAuthReturnErrorType } from './methods/oauth/handleOAuthReturn.js'
export { unlinkOAuth, type UnlinkOAuthParameters, type UnlinkOAuthReturnType, type UnlinkOAuthErrorType } from './methods/oauth/unlinkOAuth.js'
export { socialFailure, type SocialFailure } from './methods/oauth/socialErrors.js'
export { OAuthUserDeniedError, OAuthMissingCodeError, UnsupportedOAuthProviderError, InAppBrowserError, OAuthRedirectUnavailableError } from './methods/oauth/errors.js'
export type { TelegramAuthResult, TelegramLoginApi } from './methods/telegram/types.js'
export { loginWithTelegram, type LoginWithTelegramParameters, type LoginWithTelegramReturnType, type LoginWithTelegramErrorType } from './methods/telegram/loginWithTelegram.js'
export { handleTelegramReturn, type HandleTelegramReturnParameters, type HandleTelegramReturnReturnType, type HandleTelegramReturnErrorType } from './methods/telegram/handleTelegramReturn.js'
export { unlinkTelegram, type UnlinkTelegramParameters, type UnlinkTelegramReturnType, type UnlinkTelegramErrorType } from './methods/telegram/unlinkTelegram.js'
export { TelegramAuthFailedError, TelegramNotInitializedError } from './methods/telegram/errors.js'
export { handleRedirectReturns } from './kit/handleRedirectReturns.js'

// Sessions across tabs; URL parameters read at page load (consumed once)
export { type CrossTabOptions, type TabLocks, type StorageChange, type StorageEventSource } from './client/types.js'

// Passkeys
export { type PasskeyFlowMode, type PasskeyFlowState, type PasskeyFlowStatus } from './machines/passkeyFlow.js'
export { loginWithPasskey, type LoginWithPasskeyParameters, type LoginWithPasskeyReturnType, type LoginWithPasskeyErrorType } from './methods/passkey/loginWithPasskey.js'
export { signupWithPasskey, type SignupWithPasskeyParameters, type SignupWithPasskeyReturnType, type SignupWithPasskeyErrorType } from './methods/passkey/signupWithPasskey.js'
export { linkWithPasskey, type LinkWithPasskeyReturnType, type LinkWithPasskeyErrorType } from './methods/passkey/linkWithPasskey.js'
export { unlinkPasskey, type UnlinkPasskeyParameters, type UnlinkPasskeyReturnType, type UnlinkPasskeyErrorType } from './methods/passkey/unlinkPasskey.js'
export { passkeysOf, mfaPasskeysOf } from './methods/passkey/accounts.js'
export { PasskeyNotAllowedError, PasskeyRegistrationNotAllowedError, PasskeyUnknownError, PasskeyLinkUnknownError, PasskeyIpAddressError, CannotLinkMorePasskeysError, PasskeyRequestPendingError, CannotUnlinkMfaPasskeyError } from './methods/passkey/errors.js'
export { PASSKEY_HELP_URL } from './types/config.js'
export { isPasskeyCeremonyError } from './methods/passkey/webauthn.js'
export type { WebAuthnCeremonies } from './client/types.js'
export type { PasskeyAccount } from './types/user.js'

// Farcaster and cross-app accounts
export { type FarcasterFlowState, type FarcasterFlowStatus } from './machines/farcasterFlow.js'
export { initFarcasterLogin, type InitFarcasterLoginParameters, type InitFarcasterLoginReturnType, type InitFarcasterLoginErrorType } from './methods/farcaster/initFarcasterLogin.js'
export { getFarcasterStatus, type GetFarcasterStatusParameters, type GetFarcasterStatusReturnType, type GetFarcasterStatusErrorType } from './methods/farcaster/getFarcasterStatus.js'
export { loginWithFarcaster, type LoginWithFarcasterParameters, type LoginWithFarcasterReturnType, type LoginWithFarcasterErrorType } from './methods/farcaster/loginWithFarcaster.js'
export { linkFarcaster, type LinkFarcasterParameters, type LinkFarcasterReturnType, type LinkFarcasterErrorType } from './methods/farcaster/linkFarcaster.js'
export { unlinkFarcaster, type UnlinkFarcasterParameters, type UnlinkFarcasterReturnType, type UnlinkFarcasterErrorType } from './methods/farcaster/unlinkFarcaster.js'
export { FarcasterConnectFailedError, FarcasterRequestRejectedError, FarcasterTimeoutError } from './methods/farcaster/errors.js'
export { farcasterFailure, FARCASTER_FAILURE_KINDS, type FarcasterFailureKind } from './methods/farcaster/farcasterFailure.js'
export { loginWithCrossAppAccount, type LoginWithCrossAppAccountParameters, type LoginWithCrossAppAccountReturnType, type LoginWithCrossAppAccountErrorType } from './methods/cross-app/loginWithCrossAppAccount.js'
export { linkCrossAppAccount, type LinkCrossAppAccountParameters, type LinkCrossAppAccountReturnType, type LinkCrossAppAccountErrorType } from './methods/cross-app/linkCrossAppAccount.js'
export { unlinkCrossAppAccount, type UnlinkCrossAppAccountParameters, type UnlinkCrossAppAccountReturnType, type UnlinkCrossAppAccountErrorType } from './methods/cross-app/unlinkCrossAppAccount.js'
export { fetchCrossAppProviderDetails, type FetchCrossAppProviderDetailsParameters, type FetchCrossAppProviderDetailsReturnType, type FetchCrossAppProviderDetailsErrorType } from './methods/cross-app/fetchCrossAppProviderDetails.js'
export { fetchCrossAppConnections, type FetchCrossAppConnectionsReturnType, type FetchCrossAppConnectionsErrorType } from './methods/cross-app/fetchCrossAppConnections.js'
export { assertCrossAppCanSign, type AssertCrossAppCanSignParameters, type AssertCrossAppCanSignReturnType, type AssertCrossAppCanSignErrorType } from './methods/cross-app/assertCrossAppCanSign.js'
export { type MethodFailure } from './errors/methodFailures.js'
export { crossAppFailure } from './methods/cross-app/failure.js'
export { requestCrossAppSignature, crossAppAccountOf, crossAppTransactUrl, type RequestCrossAppSignatureParameters, type RequestCrossAppSignatureReturnType, type RequestCrossAppSignatureErrorType, type CrossAppSignRequest } from './methods/cross-app/requestCrossAppSignature.js'
export { crossAppRequestFlow } from './methods/cross-app/requestFlow.js'
export { crossAppPersonalSign, crossAppSignTypedData, crossAppTransaction, crossAppRequestForWallet, isCrossAppSmartWalletMethod, CROSS_APP_SMART_WALLET_VARIANTS, type CrossAppTransactionInput, type CrossAppTypedData } from './methods/cross-app/signRequests.js'
export { transitionCrossAppRequest, INITIAL_CROSS_APP_REQUEST, type CrossAppRequestState, type CrossAppRequestEvent, type CrossAppRequestStatus, type CrossAppSignMethod } from './methods/cross-app/requestMachine.js'
export { CrossAppInvalidWalletError, CrossAppTokenRequiredError, CrossAppRequestInitError, CrossAppRequestTimeoutError, CrossAppRequestFailedError } from './methods/cross-app/errors.js'
export { CrossAppUserRejectedError, CrossAppTimeoutError, CrossAppConnectionError, InvalidConnectedAppError, CrossAppReadOnlyError, InvalidCrossAppSubjectError } from './methods/cross-app/errors.js'
export { type Timers } from './utils/timers.js'
export { isMobileDevice } from './utils/device.js'
export { isFarcasterAccount, type FarcasterAccount, type FarcasterApproval } from './types/farcaster.js'
export { isCrossAppAccount, type CrossAppAccount, type CrossAppConnection, type CrossAppProviderDetails, type CrossAppMessage, type CrossAppTransactMessage } from './types/crossApp.js'

// Login landing: layout, config checks, recent login method
export { type LoginMethodKind, type LoginGroupPriority } from './kit/loginMethods.js'
export { type LandingPlan, type LandingOverflow, type LandingOverflowLabel, type LandingVariant } from './kit/planLanding.js'
export { checkLoginMethodsConfig, offeredLoginMethods, type LoginMethodsConfigProblem, type LoginMethodsConfigProblemCode } from './kit/checkLoginMethodsConfig.js'
export { getRecentLoginMethod, watchRecentLoginMethod, type RecentLoginMethod } from './steps/recentLoginMethod.js'

// Types
export type { AppConfig, HostConfig, ColorScheme, CreateOnLogin, WalletChainType } from './types/config.js'
export { DEFAULT_LOGIN_METHODS } from './types/config.js'
export type { User, LinkedAccount, EmailAccount, PhoneAccount, MfaMethod, OAuthProvider } from './types/user.js'
export type { AuthResult, LoginMethod, LoginOptions } from './types/auth.js'
export type { SessionTokens, SessionUpdateAction, OAuthTokens } from './types/tokens.js'

// Multi-factor verification (MFA): the wait machinery, verification, enrolment
export { isMfaPending, type MfaFlowState, type MfaFlowStatus, type MfaPromptKind } from './machines/mfaFlow.js'
export { type MfaEnrollmentState, type MfaEnrollmentStatus, type TotpEnrollment } from './machines/mfaEnrollmentFlow.js'
export type { MfaToken, MfaSubmission, MfaRequiredEvent, MfaInitResult, MfaPasskeyResponse } from './types/mfa.js'
export { errorIndicatesMfaRequired, errorIndicatesMfaTimeout, errorIndicatesMfaMaxAttempts, errorIndicatesMfaVerificationFailed, errorIndicatesMfaCanceled } from './errors/mfa.js'
export { promptMfa, type PromptMfaParameters, type PromptMfaReturnType, type PromptMfaErrorType } from './mfa/promptMfa.js'
export { initMfa, type InitMfaParameters, type InitMfaReturnType, type InitMfaErrorType } from './mfa/initMfa.js'
export { submitMfa, type SubmitMfaParameters, type SubmitMfaReturnType, type SubmitMfaErrorType } from './mfa/submitMfa.js'
export { verifyMfaWithPasskey, type VerifyMfaWithPasskeyReturnType, type VerifyMfaWithPasskeyErrorType } from './mfa/verifyMfaWithPasskey.js'
export { cancelMfa, chooseMfaMethod, dismissMfaPrompt, type CancelMfaReturnType, type ChooseMfaMethodParameters, type DismissMfaPromptReturnType } from './mfa/cancelMfa.js'
export { withMfa, requestWithMfa, type MfaProtectedRequest, type WithMfaParameters, type WithMfaErrorType, type RequestWithMfaParameters } from './mfa/withMfa.js'
export { initMfaEnrollment, type InitMfaEnrollmentParameters, type InitMfaEnrollmentReturnType, type InitMfaEnrollmentErrorType } from './mfa/initMfaEnrollment.js'
export { submitMfaEnrollment, type SubmitMfaEnrollmentParameters, type SubmitMfaEnrollmentReturnType, type SubmitMfaEnrollmentErrorType } from './mfa/submitMfaEnrollment.js'
export { unenrollMfa, type UnenrollMfaParameters, type UnenrollMfaReturnType, type UnenrollMfaErrorType } from './mfa/unenrollMfa.js'

// Captcha
export { canRetryCaptcha, type CaptchaState, type CaptchaStatus, type CaptchaErrorKind } from './machines/captchaFlow.js'
export type { CaptchaProvider, CaptchaProviderKind, CaptchaWidget, CaptchaWidgetCallbacks } from './captcha/types.js'
export { detectCaptchaProvider, type DetectCaptchaProviderParameters, type DetectCaptchaProviderReturnType, type DetectCaptchaProviderErrorType } from './captcha/detectCaptchaProvider.js'
export { getCaptchaToken, isCaptchaError, type GetCaptchaTokenParameters, type GetCaptchaTokenReturnType, type GetCaptchaTokenErrorType } from './captcha/getCaptchaToken.js'
export { retryCaptcha, type RetryCaptchaReturnType, type RetryCaptchaErrorType } from './captcha/retryCaptcha.js'
export { continueCaptcha, type ContinueCaptchaReturnType, type ContinueCaptchaErrorType } from './captcha/continueCaptcha.js'

// External wallets (docs/wallets.md): seams, connectors, connection, SIWE
export type { WalletChainFamily, WalletConnectorType, WalletConnectionStatus, ConnectorAccount, ConnectOptions, ConnectorEvent, WalletConnector, WalletConnection, WalletListing, WalletPickerEntry, ConnectedWalletBase, ConnectedEthereumWallet, EIP1193Provider } from './types/wallets.js'
export type { WalletConnectorSource, ConnectorSourceContext } from './wallets/sourceTypes.js'
export { WALLET_CONNECTION_STATUSES } from './types/wallets.js'
export { walletConnectorsValue, walletConnectorsReadyValue, walletConnectionsValue, walletDirectoryValue } from './wallets/state.js'
export {
  loadWalletDirectory, directoryListings, mergeWalletDirectory, WALLET_DIRECTORY_PATH, WALLET_DIRECTORY_URL, WALLET_DIRECTORY_TIMEOUT_MS,
  WALLET_DIRECTORY_FIRST, WALLET_DIRECTORY_MAX_LISTINGS,
  type LoadWalletDirectoryParameters, type LoadWalletDirectoryReturnType, type LoadWalletDirectoryErrorType, type WireWalletDirectory, type WireWalletListing,
} from './wallets/loadWalletDirectory.js'
export { type WalletAuthFlowState, type WalletAuthFlowStatus } from './machines/walletAuthFlow.js'
export { canRetryWalletConnect, type WalletConnectFlowState } from './machines/walletConnectFlow.js'
export { WalletProviderError, WalletConnectTimeoutError, UnableToConnectWalletError, UnknownConnectWalletError, WalletNotFoundError, WalletConnectorNotFoundError, UnableToRetrieveAddressError, UnsupportedChainIdError, UnableToSignMessageError } from './wallets/errors.js'
export { PROVIDER_ERRORS, toWalletError, isUserRejection } from './wallets/providerErrors.js'
export { addWalletConnectorSource } from './wallets/runtime.js'
export { toConnectedEthereumWallets, isLinkedWallet } from './wallets/connected.js'
export { eip1193Connector, type Eip1193ConnectorParameters } from './wallets/ethereum/eip1193Connector.js'
export { eip6963Source } from './wallets/ethereum/eip6963Source.js'
export { walletConnectSource, WALLET_CONNECT_PACKAGE } from './wallets/ethereum/walletConnectSource.js'
export {
  baseAccountSource, baseAccountProviderFrom, BASE_ACCOUNT_PACKAGE, BASE_ACCOUNT_CONNECTOR_ID, BASE_ACCOUNT_WALLET_CLIENT_TYPE, BASE_ACCOUNT_ICON,
  type BaseAccountSourceOptions, type BaseAccountModule, type BaseAccountProviderLike, type CreateBaseAccountProvider,
} from './wallets/ethereum/baseAccountSource.js'
export { MissingPackageError, type MissingPackageErrorParameters } from './utils/optionalPackage.js'
export { chooseWallet, type ChooseWalletParameters, type ChooseWalletReturnType, type WalletChoice } from './wallets/chooseWallet.js'
export { connectWallet, type ConnectWalletParameters, type ConnectWalletReturnType, type ConnectWalletErrorType } from './wallets/connectWallet.js'
export { disconnectWallet, type DisconnectWalletParameters, type DisconnectWalletReturnType, type DisconnectWalletErrorType } from './wallets/disconnectWallet.js'
export { signInWithWallet, type SignInWithWalletParameters, type SignInWithWalletReturnType, type SignInWithWalletErrorType } from './wallets/signInWithWallet.js'
export { unlinkWalletAccount, type UnlinkWalletAccountParameters, type UnlinkWalletAccountReturnType, type UnlinkWalletAccountErrorType } from './wallets/unlinkWalletAccount.js'
export { buildSiweMessage, type BuildSiweMessageParameters } from './methods/siwe/siweMessage.js'
export { InvalidSignInMessageError } from './methods/siwe/errors.js'
export { checksumAddress } from './wallets/ethereum/checksum.js'
export { generateSiweMessage, type GenerateSiweMessageParameters, type GenerateSiweMessageReturnType, type GenerateSiweMessageErrorType } from './methods/siwe/generateSiweMessage.js'
export { loginWithSiwe, type LoginWithSiweParameters, type LoginWithSiweReturnType, type LoginWithSiweErrorType } from './methods/siwe/loginWithSiwe.js'
export { linkWithSiwe, type LinkWithSiweParameters, type LinkWithSiweReturnType, type LinkWithSiweErrorType } from './methods/siwe/linkWithSiwe.js'
export { linkSmartWallet, type LinkSmartWalletParameters, type LinkSmartWalletReturnType, type LinkSmartWalletErrorType } from './methods/siwe/linkSmartWallet.js'
export { unlinkSiwe, type UnlinkSiweParameters, type UnlinkSiweReturnType, type UnlinkSiweErrorType } from './methods/siwe/unlinkSiwe.js'

// Accounts: typed linked accounts, link rules, unlink, transfer, terms, post-login sequence, UI flows
export { isEmbeddedWallet, type TypedLinkedAccount, type LinkedAccountTypeName, type LinkedAccountOf, type VerifiedTimestamps, type WalletAccount, type SmartWalletAccount, type CustomAuthAccount, type TelegramAccount, type OAuthAccount, type OAuthAccountType, type WalletChainKind, type LinkedWalletConnectorType } from './types/linkedAccounts.js'
export { type AccountTransferData, type TransferLinkMethod } from './types/transfer.js'
export { accountTransferDataOf } from './kit/accountTransfer.js'
export type { TransferAccountKind } from './steps/loginMethod.js'
export { transferAccount, type TransferAccountParameters, type TransferAccountReturnType, type TransferAccountErrorType } from './kit/transferAccount.js'
// Embedded wallets (docs/embedded-wallets.md)
export { createWallet, type CreateWalletParameters, type CreateWalletReturnType, type CreateWalletErrorType } from './wallets/embedded/createWallet.js'
export { signMessage, type SignMessageParameters, type SignMessageReturnType, type SignMessageErrorType } from './wallets/embedded/signMessage.js'
export { signTypedData, type SignTypedDataParameters, type SignTypedDataReturnType, type SignTypedDataErrorType } from './wallets/embedded/signTypedData.js'
export { sendTransaction, type SendTransactionParameters, type SendTransactionReturnType, type SendTransactionErrorType, type EmbeddedTransactionRequest } from './wallets/embedded/sendTransaction.js'
export { decodeTransaction, type DecodeTransactionParameters } from './wallets/embedded/decodeTransaction.js'
// Smart wallets (ERC-4337; docs/smart-wallets.md): viem loads on first use
export {
  getSmartWallet, type GetSmartWalletParameters, type GetSmartWalletReturnType, type GetSmartWalletErrorType, type SmartWallet, type SmartWalletCall,
  type SmartWalletSendTransactionParameters, type SmartWalletSendTransactionReturnType, type FoyerSmartAccount, type SmartAccountOwner,
} from './wallets/smart/getSmartWallet.js'
export {
  fetchSmartWalletsConfig, toSmartWalletsConfig, parseSmartWalletChainId, type SmartWalletsConfig, type SmartWalletNetwork, type WireSmartWalletsConfig,
  type FetchSmartWalletsConfigReturnType, type FetchSmartWalletsConfigErrorType,
} from './wallets/smart/config.js'
export { SmartWalletsDisabledError, SmartWalletChainNotConfiguredError, UnsupportedSmartWalletTypeError, SmartWalletNotReadyError } from './wallets/smart/errors.js'
export { readTokenInfo, type ReadTokenInfoParameters, type ReadTokenInfoReturnType, type ReadTokenInfoErrorType } from './wallets/embedded/readTokenInfo.js'
export { getTokenPrice, type GetTokenPriceParameters, type GetTokenPriceReturnType, type GetTokenPriceErrorType } from './wallets/embedded/getTokenPrice.js'
export { scanTransaction, type ScanTransactionParameters, type ScanTransactionReturnType, type ScanTransactionErrorType } from './wallets/embedded/scanTransaction.js'
export { signTransaction, type SignTransactionParameters, type SignTransactionReturnType, type SignTransactionErrorType } from './wallets/embedded/signTransaction.js'
export { confirmWalletRequest, type ConfirmWalletRequestParameters, type ConfirmWalletRequestReturnType, type ConfirmWalletRequestErrorType } from './wallets/embedded/confirmWalletRequest.js'
export { acknowledgeTransactionRisk, type AcknowledgeTransactionRiskParameters, type AcknowledgeTransactionRiskReturnType, type AcknowledgeTransactionRiskErrorType } from './wallets/embedded/acknowledgeTransactionRisk.js'
export { continueTransactionRequest, type ContinueTransactionRequestReturnType, type ContinueTransactionRequestErrorType } from './wallets/embedded/continueTransactionRequest.js'
export { requestAddFunds, type RequestAddFundsReturnType, type RequestAddFundsErrorType } from './wallets/embedded/requestAddFunds.js'
export { closeWalletRequest, type CloseWalletRequestReturnType, type CloseWalletRequestErrorType } from './wallets/embedded/closeWalletRequest.js'
export { walletRequestValue, type WalletUiOptions, type WalletUiRequest } from './wallets/embedded/walletRequest.js'
export { signRequestFlow, transactionRequestFlow, solanaTransactionFlow } from './wallets/embedded/walletUi.js'
export {
  SOLANA_TRANSACTION_STATUSES, SolanaInsufficientFundsError, SolanaTransactionFailedError, simulationLacksFunds,
  splTransferToken, splTransferRecipient,
  type SolanaTransactionStatus, type SolanaTransactionState, type SolanaTransactionSummary, type SolanaTransactionResult,
  type SolanaNetworkName, type SolanaSimulation, type SplTokenInfo,
} from './machines/solanaTransactionFlow.js'
export {
  SOLANA_INSTRUCTION_TYPES, SYSTEM_PROGRAM_ID, TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID, ASSOCIATED_TOKEN_PROGRAM_ID,
  RAYDIUM_AMM_V4_PROGRAM_ID, JUPITER_V6_PROGRAM_ID, NATIVE_MINT, InvalidSolanaTransactionError, UnsupportedSolanaInstructionError,
  decodeSolanaMessage, parseSolanaInstruction, parseSolanaInstructions,
  type SolanaInstruction, type SolanaInstructionType, type SolanaMessage, type CompiledSolanaInstruction,
} from './wallets/solana/instructions.js'
export { getSplTokenInfo, KNOWN_SPL_TOKENS, type GetSplTokenInfoParameters, type GetSplTokenInfoReturnType, type GetSplTokenInfoErrorType } from './wallets/solana/getSplTokenInfo.js'
export {
  transactSolanaWithOptionalUi, summarizeSolanaTransaction, missingLamports,
  SOLANA_CONFIRM_POLL_MS, SOLANA_CONFIRM_TIMEOUT_MS,
  type SolanaWalletUiOptions, type TransactSolanaParameters, type TransactSolanaReturnType, type TransactSolanaErrorType,
  type SolanaPublicKeyLike, type SolanaLegacyTransaction, type SolanaVersionedTransaction, type Connection as SolanaConnection,
} from './wallets/solana/transactWithOptionalUi.js'
export { requestSolanaAddFunds, type RequestSolanaAddFundsReturnType, type RequestSolanaAddFundsErrorType } from './wallets/solana/requestSolanaAddFunds.js'
export {
  SIGN_REQUEST_STATUSES, TRANSACTION_REQUEST_STATUSES, TRANSACTION_ACTIONS, SCAN_STATUSES, TransactionFailedError,
  lacksFunds, stepBlocked, currentStep,
  type SignRequestStatus, type SignRequestState, type TransactionRequestStatus, type TransactionRequestState, type TransactionSummary, type TransactionReceiptSummary,
  type TransactionAction, type TransactionDetails, type TokenInfo, type TransactionStep, type TransactionRequestResult,
  type ScanStatus, type ScanVerdict, type ScanAsset, type ScanAmount, type ScanAssetChange, type ScanExposure, type TransactionScanResult, type TransactionScanState,
} from './machines/walletRequestFlow.js'
export { formatAmount, formatUsd, toUsd, isUnlimitedAmount, MAX_UINT256 } from './utils/units.js'
// The recovery password's rules: validation, strength, generator, recovery file (docs/wallet-recovery.md "Password")
export {
  validatePassword, formatInvalidCharacters, passwordStrength, passwordVariety, strengthLevel, generatePassword, recoveryFileName, recoveryFileContents,
  PASSWORD_MIN_LENGTH, PASSWORD_VARIETY_MIN_LENGTH, PASSWORD_SYMBOLS, PASSWORD_MEDIUM_ABOVE, PASSWORD_STRONG_ABOVE,
  PASSWORD_FULL_ENTROPY_GUESSES_LOG10, PASSWORD_VARIETY_WEIGHT, PASSWORD_TOO_SHORT_MESSAGE, GENERATED_PASSWORD_UNITS, GENERATED_PASSWORD_UNIT_LENGTH, RECOVERY_FILE_SUFFIX,
  type PasswordValidation, type PasswordProblem, type PasswordStrength, type PasswordStrengthLevel, type PasswordGuessEstimator,
  type GeneratePasswordParameters, type RecoveryFileContentsParameters,
} from './utils/recoveryPassword.js'
export { loadPasswordGuessEstimator, PASSWORD_ESTIMATOR_OPTIONS } from './wallets/embedded/recovery/passwordEstimator.js'
export {
  PASSWORD_FLOW_STATUSES, initialPasswordFlow, transitionPasswordFlow, passwordFlowBackTarget,
  passwordFlowCancellable, passwordFlowCloseable, passwordFlowAutoCloseMs,
  type PasswordFlowStatus, type PasswordFlowState, type PasswordFlowEvent, type PasswordFlowInitiator,
} from './machines/passwordFlow.js'
// Cloud backup of a wallet's recovery key: Google Drive, iCloud (docs/wallet-recovery.md "Cloud backup")
export { CloudRecoveryAuthorizationError } from './wallets/embedded/cloud/recoveryOAuth.js'
export {
  CLOUD_RECOVERY_STATUSES,
  type CloudRecoveryStatus, type CloudRecoveryAction, type CloudRecoveryFlowState, type CloudRecoveryFlowEvent,
} from './machines/cloudRecoveryFlow.js'
export { startCloudRecovery, type StartCloudRecoveryParameters, type StartCloudRecoveryReturnType, type StartCloudRecoveryErrorType } from './wallets/embedded/cloud/startCloudRecovery.js'
export { confirmCloudRecovery, type ConfirmCloudRecoveryReturnType, type ConfirmCloudRecoveryErrorType } from './wallets/embedded/cloud/confirmCloudRecovery.js'
export { retryCloudRecovery, type RetryCloudRecoveryReturnType, type RetryCloudRecoveryErrorType } from './wallets/embedded/cloud/retryCloudRecovery.js'
export { cloudRecoveryFlow } from './wallets/embedded/cloud/state.js'
export { importWallet, type ImportWalletParameters, type ImportWalletReturnType, type ImportWalletErrorType } from './wallets/embedded/importWallet.js'
// Wallet export (docs/embedded-wallets.md "Export")
export { exportWallet, type ExportWalletParameters, type ExportWalletReturnType, type ExportWalletErrorType } from './wallets/embedded/exportWallet.js'
export { attachExportFrame, type AttachExportFrameParameters, type AttachExportFrameReturnType, type AttachExportFrameErrorType } from './wallets/embedded/attachExportFrame.js'
export { exportFrameUrl, type ExportFrameOptions } from './wallets/embedded/exportFrameUrl.js'
export type { WalletExportTarget } from './wallets/embedded/walletExport.js'
export { walletExportFlow } from './wallets/embedded/exportFlow.js'
// Delegated actions: offline access for the app's server (docs/delegated-actions.md)
export { delegateWallet, type DelegateWalletParameters, type DelegateWalletReturnType, type DelegateWalletErrorType } from './wallets/embedded/delegation/delegateWallet.js'
export {
  revokeWallets, delegatedWallets, REVOKE_WALLETS_PATH, type RevokeWalletsParameters, type RevokeWalletsReturnType, type RevokeWalletsErrorType,
} from './wallets/embedded/delegation/revokeWallets.js'
export { delegationFlow, DELEGATION_RESULT_CLOSE_MS } from './wallets/embedded/delegation/flow.js'
export { DELEGATION_STATUSES, type DelegationStatus, type DelegationState } from './machines/delegationFlow.js'
export {
  DelegationAuthError, UnsupportedDelegationChainError, DelegationWalletNotFoundError, UserHasNotDelegatedWalletError,
} from './wallets/embedded/delegation/errors.js'
export type { DelegationTarget } from './wallets/embedded/delegation/target.js'
// Farcaster signers: an ed25519 signer kept in the wallet service, approved in Farcaster (docs/farcaster-signers.md)
export {
  requestFarcasterSigner, type RequestFarcasterSignerParameters, type RequestFarcasterSignerReturnType, type RequestFarcasterSignerErrorType, type WireFarcasterSigner,
} from './wallets/embedded/farcasterSigner/requestFarcasterSigner.js'
export {
  signFarcasterMessage, type SignFarcasterMessageParameters, type SignFarcasterMessageReturnType, type SignFarcasterMessageErrorType,
} from './wallets/embedded/farcasterSigner/signFarcasterMessage.js'
export { farcasterSignerFlow } from './wallets/embedded/farcasterSigner/flow.js'
export {
  FARCASTER_SIGNER_STATUS_PATH, FARCASTER_SIGNER_POLL_MS, FARCASTER_SIGNER_TIMEOUT_MS, FARCASTER_SIGNER_SUCCESS_CLOSE_MS,
} from './wallets/embedded/farcasterSigner/constants.js'
export { FARCASTER_SIGNER_STATUSES, type FarcasterSignerStatus, type FarcasterSignerState } from './machines/farcasterSignerFlow.js'
export {
  FarcasterSignerAuthError, FarcasterAccountNotLinkedError, FarcasterSignerNotFoundError, InvalidFarcasterHashError,
} from './wallets/embedded/farcasterSigner/errors.js'
export { WALLET_EXPORT_STATUSES, type WalletExportStatus, type WalletExportState } from './machines/walletExportFlow.js'
export {
  ExportWalletAuthError, InvalidExportAddressError, NotAnEmbeddedWalletError, UnsupportedExportChainTypeError, ExportWalletUiError,
  WalletExportExitedError, ExportFrameMismatchError,
} from './wallets/embedded/errors.js'
export {
  getEmbeddedEthereumProvider, type GetEmbeddedEthereumProviderParameters, type GetEmbeddedEthereumProviderReturnType,
  type GetEmbeddedEthereumProviderErrorType, type EmbeddedEthereumProvider,
} from './wallets/embedded/getEthereumProvider.js'
export {
  parseCaip2ChainId, eip155ChainIdOf, defaultTransactionType, InvalidCaip2ChainIdError, type Caip2ChainId,
} from './wallets/embedded/chainRules.js'
export {
  EmbeddedWalletServiceError, EmbeddedWalletInitTimeoutError, EmbeddedWalletRequestTimeoutError, CreateWalletAuthError, SignWithWalletAuthError,
  EmbeddedWalletAlreadyExistsError, InvalidWalletIndexError, ProviderRpcError, NoEmbeddedWalletError, TransactionScanFailedError,
} from './wallets/embedded/errors.js'
// Server-held wallets: the app mode 'user-controlled-server-wallets-only' (docs/wallet-kinds.md)
export { ServerWalletRuleError, SessionSignerLostError } from './wallets/server/errors.js'
export {
  EMBEDDED_WALLET_MODES, SERVER_WALLET_MESSAGES, SERVER_WALLET_RECOVERY_METHOD, isServerHeldWallet, type EmbeddedWalletMode,
} from './types/serverWallets.js'
// Wallet recovery: password, cloud backups, automatic (docs/wallet-recovery.md)
export { setWalletRecovery, type SetWalletRecoveryParameters, type SetWalletRecoveryReturnType, type SetWalletRecoveryErrorType } from './wallets/embedded/recovery/setWalletRecovery.js'
export { recoverWallet, type RecoverWalletParameters, type RecoverWalletReturnType, type RecoverWalletErrorType, type RecoverWalletMethod } from './wallets/embedded/recovery/recoverWallet.js'
export {
  openSetWalletRecovery, openRecoverWallet, userRecoveryOptions,
  type OpenSetWalletRecoveryParameters, type OpenSetWalletRecoveryReturnType, type OpenSetWalletRecoveryErrorType,
  type OpenRecoverWalletParameters, type OpenRecoverWalletReturnType, type OpenRecoverWalletErrorType,
} from './wallets/embedded/recovery/openWalletRecovery.js'
export { closeRecoveryRequest, type CloseRecoveryRequestReturnType, type CloseRecoveryRequestErrorType } from './wallets/embedded/recovery/closeRecoveryRequest.js'
export { recoveryRequestValue, type RecoveryUiRequest, type NewRecoveryUiRequest, type RecoveryRequestResult } from './wallets/embedded/recovery/recoveryRequest.js'
export { USER_OWNED_RECOVERY_TIMEOUT_MS, RECOVERY_EXIT_MESSAGES } from './wallets/embedded/recovery/constants.js'
export {
  WalletRecoveryRequiredError, RecoveryFlowExitedError, UserOwnedRecoveryTimeoutError, RecoveryUiUnavailableError, UnsupportedRecoveryMethodError,
} from './wallets/embedded/recovery/errors.js'
export { WalletRecoveryAuthError, type RecoveryMethodChoice, type RecoveryWalletSelector } from './wallets/embedded/recovery/walletRecovery.js'
export type { RecoveryMethod } from './types/walletService.js'
export {
  USER_RECOVERY_METHODS, CLOUD_RECOVERY_METHODS, isUserRecoveryMethod, isCloudRecoveryMethod, recoveryUpgradeAllowed,
  type UserRecoveryMethod, type CloudRecoveryMethod,
} from './types/recovery.js'
export { unlinkAccount, type UnlinkAccountParameters, type UnlinkAccountReturnType, type UnlinkAccountErrorType } from './kit/unlinkAccount.js'
export { parseIdentityToken, getIdentityTokenClaims, type IdentityTokenClaims } from './accounts/identityToken.js'
export { type PostLoginStatus, type PostLoginState } from './machines/postLogin.js'
export { registerPostLoginStep, type PostLoginStepHandler, type RegisterPostLoginStepReturnType } from './accounts/postLoginSteps.js'
export { acceptTerms, type AcceptTermsReturnType, type AcceptTermsErrorType } from './accounts/acceptTerms.js'
export { declineTerms, type DeclineTermsReturnType, type DeclineTermsErrorType } from './accounts/declineTerms.js'
export { signInWithSiwe, type SignInWithSiweParameters, type SignInWithSiweReturnType, type SignInWithSiweErrorType } from './methods/siwe/signInWithSiwe.js'
// Solana wallets and Sign-In-With-Solana (docs/wallets.md "Solana")
export { createSiwsMessage, parseSiwsMessage, type SiwsMessageFields } from './wallets/solana/siwsMessage.js'
export { toSolanaConnector } from './wallets/solana/connector.js'
export { solanaStandardSource } from './wallets/solana/source.js'
export { needsSolanaLedgerChoice, setSolanaLedgerChoice, getSolanaLedgerChoice, watchSolanaLedgerChoice, signsInWithLedger } from './wallets/solana/ledger.js'
export { generateSiwsMessage, type GenerateSiwsMessageParameters, type GenerateSiwsMessageReturnType, type GenerateSiwsMessageErrorType } from './methods/siws/generateSiwsMessage.js'
export { loginWithSiws, type LoginWithSiwsParameters, type LoginWithSiwsReturnType, type LoginWithSiwsErrorType, type SiwsMessageType } from './methods/siws/loginWithSiws.js'
export { linkWithSiws, type LinkWithSiwsParameters, type LinkWithSiwsReturnType, type LinkWithSiwsErrorType } from './methods/siws/linkWithSiws.js'
export { unlinkSiws, type UnlinkSiwsParameters, type UnlinkSiwsReturnType, type UnlinkSiwsErrorType } from './methods/siws/unlinkSiws.js'
export { signInWithSiws, type SignInWithSiwsParameters, type SignInWithSiwsReturnType, type SignInWithSiwsErrorType } from './methods/siws/signInWithSiws.js'
export {
  createSiwsMemoTransaction, InvalidMemoTransactionError, MEMO_PROGRAM_ADDRESS, SIWS_MEMO_BLOCKHASH,
  type CreateSiwsMemoTransactionParameters, type CreateSiwsMemoTransactionReturnType, type CreateSiwsMemoTransactionErrorType,
} from './methods/siws/memoTransaction.js'
export {
  signSiwsMemoTransaction, type SignSiwsMemoTransactionParameters, type SignSiwsMemoTransactionReturnType, type SignSiwsMemoTransactionErrorType,
} from './methods/siws/signSiwsMemoTransaction.js'
export { toConnectedSolanaWallets, type ConnectedSolanaWallet } from './wallets/solana/connected.js'
// Embedded Solana wallets (docs/embedded-wallets.md "Solana")
export { toEmbeddedSolanaWallets, type ToEmbeddedSolanaWalletsParameters } from './wallets/solana/toEmbeddedSolanaWallets.js'
export { createSolanaWallet, type CreateSolanaWalletParameters, type CreateSolanaWalletReturnType, type CreateSolanaWalletErrorType } from './wallets/solana/createSolanaWallet.js'
export { signSolanaMessage, type SignSolanaMessageParameters, type SignSolanaMessageReturnType, type SignSolanaMessageErrorType } from './wallets/solana/signSolanaMessage.js'
export { signSolanaTransaction, type SignSolanaTransactionParameters, type SignSolanaTransactionReturnType, type SignSolanaTransactionErrorType } from './wallets/solana/signSolanaTransaction.js'
export {
  sendSolanaTransaction, type SendSolanaTransactionParameters, type SendSolanaTransactionReturnType, type SendSolanaTransactionErrorType,
  type SolanaSendOptions,
} from './wallets/solana/sendSolanaTransaction.js'
export { type SolanaTransaction } from './wallets/solana/solanaTransaction.js'
export {
  SOLANA_CLUSTER_RPC_URLS, solanaClusterOf, solanaExplorerUrl, solanaNetworkOf, solanaNetworkExplorerUrl,
  type SolanaCluster, type SolanaClusterName, type SolanaClustersConfig,
} from './wallets/solana/clusters.js'
export { InvalidSolanaMessageError, SolanaFundDeprecatedError } from './wallets/solana/errors.js'

// Funding a wallet (docs/funding.md)
export { fundWallet, type FundWalletParameters, type FundWalletReturnType, type FundWalletErrorType } from './funding/fundWallet.js'
export { fundingValue } from './funding/state.js'
export { chooseFundingMethod, type ChooseFundingMethodParameters, type ChooseFundingMethodReturnType, type ChooseFundingMethodErrorType } from './funding/chooseFundingMethod.js'
export { setFundingAmount, type SetFundingAmountParameters, type SetFundingAmountReturnType, type SetFundingAmountErrorType } from './funding/setFundingAmount.js'
export { switchCardProvider, type SwitchCardProviderReturnType, type SwitchCardProviderErrorType } from './funding/switchCardProvider.js'
export { startCardFunding, type StartCardFundingReturnType, type StartCardFundingErrorType } from './funding/startCardFunding.js'
export { chooseFundingWallet, type ChooseFundingWalletParameters, type ChooseFundingWalletReturnType, type ChooseFundingWalletErrorType } from './funding/chooseFundingWallet.js'
export { confirmFundingTransfer, type ConfirmFundingTransferReturnType, type ConfirmFundingTransferErrorType } from './funding/confirmFundingTransfer.js'
export { chooseBridgeSource, type ChooseBridgeSourceParameters, type ChooseBridgeSourceReturnType, type ChooseBridgeSourceErrorType } from './funding/chooseBridgeSource.js'
export { confirmBridge, type ConfirmBridgeReturnType, type ConfirmBridgeErrorType } from './funding/confirmBridge.js'
export { retryFunding, type RetryFundingReturnType, type RetryFundingErrorType } from './funding/retryFunding.js'
export { backFunding, type BackFundingReturnType, type BackFundingErrorType } from './funding/backFunding.js'
export { closeFunding, type CloseFundingReturnType, type CloseFundingErrorType } from './funding/closeFunding.js'
export {
  WalletFundingNotEnabledError, FundingChainNotSupportedError, UsdcFundingNotSupportedError, InvalidFundingDataError, TokenDetailsUnavailableError,
  BridgeQuotesUnavailableError, UnsupportedOnrampChainError, FundingFlowInitError, SolanaPluginUnavailableError, FundingConfigNotFoundError,
  FundingAuthError, MoonPayStatusError, FundingInsufficientBalanceError, BridgeFailedError,
} from './funding/errors.js'
export {
  FUNDING_SCREENS, FUNDING_ERROR_KINDS,
  type FundingMethod, type CardProvider, type FundingOption, type FundingNetworkName, type FundingProviderUrls, type FundingConfig, type FundingConfigInput,
  type FundingAssetParameter, type FundingAsset, type FundingUiConfig, type FundingCluster, type FundingChain, type FundingLanding, type FundingRequest,
  type FundingScreen, type CardFundingStatus, type CardFundingState, type FundingSourceWallet, type FundingTransferState, type BridgeSource, type BridgeQuote,
  type BridgeStatus, type FundingBridgeState, type FundingReceiveState, type FundingSuccess, type FundingErrorKind, type FundingErrorScreen, type FundingState,
} from './types/fundingFlow.js'
export { COINBASE_FAILURE_MESSAGE, MOONPAY_FAILURE_MESSAGE } from './funding/cardProviders.js'
export { FUNDING_SUCCESS_CLOSE_MS } from './constants.js'
