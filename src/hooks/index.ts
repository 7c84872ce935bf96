/**
 * foyer — FoyerProvider and the hooks. Importing this entry never pulls the default UI.
 */
export { FoyerProvider, type FoyerProviderProps } from './FoyerProvider.js'
export { useFoyerClient } from './context.js'
export { useFoyerAppearance, type Register, type RegisteredAppearance } from './appearance.js'
export { useFoyer, type UseFoyerReturnType, type LoginOptions } from './useFoyer.js'
export { useLoginWithEmail, type UseLoginWithEmailParameters, type UseLoginWithEmailReturnType } from './useLoginWithEmail.js'
export { useUser, type UseUserReturnType } from './useUser.js'
export { useToken, type UseTokenReturnType } from './useToken.js'
export { useLogout, type UseLogoutParameters, type UseLogoutReturnType } from './useLogout.js'
export { useAppConfig } from './useAppConfig.js'
export { useRegisterUiHost } from './useRegisterUiHost.js'
export type { FlowCallbacks } from './internal.js'
/** The `crossTab` prop of FoyerProvider (sessions across tabs; see docs/architecture.md). */
export type { CrossTabOptions, TabLocks, StorageChange, StorageEventSource } from '../core/index.js'
export { useLoginWithSms, type UseLoginWithSmsParameters, type UseLoginWithSmsReturnType } from './useLoginWithSms.js'
export { usePhoneInput, type UsePhoneInputParameters, type UsePhoneInputReturnType } from './usePhoneInput.js'
export { useGuestAccounts, type UseGuestAccountsParameters, type UseGuestAccountsReturnType } from './useGuestAccounts.js'
export { useCustomAuth, type UseCustomAuthParameters, type UseCustomAuthReturnType } from './useCustomAuth.js'
export {
  formatPhoneNumber, callingCodeOf, isValidPhone, type PhoneInputState, type PhoneCountry,
  type PhoneCountryCode, type CustomAuthState, type CustomAuthStatus, type GetCustomAccessToken,
} from '../core/index.js'
export { useLoginWithPasskey, type UseLoginWithPasskeyParameters, type UseLoginWithPasskeyReturnType } from './useLoginWithPasskey.js'
export { useSignupWithPasskey, type UseSignupWithPasskeyParameters, type UseSignupWithPasskeyReturnType } from './useSignupWithPasskey.js'
export { useLinkWithPasskey, type UseLinkWithPasskeyParameters, type UseLinkWithPasskeyReturnType } from './useLinkWithPasskey.js'
export {
  isPasskeyCeremonyError, passkeysOf, PasskeyNotAllowedError, PasskeyRegistrationNotAllowedError,
  PasskeyUnknownError, PasskeyLinkUnknownError, PasskeyIpAddressError, CannotLinkMorePasskeysError,
  type PasskeyFlowState, type PasskeyFlowStatus, type PasskeyFlowMode, type PasskeyAccount,
  type WebAuthnCeremonies,
} from '../core/index.js'
export { useLoginWithOAuth, type UseLoginWithOAuthParameters, type UseLoginWithOAuthReturnType } from './useLoginWithOAuth.js'
export { useLinkWithOAuth, type UseLinkWithOAuthParameters, type UseLinkWithOAuthReturnType } from './useLinkWithOAuth.js'
export { useLoginWithTelegram, type UseLoginWithTelegramParameters, type UseLoginWithTelegramReturnType } from './useLoginWithTelegram.js'
export {
  isInAppBrowser, socialFailure, type LoadingFlowState, type LoadingFlowStatus, type OAuthProvider,
  type SocialFailure, type TelegramAuthResult, type TelegramLoginApi,
} from '../core/index.js'
export { useLoginWithFarcaster, type UseLoginWithFarcasterParameters, type UseLoginWithFarcasterReturnType } from './useLoginWithFarcaster.js'
export { useCrossAppAccounts, type UseCrossAppAccountsParameters, type UseCrossAppAccountsReturnType, type CrossAppSigningOptions } from './useCrossAppAccounts.js'
export { useCrossAppProviderDetails, type UseCrossAppProviderDetailsReturnType } from './useCrossAppProviderDetails.js'
export {
  farcasterFailure, crossAppFailure, FARCASTER_FAILURE_KINDS, type FarcasterFailureKind, isMobileDevice, isFarcasterAccount, isCrossAppAccount,
  FarcasterConnectFailedError, FarcasterRequestRejectedError, FarcasterTimeoutError, CrossAppUserRejectedError,
  CrossAppTimeoutError, CrossAppConnectionError, CrossAppReadOnlyError, InvalidConnectedAppError,
  InvalidCrossAppSubjectError, type FarcasterFlowState, type FarcasterFlowStatus, type FarcasterAccount,
  type CrossAppAccount, type CrossAppConnection, type CrossAppProviderDetails, type MethodFailure,
} from '../core/index.js'

