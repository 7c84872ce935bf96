/** The transaction safety scan's and token prices' API paths. */
export const TRANSACTION_SCAN_PATHS = {
  scan: '/api/v1/scan/transaction',
  tokenPrice: '/api/v1/token_price',
} as const
