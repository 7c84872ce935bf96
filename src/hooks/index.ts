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

// Core types and helpers a hooks user needs, re-exported for one import.
export {
  FoyerError, ApiError, isFoyerError, isApiError, isRateLimitError, createFoyerClient,
  isValidEmail, normalizeCode, createMemoryStorage, errorScreenFor, ERROR_SCREENS,
  type AppConfig, type AuthResult, type AuthIntent, type CodeFlowState, type CodeFlowStatus,
  type FoyerClient, type CreateFoyerClientParameters, type HostConfig, type User, type LinkedAccount,
  type ErrorScreenEntry, type FoyerStorage, type UiHost, type UiOpenRequest,
} from '../core/index.js'