// Login landing: layout and the recent login method
export { useLoginLanding, type UseLoginLandingParameters, type UseLoginLandingReturnType } from './useLoginLanding.js'
export { useRecentLoginMethod, type UseRecentLoginMethodReturnType } from './useRecentLoginMethod.js'
export {
  checkLoginMethodsConfig, offeredLoginMethods, LoginMethodNotEnabledError, type LandingPlan,
  type LandingOverflow, type LandingOverflowLabel, type LandingVariant, type LoginMethodKind,
  type LoginGroupPriority, type LoginMethodsConfigProblem, type RecentLoginMethod,
} from '../core/index.js'

export { useCaptcha, type UseCaptchaParameters, type UseCaptchaReturnType } from './useCaptcha.js'
export {
  canRetryCaptcha, detectCaptchaProvider, isCaptchaError, type CaptchaState, type CaptchaStatus,
  type CaptchaErrorKind, type CaptchaProvider, type CaptchaWidget,
} from '../core/index.js'

// Core types and helpers a hooks user needs, re-exported for one import.
export {
  FoyerError, ApiError, isFoyerError, isApiError, isRateLimitError, createFoyerClient, isValidEmail,
  normalizeCode, CODE_LENGTH, RESEND_CODE_COUNTDOWN_MS, INVALID_CODE_CLEAR_DELAY_MS, createMemoryStorage, errorScreenKind, ERROR_SCREEN_KINDS, type ErrorScreenKind, type AppConfig, type AuthResult,
  type AuthIntent, type CodeFlowState, type CodeFlowStatus, type FoyerClient, type CreateFoyerClientParameters,
  type HostConfig, type User, type LinkedAccount, type FoyerStorage, type UiHost,
  type UiOpenRequest,
} from '../core/index.js'

// Multi-factor verification (MFA)
export { useMfa, type UseMfaParameters, type UseMfaReturnType } from './useMfa.js'
export { useMfaEnrollment, type UseMfaEnrollmentParameters, type UseMfaEnrollmentReturnType } from './useMfaEnrollment.js'
export { useRegisterMfaListener, type UseRegisterMfaListenerParameters } from './useRegisterMfaListener.js'
export { useAddFundsListener, type UseAddFundsListenerParameters, type AddFundsEvent } from './useAddFundsListener.js'
export { useFundWallet, type UseFundWalletParameters, type UseFundWalletReturnType } from './useFundWallet.js'
export { useFundingFlow, type UseFundingFlowReturnType } from './useFundingFlow.js'
export type {
  FundWalletParameters, FundWalletReturnType, FundingState, FundingSuccess, FundingRequest, FundingScreen, FundingMethod, CardProvider, FundingOption,
  FundingConfigInput, FundingAssetParameter, FundingUiConfig,
} from '../core/index.js'
export {
  errorIndicatesMfaRequired, errorIndicatesMfaTimeout, errorIndicatesMfaMaxAttempts,
  errorIndicatesMfaVerificationFailed, errorIndicatesMfaCanceled, mfaPasskeysOf, isMfaPending, withMfa,
  requestWithMfa, MfaTimeoutError, MfaMaxAttemptsError, MfaVerificationFailedError, MfaCanceledError,
  InvalidMfaCodeError, InvalidAuthenticatorResponseError, UnsupportedMfaMethodError, MfaEnrollmentTokenError,
  MfaNotEnrolledError, CannotUnlinkMfaPasskeyError, type MfaMethod, type MfaFlowState, type MfaFlowStatus,
  type MfaPromptKind, type MfaEnrollmentState, type MfaEnrollmentStatus, type TotpEnrollment,
  type MfaRequiredEvent, type MfaPasskeyResponse, type MfaProtectedRequest,
} from '../core/index.js'

