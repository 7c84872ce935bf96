import { describe, expect, it } from 'vitest'
import {
  FUNDING_SCREENS, fundingErrorKindOf, fundingWalletRows, initialFundingState, transitionFunding,
  type FundingBridgeState, type FundingEvent, type FundingRequest, type FundingScreen, type FundingState,
} from '../../../src/core/internal.js'

const request: FundingRequest = {
  id: 1, chainType: 'ethereum', address: '0x1111111111111111111111111111111111111111',
  chain: { id: 31337, name: 'Foyer Local', testnet: true, nativeSymbol: 'ETH' }, cluster: null,
  asset: { kind: 'native', symbol: 'ETH', decimals: 18, address: null }, isUSDC: false, amount: '0.01',
  options: [{ method: 'card', provider: 'coinbase' }, { method: 'card', provider: 'moonpay' }, { method: 'exchange', provider: 'coinbase' }, { method: 'wallets' }, { method: 'manual' }],
  landing: { card: true, exchange: true, wallet: true, manual: true, alternateProvider: true },
  defaultFundingMethod: null, preferredCardProvider: 'coinbase', crossChainBridgingEnabled: true, sandbox: false,
  uiConfig: { landingTitle: null, receiveFundsTitle: null, receiveFundsSubtitle: null }, embedded: true, walletName: 'Acme', appName: 'Acme',
}
const source = { connectorId: 'c', address: '0x2222222222222222222222222222222222222222', chainType: 'ethereum' as const, walletName: 'Test' }
const bridge = (patch: Partial<FundingBridgeState> = {}): FundingBridgeState => ({
  sourceWallet: source, sources: [], selected: null, quote: null, quotes: [], status: 'ready', hash: null, requestUrl: null, ...patch,
})
const transfer = { source, status: 'ready' as const, total: 1n, to: request.address, networkName: 'Foyer Local', estimatedFee: 1n, feeUsd: null, hash: null }
const success = { provider: 'coinbase' as const, status: 'success' as const, chainType: 'ethereum' as const, address: request.address, chainId: 31337, cluster: null, value: '0.01', token: 'ETH', destination: 'embedded' as const }

/** A state on `screen`, reached the usual way (its history). */
function on(screen: FundingScreen): FundingState {
  const base = initialFundingState(request, 2000)
  const histories: Record<FundingScreen, FundingScreen[]> = {
    landing: [], amount: ['landing'], 'card-status': ['landing', 'amount'], wallets: ['landing'], transfer: ['landing', 'wallets'],
    bridge: ['landing', 'wallets'], 'bridge-chooser': ['landing', 'wallets'], bridging: ['landing', 'wallets', 'bridge'], receive: ['landing'],
    success: ['landing', 'amount', 'card-status'], error: ['landing', 'wallets', 'bridge', 'bridging'],
  }
  return {
    ...base, screen, history: histories[screen], method: screen === 'landing' ? null : 'card',
    card: screen === 'card-status' ? { provider: 'coinbase', experience: 'buy', status: 'pending-in-flow', popupClosedCount: 0, errorCount: 0 } : null,
    transfer: screen === 'transfer' ? transfer : null,
    bridge: ['bridge', 'bridge-chooser', 'bridging', 'error'].includes(screen) ? bridge({ status: screen === 'bridging' ? 'waiting' : 'ready' }) : null,
    receive: screen === 'receive' ? { uri: 'ethereum:x@1', balance: null, initialBalance: null, received: false } : null,
    success: screen === 'success' ? success : null,
    error: screen === 'error' ? { kind: 'bridge-failed', error: new Error('x'), requestUrl: 'http://relay/transaction/0x1' } : null,
  }
}

const EVENTS: Record<FundingEvent['type'], FundingEvent> = {
  choose: { type: 'choose', method: 'card' },
  showWallets: { type: 'showWallets' },
  showReceive: { type: 'showReceive', uri: 'ethereum:0x1@31337' },
  amount: { type: 'amount', input: '0.5' },
  price: { type: 'price', usdPrice: 3000 },
  switchProvider: { type: 'switchProvider' },
  cardStarted: { type: 'cardStarted', provider: 'moonpay', experience: 'buy' },
  card: { type: 'card', card: { provider: 'coinbase', experience: 'buy', status: 'pending-after-flow', popupClosedCount: 1, errorCount: 0 } },
  cardEnded: { type: 'cardEnded', message: 'Something went wrong adding funds. Please try again or use another method.' },
  transfer: { type: 'transfer', transfer },
  bridge: { type: 'bridge', bridge: bridge({ status: 'pending', hash: '0xabc' }) },
  receive: { type: 'receive', receive: { uri: 'ethereum:x@1', balance: 5n, initialBalance: 5n, received: false } },
  succeeded: { type: 'succeeded', success },
  failed: { type: 'failed', error: { kind: 'transaction-failure', error: new Error('no'), requestUrl: null } },
  back: { type: 'back' },
  retry: { type: 'retry' },
}

