/**
 * The funding flow's trackers as pure functions: the two card providers' status machines, the
 * bridge's status, the choice of bridge sources and quotes, and the manual receive's rise rule.
 * The actions feed them what each read answered (src/core/funding/); timings live in constants.ts.
 */
import { COINBASE_POPUP_CLOSED_LIMIT, MOONPAY_STATUS_ERROR_LIMIT } from '../constants.js'
import type { BridgeQuote, BridgeSource, BridgeStatus, CardFundingState, FundingReceiveState } from '../types/fundingFlow.js'

/** What one read of the first provider's status saw: its answer (or a failed read) and whether the popup was closed. */
export type CoinbaseStatusEvent = { status: 'pending' | 'success' | 'failure' | 'error'; popupClosed: boolean }

/** Where a card purchase leads once its tracking ends: success, the landing with the provider's message, the landing (popup closed), or nowhere yet. */
export type CardOutcome = 'success' | 'failure' | 'closed' | 'service-failure' | null

/**
 * The first provider's tracker: `pending-in-flow` while the popup is open, `pending-after-flow`
 * once it was seen closed; success ends it as `completed`; a failure or a failed read ends it
 * (`failure`: back to the landing with its message); the popup seen closed
 * `COINBASE_POPUP_CLOSED_LIMIT` times without success ends it too (`closed`: back to the landing).
 */
export function transitionCoinbaseStatus(state: CardFundingState, event: CoinbaseStatusEvent): { state: CardFundingState; outcome: CardOutcome } {
  if (state.status === 'completed') return { state, outcome: null }
  if (event.status === 'success') return { state: { ...state, status: 'completed' }, outcome: 'success' }
  if (event.status === 'failure' || event.status === 'error') return { state, outcome: 'failure' }
  if (!event.popupClosed) return { state: { ...state, status: state.popupClosedCount > 0 ? 'pending-after-flow' : 'pending-in-flow' }, outcome: null }
  const popupClosedCount = state.popupClosedCount + 1
  const next: CardFundingState = { ...state, status: 'pending-after-flow', popupClosedCount }
  return { state: next, outcome: popupClosedCount >= COINBASE_POPUP_CLOSED_LIMIT ? 'closed' : null }
}

/** What one read of the second provider's status answered: a transaction, 404 (nothing paid yet), or another failure. */
export type MoonPayStatusEvent =
  | { kind: 'transaction'; status: 'pending' | 'waitingAuthorization' | 'completed' | 'failed'; paymentMethod: string | null }
  | { kind: 'not-found' }
  | { kind: 'error' }

/** Whether the second provider's tracking is over in this status. */
export const moonpayStatusFinal = (status: CardFundingState['status']): boolean =>
  status === 'completed' || status === 'failed' || status === 'waitingAuthorization' || status === 'serviceFailure'

/**
 * The second provider's tracker: a 404 keeps it pending; a card payment awaiting authorization
 * counts as pending; `completed`, `failed` and (not by card) `waitingAuthorization` end it; the
 * `MOONPAY_STATUS_ERROR_LIMIT`th failed read (other than 404) is a `serviceFailure`.
 */
export function transitionMoonPayStatus(state: CardFundingState, event: MoonPayStatusEvent): { state: CardFundingState; outcome: CardOutcome } {
  if (moonpayStatusFinal(state.status)) return { state, outcome: null }
  if (event.kind === 'not-found') return { state: { ...state, status: 'pending' }, outcome: null }
  if (event.kind === 'error') {
    const errorCount = state.errorCount + 1
    return errorCount >= MOONPAY_STATUS_ERROR_LIMIT
      ? { state: { ...state, errorCount, status: 'serviceFailure' }, outcome: 'service-failure' }
      : { state: { ...state, errorCount }, outcome: null }
  }
  switch (event.status) {
    case 'completed':
      return { state: { ...state, status: 'completed' }, outcome: 'success' }
    case 'failed':
      return { state: { ...state, status: 'failed' }, outcome: 'failure' }
    case 'waitingAuthorization':
      return event.paymentMethod === 'credit_debit_card'
        ? { state: { ...state, status: 'pending' }, outcome: null }
        : { state: { ...state, status: 'waitingAuthorization' }, outcome: null }
    case 'pending':
      return { state: { ...state, status: 'pending' }, outcome: null }
  }
}

/** The bridge's statuses that are still polled. */
export const BRIDGE_PENDING_STATUSES: readonly BridgeStatus[] = ['waiting', 'delayed', 'pending']

/**
 * The bridge request's next status from one read of `requests[0].status` (none yet: pending):
 * waiting, delayed and pending go on being polled; success ends it well; refund and failure end
 * it as a failure. A status already final does not change.
 */
export function transitionBridgeStatus(status: BridgeStatus, read: string | null | undefined): { status: BridgeStatus; outcome: 'success' | 'failure' | null } {
  if (status === 'success' || status === 'refund' || status === 'failure') return { status, outcome: null }
  const next: BridgeStatus =
    read === 'waiting' || read === 'delayed' || read === 'pending' || read === 'success' || read === 'refund' || read === 'failure' ? read : 'pending'
  return { status: next, outcome: next === 'success' ? 'success' : next === 'refund' || next === 'failure' ? 'failure' : null }
}

/** The networks a bridge may start from: those where the source wallet holds something, the largest balance first (ties keep their order). */
export function selectBridgeSources(sources: readonly BridgeSource[]): BridgeSource[] {
  return sources
    .map((source, index) => ({ source, index }))
    .filter(({ source }) => source.balance > 0n)
    .sort((a, b) => (a.source.balance === b.source.balance ? a.index - b.index : a.source.balance > b.source.balance ? -1 : 1))
    .map(({ source }) => source)
}

/** What the quotes lead to: none → insufficient balance; one → it is chosen; several → the chooser. */
export type BridgeQuoteChoice =
  | { kind: 'insufficient-balance' }
  | { kind: 'auto'; quote: BridgeQuote }
  | { kind: 'choose'; quotes: BridgeQuote[] }

/** The choice among the quotes the sources got (zero sources give zero quotes). */
export function bridgeQuoteChoice(quotes: readonly BridgeQuote[]): BridgeQuoteChoice {
  if (quotes.length === 0) return { kind: 'insufficient-balance' }
  if (quotes.length === 1) return { kind: 'auto', quote: quotes[0]! }
  return { kind: 'choose', quotes: [...quotes] }
}

/**
 * The manual receive's next state after a balance read: the first read is the baseline; a read
 * above it sets `received` (once set, it stays).
 */
export function receiveRise(state: FundingReceiveState, balance: bigint): { state: FundingReceiveState; rose: boolean } {
  if (state.initialBalance === null) return { state: { ...state, balance, initialBalance: balance }, rose: false }
  const rose = !state.received && balance > state.initialBalance
  return { state: { ...state, balance, received: state.received || rose }, rose }
}