// External wallets, the picker's helpers and Sign-In-With-Ethereum (docs/wallets.md)
export { useWallets, type UseWalletsReturnType } from './useWallets.js'
export { useWalletConnectors, type UseWalletConnectorsReturnType } from './useWalletConnectors.js'
export { useWalletDirectory, type UseWalletDirectoryReturnType } from './useWalletDirectory.js'
export { useConnectWallet, type UseConnectWalletParameters, type UseConnectWalletReturnType } from './useConnectWallet.js'
export { useWalletChoice, type UseWalletChoiceParameters, type UseWalletChoiceReturnType } from './useWalletChoice.js'
export { useLoginWithSiwe, type UseLoginWithSiweParameters, type UseLoginWithSiweReturnType } from './useLoginWithSiwe.js'
export { useLinkWithSiwe, type UseLinkWithSiweParameters, type UseLinkWithSiweReturnType } from './useLinkWithSiwe.js'
export {
  canRetryWalletConnect, isUserRejection, WALLET_CONNECTION_STATUSES, type WalletConnector,
  type WalletConnection, type WalletListing, type WalletPickerEntry, type WalletChainFamily,
  type WalletConnectionStatus, type WalletConnectFlowState, type WalletAuthFlowState,
  type WalletAuthFlowStatus, type ConnectedWalletBase, type ConnectedEthereumWallet, type EIP1193Provider,
  type ConnectWalletParameters, type SignInWithSiweParameters, type GenerateSiweMessageParameters,
  type LoginWithSiweParameters, type LinkWithSiweParameters, type LinkSmartWalletParameters,
  type SignInWithWalletParameters, type WalletChoice,
} from '../core/index.js'

// Solana wallets and Sign-In-With-Solana (docs/wallets.md "Solana")
export { useSolanaWallets, type UseSolanaWalletsReturnType } from './useSolanaWallets.js'
export { useSignSolanaMessage, type UseSignSolanaMessageParameters, type UseSignSolanaMessageReturnType } from './useSignSolanaMessage.js'
export { useSignSolanaTransaction, type UseSignSolanaTransactionParameters, type UseSignSolanaTransactionReturnType } from './useSignSolanaTransaction.js'
export {
  useSendSolanaTransaction, type UseSendSolanaTransactionParameters, type UseSendSolanaTransactionReturnType, type SendSolanaTransactionOptions,
} from './useSendSolanaTransaction.js'
export { useLoginWithSiws, type UseLoginWithSiwsParameters, type UseLoginWithSiwsReturnType } from './useLoginWithSiws.js'
export { useLinkWithSiws, type UseLinkWithSiwsParameters, type UseLinkWithSiwsReturnType } from './useLinkWithSiws.js'
export { useSolanaLedgerChoice, type UseSolanaLedgerChoiceReturnType } from './useSolanaLedgerChoice.js'
export {
  createSiwsMessage, parseSiwsMessage, type ConnectedSolanaWallet, type SiwsMessageFields,
  type SignInWithSiwsParameters, type LoginWithSiwsParameters, type LinkWithSiwsParameters,
  type GenerateSiwsMessageParameters, type SiwsMessageType,
} from '../core/index.js'

