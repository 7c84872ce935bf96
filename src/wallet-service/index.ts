/**
 * The wallet service: the page that holds embedded-wallet keys on its own origin. Host-side code
 * (src/core, src/hooks, src/ui) never imports this layer; it talks to it through the protocol of
 * src/core/types/walletService.ts. See docs/embedded-wallets.md.
 */
export { createWalletService, deviceShareKey } from './service.js'
export type { CreateWalletServiceParameters, WalletService, WalletServiceHandleContext, ExportSecretsRequest, ExportedSecrets } from './service.js'
export { startWalletServicePage } from './page.js'
export type { StartWalletServicePageOptions, WalletServicePage, WalletServicePageWindow } from './page.js'
export { startExportPage, type ExportPage, type ExportPageWindow } from './exportPage.js'
export { createExportHandler, readExportQuery, EXPORT_PAGE_PATH, type ExportPageQuery } from './export.js'
export { isAllowedOrigin, isAllowedPageLocation } from './origins.js'
export { RECOVERY_METHOD_HANDLERS, sealShare, openShare } from './recovery.js'
export type { RecoveryContext, RecoveryMethodHandler } from './recovery.js'
export { walletRegistrationMessage, type WalletRegistrationFields } from './registration.js'
export { WalletServiceError } from './errors.js'
export { ethereumPath, MAX_WALLET_INDEX } from './keys.js'