// The screen each event leads to from each screen; '=' : the state changes but the screen stays;
// '-': unchanged (the very same object).
type Cell = FundingScreen | '=' | '-'
const T: Record<FundingScreen, Record<FundingEvent['type'], Cell>> = {
  landing: { choose: 'amount', showWallets: 'wallets', showReceive: 'receive', amount: '-', price: '=', switchProvider: '=', cardStarted: '-', card: '-', cardEnded: '-', transfer: '-', bridge: '-', receive: '-', succeeded: '-', failed: '-', back: '-', retry: '-' },
  amount: { choose: '-', showWallets: '-', showReceive: '-', amount: '=', price: '=', switchProvider: '-', cardStarted: 'card-status', card: '-', cardEnded: '-', transfer: '-', bridge: '-', receive: '-', succeeded: 'success', failed: 'error', back: 'landing', retry: '-' },
  'card-status': { choose: '-', showWallets: '-', showReceive: '-', amount: '-', price: '=', switchProvider: '-', cardStarted: '-', card: '=', cardEnded: 'landing', transfer: '-', bridge: '-', receive: '-', succeeded: 'success', failed: 'error', back: 'amount', retry: '-' },
  wallets: { choose: '-', showWallets: '-', showReceive: '-', amount: '-', price: '=', switchProvider: '-', cardStarted: '-', card: '-', cardEnded: '-', transfer: 'transfer', bridge: 'bridging', receive: '-', succeeded: 'success', failed: 'error', back: 'landing', retry: '-' },
  transfer: { choose: '-', showWallets: '-', showReceive: '-', amount: '-', price: '=', switchProvider: '-', cardStarted: '-', card: '-', cardEnded: '-', transfer: '=', bridge: 'bridging', receive: '-', succeeded: 'success', failed: 'error', back: 'wallets', retry: '-' },
  bridge: { choose: '-', showWallets: '-', showReceive: '-', amount: '=', price: '=', switchProvider: '-', cardStarted: '-', card: '-', cardEnded: '-', transfer: '-', bridge: 'bridging', receive: '-', succeeded: 'success', failed: 'error', back: 'wallets', retry: '-' },
  'bridge-chooser': { choose: '-', showWallets: '-', showReceive: '-', amount: '-', price: '=', switchProvider: '-', cardStarted: '-', card: '-', cardEnded: '-', transfer: '-', bridge: 'bridging', receive: '-', succeeded: 'success', failed: 'error', back: 'wallets', retry: '-' },
  bridging: { choose: '-', showWallets: '-', showReceive: '-', amount: '-', price: '=', switchProvider: '-', cardStarted: '-', card: '-', cardEnded: '-', transfer: '-', bridge: '=', receive: '-', succeeded: 'success', failed: 'error', back: '-', retry: '-' },
  receive: { choose: '-', showWallets: '-', showReceive: '-', amount: '-', price: '=', switchProvider: '-', cardStarted: '-', card: '-', cardEnded: '-', transfer: '-', bridge: '-', receive: '=', succeeded: 'success', failed: 'error', back: 'landing', retry: '-' },
  success: { choose: '-', showWallets: '-', showReceive: '-', amount: '-', price: '=', switchProvider: '-', cardStarted: '-', card: '-', cardEnded: '-', transfer: '-', bridge: '-', receive: '-', succeeded: '-', failed: '-', back: '-', retry: '-' },
  error: { choose: '-', showWallets: '-', showReceive: '-', amount: '-', price: '=', switchProvider: '-', cardStarted: '-', card: '-', cardEnded: '-', transfer: '-', bridge: '-', receive: '-', succeeded: 'success', failed: '=', back: 'bridge', retry: 'bridge' },
}

describe('the funding screens: every screen × event', () => {
  const cases = FUNDING_SCREENS.flatMap((screen) => (Object.keys(EVENTS) as FundingEvent['type'][]).map((event) => [screen, event, T[screen][event]] as const))
  it.each(cases)('%s + %s → %s', (screen, event, cell) => {
    const before = on(screen)
    const snapshot = structuredClone({ ...before, error: null })
    const after = transitionFunding(before, EVENTS[event])
    if (cell === '-') expect(after).toBe(before)
    else {
      expect(after).not.toBe(before)
      expect(after.screen).toBe(cell === '=' ? screen : cell)
    }
    expect({ ...before, error: null }).toEqual(snapshot)
  })
})

