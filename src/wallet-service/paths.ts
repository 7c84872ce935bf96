/**
 * The paths of the wallet origin's pages, apart from their code: frame.ts picks the page to start
 * from them without loading the export page's code (a lazy chunk).
 */

/** The wallet service's page: `/apps/{appId}/embedded-wallets`. */
export const WALLET_SERVICE_PAGE_PATH = /^\/apps\/([^/]+)\/embedded-wallets\/?$/

/** The export page's path: `/apps/{appId}/embedded-wallets/export`. */
export const EXPORT_PAGE_PATH = /^\/apps\/([^/]+)\/embedded-wallets\/export\/?$/
