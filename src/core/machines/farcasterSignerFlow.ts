import type { WalletRequestOutcome } from './walletRequestFlow.js'

/**
 * The flow of a Farcaster signer request (`requestFarcasterSigner`) as a pure transition function:
 * the wallet service makes the signer key (initializing), the backend gives the key's approval link
 * and the client polls its status every 2 s (awaiting-approval) until the user approves it in
 * Farcaster (approved), revokes it (rejected, 'Request rejected'), 5 minutes pass (timed-out,
 * 'Connect failed') or a step fails (error). Approved shows for 1.4 s before the screen closes.
 * An event that does not apply in a status leaves the state as is.
 */

/** Where a Farcaster signer request stands. */
export const FARCASTER_SIGNER_STATUSES = ['idle', 'initializing', 'awaiting-approval', 'approved', 'rejected', 'timed-out', 'error'] as const
/** Where a Farcaster signer request stands (`FarcasterSignerState.status`). */
export type FarcasterSignerStatus = (typeof FARCASTER_SIGNER_STATUSES)[number]

/** The state of a Farcaster signer request: its status, the signer's public key and approval link once known, and a step's error. */
export type FarcasterSignerState = {
  status: FarcasterSignerStatus
  /** The signer's ed25519 public key (0x hex), once the wallet service made it. */
  publicKey: `0x${string}` | null
  /** Where the user approves the signer (shown as a QR code and a link), once the backend gave it. */
  approvalUrl: string | null
  /** The failure of a step (status `error`). */
  error: Error | null
}

/** What happens to a Farcaster signer request. */
export type FarcasterSignerEvent =
  /** The request (or 'Try again' after a failure) starts. */
  | { type: 'start' }
  /** The backend's first answer: the key, its approval link and its status (a key approved before is approved at once). */
  | { type: 'initialized'; publicKey: `0x${string}`; approvalUrl: string; status: string }
  /** A later status answer: 'approved', 'revoked', or anything else (still waiting). */
  | { type: 'polled'; status: string }
  | { type: 'timedOut' }
  | { type: 'failed'; error: Error }
  | { type: 'reset' }

export const INITIAL_FARCASTER_SIGNER: FarcasterSignerState = { status: 'idle', publicKey: null, approvalUrl: null, error: null }

const waiting = (status: FarcasterSignerStatus) => status === 'initializing' || status === 'awaiting-approval'

/** Where a signer status of the backend leads from awaiting-approval. */
const afterStatus = (status: string): FarcasterSignerStatus =>
  status === 'approved' ? 'approved' : status === 'revoked' ? 'rejected' : 'awaiting-approval'

export function transitionFarcasterSigner(state: FarcasterSignerState, event: FarcasterSignerEvent): FarcasterSignerState {
  switch (event.type) {
    case 'reset':
      return INITIAL_FARCASTER_SIGNER
    case 'start':
      return waiting(state.status) ? state : { ...INITIAL_FARCASTER_SIGNER, status: 'initializing' }
    case 'initialized':
      if (state.status !== 'initializing') return state
      return { ...state, status: afterStatus(event.status), publicKey: event.publicKey, approvalUrl: event.approvalUrl }
    case 'polled':
      return state.status === 'awaiting-approval' ? { ...state, status: afterStatus(event.status) } : state
    case 'timedOut':
      return waiting(state.status) ? { ...state, status: 'timed-out' } : state
    case 'failed':
      return waiting(state.status) ? { ...state, status: 'error', error: event.error } : state
  }
}

/**
 * Closing a signer request: approved resolves with `value()`; rejected, timed out and failed reject
 * with `errors` of that status (or the step's error); closed while waiting rejects with `declined()`.
 */
export function farcasterSignerOutcome<R>(
  state: FarcasterSignerState,
  value: () => R,
  errors: { rejected: () => Error; timedOut: () => Error; declined: () => Error },
): WalletRequestOutcome<R> {
  switch (state.status) {
    case 'approved': return { type: 'resolve', value: value() }
    case 'rejected': return { type: 'reject', error: errors.rejected() }
    case 'timed-out': return { type: 'reject', error: errors.timedOut() }
    case 'error': return { type: 'reject', error: state.error ?? errors.declined() }
    default: return { type: 'reject', error: errors.declined() }
  }
}
