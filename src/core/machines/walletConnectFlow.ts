import { WALLET_CONNECT_MAX_RETRIES } from '../constants.js'
import type { FoyerError } from '../errors/base.js'
import type { WalletConnection, WalletConnectionStatus } from '../types/wallets.js'

/**
 * One wallet connection attempt (docs/wallets.md "How an attempt runs"): disconnected →
 * connecting → (waiting: the wallet shows a prompt or a pairing QR code) →
 * (switching_to_supported_chain) → connected; a failure returns to disconnected with an error. Retry is offered while the error is retryable and fewer than WALLET_CONNECT_MAX_RETRIES
 * retries were made. A duplicate start for the same connector keeps the attempt as it is.
 * A pure transition function.
 */
export type WalletConnectFlowState = {
  status: WalletConnectionStatus
  /** The connector of the current (or last) attempt. */
  connectorId: string | null
  /** A WalletConnect pairing URI (QR code / deep link) while waiting for the wallet. */
  uri: string | null
  error: FoyerError | null
  /** Retries made for this connector (a first attempt is not a retry). */
  retries: number
  connection: WalletConnection | null
}

export type WalletConnectFlowEvent =
  | { type: 'start'; connectorId: string; retry?: boolean | undefined }
  | { type: 'waiting' }
  | { type: 'uri'; uri: string }
  | { type: 'switching-chain' }
  | { type: 'connected'; connection: WalletConnection }
  | { type: 'failed'; error: FoyerError }
  /** Back from the QR code: forget the pairing URI, keep the attempt. */
  | { type: 'clear-uri' }
  /** The user cancelled (back, close): no error. */
  | { type: 'cancel' }
  | { type: 'reset' }

export const INITIAL_WALLET_CONNECT_FLOW: WalletConnectFlowState = {
  status: 'disconnected',
  connectorId: null,
  uri: null,
  error: null,
  retries: 0,
  connection: null,
}

const BUSY: readonly WalletConnectionStatus[] = ['connecting', 'waiting', 'switching_to_supported_chain']
export const isWalletConnectBusy = (state: WalletConnectFlowState) => BUSY.includes(state.status)

export function transitionWalletConnectFlow(state: WalletConnectFlowState, event: WalletConnectFlowEvent): WalletConnectFlowState {
  switch (event.type) {
    case 'reset':
      return INITIAL_WALLET_CONNECT_FLOW
    case 'start': {
      // A duplicate connect to the same wallet keeps loading, without an error.
      if (isWalletConnectBusy(state) && state.connectorId === event.connectorId) return state
      const sameConnector = state.connectorId === event.connectorId
      return {
        status: 'connecting',
        connectorId: event.connectorId,
        uri: null,
        error: null,
        retries: event.retry && sameConnector ? state.retries + 1 : 0,
        connection: null,
      }
    }
    case 'waiting':
      if (!isWalletConnectBusy(state)) return state
      return { ...state, status: 'waiting' }
    case 'uri':
      if (!isWalletConnectBusy(state)) return state
      return { ...state, status: 'waiting', uri: event.uri }
    case 'switching-chain':
      if (!isWalletConnectBusy(state)) return state
      return { ...state, status: 'switching_to_supported_chain' }
    case 'connected':
      if (!isWalletConnectBusy(state)) return state
      return { ...state, status: 'connected', uri: null, error: null, connection: event.connection }
    case 'failed':
      if (!isWalletConnectBusy(state)) return state
      return { ...state, status: 'disconnected', uri: null, error: event.error }
    case 'clear-uri':
      return state.uri === null ? state : { ...state, uri: null }
    case 'cancel':
      if (!isWalletConnectBusy(state)) return state
      return { ...state, status: 'disconnected', uri: null, error: null }
  }
}

/**
 * Whether Retry is offered: the error is retryable (`retryable` on the error's details, see
 * `toWalletConnectError`) and fewer than WALLET_CONNECT_MAX_RETRIES retries were made.
 */
export function canRetryWalletConnect(state: WalletConnectFlowState): boolean {
  if (state.status !== 'disconnected' || !state.error) return false
  return isRetryableWalletError(state.error) && state.retries < WALLET_CONNECT_MAX_RETRIES
}

/** After WALLET_CONNECT_MAX_RETRIES retries the subtitle reads 'Unable to connect wallet'. */
export const walletConnectRetriesExhausted = (state: WalletConnectFlowState) =>
  state.error !== null && state.retries >= WALLET_CONNECT_MAX_RETRIES

/** Errors of a wallet connection carry `retryable` (see src/core/wallets/providerErrors.ts). */
export const isRetryableWalletError = (error: FoyerError) => (error as FoyerError & { retryable?: boolean }).retryable === true
