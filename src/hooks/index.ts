/**
 * foyer — FoyerProvider and the hooks. Importing this entry never pulls the default UI.
 */
export { FoyerProvider, type FoyerProviderProps } from './FoyerProvider.js'
export { useFoyerClient } from './context.js'
export { useFoyer, type UseFoyerReturnType, type LoginOptions } from './useFoyer.js'
export { useLoginWithEmail, type UseLoginWithEmailParameters, type UseLoginWithEmailReturnType } from './useLoginWithEmail.js'
export { useUser, type UseUserReturnType } from './useUser.js'
export { useToken, type UseTokenReturnType } from './useToken.js'
export { useLogout, type UseLogoutParameters, type UseLogoutReturnType } from './useLogout.js'
export { useAppConfig } from './useAppConfig.js'
export { useRegisterUiHost, useResetAuthFlows } from './useRegisterUiHost.js'
export type { FlowCallbacks } from './internal.js'
export { useLoginWithSms, type UseLoginWithSmsParameters, type UseLoginWithSmsReturnType } from './useLoginWithSms.js'
export { usePhoneInput, type UsePhoneInputParameters, type UsePhoneInputReturnType } from './usePhoneInput.js'
export { useGuestAccounts, type UseGuestAccountsParameters, type UseGuestAccountsReturnType } from './useGuestAccounts.js'
export { useCustomAuth, type UseCustomAuthParameters, type UseCustomAuthReturnType } from './useCustomAuth.js'
export {
  formatPhoneNumber, callingCodeOf, isValidPhone,
  type PhoneInputState, type PhoneCountry, type PhoneCountryCode, type CustomAuthState, type CustomAuthStatus,
  type GetCustomAccessToken,
} from '../core/index.js'
export { useLoginWithPasskey, type UseLoginWithPasskeyParameters, type UseLoginWithPasskeyReturnType } from './useLoginWithPasskey.js'
export { useSignupWithPasskey, type UseSignupWithPasskeyParameters, type UseSignupWithPasskeyReturnType } from './useSignupWithPasskey.js'
export { useLinkWithPasskey, type UseLinkWithPasskeyParameters, type UseLinkWithPasskeyReturnType } from './useLinkWithPasskey.js'
export {
  isPasskeyCeremonyError, passkeysOf, PasskeyNotAllowedError, PasskeyRegistrationNotAllowedError, PasskeyUnknownError,
  PasskeyLinkUnknownError, CannotLinkMorePasskeysError,
  type PasskeyFlowState, type PasskeyFlowStatus, type PasskeyFlowMode, type PasskeyAccount, type WebAuthnCeremonies,
} from '../core/index.js'
export { useLoginWithOAuth, type UseLoginWithOAuthParameters, type UseLoginWithOAuthReturnType } from './useLoginWithOAuth.js'
export { useLinkWithOAuth, type UseLinkWithOAuthParameters, type UseLinkWithOAuthReturnType } from './useLinkWithOAuth.js'
export { useLoginWithTelegram, type UseLoginWithTelegramParameters, type UseLoginWithTelegramReturnType } from './useLoginWithTelegram.js'
export {
  isInAppBrowser, socialErrorScreenFor,
  type LoadingFlowState, type LoadingFlowStatus, type OAuthProvider, type SocialErrorScreen, type SocialErrorEntry,
  type TelegramAuthResult, type TelegramLoginApi,
} from '../core/index.js'
export { useLoginWithFarcaster, type UseLoginWithFarcasterParameters, type UseLoginWithFarcasterReturnType } from './useLoginWithFarcaster.js'
export { useCrossAppAccounts, type UseCrossAppAccountsParameters, type UseCrossAppAccountsReturnType } from './useCrossAppAccounts.js'
export { useCrossAppProviderDetails, type UseCrossAppProviderDetailsReturnType } from './useCrossAppProviderDetails.js'
export {
  farcasterFailureFor, crossAppFailureFor, isMobileDevice, truncateLink, isFarcasterAccount, isCrossAppAccount,
  FarcasterConnectFailedError, FarcasterRequestRejectedError, FarcasterTimeoutError, CrossAppUserRejectedError,
  CrossAppTimeoutError, CrossAppConnectionError, CrossAppReadOnlyError, InvalidConnectedAppError, InvalidCrossAppSubjectError,
  type FarcasterFlowState, type FarcasterFlowStatus, type FarcasterAccount, type CrossAppAccount, type CrossAppConnection,
  type CrossAppProviderDetails, type CrossAppWindow, type MethodFailure,
} from '../core/index.js'

// Core types and helpers a hooks user needs, re-exported for one import.
export {
  FoyerError, ApiError, isFoyerError, isApiError, isRateLimitError, createFoyerClient,
  isValidEmail, normalizeCode, createMemoryStorage, errorScreenFor, ERROR_SCREENS,
  type AppConfig, type AuthResult, type AuthIntent, type CodeFlowState, type CodeFlowStatus,
  type FoyerClient, type CreateFoyerClientParameters, type HostConfig, type User, type LinkedAccount,
  type ErrorScreenEntry, type FoyerStorage, type UiHost, type UiOpenRequest,
} from '../core/index.js'
