import type { FoyerClient } from '../client/types.js'
import { cardStartFailed, runCoinbase, runMoonPay, type CardRun } from './cardProviders.js'
import type { FundingConfigNotFoundError } from './errors.js'
import { fundingWindowOf } from './popup.js'
import { beginFundingWork, dispatchFunding, fundingStateOf, setFundingPopup } from './run.js'

/** Nothing: the purchase's progress is in `fundingValue` (`card`). */
export type StartCardFundingReturnType = void
/**
 * No funding flow open. The purchase's own failures show on its screens: 'Unable to initialize
 * flow' when the browser blocked the popup or the provider's page could not be prepared.
 */
export type StartCardFundingErrorType = FundingConfigNotFoundError

/**
 * Continue on 'Confirm or edit amount' for a card purchase or an exchange transfer. Call it inside
 * the click, as it is synchronous: it opens the provider's popup first (nothing is awaited before
 * `window.open`), then prepares the provider's page in it and tracks the purchase ('Fund account'):
 * success shows 'Success!' (closing after 4 s); a failure returns to the landing with the
 * provider's message; the first provider's popup seen closed 3 times returns to the landing. A
 * blocked popup shows 'Unable to initialize flow'. The exchange transfer and 'Pay with card' after
 * the landing's 'Try a different provider' use the provider in `cardProvider`.
 */
export function startCardFunding(client: FoyerClient): StartCardFundingReturnType {
  const state = fundingStateOf(client)
  if (state.screen !== 'amount' || !state.amountValid || (state.method !== 'card' && state.method !== 'exchange')) return
  const experience = state.method === 'exchange' ? 'send' : 'buy'
  const provider = state.method === 'exchange' ? 'coinbase' : state.cardProvider
  // Synchronous up to here: the popup opens in the click's own task, or browsers block it.
  const popup = fundingWindowOf(client).open()
  const openedAt = Date.now()
  const started = dispatchFunding(client, { type: 'cardStarted', provider, experience })
  if (!started || started.screen !== 'card-status') return popup?.close()
  const signal = beginFundingWork(client)
  const run: CardRun = { popup: popup ?? { closed: true, navigate: () => {}, close: () => {} }, openedAt, signal, state: started }
  if (!popup) return cardStartFailed(client, run, undefined)
  setFundingPopup(client, popup)
  const tracking = provider === 'coinbase' ? runCoinbase(client, run, experience) : runMoonPay(client, run)
  tracking.catch((error: unknown) => cardStartFailed(client, run, error))
}
