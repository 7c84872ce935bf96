import type { FoyerError } from '../../errors/base.js'
import { CrossAppRequestTimeoutError, CrossAppUserRejectedError } from './errors.js'

/**
 * A wallet request a cross-app wallet sends to its provider app: the four Ethereum methods for its
 * embedded wallet, and their smart-wallet variants (`foyer_signSmartWalletMessage`,
 * `foyer_signSmartWalletTypedData`, `foyer_sendSmartWalletTx`, same params) for its smart wallet,
 * which the provider app answers with that smart wallet.
 */
export type CrossAppSignMethod =
  | 'personal_sign' | 'eth_signTypedData_v4' | 'eth_sendTransaction' | 'eth_signTransaction'
  | 'foyer_signSmartWalletMessage' | 'foyer_signSmartWalletTypedData' | 'foyer_sendSmartWalletTx'

/** A wallet request for the provider app, in its EIP-1193 shape (`params` must be JSON: hex strings, not bigints). */
export type CrossAppSignRequest = { method: CrossAppSignMethod; params: readonly unknown[] }

/** Where a cross-app signature request stands: initial, awaiting (the provider app's popup is open), done, error. */
export type CrossAppRequestStatus = 'initial' | 'awaiting' | 'done' | 'error'

/** The state of a cross-app signature request. */
export type CrossAppRequestState = {
  status: CrossAppRequestStatus
  method: CrossAppSignMethod | null
  /** The cross-app wallet asked to sign. */
  address: string | null
  providerAppId: string | null
  /** The provider app's name as the user's cross-app account tells it. */
  providerAppName: string | null
  /** The signature, signed transaction or transaction hash once `done`. */
  result: string | null
  error: FoyerError | null
}

/**
 * Its events: `open` (the popup is open), the popup's `response` or `error`, `closed` (the popup
 * was seen closed: 'User rejected request'), `timeout` (no answer in 2 minutes: 'Request timeout'), `reset`.
 */
export type CrossAppRequestEvent =
  | { type: 'open'; method: CrossAppSignMethod; address: string; providerAppId: string; providerAppName: string }
  | { type: 'response'; result: string }
  | { type: 'error'; error: FoyerError }
  | { type: 'closed' }
  | { type: 'timeout' }
  | { type: 'reset' }

/** The state before any cross-app signature request (status `initial`). */
export const INITIAL_CROSS_APP_REQUEST: CrossAppRequestState = {
  status: 'initial', method: null, address: null, providerAppId: null, providerAppName: null, result: null, error: null,
}

/**
 * The cross-app signature request: popup (`awaiting`), then the response (`done`), an error, the
 * popup closed by the user (rejected) or the timeout. A pure function: an answer that comes when
 * no popup is awaited changes nothing (the first answer wins); `open` starts over from any status.
 */
export function transitionCrossAppRequest(state: CrossAppRequestState, event: CrossAppRequestEvent): CrossAppRequestState {
  switch (event.type) {
    case 'reset':
      return INITIAL_CROSS_APP_REQUEST
    case 'open':
      return { ...INITIAL_CROSS_APP_REQUEST, status: 'awaiting', method: event.method, address: event.address, providerAppId: event.providerAppId, providerAppName: event.providerAppName }
    default:
      if (state.status !== 'awaiting') return state
  }
  switch (event.type) {
    case 'response':
      return { ...state, status: 'done', result: event.result, error: null }
    case 'error':
      return { ...state, status: 'error', error: event.error }
    case 'closed':
      return { ...state, status: 'error', error: new CrossAppUserRejectedError({ details: 'The popup was closed' }) }
    case 'timeout':
      return { ...state, status: 'error', error: new CrossAppRequestTimeoutError() }
  }
}