describe('what the screens carry', () => {
  it('forward moves remember the screen left; Back returns to it and the landing forgets the method', () => {
    const amount = transitionFunding(initialFundingState(request), { type: 'choose', method: 'exchange' })
    expect(amount).toMatchObject({ screen: 'amount', history: ['landing'], method: 'exchange' })
    expect(transitionFunding(amount, { type: 'back' })).toMatchObject({ screen: 'landing', history: [], method: null })
  })

  it('the amount keeps the input rule and its dollar estimate; Continue (cardStarted) needs an amount above 0', () => {
    let state = transitionFunding(initialFundingState(request, 2000), { type: 'choose', method: 'card' })
    state = transitionFunding(state, { type: 'amount', input: '0.5' })
    expect(state).toMatchObject({ amount: '0.5', amountValid: true, usdEstimate: 1000 })
    state = transitionFunding(state, { type: 'amount', input: '0.5x' })
    expect(state.amount).toBe('0.5')
    state = transitionFunding(state, { type: 'amount', input: '' })
    expect(state).toMatchObject({ amount: '0', amountValid: false, usdEstimate: 0 })
    expect(transitionFunding(state, { type: 'cardStarted', provider: 'coinbase', experience: 'buy' })).toBe(state)
  })

  it("the footer switches the card provider only when both are offered; a card failure's message shows on the landing until the next choice", () => {
    const state = initialFundingState(request)
    expect(transitionFunding(state, { type: 'switchProvider' }).cardProvider).toBe('moonpay')
    const single = initialFundingState({ ...request, landing: { ...request.landing, alternateProvider: false } })
    expect(transitionFunding(single, { type: 'switchProvider' })).toBe(single)
    const ended = transitionFunding(on('card-status'), { type: 'cardEnded', message: 'oops' })
    expect(ended).toMatchObject({ screen: 'landing', history: [], card: null, landingMessage: 'oops' })
    expect(transitionFunding(ended, { type: 'choose', method: 'card' }).landingMessage).toBeNull()
  })

  it('options the landing does not offer do nothing', () => {
    const none = initialFundingState({ ...request, landing: { card: false, exchange: false, wallet: false, manual: false, alternateProvider: false } })
    for (const event of [EVENTS.choose, { type: 'choose', method: 'exchange' } as const, EVENTS.showWallets, EVENTS.showReceive]) expect(transitionFunding(none, event)).toBe(none)
  })

  it("a bridge's screen follows its state: several quotes without a choice → the chooser, a sent deposit → in progress, else the form", () => {
    const wallets = on('wallets')
    expect(transitionFunding(wallets, { type: 'bridge', bridge: bridge({ status: 'loading' }) }).screen).toBe('bridge')
    expect(transitionFunding(wallets, { type: 'bridge', bridge: bridge({ quotes: [{ chainId: 1 }, { chainId: 2 }] as never }) }).screen).toBe('bridge-chooser')
    expect(transitionFunding(wallets, { type: 'bridge', bridge: bridge({ status: 'waiting' }) }).screen).toBe('bridging')
  })

  it("'Try again' returns to the step before the error with its form ready again", () => {
    const retried = transitionFunding(on('error'), { type: 'retry' })
    expect(retried).toMatchObject({ screen: 'bridge', history: ['landing', 'wallets'], error: null, bridge: { status: 'ready', hash: null } })
    const cardError = transitionFunding(on('card-status'), EVENTS.failed)
    expect(transitionFunding(cardError, { type: 'retry' })).toMatchObject({ screen: 'amount', history: ['landing'], card: null })
  })

  it("'Try again' after 'Insufficient balance' returns to the wallets, to pick another one", () => {
    const broke = transitionFunding(on('transfer'), { type: 'failed', error: { kind: 'insufficient-balance', error: new Error('x') as never, requestUrl: null } })
    expect(broke.screen).toBe('error')
    expect(transitionFunding(broke, { type: 'retry' })).toMatchObject({ screen: 'wallets', history: ['landing'], error: null })
  })
})

describe('which error screen a failed step gets', () => {
  it.each([
    [{ code: 'client_request_timeout' }, 'transaction-failure', 'timeout'],
    [{ code: 'INSUFFICIENT_BALANCE' }, 'other', 'insufficient-balance'],
    [{ code: 'insufficient_funds' }, 'transaction-failure', 'insufficient-balance'],
    [{ code: 'user_rejected_request' }, 'transaction-failure', 'transaction-failure'],
    [new Error('boom'), 'other', 'other'],
    [null, 'other', 'other'],
  ] as const)('%o (step: %s) → %s', (error, fallback, kind) => {
    expect(fundingErrorKindOf(error, fallback)).toBe(kind)
  })
})

describe("'Transfer from wallet' rows", () => {
  const connected = (name: string) => name.startsWith('c')
  it.each([
    [['a', 'b', 'c1', 'd'], ['c1', 'a', 'b', 'd'], []],
    [['a', 'b', 'c1', 'd', 'e'], ['c1', 'a', 'b'], ['d', 'e']],
    [['a', 'b', 'c', 'd', 'e', 'f', 'c2'], ['c', 'c2', 'a'], ['b', 'd', 'e', 'f']],
    [[], [], []],
  ])('%j → shown %j, more %j', (entries, shown, more) => {
    expect(fundingWalletRows(entries, connected)).toEqual({ shown, more })
  })
})
