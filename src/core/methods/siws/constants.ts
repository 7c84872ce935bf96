/** Sign-In-With-Solana: routes and the message's fixed lines. */
export const SIWS_PATHS = {
  init: '/api/v1/siws/init',
  authenticate: '/api/v1/siws/authenticate',
  link: '/api/v1/siws/link',
  unlink: '/api/v1/siws/unlink',
  transfer: '/api/v1/siws/transfer',
} as const
/** The SIWS message's `Version` and `Chain ID` lines (no chainId is sent to the server). */
export const SIWS_MESSAGE_VERSION = '1'
export const SIWS_CHAIN_ID = 'mainnet'
/** `message_type` of siws/authenticate and /link: a plain message (default) or a Ledger memo transaction. */
export const SIWS_MESSAGE_TYPES = ['plain', 'transaction'] as const
