import { describe, expect, it } from 'vitest'
import { testTransitionTable, type Expected } from './table.js'
import {
  INITIAL_SCAN, INITIAL_SIGN_REQUEST, INITIAL_TRANSACTION_REQUEST, SCAN_STATUSES, SIGN_REQUEST_STATUSES, TRANSACTION_REQUEST_STATUSES, TransactionFailedError,
  lacksFunds, signRequestOutcome, stepBlocked, transactionRequestOutcome, transitionScan, transitionSignRequest, transitionTransactionRequest,
  type ScanEvent, type ScanStatus, type SignRequestEvent, type SignRequestState, type SignRequestStatus,
  type TransactionReceiptSummary, type TransactionRequestEvent, type TransactionRequestState, type TransactionRequestStatus,
  type TransactionScanResult, type TransactionScanState, type TransactionStep, type TransactionSummary,
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
  details: { action: 'send', functionName: null }, token: null, prices: { native: null, token: null }, sponsored: false,
  estimatedFee: 21_000n, balance: 10n, warning: null,
}
const second: TransactionSummary = { ...summary, to: '0x3', value: 2n }
const fresh = (s: TransactionSummary): TransactionStep => ({ summary: s, scan: INITIAL_SCAN, acknowledged: false })
const malicious: TransactionScanResult = {
  resultType: 'Malicious', verdict: 'error', description: 'Transfers funds to a known drainer.', features: [],
  simulation: { status: 'success', changes: [], exposures: [] },
}
const warning: TransactionScanResult = { ...malicious, resultType: 'Warning', verdict: 'warn', description: 'Approves an unknown spender.' }
const benign: TransactionScanResult = { ...malicious, resultType: 'Benign', verdict: 'safe', description: null }
const scanned = (result: TransactionScanResult): TransactionScanState => ({ status: 'completed', result, error: null })
const mined: TransactionReceiptSummary = { status: 'success', blockNumber: 5n, gasUsed: 21_000n }
const reverted: TransactionReceiptSummary = { status: 'reverted', blockNumber: 5n, gasUsed: 30_000n }
const TX_EVENTS: Record<TransactionRequestEvent['type'], TransactionRequestEvent> = {
  prepared: { type: 'prepared', summaries: [summary] },
  scan: { type: 'scan', index: 0, event: { type: 'start' } },
  acknowledge: { type: 'acknowledge', value: true },
  balance: { type: 'balance', balance: 99n },
  continue: { type: 'continue' },
  submit: { type: 'submit' },
  sent: { type: 'sent', hash: '0xfeed' },
  signed: { type: 'signed', signature: '0x5167' },
  confirmed: { type: 'confirmed', receipt: mined },
  failed: { type: 'failed', error: failure },
  reset: { type: 'reset' },
}
/** Every status but preparing shows the last of two steps (step 0 was sent as '0xaaa' once sending began). */
const txIn = (status: TransactionRequestStatus): TransactionRequestState => {
  const hashes: `0x${string}`[] = status === 'submitting' ? ['0xaaa'] : status === 'awaiting-receipt' || status === 'complete' || status === 'error' ? ['0xaaa', '0xold'] : []
  return {
    status,
    steps: status === 'preparing' ? [] : [fresh(summary), fresh(second)],
    index: status === 'preparing' ? 0 : 1,
    hashes,
    hash: hashes.at(-1) ?? null,
    signature: status === 'signed' ? '0x01' : null,
    receipt: status === 'complete' ? mined : null,
    error: status === 'error' ? previousError : null,
  }
}
type TxExpected = Expected<TransactionRequestState>
const toReady = (s: TransactionRequestState): TransactionRequestState => ({ ...s, status: 'ready', index: 0, steps: [fresh(summary)] })
const toScanStarted = (s: TransactionRequestState): TransactionRequestState => ({
  ...s, steps: s.steps.map((step, i) => (i === 0 ? { ...step, scan: { status: 'in-progress', result: null, error: null } } : step)),
})
const toBalance = (s: TransactionRequestState): TransactionRequestState => ({ ...s, steps: s.steps.map((step) => ({ ...step, summary: { ...step.summary, balance: 99n } })) })
const toAcknowledged = (s: TransactionRequestState): TransactionRequestState => ({ ...s, steps: s.steps.map((step, i) => (i === s.index ? { ...step, acknowledged: true } : step)) })
const toSubmitting = (s: TransactionRequestState): TransactionRequestState => ({ ...s, status: 'submitting', index: 0, hashes: [], hash: null, signature: null, receipt: null, error: null })
const toRetrying = (s: TransactionRequestState): TransactionRequestState => ({ ...s, status: 'submitting', hashes: ['0xaaa'], hash: '0xaaa', signature: null, receipt: null, error: null })
const toAwaiting = (s: TransactionRequestState): TransactionRequestState => ({ ...s, status: 'awaiting-receipt', hash: '0xfeed', hashes: ['0xaaa', '0xfeed'] })
const toTxSigned = (s: TransactionRequestState): TransactionRequestState => ({ ...s, status: 'signed', signature: '0x5167' })
const toComplete = (s: TransactionRequestState): TransactionRequestState => ({ ...s, status: 'complete', receipt: mined })
const toTxError = (s: TransactionRequestState): TransactionRequestState => ({ ...s, status: 'error', error: failure })
const toPreparing = (): TransactionRequestState => INITIAL_TRANSACTION_REQUEST
const u = 'unchanged' as const
const TX_TABLE: Record<TransactionRequestStatus, Record<TransactionRequestEvent['type'], TxExpected>> = {
  preparing: { prepared: toReady, scan: u, acknowledge: u, balance: u, continue: u, submit: u, sent: u, signed: u, confirmed: u, failed: toTxError, reset: toPreparing },
  ready: { prepared: u, scan: toScanStarted, acknowledge: toAcknowledged, balance: toBalance, continue: u, submit: toSubmitting, sent: u, signed: u, confirmed: u, failed: u, reset: toPreparing },
  submitting: { prepared: u, scan: toScanStarted, acknowledge: u, balance: toBalance, continue: u, submit: u, sent: toAwaiting, signed: toTxSigned, confirmed: u, failed: toTxError, reset: toPreparing },
  'awaiting-receipt': { prepared: u, scan: toScanStarted, acknowledge: u, balance: toBalance, continue: u, submit: u, sent: u, signed: u, confirmed: toComplete, failed: toTxError, reset: toPreparing },
  signed: { prepared: u, scan: toScanStarted, acknowledge: u, balance: toBalance, continue: u, submit: u, sent: u, signed: u, confirmed: u, failed: u, reset: toPreparing },
  complete: { prepared: u, scan: toScanStarted, acknowledge: u, balance: toBalance, continue: u, submit: u, sent: u, signed: u, confirmed: u, failed: u, reset: toPreparing },
  error: { prepared: u, scan: toScanStarted, acknowledge: u, balance: toBalance, continue: u, submit: toRetrying, sent: u, signed: u, confirmed: u, failed: u, reset: toPreparing },
}

