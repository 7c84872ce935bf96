/**
 * The hooks layer as the kit's own UI sees it: the public hooks (the `foyerkit` entry) plus the
 * plumbing only the default UI needs — resetting the auth flows after the modal closes, the MFA
 * overlay host, the UI-flow callbacks. Not a package entry (package.json `exports` does not list it).
 */
export * from './index.js'
export { useResetAuthFlows } from './useRegisterUiHost.js'
export { useMfaOverlayHost } from './useMfaOverlayHost.js'
export { useWalletUiHost } from './useWalletUiHost.js'
export { useShownWalletRequest } from './useShownWalletRequest.js'
export { useShownFunding } from './useShownFunding.js'
/** A core flow's or value's state (its get/watch pair) with the provider's client: light parts of the UI read one flow without its method's hook. */
export { useValue } from './internal.js'
export { useUiFlowCallbacks, useEndUiFlow, type UiFlowCallbacks } from './uiFlowCallbacks.js'

// Pure plumbing the default UI's screens share with the core and that cannot be a hook: the
// constants (timings, sizes, storage keys), the login-method descriptors and flows its method rooms
// (src/ui/methods/) read, and the pure helpers its screens compute with.
export {
  constants, DEFAULT_LOGIN_METHODS, PASSKEY_HELP_URL, WALLET_LOGIN_METHOD, WALLET_LOGIN_METHOD_PREFIX,
  emailMethod, smsMethod, oauthMethod, oauthFlow, passkeyMethod, farcasterMethod, guestMethod, walletMethod,
  telegramMethod, telegramFlow, crossAppMethod, crossAppProviderAppId, isCrossAppLoginMethod,
  hasPlusAddressing, isSafeImageSrc, truncateLink, mfaPasskeyLastAdded, shouldRunCaptcha,
  transferAccountKind, transferProvider,
  walletPickerEntries, showWalletSearch, walletBrowserLink, withWalletDeepLink, walletConnectDeepLink,
  walletConnectRetriesExhausted, mfaErrorKind, SOCIAL_ERROR_KINDS, SOCIAL_ERROR_RETRYABLE, formatUnits,
  formatAmount, formatUsd, toUsd, isUnlimitedAmount, currentStep, stepBlocked, lacksFunds, solanaNetworkExplorerUrl,
  splTransferToken, splTransferRecipient,
  initialPasswordFlow, transitionPasswordFlow, passwordFlowBackTarget, passwordFlowCancellable, passwordFlowAutoCloseMs,
  fundingWalletRows,
  type SocialErrorKind, type MfaErrorKind, type PasswordFlowState, type PasswordFlowInitiator,
} from '../core/internal.js'