// Accounts: link / update / unlink / transfer, identity token, terms and the post-login sequence
export { useLogin, type UseLoginParameters, type UseLoginReturnType } from './useLogin.js'
export { useLinkAccount, linkAccountType, type UseLinkAccountParameters, type UseLinkAccountReturnType } from './useLinkAccount.js'
export { type UseUpdateAccountParameters, type UseUpdateAccountReturnType } from './useUpdateAccount.js'
export { useUpdateEmail, type UseUpdateEmailReturnType } from './useUpdateEmail.js'
export { useUpdatePhone, type UseUpdatePhoneReturnType } from './useUpdatePhone.js'
export { useUnlinkAccount, type UseUnlinkAccountParameters, type UseUnlinkAccountReturnType } from './useUnlinkAccount.js'
export { useCreateWallet, type UseCreateWalletParameters, type UseCreateWalletReturnType, type UseCreateWalletOptions } from './useCreateWallet.js'
export { useSignMessage, type UseSignMessageParameters, type UseSignMessageReturnType } from './useSignMessage.js'
export { useSignTypedData, type UseSignTypedDataParameters, type UseSignTypedDataReturnType } from './useSignTypedData.js'
export { useSendTransaction, type UseSendTransactionParameters, type UseSendTransactionReturnType, type SendTransactionOptions } from './useSendTransaction.js'
export { useSmartWallets, type UseSmartWalletsParameters, type UseSmartWalletsReturnType } from './useSmartWallets.js'
export { useSignTransaction, type UseSignTransactionParameters, type UseSignTransactionReturnType } from './useSignTransaction.js'
export { type WalletUiOptions, type WalletRequestOptions, type WalletActionCallbacks } from './embeddedWalletAction.js'
export { useEmbeddedWalletRequest, type UseEmbeddedWalletRequestReturnType } from './useEmbeddedWalletRequest.js'
export { useCloudRecovery, type UseCloudRecoveryReturnType } from './useCloudRecovery.js'
export {
  CloudRecoveryAuthorizationError, CLOUD_RECOVERY_METHODS, isCloudRecoveryMethod, CLOUD_RECOVERY_STATUSES,
  type CloudRecoveryMethod, type CloudRecoveryAction, type CloudRecoveryStatus, type CloudRecoveryFlowState, type StartCloudRecoveryParameters,
} from '../core/index.js'
export { useImportWallet, type UseImportWalletParameters, type UseImportWalletReturnType } from './useImportWallet.js'
// Wallet recovery (docs/wallet-recovery.md)
export { useSetWalletPassword, type UseSetWalletPasswordParameters, type UseSetWalletPasswordReturnType, type SetWalletPasswordOptions } from './useSetWalletPassword.js'
export { useSetWalletRecovery, type UseSetWalletRecoveryParameters, type UseSetWalletRecoveryReturnType, type SetWalletRecoveryOptions } from './useSetWalletRecovery.js'
export { useRecoverWallet, type UseRecoverWalletParameters, type UseRecoverWalletReturnType, type RecoverWalletOptions } from './useRecoverWallet.js'
export { useRecoveryRequest, type UseRecoveryRequestReturnType } from './useRecoveryRequest.js'
export {
  WalletRecoveryRequiredError, RecoveryFlowExitedError, UserOwnedRecoveryTimeoutError, RecoveryUiUnavailableError,
  UnsupportedRecoveryMethodError, WalletRecoveryAuthError, USER_OWNED_RECOVERY_TIMEOUT_MS, RECOVERY_EXIT_MESSAGES,
  USER_RECOVERY_METHODS, recoveryUpgradeAllowed,
  type RecoveryUiRequest, type UserRecoveryMethod, type RecoveryMethod, type SetWalletRecoveryReturnType, type RecoverWalletReturnType,
} from '../core/index.js'
export { useExportWallet, type UseExportWalletParameters, type UseExportWalletReturnType } from './useExportWallet.js'
export { useWalletExport, type UseWalletExportReturnType, type ExportFrameElement } from './useWalletExport.js'
export type { ExportWalletParameters, ExportFrameOptions, WalletExportState, WalletExportStatus } from '../core/index.js'
// Delegated actions: offline access for the app's server (docs/delegated-actions.md)
export { useDelegatedActions, type UseDelegatedActionsParameters, type UseDelegatedActionsReturnType } from './useDelegatedActions.js'
export { useDelegationRequest, type UseDelegationRequestReturnType, type DelegationUiRequest } from './useDelegationRequest.js'
export {
  DelegationAuthError, UnsupportedDelegationChainError, DelegationWalletNotFoundError, UserHasNotDelegatedWalletError,
  DELEGATION_RESULT_CLOSE_MS, DELEGATION_STATUSES,
  type DelegateWalletParameters, type DelegateWalletReturnType, type RevokeWalletsParameters, type RevokeWalletsReturnType,
  type DelegationState, type DelegationStatus,
} from '../core/index.js'
// Farcaster signers: an ed25519 signer kept in the wallet service, approved in Farcaster (docs/farcaster-signers.md)
export { useFarcasterSigner, type UseFarcasterSignerParameters, type UseFarcasterSignerReturnType } from './useFarcasterSigner.js'
export { useFarcasterSignerRequest, type UseFarcasterSignerRequestReturnType, type FarcasterSignerUiRequest } from './useFarcasterSignerRequest.js'
export {
  FarcasterSignerAuthError, FarcasterAccountNotLinkedError, FarcasterSignerNotFoundError, InvalidFarcasterHashError,
  FARCASTER_SIGNER_STATUSES, FARCASTER_SIGNER_SUCCESS_CLOSE_MS,
  type RequestFarcasterSignerParameters, type RequestFarcasterSignerReturnType, type SignFarcasterMessageParameters, type SignFarcasterMessageReturnType,
  type FarcasterSignerState, type FarcasterSignerStatus,
} from '../core/index.js'
export {
  useAccountTransfer, type UseAccountTransferParameters, type UseAccountTransferReturnType,
  type AccountTransferState,
} from './useAccountTransfer.js'
export { useIdentityToken, type UseIdentityTokenReturnType } from './useIdentityToken.js'
// The recovery password's rules, for a host's own password screens (docs/wallet-recovery.md "Password")
export {
  validatePassword, formatInvalidCharacters, passwordStrength, generatePassword, recoveryFileName, recoveryFileContents, loadPasswordGuessEstimator,
  PASSWORD_MIN_LENGTH, PASSWORD_SYMBOLS,
  type PasswordValidation, type PasswordProblem, type PasswordStrength, type PasswordStrengthLevel, type PasswordGuessEstimator,
} from '../core/index.js'
export {
  usePostLoginStep, useAcceptTerms, type UsePostLoginStepReturnType, type UseAcceptTermsReturnType,
} from './usePostLoginStep.js'

export {
  accountTransferDataOf, isEmbeddedWallet, parseIdentityToken, registerPostLoginStep,
  CannotLinkMoreOfTypeError, CannotUnlinkEmbeddedWalletError, EmbeddedWalletLoginError,
  CannotDisconnectEmbeddedWalletError, InvalidTransferAccountTypeError, UserExitedFlowError,
  type AccountTransferData, type TransferAccountKind, type PostLoginState, type PostLoginStatus,
  type IdentityTokenClaims, type TypedLinkedAccount, type LinkedAccountTypeName, type WalletAccount,
  type OAuthAccount, type TelegramAccount, type CustomAuthAccount, type SmartWalletAccount,
  type PostLoginStepHandler,
} from '../core/index.js'
