/**
 * Entry of the wallet origin's page bundle (`frame.js`): starts, in this window, the export page
 * on `/apps/{appId}/embedded-wallets/export`, else the wallet service's page.
 *
 * The export page's own code (its view, its handler) is a lazy chunk, loaded only on its path. The
 * wallet service's page is imported statically: the export page runs on the same service
 * (`servePage`, `createWalletService`), so a lazy service page would save the export page nothing
 * and cost the wallet page — every app's frame — one more round of requests before it is ready.
 */
import type { ExportPageWindow } from './exportPage.js'
import { startWalletServicePage, type WalletServicePageWindow } from './page.js'
import { EXPORT_PAGE_PATH } from './paths.js'

if (EXPORT_PAGE_PATH.test(window.location.pathname)) {
  void import('./exportPage.js').then(({ startExportPage }) => startExportPage(window as unknown as ExportPageWindow))
} else {
  void startWalletServicePage(window as unknown as WalletServicePageWindow)
}
