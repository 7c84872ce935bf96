import type { ExportWalletReplyData } from '../types/walletService.js'
import type { WalletRequestOutcome } from './walletRequestFlow.js'

/**
 * The flow of a wallet export shown in the default UI, as a pure transition function: connecting
 * (the wallet service loads the wallet, the forced MFA verification, at least 1 s), ready (the
 * export frame shows; the host passes it its credentials), exported (the frame shows the key),
 * error. What closing the screen means for the caller is pure too (`walletExportOutcome`).
 */

/** Where a wallet export stands: connecting, ready (the frame shows), exported (the key shows in it), error. */
export const WALLET_EXPORT_STATUSES = ['connecting', 'ready', 'exported', 'error'] as const
/** Where a wallet export stands (`WalletExportState.status`). */
export type WalletExportStatus = (typeof WALLET_EXPORT_STATUSES)[number]

/** The state of a wallet export: its status, what the frame shows once exported, the error. */
export type WalletExportState = {
  status: WalletExportStatus
  /** What the export frame shows (never the secrets): the private key, and the seed phrase when asked for. */
  shown: ExportWalletReplyData['shown'] | null
  error: Error | null
}

/** What happens to a wallet export. */
export type WalletExportEvent =
  /** The wallet is connected (and MFA verified when the user has it): the export frame can show. */
  | { type: 'connected' }
  /** The export frame answered: it shows the wallet's secrets. */
  | { type: 'exported'; shown: ExportWalletReplyData['shown'] }
  | { type: 'failed'; error: Error }
  | { type: 'reset' }

export const INITIAL_WALLET_EXPORT: WalletExportState = { status: 'connecting', shown: null, error: null }

export function transitionWalletExport(state: WalletExportState, event: WalletExportEvent): WalletExportState {
  switch (event.type) {
    case 'reset':
      return INITIAL_WALLET_EXPORT
    case 'connected':
      return state.status === 'connecting' ? { ...state, status: 'ready' } : state
    case 'exported':
      return state.status === 'ready' ? { ...state, status: 'exported', shown: event.shown } : state
    case 'failed':
      return state.status === 'connecting' || state.status === 'ready' ? { ...state, status: 'error', error: event.error } : state
  }
}

/**
 * Closing the export screen: once connected the export resolves (the user saw the frame, or chose
 * to leave it); after a failure it rejects with that error; while connecting it rejects with
 * `exited` (the caller's 'User exited before wallet could be connected').
 */
export function walletExportOutcome(state: WalletExportState, exited: () => Error): WalletRequestOutcome<void> {
  if (state.status === 'ready' || state.status === 'exported') return { type: 'resolve', value: undefined }
  if (state.status === 'error') return { type: 'reject', error: state.error }
  return { type: 'reject', error: exited() }
}