describe('transitionTransactionRequest', () => {
  it('the table covers every status', () => {
    expect(Object.keys(TX_TABLE).sort()).toEqual([...TRANSACTION_REQUEST_STATUSES].sort())
    expect(INITIAL_TRANSACTION_REQUEST).toMatchObject({ status: 'preparing', steps: [], index: 0, hashes: [] })
  })
  testTransitionTable({ statuses: TRANSACTION_REQUEST_STATUSES, events: TX_EVENTS, table: TX_TABLE, stateIn: txIn, transition: transitionTransactionRequest })

  it("a reverted receipt is the error 'Transaction failed' (TRANSACTION_FAILURE), the hash kept for the explorer", () => {
    const s = transitionTransactionRequest(txIn('awaiting-receipt'), { type: 'confirmed', receipt: reverted })
    expect(s).toMatchObject({ status: 'error', hash: '0xold', receipt: reverted })
    expect(s.error).toBeInstanceOf(TransactionFailedError)
    expect(s.error).toMatchObject({ shortMessage: 'Transaction failed', code: 'TRANSACTION_FAILURE' })
  })

  it('prepared with no summaries stays preparing', () => {
    expect(transitionTransactionRequest(INITIAL_TRANSACTION_REQUEST, { type: 'prepared', summaries: [] })).toBe(INITIAL_TRANSACTION_REQUEST)
  })

  it('a send: preparing → ready → submitting → awaiting-receipt → complete', () => {
    let s = INITIAL_TRANSACTION_REQUEST
    const seen: string[] = []
    for (const e of [TX_EVENTS.prepared, TX_EVENTS.submit, TX_EVENTS.sent, TX_EVENTS.confirmed]) seen.push((s = transitionTransactionRequest(s, e)).status)
    expect(seen).toEqual(['ready', 'submitting', 'awaiting-receipt', 'complete'])
    expect(s).toMatchObject({ hash: '0xfeed', hashes: ['0xfeed'] })
  })
})

