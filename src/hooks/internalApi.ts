/**
 * The hooks layer as the kit's own UI sees it: the public hooks (the `foyerkit` entry) plus the
 * plumbing only the default UI needs — resetting the auth flows after the modal closes, the MFA
 * overlay host, the UI-flow callbacks. Not a package entry (package.json `exports` does not list it).
 */
export * from './index.js'
export { useResetAuthFlows } from './useRegisterUiHost.js'
export { useMfaOverlayHost } from './useMfaOverlayHost.js'
export { useWalletUiHost } from './useWalletUiHost.js'
export { useUiFlowCallbacks, useEndUiFlow, type UiFlowCallbacks } from './uiFlowCallbacks.js'
