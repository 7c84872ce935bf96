import { FUNDING_WALLETS_OVERFLOW_ABOVE, FUNDING_WALLETS_SHOWN } from '../constants.js'
import { applyAmountInput, isAmountValid, usdEstimateOf } from './fundingAmount.js'
import type {
  CardFundingState, CardProvider, FundingBridgeState, FundingErrorKind, FundingErrorScreen, FundingReceiveState, FundingRequest, FundingScreen, FundingState,
  FundingSuccess, FundingTransferState,
} from '../types/fundingFlow.js'

/**
 * The funding flow's screens as a pure transition function: which screen shows, what Back returns
 * to, the amount input, the card provider chosen, and the state of each screen (card purchase,
 * transfer, bridge, manual receive, success, error). An event that does not apply on the current
 * screen leaves the state as is. The actions (src/core/funding/) dispatch these events.
 */

/** What happens in the funding flow. */
export type FundingEvent =
  /** 'Pay with card' / 'Transfer from an exchange': the amount to confirm. */
  | { type: 'choose'; method: 'card' | 'exchange' }
  /** 'Transfer from wallet': the list of wallets. */
  | { type: 'showWallets' }
  /** 'Receive funds': the address and QR code. */
  | { type: 'showReceive'; uri: string }
  /** The amount input's whole text after a keystroke. */
  | { type: 'amount'; input: string }
  /** The asset's price in US dollars (null: unknown). */
  | { type: 'price'; usdPrice: number | null }
  /** The landing's footer 'Try a different provider'. */
  | { type: 'switchProvider' }
  /** A card provider's page opened: its status screen. */
  | { type: 'cardStarted'; provider: CardProvider; experience: 'buy' | 'send' }
  /** The card purchase's tracker moved. */
  | { type: 'card'; card: CardFundingState }
  /** The card purchase ended without success: the landing again, with the provider's message (null after the popup was closed). */
  | { type: 'cardEnded'; message: string | null }
  /** The transfer from another wallet moved (its confirmation screen). */
  | { type: 'transfer'; transfer: FundingTransferState }
  /** The bridge moved (its screens follow its state: the chooser, the form, in progress). */
  | { type: 'bridge'; bridge: FundingBridgeState }
  /** A manual receive balance read. */
  | { type: 'receive'; receive: FundingReceiveState }
  | { type: 'succeeded'; success: FundingSuccess }
  | { type: 'failed'; error: FundingErrorScreen }
  /** Back one screen. */
  | { type: 'back' }
  /** 'Try again' on an error screen: the screen before it. */
  | { type: 'retry' }

/**
 * Which error screen a failure of a step gets: a request that timed out → 'timeout'; a wallet that
 * cannot pay → 'insufficient-balance'; otherwise the step's own kind (`fallback`).
 */
export function fundingErrorKindOf(error: unknown, fallback: FundingErrorKind): FundingErrorKind {
  const code = (error as { code?: unknown } | null)?.code
  if (code === 'client_request_timeout') return 'timeout'
  if (code === 'INSUFFICIENT_BALANCE' || code === 'insufficient_funds') return 'insufficient-balance'
  return fallback
}

/** The state a request opens with: the landing, the request's amount. */
export function initialFundingState(request: FundingRequest, usdPrice: number | null = null): FundingState {
  return {
    request,
    screen: 'landing',
    history: [],
    amount: request.amount,
    amountValid: isAmountValid(request.amount),
    usdEstimate: usdEstimateOf(request.amount, usdPrice),
    usdPrice,
    method: null,
    cardProvider: request.preferredCardProvider,
    landingMessage: null,
    card: null,
    transfer: null,
    bridge: null,
    receive: null,
    success: null,
    error: null,
  }
}

/** The screen a bridge's state shows: the chooser while several quotes wait for a choice, in progress once the deposit is sent, else the form. */
export function bridgeScreenOf(bridge: FundingBridgeState): FundingScreen {
  if (bridge.quote === null && bridge.quotes.length > 1) return 'bridge-chooser'
  return ['waiting', 'delayed', 'pending', 'success', 'refund', 'failure'].includes(bridge.status) ? 'bridging' : 'bridge'
}

const go = (state: FundingState, screen: FundingScreen, patch: Partial<FundingState> = {}): FundingState => ({
  ...state,
  ...patch,
  screen,
  history: screen === state.screen ? state.history : [...state.history, state.screen],
})

/** Screens whose work runs on its own: Back does not leave them. */
const BUSY_SCREENS: readonly FundingScreen[] = ['success', 'bridging']

