import { describe, expect, it } from 'vitest'
import { testTransitionTable, type Expected } from './table.js'
import {
  INITIAL_SIGN_REQUEST, INITIAL_TRANSACTION_REQUEST, SIGN_REQUEST_STATUSES, TRANSACTION_REQUEST_STATUSES, TransactionFailedError,
  signRequestOutcome, transactionRequestOutcome, transitionSignRequest, transitionTransactionRequest,
  type SignRequestEvent, type SignRequestState, type SignRequestStatus,
  type TransactionReceiptSummary, type TransactionRequestEvent, type TransactionRequestState, type TransactionRequestStatus, type TransactionSummary,
} from '../../../src/core/machines/walletRequestFlow.js'

const failure = new Error('Unable to sign message')
const previousError = new Error('earlier')

// ── Sign message ──────────────────────────────────────────────────────────

const SIGN_EVENTS: Record<SignRequestEvent['type'], SignRequestEvent> = {
  ready: { type: 'ready' },
  sign: { type: 'sign' },
  signed: { type: 'signed', signature: '0xabc' },
  failed: { type: 'failed', error: failure },
  reset: { type: 'reset' },
}
const signIn = (status: SignRequestStatus): SignRequestState => ({
  status,
  signature: status === 'signed' ? '0x01' : null,
  error: status === 'error' ? previousError : null,
})
type SignExpected = Expected<SignRequestState>
const toIdle = (s: SignRequestState): SignRequestState => ({ ...s, status: 'idle' })
const toSigning = (s: SignRequestState): SignRequestState => ({ ...s, status: 'signing', error: null })
const toSigned = (s: SignRequestState): SignRequestState => ({ ...s, status: 'signed', signature: '0xabc', error: null })
const toSignError = (s: SignRequestState): SignRequestState => ({ ...s, status: 'error', error: failure })
const toLoading = (): SignRequestState => INITIAL_SIGN_REQUEST
const SIGN_TABLE: Record<SignRequestStatus, Record<SignRequestEvent['type'], SignExpected>> = {
  loading: { ready: toIdle, sign: 'unchanged', signed: 'unchanged', failed: toSignError, reset: toLoading },
  idle: { ready: 'unchanged', sign: toSigning, signed: 'unchanged', failed: 'unchanged', reset: toLoading },
  signing: { ready: 'unchanged', sign: 'unchanged', signed: toSigned, failed: toSignError, reset: toLoading },
  signed: { ready: 'unchanged', sign: 'unchanged', signed: 'unchanged', failed: 'unchanged', reset: toLoading },
  error: { ready: 'unchanged', sign: toSigning, signed: 'unchanged', failed: 'unchanged', reset: toLoading },
}

describe('transitionSignRequest', () => {
  it('the table covers every status: loading the wallet service, idle, signing, signed, error', () => {
    expect(Object.keys(SIGN_TABLE).sort()).toEqual([...SIGN_REQUEST_STATUSES].sort())
    expect(SIGN_REQUEST_STATUSES).toEqual(['loading', 'idle', 'signing', 'signed', 'error'])
    expect(INITIAL_SIGN_REQUEST).toEqual({ status: 'loading', signature: null, error: null })
  })
  testTransitionTable({ statuses: SIGN_REQUEST_STATUSES, events: SIGN_EVENTS, table: SIGN_TABLE, stateIn: signIn, transition: transitionSignRequest })
})

describe('signRequestOutcome (the screen closes)', () => {
  it.each([
    ['loading', { type: 'reject', error: null }],
    ['idle', { type: 'reject', error: null }],
    ['signing', { type: 'reject', error: null }],
    ['error', { type: 'reject', error: null }],
    ['signed', { type: 'resolve', value: { signature: '0x01' } }],
  ] as const)('%s → %o (null: the user rejected the request)', (status, outcome) => {
    expect(signRequestOutcome(signIn(status))).toEqual(outcome)
  })
})

// ── Transactions ──────────────────────────────────────────────────────────