describe('the stepper (several transactions)', () => {
  const run = (events: TransactionRequestEvent[], from = INITIAL_TRANSACTION_REQUEST) => events.reduce(transitionTransactionRequest, from)
  const twoSteps = run([{ type: 'prepared', summaries: [summary, second] }])
  const blockFirst: TransactionRequestEvent[] = [
    { type: 'scan', index: 0, event: { type: 'start' } },
    { type: 'scan', index: 0, event: { type: 'completed', result: malicious } },
  ]

  it('prepared shows the first of the steps, each with an uninitiated scan', () => {
    expect(twoSteps).toMatchObject({ status: 'ready', index: 0, steps: [fresh(summary), fresh(second)] })
  })
  it('Continue shows the next step; on the last it does nothing', () => {
    const next = run([{ type: 'continue' }], twoSteps)
    expect(next.index).toBe(1)
    expect(run([{ type: 'continue' }], next)).toBe(next)
  })
  it('Continue is blocked on a Malicious step until the box is ticked', () => {
    const blocked = run(blockFirst, twoSteps)
    expect(run([{ type: 'continue' }], blocked)).toBe(blocked)
    expect(run([{ type: 'acknowledge', value: true }, { type: 'continue' }], blocked).index).toBe(1)
  })
  it('submit does nothing before the last step', () => {
    expect(run([{ type: 'submit' }], twoSteps)).toBe(twoSteps)
  })
  it('submit on the last step does nothing while any step is blocked, and sends from the first once acknowledged', () => {
    const blockedLast = run([{ type: 'continue' }, { type: 'scan', index: 1, event: { type: 'start' } }, { type: 'scan', index: 1, event: { type: 'completed', result: malicious } }], twoSteps)
    expect(run([{ type: 'submit' }], blockedLast)).toBe(blockedLast)
    expect(run([{ type: 'acknowledge', value: true }, { type: 'submit' }], blockedLast)).toMatchObject({ status: 'submitting', index: 0 })
  })
  it('a Warning does not block', () => {
    const warned = run([{ type: 'scan', index: 0, event: { type: 'start' } }, { type: 'scan', index: 0, event: { type: 'completed', result: warning } }, { type: 'continue' }], twoSteps)
    expect(warned.index).toBe(1)
  })
  it('each step mined sends the next; the last mined completes with every hash', () => {
    const states = [] as TransactionRequestState[]
    let s = run([{ type: 'continue' }, { type: 'submit' }], twoSteps)
    for (const e of [{ type: 'sent', hash: '0xaaa' }, { type: 'confirmed', receipt: mined }, { type: 'sent', hash: '0xbbb' }, { type: 'confirmed', receipt: mined }] as TransactionRequestEvent[]) {
      states.push((s = transitionTransactionRequest(s, e)))
    }
    expect(states.map((x) => [x.status, x.index])).toEqual([['awaiting-receipt', 0], ['submitting', 1], ['awaiting-receipt', 1], ['complete', 1]])
    expect(s).toMatchObject({ hash: '0xbbb', hashes: ['0xaaa', '0xbbb'] })
  })
  it('a retry resumes at the step that failed to send, keeping the hashes mined before it', () => {
    const failed = run([{ type: 'continue' }, { type: 'submit' }, { type: 'sent', hash: '0xaaa' }, { type: 'confirmed', receipt: mined }, { type: 'failed', error: failure }], twoSteps)
    expect(failed).toMatchObject({ status: 'error', index: 1, hashes: ['0xaaa'] })
    expect(run([{ type: 'submit' }], failed)).toMatchObject({ status: 'submitting', index: 1, hashes: ['0xaaa'], hash: '0xaaa', error: null })
  })
  it('a retry after a reverted step sends that step again (its hash dropped)', () => {
    const revertedSecond = run([{ type: 'continue' }, { type: 'submit' }, { type: 'sent', hash: '0xaaa' }, { type: 'confirmed', receipt: mined }, { type: 'sent', hash: '0xbad' }, { type: 'confirmed', receipt: reverted }], twoSteps)
    expect(revertedSecond).toMatchObject({ status: 'error', index: 1, hashes: ['0xaaa', '0xbad'] })
    expect(run([{ type: 'submit' }], revertedSecond)).toMatchObject({ status: 'submitting', index: 1, hashes: ['0xaaa'], receipt: null })
  })
  it('acknowledge ticks and unticks the step shown only', () => {
    const ticked = run([{ type: 'acknowledge', value: true }], twoSteps)
    expect(ticked.steps.map((x) => x.acknowledged)).toEqual([true, false])
    expect(run([{ type: 'acknowledge', value: false }], ticked).steps[0]?.acknowledged).toBe(false)
  })
  it('a scan event for a step that does not exist changes nothing', () => {
    expect(run([{ type: 'scan', index: 5, event: { type: 'start' } }], twoSteps)).toBe(twoSteps)
  })
})

