/** Farcaster login: routes, header and timings. */
export const FARCASTER_PATHS = {
  init: '/api/v1/farcaster/init',
  status: '/api/v1/farcaster/status',
  authenticate: '/api/v1/farcaster/authenticate',
  link: '/api/v1/farcaster/link',
  unlink: '/api/v1/farcaster/unlink',
  transfer: '/api/v1/farcaster/transfer',
} as const
/** Header of GET /api/v1/farcaster/status carrying the channel token. */
export const FARCASTER_CHANNEL_TOKEN_HEADER = 'farcaster-channel-token'
/** The approval wait: the channel status every 2 s, for at most 120 s. */
export const FARCASTER_POLL_MS = 2_000
export const FARCASTER_TIMEOUT_MS = 120_000
