import { FoyerError } from '../errors/base.js'

/**
 * The flows of an embedded-wallet request shown in the default UI, as pure transition functions:
 * signing a message (or typed data) and confirming a transaction. What closing the screen means for
 * the caller is pure too (`signRequestOutcome`, `transactionRequestOutcome`).
 */

/** Where a sign-message request stands: loading the wallet service, idle (the screen waits for the user), signing, signed, error. */
export const SIGN_REQUEST_STATUSES = ['loading', 'idle', 'signing', 'signed', 'error'] as const
/** Where a sign-message request stands (`SignRequestState.status`). */
export type SignRequestStatus = (typeof SIGN_REQUEST_STATUSES)[number]

/** The state of a sign-message request: its status, the signature once signed, the last error. */
export type SignRequestState = {
  status: SignRequestStatus
  signature: `0x${string}` | null
  error: Error | null
}

/** What happens to a sign-message request. */
export type SignRequestEvent =
  /** The wallet service answered readiness: the screen can sign. */
  | { type: 'ready' }
  /** The user approved ('Sign and continue'); also a retry after an error. */
  | { type: 'sign' }
  | { type: 'signed'; signature: `0x${string}` }
  | { type: 'failed'; error: Error }
  | { type: 'reset' }

export const INITIAL_SIGN_REQUEST: SignRequestState = { status: 'loading', signature: null, error: null }

export function transitionSignRequest(state: SignRequestState, event: SignRequestEvent): SignRequestState {
  switch (event.type) {
    case 'reset':
      return INITIAL_SIGN_REQUEST
    case 'ready':
      return state.status === 'loading' ? { ...state, status: 'idle' } : state
    case 'sign':
      return state.status === 'idle' || state.status === 'error' ? { ...state, status: 'signing', error: null } : state
    case 'signed':
      return state.status === 'signing' ? { ...state, status: 'signed', signature: event.signature, error: null } : state
    case 'failed':
      return state.status === 'loading' || state.status === 'signing' ? { ...state, status: 'error', error: event.error } : state
  }
}

/** What the caller gets when the screen closes: the signature, else a rejection (the user rejected the request). */
export type WalletRequestOutcome<R> = { type: 'resolve'; value: R } | { type: 'reject'; error: Error | null }

/** Closing a sign screen: with a signature, success; otherwise the user rejected the request (`error: null`). */
export function signRequestOutcome(state: SignRequestState): WalletRequestOutcome<{ signature: `0x${string}` }> {
  return state.status === 'signed' && state.signature ? { type: 'resolve', value: { signature: state.signature } } : { type: 'reject', error: null }
}

/**
 * Where a transaction request stands: preparing (reading the fee and balance), ready (the
 * confirmation), submitting, awaiting-receipt (sent; waiting to be mined), signed (sign-only),
 * complete (mined), error.
 */
export const TRANSACTION_REQUEST_STATUSES = ['preparing', 'ready', 'submitting', 'awaiting-receipt', 'signed', 'complete', 'error'] as const
/** Where a transaction request stands (`TransactionRequestState.status`). */
export type TransactionRequestStatus = (typeof TRANSACTION_REQUEST_STATUSES)[number]

/** What the confirmation shows of a transaction, read before the user approves. */
export type TransactionSummary = {
  /** The sender (the embedded wallet). */
  from: string
  /** The recipient, null for a contract creation. */
  to: string | null
  /** The value sent, in the chain's smallest unit (wei). */
  value: bigint
  /** The calldata, if any. */
  data: string | null
  chain: {
    id: number
    name: string
    nativeCurrency: { name: string; symbol: string; decimals: number }
    /** The chain's block explorer, if it has one. */
    explorerUrl: string | null
  }
  /** The estimated fee (wei): gas × gas price; null when it could not be estimated. */
  estimatedFee: bigint | null
  /** The sender's balance (wei); null when it could not be read. */
  balance: bigint | null
  /** 'There was an error preparing your transaction. Your transaction request will likely fail.' when the estimate failed. */
  warning: string | null
}

/** The receipt of a mined transaction (what the receipt screen shows). */
export type TransactionReceiptSummary = { status: 'success' | 'reverted'; blockNumber: bigint; gasUsed: bigint }

/** The state of a transaction request: its status, what the confirmation shows, the hash or signature, the receipt and the last error. */
export type TransactionRequestState = {
  status: TransactionRequestStatus
  summary: TransactionSummary | null
  hash: `0x${string}` | null
  signature: `0x${string}` | null
  receipt: TransactionReceiptSummary | null
  error: Error | null
}

/** A mined transaction that reverted: 'Transaction failed' (code TRANSACTION_FAILURE). */
export class TransactionFailedError extends FoyerError<'TRANSACTION_FAILURE'> {
  override name = 'TransactionFailedError'
  constructor() {
    super('Transaction failed', 'TRANSACTION_FAILURE')
  }
}

/** What happens to a transaction request. */
export type TransactionRequestEvent =
  | { type: 'prepared'; summary: TransactionSummary }
  /** The user approved; also 'Retry transaction' after an error. */
  | { type: 'submit' }
  /** Broadcast: the chain accepted it. */
  | { type: 'sent'; hash: `0x${string}` }
  /** Sign-only: signed, not sent. */
  | { type: 'signed'; signature: `0x${string}` }
  | { type: 'confirmed'; receipt: TransactionReceiptSummary }
  | { type: 'failed'; error: Error }
  | { type: 'reset' }

export const INITIAL_TRANSACTION_REQUEST: TransactionRequestState = { status: 'preparing', summary: null, hash: null, signature: null, receipt: null, error: null }

export function transitionTransactionRequest(state: TransactionRequestState, event: TransactionRequestEvent): TransactionRequestState {
  switch (event.type) {
    case 'reset':
      return INITIAL_TRANSACTION_REQUEST
    case 'prepared':
      return state.status === 'preparing' ? { ...state, status: 'ready', summary: event.summary } : state
    case 'submit':
      return state.status === 'ready' || state.status === 'error'
        ? { ...state, status: 'submitting', hash: null, signature: null, receipt: null, error: null }
        : state
    case 'sent':
      return state.status === 'submitting' ? { ...state, status: 'awaiting-receipt', hash: event.hash } : state
    case 'signed':
      return state.status === 'submitting' ? { ...state, status: 'signed', signature: event.signature } : state
    case 'confirmed':
      if (state.status !== 'awaiting-receipt') return state
      // A reverted transaction is the error 'Transaction failed' (its hash stays, for the explorer link).
      return event.receipt.status === 'reverted'
        ? { ...state, status: 'error', receipt: event.receipt, error: new TransactionFailedError() }
        : { ...state, status: 'complete', receipt: event.receipt }
    case 'failed':
      return state.status === 'preparing' || state.status === 'submitting' || state.status === 'awaiting-receipt'
        ? { ...state, status: 'error', error: event.error }
        : state
  }
}

/**
 * Closing the transaction screen: a reverted transaction, its error ('Transaction failed'); with a
 * hash, success (the hash — e.g. the receipt could not be read); signed, the signature; with an
 * error, that error; otherwise the user rejected the request (`error: null`).
 */
export function transactionRequestOutcome(state: TransactionRequestState): WalletRequestOutcome<{ hash: `0x${string}` } | { signature: `0x${string}` }> {
  if (state.receipt?.status === 'reverted') return { type: 'reject', error: state.error }
  if (state.hash) return { type: 'resolve', value: { hash: state.hash } }
  if (state.status === 'signed' && state.signature) return { type: 'resolve', value: { signature: state.signature } }
  return { type: 'reject', error: state.status === 'error' ? state.error : null }
}