describe('transitionScan', () => {
  const boom = new Error('scan down')
  const SCAN_EVENTS: Record<ScanEvent['type'], ScanEvent> = { start: { type: 'start' }, completed: { type: 'completed', result: benign }, failed: { type: 'failed', error: boom } }
  const scanIn = (status: ScanStatus): TransactionScanState =>
    status === 'completed' ? scanned(warning) : status === 'failed' ? { status, result: null, error: previousError } : { status, result: null, error: null }
  const TABLE: Record<ScanStatus, Record<ScanEvent['type'], TransactionScanState | 'unchanged'>> = {
    uninitiated: { start: { status: 'in-progress', result: null, error: null }, completed: u, failed: u },
    'in-progress': { start: u, completed: scanned(benign), failed: { status: 'failed', result: null, error: boom } },
    completed: { start: u, completed: u, failed: u },
    failed: { start: u, completed: u, failed: u },
  }
  it('the table covers every scan status', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...SCAN_STATUSES].sort())
  })
  it.each(SCAN_STATUSES.flatMap((status) => (Object.keys(SCAN_EVENTS) as ScanEvent['type'][]).map((event) => [status, event] as const)))('%s + %s', (status, event) => {
    const before = scanIn(status)
    const expected = TABLE[status][event]
    const after = transitionScan(before, SCAN_EVENTS[event])
    if (expected === 'unchanged') expect(after).toBe(before)
    else expect(after).toEqual(expected)
  })
})

describe('stepBlocked: only a completed Malicious scan not acknowledged blocks', () => {
  const failedScan: TransactionScanState = { status: 'failed', result: null, error: failure }
  it.each([
    ['uninitiated', INITIAL_SCAN, false, false],
    ['in progress', { status: 'in-progress', result: null, error: null } as TransactionScanState, false, false],
    ['failed (falls back, never blocks)', failedScan, false, false],
    ['Benign', scanned(benign), false, false],
    ['Warning (a banner only)', scanned(warning), false, false],
    ['Malicious', scanned(malicious), false, true],
    ['Malicious, acknowledged', scanned(malicious), true, false],
  ] as const)('%s, acknowledged %s → blocked %s', (_name, scan, acknowledged, blocked) => {
    expect(stepBlocked({ summary, scan, acknowledged })).toBe(blocked)
  })
})

describe('lacksFunds: balance < value + fee (no fee when sponsored; unknown balance never lacks)', () => {
  it.each([
    ['balance covers value + fee', { balance: 21_001n }, false],
    ['balance one short', { balance: 21_000n }, true],
    ['sponsored: the value only', { balance: 1n, sponsored: true }, false],
    ['sponsored, below the value', { balance: 0n, sponsored: true }, true],
    ['fee unknown: the value only', { balance: 1n, estimatedFee: null }, false],
    ['balance unknown', { balance: null }, false],
  ] as const)('%s → %s', (_name, change, expected) => {
    expect(lacksFunds({ ...summary, ...change })).toBe(expected)
  })
})

describe('transactionRequestOutcome (the screen closes)', () => {
  const revertedState = transitionTransactionRequest(txIn('awaiting-receipt'), { type: 'confirmed', receipt: reverted })
  it.each([
    ['preparing', txIn('preparing'), { type: 'reject', error: null }],
    ['ready (closed before approving)', txIn('ready'), { type: 'reject', error: null }],
    ['submitting the first step', { ...txIn('submitting'), index: 0, hashes: [], hash: null }, { type: 'reject', error: null }],
    ['submitting the second step (the first sent)', txIn('submitting'), { type: 'resolve', value: { hash: '0xaaa', hashes: ['0xaaa'] } }],
    ['awaiting-receipt (a hash)', txIn('awaiting-receipt'), { type: 'resolve', value: { hash: '0xold', hashes: ['0xaaa', '0xold'] } }],
    ['complete', txIn('complete'), { type: 'resolve', value: { hash: '0xold', hashes: ['0xaaa', '0xold'] } }],
    ['signed (sign-only)', txIn('signed'), { type: 'resolve', value: { signature: '0x01' } }],
    ['error without a hash', { ...txIn('error'), hashes: [], hash: null }, { type: 'reject', error: previousError }],
    ['error with a hash (receipt not read)', txIn('error'), { type: 'resolve', value: { hash: '0xold', hashes: ['0xaaa', '0xold'] } }],
    ['reverted', revertedState, { type: 'reject', error: revertedState.error }],
  ] as const)('%s', (_name, state, outcome) => {
    expect(transactionRequestOutcome(state as TransactionRequestState)).toEqual(outcome)
  })
})