const summary: TransactionSummary = {
  from: '0x1', to: '0x2', value: 1n, data: null,
  chain: { id: 31337, name: 'Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, explorerUrl: null },
  estimatedFee: 21_000n, balance: 10n, warning: null,
}
const mined: TransactionReceiptSummary = { status: 'success', blockNumber: 5n, gasUsed: 21_000n }
const reverted: TransactionReceiptSummary = { status: 'reverted', blockNumber: 5n, gasUsed: 30_000n }
const TX_EVENTS: Record<TransactionRequestEvent['type'], TransactionRequestEvent> = {
  prepared: { type: 'prepared', summary },
  submit: { type: 'submit' },
  sent: { type: 'sent', hash: '0xfeed' },
  signed: { type: 'signed', signature: '0x5167' },
  confirmed: { type: 'confirmed', receipt: mined },
  failed: { type: 'failed', error: failure },
  reset: { type: 'reset' },
}
const txIn = (status: TransactionRequestStatus): TransactionRequestState => ({
  status,
  summary: status === 'preparing' ? null : summary,
  hash: status === 'awaiting-receipt' || status === 'complete' || status === 'error' ? '0xold' : null,
  signature: status === 'signed' ? '0x01' : null,
  receipt: status === 'complete' ? mined : null,
  error: status === 'error' ? previousError : null,
})
type TxExpected = Expected<TransactionRequestState>
const toReady = (s: TransactionRequestState): TransactionRequestState => ({ ...s, status: 'ready', summary })
const toSubmitting = (s: TransactionRequestState): TransactionRequestState => ({ ...s, status: 'submitting', hash: null, signature: null, receipt: null, error: null })
const toAwaiting = (s: TransactionRequestState): TransactionRequestState => ({ ...s, status: 'awaiting-receipt', hash: '0xfeed' })
const toTxSigned = (s: TransactionRequestState): TransactionRequestState => ({ ...s, status: 'signed', signature: '0x5167' })
const toComplete = (s: TransactionRequestState): TransactionRequestState => ({ ...s, status: 'complete', receipt: mined })
const toTxError = (s: TransactionRequestState): TransactionRequestState => ({ ...s, status: 'error', error: failure })
const toPreparing = (): TransactionRequestState => INITIAL_TRANSACTION_REQUEST
const u = 'unchanged' as const
const TX_TABLE: Record<TransactionRequestStatus, Record<TransactionRequestEvent['type'], TxExpected>> = {
  preparing: { prepared: toReady, submit: u, sent: u, signed: u, confirmed: u, failed: toTxError, reset: toPreparing },
  ready: { prepared: u, submit: toSubmitting, sent: u, signed: u, confirmed: u, failed: u, reset: toPreparing },
  submitting: { prepared: u, submit: u, sent: toAwaiting, signed: toTxSigned, confirmed: u, failed: toTxError, reset: toPreparing },
  'awaiting-receipt': { prepared: u, submit: u, sent: u, signed: u, confirmed: toComplete, failed: toTxError, reset: toPreparing },
  signed: { prepared: u, submit: u, sent: u, signed: u, confirmed: u, failed: u, reset: toPreparing },
  complete: { prepared: u, submit: u, sent: u, signed: u, confirmed: u, failed: u, reset: toPreparing },
  error: { prepared: u, submit: toSubmitting, sent: u, signed: u, confirmed: u, failed: u, reset: toPreparing },
}

describe('transitionTransactionRequest', () => {
  it('the table covers every status', () => {
    expect(Object.keys(TX_TABLE).sort()).toEqual([...TRANSACTION_REQUEST_STATUSES].sort())
    expect(INITIAL_TRANSACTION_REQUEST.status).toBe('preparing')
  })
  testTransitionTable({ statuses: TRANSACTION_REQUEST_STATUSES, events: TX_EVENTS, table: TX_TABLE, stateIn: txIn, transition: transitionTransactionRequest })

  it("a reverted receipt is the error 'Transaction failed' (TRANSACTION_FAILURE), the hash kept for the explorer", () => {
    const s = transitionTransactionRequest(txIn('awaiting-receipt'), { type: 'confirmed', receipt: reverted })
    expect(s).toMatchObject({ status: 'error', hash: '0xold', receipt: reverted })
    expect(s.error).toBeInstanceOf(TransactionFailedError)
    expect(s.error).toMatchObject({ shortMessage: 'Transaction failed', code: 'TRANSACTION_FAILURE' })
  })

  it('a send: preparing → ready → submitting → awaiting-receipt → complete', () => {
    let s = INITIAL_TRANSACTION_REQUEST
    const seen: string[] = []
    for (const e of [TX_EVENTS.prepared, TX_EVENTS.submit, TX_EVENTS.sent, TX_EVENTS.confirmed]) seen.push((s = transitionTransactionRequest(s, e)).status)
    expect(seen).toEqual(['ready', 'submitting', 'awaiting-receipt', 'complete'])
  })
})

describe('transactionRequestOutcome (the screen closes)', () => {
  const revertedState = transitionTransactionRequest(txIn('awaiting-receipt'), { type: 'confirmed', receipt: reverted })
  it.each([
    ['preparing', txIn('preparing'), { type: 'reject', error: null }],
    ['ready (closed before approving)', txIn('ready'), { type: 'reject', error: null }],
    ['submitting', txIn('submitting'), { type: 'reject', error: null }],
    ['awaiting-receipt (a hash)', txIn('awaiting-receipt'), { type: 'resolve', value: { hash: '0xold' } }],
    ['complete', txIn('complete'), { type: 'resolve', value: { hash: '0xold' } }],
    ['signed (sign-only)', txIn('signed'), { type: 'resolve', value: { signature: '0x01' } }],
    ['error without a hash', { ...txIn('error'), hash: null }, { type: 'reject', error: previousError }],
    ['error with a hash (receipt not read)', txIn('error'), { type: 'resolve', value: { hash: '0xold' } }],
    ['reverted', revertedState, { type: 'reject', error: revertedState.error }],
  ] as const)('%s', (_name, state, outcome) => {
    expect(transactionRequestOutcome(state as TransactionRequestState)).toEqual(outcome)
  })
})
