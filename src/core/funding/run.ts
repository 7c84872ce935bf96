/**
 * The funding flow under way on a client: its request, what `fundWallet` waits for, the screen's
 * background work (a card purchase tracked, a bridge polled, a balance watched) and the popup.
 * Every funding action goes through here: `dispatchFunding` applies the flow's pure transition.
 */
import type { Chain } from 'viem'
import type { FoyerClient } from '../client/types.js'
import { FUNDING_SUCCESS_CLOSE_MS } from '../constants.js'
import { transitionFunding, type FundingEvent } from '../machines/fundingFlow.js'
import { trackEvent } from '../session/trackEvent.js'
import { defaultTimers } from '../utils/timers.js'
import { FundingConfigNotFoundError } from './errors.js'
import type { FundingPopup } from './popup.js'
import { fundingValue } from './state.js'
import type { FundingConfig, FundingRequest, FundingState, FundingSuccess, FundWalletReturnType } from '../types/fundingFlow.js'

/** What the actions need beyond the request: the resolved config and the EVM chain (with its RPC). */
export type FundingContext = { config: FundingConfig; chain: Chain | null }

type FundingRun = {
  request: FundingRequest
  context: FundingContext
  /** Aborted when the flow closes. */
  controller: AbortController
  resolve: (result: FundWalletReturnType) => void
  funded: FundingSuccess | null
  /** The current screen's background work; aborted when another starts or the flow closes. */
  tracker: AbortController | null
  popup: FundingPopup | null
  closeTimer: unknown
  stopWatchingLogout: () => void
}

const runs = new WeakMap<FoyerClient, FundingRun>()

/** The funding flow under way; "Couldn't find funding config" when none is. */
export function fundingRunOf(client: FoyerClient): FundingRun {
  const run = runs.get(client)
  if (!run || !fundingValue.get(client)) throw new FundingConfigNotFoundError()
  return run
}

/** The funding flow's state ("Couldn't find funding config" when none shows). */
export function fundingStateOf(client: FoyerClient): FundingState {
  const state = fundingValue.get(client)
  if (!state || !runs.has(client)) throw new FundingConfigNotFoundError()
  return state
}

/** Applies an event to the flow on screen (nothing when none is, or when `requestId` is another request's). */
export function dispatchFunding(client: FoyerClient, event: FundingEvent, requestId?: number): FundingState | null {
  const state = fundingValue.get(client)
  if (!state || (requestId !== undefined && state.request.id !== requestId)) return state
  const next = transitionFunding(state, event)
  if (next !== state) fundingValue.set(client, next)
  return next
}

/**
 * Starts a flow's run: a flow still open closes first (its `fundWallet` resolves), then `state`
 * shows. Resolves when the flow closes. A logout closes it.
 */
export function startFundingRun(client: FoyerClient, state: FundingState, context: FundingContext): Promise<FundWalletReturnType> {
  closeFundingRun(client)
  return new Promise<FundWalletReturnType>((resolve) => {
    const stopWatchingLogout = client.events.on('logout', () => closeFundingRun(client))
    runs.set(client, {
      request: state.request, context, controller: new AbortController(), resolve, funded: null, tracker: null, popup: null, closeTimer: null, stopWatchingLogout,
    })
    fundingValue.set(client, state)
  })
}

/**
 * Background work of the current screen: the signal aborts when another piece starts, when the
 * flow closes, or with `stopFundingWork`.
 */
export function beginFundingWork(client: FoyerClient): AbortSignal {
  const run = fundingRunOf(client)
  run.tracker?.abort()
  const controller = new AbortController()
  run.tracker = controller
  return controller.signal
}

/** Stops the current screen's background work (and closes a provider's popup left open). */
export function stopFundingWork(client: FoyerClient): void {
  const run = runs.get(client)
  if (!run) return
  run.tracker?.abort()
  run.tracker = null
}

/** Keeps the popup a purchase opened (closed with the flow). */
export function setFundingPopup(client: FoyerClient, popup: FundingPopup | null): void {
  const run = fundingRunOf(client)
  run.popup = popup
}

/** The payload of the analytics event and of the client's `fundingSuccess` event. */
const analyticsPayload = (success: FundingSuccess): Record<string, unknown> => ({ ...success })

/**
 * A funding succeeded: the client's `fundingSuccess` event and the analytics event
 * `funding_success` (provider, status, chainType, address, chainId, value, token, destination).
 * The flow then resolves 'funded'.
 */
export function reportFundingSuccess(client: FoyerClient, success: FundingSuccess): void {
  const run = runs.get(client)
  if (run) run.funded = success
  client.events.emit('fundingSuccess', success)
  trackEvent(client, { name: 'funding_success', payload: analyticsPayload(success) })
}

/** A funding succeeded and its screen shows ('Success!'): reported, then the flow closes after 4 s. */
export function showFundingSuccess(client: FoyerClient, success: FundingSuccess): void {
  const run = runs.get(client)
  if (!run) return
  reportFundingSuccess(client, success)
  dispatchFunding(client, { type: 'succeeded', success })
  defaultTimers.clearTimeout(run.closeTimer)
  run.closeTimer = defaultTimers.setTimeout(() => {
    if (runs.get(client) === run) closeFundingRun(client)
  }, FUNDING_SUCCESS_CLOSE_MS)
}

/** Closes the flow: its work stops, its popup closes, the screens go, and `fundWallet` resolves. */
export function closeFundingRun(client: FoyerClient): void {
  const run = runs.get(client)
  if (!run) return
  runs.delete(client)
  const state = fundingValue.get(client)
  run.stopWatchingLogout()
  run.tracker?.abort()
  run.controller.abort()
  defaultTimers.clearTimeout(run.closeTimer)
  if (run.popup && !run.popup.closed) run.popup.close()
  fundingValue.set(client, null)
  const { request } = run
  const result: FundWalletReturnType = {
    status: run.funded ? 'funded' : 'exited',
    address: request.address,
    chainType: request.chainType,
    chainId: request.chain?.id ?? null,
    cluster: request.cluster?.name ?? null,
    fundingMethod: state?.method ?? null,
    funding: run.funded,
  }
  client.events.emit('fundingClosed', result)
  run.resolve(result)
}

/** The resolved config and chain of the flow under way. */
export const fundingContextOf = (client: FoyerClient): FundingContext => fundingRunOf(client).context

/** The signal that aborts when the flow closes. */
export const fundingClosedSignal = (client: FoyerClient): AbortSignal => fundingRunOf(client).controller.signal