export function transitionFunding(state: FundingState, event: FundingEvent): FundingState {
  switch (event.type) {
    case 'choose':
      if (state.screen !== 'landing') return state
      if (event.method === 'card' ? !state.request.landing.card : !state.request.landing.exchange) return state
      return go(state, 'amount', { method: event.method, landingMessage: null })
    case 'showWallets':
      if (state.screen !== 'landing' || !state.request.landing.wallet) return state
      return go(state, 'wallets', { method: 'wallet', landingMessage: null })
    case 'showReceive':
      if (state.screen !== 'landing' || !state.request.landing.manual) return state
      return go(state, 'receive', {
        method: 'manual', landingMessage: null, receive: { uri: event.uri, balance: null, initialBalance: null, received: false },
      })
    case 'amount': {
      if (state.screen !== 'amount' && state.screen !== 'bridge') return state
      const amount = applyAmountInput(state.amount, event.input)
      if (amount === state.amount) return state
      return { ...state, amount, amountValid: isAmountValid(amount), usdEstimate: usdEstimateOf(amount, state.usdPrice) }
    }
    case 'price':
      return { ...state, usdPrice: event.usdPrice, usdEstimate: usdEstimateOf(state.amount, event.usdPrice) }
    case 'switchProvider':
      if (state.screen !== 'landing' || !state.request.landing.alternateProvider) return state
      return { ...state, cardProvider: state.cardProvider === 'coinbase' ? 'moonpay' : 'coinbase', landingMessage: null }
    case 'cardStarted':
      if (state.screen !== 'amount' || !state.amountValid) return state
      return go(state, 'card-status', {
        card: { provider: event.provider, experience: event.experience, status: 'starting', popupClosedCount: 0, errorCount: 0 },
      })
    case 'card':
      if (state.screen !== 'card-status') return state
      return { ...state, card: event.card }
    case 'cardEnded':
      if (state.screen !== 'card-status') return state
      return { ...state, screen: 'landing', history: [], card: null, method: null, landingMessage: event.message }
    case 'transfer':
      if (state.screen !== 'wallets' && state.screen !== 'transfer') return state
      return go(state, 'transfer', { transfer: event.transfer })
    case 'bridge':
      if (!['wallets', 'transfer', 'bridge', 'bridge-chooser', 'bridging'].includes(state.screen)) return state
      return go(state, bridgeScreenOf(event.bridge), { bridge: event.bridge })
    case 'receive':
      if (state.screen !== 'receive') return state
      return { ...state, receive: event.receive }
    case 'succeeded':
      if (state.screen === 'success' || state.screen === 'landing') return state
      return go(state, 'success', { success: event.success, error: null })
    case 'failed':
      if (state.screen === 'success' || state.screen === 'landing') return state
      return go(state, 'error', { error: event.error })
    case 'back': {
      // Back from an error is 'Try again'.
      if (state.screen === 'error') return transitionFunding(state, { type: 'retry' })
      if (BUSY_SCREENS.includes(state.screen) || state.history.length === 0) return state
      const history = state.history.slice(0, -1)
      const screen = state.history[state.history.length - 1]!
      // Leaving a screen drops what it was doing; the landing forgets the method.
      return {
        ...state,
        screen,
        history,
        card: screen === 'card-status' ? state.card : null,
        method: screen === 'landing' ? null : state.method,
        error: null,
      }
    }
    case 'retry': {
      if (state.screen !== 'error') return state
      // Back to the step before the error: the form of a bridge or transfer, else the landing. A
      // wallet that cannot pay cannot pay on its form again: back to the wallets, to pick another.
      const steps: FundingScreen[] = state.error?.kind === 'insufficient-balance' ? ['wallets'] : ['bridge', 'transfer', 'amount', 'wallets']
      const before = [...state.history].reverse().find((s) => steps.includes(s)) ?? 'landing'
      const at = state.history.lastIndexOf(before)
      return {
        ...state,
        screen: before,
        history: at >= 0 ? state.history.slice(0, at) : [],
        error: null,
        card: null,
        bridge: before === 'bridge' && state.bridge ? { ...state.bridge, status: 'ready', hash: null, requestUrl: null } : state.bridge,
        transfer: before === 'transfer' && state.transfer ? { ...state.transfer, status: 'ready', hash: null } : state.transfer,
        method: before === 'landing' ? null : state.method,
      }
    }
  }
}

/**
 * The rows of 'Transfer from wallet': the wallets already connected first (in their order), then
 * the others; more than 4 show the first 3 and a 'More wallets' view with the rest.
 */
export function fundingWalletRows<T>(entries: readonly T[], isConnected: (entry: T) => boolean): { shown: T[]; more: T[] } {
  const ordered = [...entries.filter(isConnected), ...entries.filter((e) => !isConnected(e))]
  return ordered.length > FUNDING_WALLETS_OVERFLOW_ABOVE
    ? { shown: ordered.slice(0, FUNDING_WALLETS_SHOWN), more: ordered.slice(FUNDING_WALLETS_SHOWN) }
    : { shown: ordered, more: [] }
}
