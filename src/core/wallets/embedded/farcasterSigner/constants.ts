/** Farcaster signers: the backend route and the timings of the approval wait. */

/** The route that registers a signer key for the user's fid and answers its status and approval link. */
export const FARCASTER_SIGNER_STATUS_PATH = '/api/v1/farcaster/signer/status'
/** How often the signer's status is asked while the user approves it (ms). */
export const FARCASTER_SIGNER_POLL_MS = 2_000
/** How long the user has to approve the signer before 'Connect failed' (ms). */
export const FARCASTER_SIGNER_TIMEOUT_MS = 300_000
/** How long 'approved' shows before the signer screen closes (ms). */
export const FARCASTER_SIGNER_SUCCESS_CLOSE_MS = 1_400
