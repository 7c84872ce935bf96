/**
 * The export page (`/apps/{appId}/embedded-wallets/export`): the one place a wallet's private key
 * (and seed phrase) is ever shown — in this frame, on the wallet origin. It starts like the wallet
 * service's page (`servePage`: secure location, allowed parent origins, readiness), reads which
 * wallet from its query, waits for its host's credentials by message, and shows the secrets in its
 * own document. See docs/embedded-wallets.md "Export".
 */
import { createExportHandler, EXPORT_PAGE_PATH, readExportQuery } from './export.js'
import { mountExportView, type ExportClipboard, type ExportViewDocument } from './exportView.js'
import { servePage, type StartWalletServicePageOptions, type WalletServicePageWindow } from './page.js'

/** The parts of `window` the export page uses (happy-dom's document in tests). */
export type ExportPageWindow = Omit<WalletServicePageWindow, 'document'> & {
  document: ExportViewDocument & { referrer?: string }
  navigator?: { clipboard?: ExportClipboard }
}

/** A running export page. */
export type ExportPage = {
  appId: string
  allowedOrigins: readonly string[]
  /** Stops listening. */
  stop(): void
}

/** Starts the export page in `win`; null (the reason posted to the parent) when it cannot run. */
export async function startExportPage(win: ExportPageWindow, options: StartWalletServicePageOptions = {}): Promise<ExportPage | null> {
  const page = await servePage(win, options, EXPORT_PAGE_PATH, ({ query, service, allowedOrigins }) => {
    const exportQuery = readExportQuery(query)
    const clipboard = win.navigator?.clipboard
    const view = mountExportView(win.document, exportQuery, clipboard && { writeText: (text) => clipboard.writeText(text) })
    const handler = createExportHandler({ service, query: exportQuery, allowedOrigins, show: view.show })
    return (request, context) => handler.handle(request, context)
  })
  return page && { appId: page.appId, allowedOrigins: page.allowedOrigins, stop: page.stop }
}
