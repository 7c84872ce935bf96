import { describe, expect, it } from 'vitest'
import {
  bridgeQuoteChoice, receiveRise, selectBridgeSources, transitionBridgeStatus, transitionCoinbaseStatus, transitionMoonPayStatus,
  type BridgeQuote, type BridgeSource, type CardFundingState,
} from '../../../src/core/internal.js'

const card = (patch: Partial<CardFundingState> = {}): CardFundingState => ({
  provider: 'coinbase', experience: 'buy', status: 'pending-in-flow', popupClosedCount: 0, errorCount: 0, ...patch,
})

describe('the first card provider: status reads and the popup', () => {
  it.each([
    // [before, read, popup closed, status after, closed count after, outcome]
    [card(), 'pending', false, 'pending-in-flow', 0, null],
    [card(), 'pending', true, 'pending-after-flow', 1, null],
    [card({ status: 'pending-after-flow', popupClosedCount: 1 }), 'pending', true, 'pending-after-flow', 2, null],
    [card({ status: 'pending-after-flow', popupClosedCount: 2 }), 'pending', true, 'pending-after-flow', 3, 'closed'],
    [card({ status: 'pending-after-flow', popupClosedCount: 1 }), 'pending', false, 'pending-after-flow', 1, null],
    [card({ status: 'pending-after-flow', popupClosedCount: 2 }), 'success', true, 'completed', 2, 'success'],
    [card(), 'success', false, 'completed', 0, 'success'],
    [card(), 'failure', false, 'pending-in-flow', 0, 'failure'],
    [card(), 'error', true, 'pending-in-flow', 0, 'failure'],
  ] as const)('%o + %s (popup closed: %s) → %s, %i closed sightings, outcome %s', (before, status, popupClosed, after, count, outcome) => {
    const next = transitionCoinbaseStatus(before, { status, popupClosed })
    expect(next.state.status).toBe(after)
    expect(next.state.popupClosedCount).toBe(count)
    expect(next.outcome).toBe(outcome)
  })

  it('once completed nothing changes', () => {
    const done = card({ status: 'completed' })
    expect(transitionCoinbaseStatus(done, { status: 'failure', popupClosed: true })).toEqual({ state: done, outcome: null })
  })
})

describe('the second card provider: its API status', () => {
  const mp = (patch: Partial<CardFundingState> = {}) => card({ provider: 'moonpay', status: 'pending', ...patch })
  it.each([
    [mp(), { kind: 'not-found' }, 'pending', 0, null],
    [mp(), { kind: 'transaction', status: 'pending', paymentMethod: 'credit_debit_card' }, 'pending', 0, null],
    [mp(), { kind: 'transaction', status: 'waitingAuthorization', paymentMethod: 'credit_debit_card' }, 'pending', 0, null],
    [mp(), { kind: 'transaction', status: 'waitingAuthorization', paymentMethod: 'sepa_bank_transfer' }, 'waitingAuthorization', 0, null],
    [mp(), { kind: 'transaction', status: 'completed', paymentMethod: 'credit_debit_card' }, 'completed', 0, 'success'],
    [mp(), { kind: 'transaction', status: 'failed', paymentMethod: 'credit_debit_card' }, 'failed', 0, 'failure'],
    [mp(), { kind: 'error' }, 'pending', 1, null],
    [mp({ errorCount: 1 }), { kind: 'error' }, 'pending', 2, null],
    [mp({ errorCount: 2 }), { kind: 'error' }, 'serviceFailure', 3, 'service-failure'],
    [mp({ errorCount: 2 }), { kind: 'not-found' }, 'pending', 2, null],
  ] as const)('%o + %o → %s, %i errors, outcome %s', (before, event, after, errors, outcome) => {
    const next = transitionMoonPayStatus(before, event)
    expect(next.state.status).toBe(after)
    expect(next.state.errorCount).toBe(errors)
    expect(next.outcome).toBe(outcome)
  })

  it.each(['completed', 'failed', 'waitingAuthorization', 'serviceFailure'] as const)('%s is final: no read changes it', (status) => {
    const done = mp({ status })
    expect(transitionMoonPayStatus(done, { kind: 'transaction', status: 'pending', paymentMethod: null })).toEqual({ state: done, outcome: null })
  })
})

describe("the bridge's status", () => {
  it.each([
    ['waiting', 'waiting', 'waiting', null],
    ['waiting', 'delayed', 'delayed', null],
    ['delayed', 'pending', 'pending', null],
    ['pending', 'success', 'success', 'success'],
    ['pending', 'refund', 'refund', 'failure'],
    ['waiting', 'failure', 'failure', 'failure'],
    ['waiting', null, 'pending', null],
    ['waiting', 'bogus', 'pending', null],
    ['success', 'failure', 'success', null],
    ['refund', 'success', 'refund', null],
  ] as const)('%s + read %s → %s (outcome %s)', (before, read, after, outcome) => {
    expect(transitionBridgeStatus(before, read)).toEqual({ status: after, outcome })
  })
})

const source = (chainId: number, balance: bigint): BridgeSource => ({ chainId, chainType: 'ethereum', name: `Chain ${chainId}`, balance, symbol: 'ETH', decimals: 18 })
const quote = (chainId: number): BridgeQuote => ({ chainId, deposit: { from: '0x', to: '0x', value: '1', chainId }, amountIn: 1n, fee: 0n, timeEstimate: 5 })

describe('bridge sources and quotes', () => {
  it('keeps the non-zero balances, the largest first (ties keep their order)', () => {
    const picked = selectBridgeSources([source(1, 5n), source(2, 0n), source(3, 9n), source(4, 5n)])
    expect(picked.map((s) => s.chainId)).toEqual([3, 1, 4])
    expect(selectBridgeSources([source(1, 0n)])).toEqual([])
  })

  it('zero quotes is an insufficient balance, one is chosen, several go to the chooser', () => {
    expect(bridgeQuoteChoice([])).toEqual({ kind: 'insufficient-balance' })
    expect(bridgeQuoteChoice([quote(1)])).toEqual({ kind: 'auto', quote: quote(1) })
    expect(bridgeQuoteChoice([quote(1), quote(2)])).toEqual({ kind: 'choose', quotes: [quote(1), quote(2)] })
  })
})

describe('the manual receive rise', () => {
  const start = { uri: 'ethereum:0x1@1', balance: null, initialBalance: null, received: false }
  it('the first read is the baseline; a rise above it sets received once; a fall or an equal read does not', () => {
    const first = receiveRise(start, 10n)
    expect(first).toEqual({ state: { ...start, balance: 10n, initialBalance: 10n }, rose: false })
    const same = receiveRise(first.state, 10n)
    expect(same.rose).toBe(false)
    expect(same.state.received).toBe(false)
    const lower = receiveRise(first.state, 4n)
    expect(lower.state.received).toBe(false)
    const rose = receiveRise(lower.state, 11n)
    expect(rose).toEqual({ state: { ...start, balance: 11n, initialBalance: 10n, received: true }, rose: true })
    const again = receiveRise(rose.state, 20n)
    expect(again.rose).toBe(false)
    expect(again.state).toMatchObject({ received: true, balance: 20n })
  })
})
