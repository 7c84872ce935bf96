/**
 * Entry of the wallet origin's page bundle (`frame.js`): starts, in this window, the export page
 * on `/apps/{appId}/embedded-wallets/export`, else the wallet service's page.
 */
import { EXPORT_PAGE_PATH } from './export.js'
import { startExportPage, type ExportPageWindow } from './exportPage.js'
import { startWalletServicePage, type WalletServicePageWindow } from './page.js'

if (EXPORT_PAGE_PATH.test(window.location.pathname)) void startExportPage(window as unknown as ExportPageWindow)
else void startWalletServicePage(window as unknown as WalletServicePageWindow)
