import type { FoyerClient } from '../client/types.js'
import type { FundingConfigNotFoundError } from './errors.js'
import { retryFunding } from './retryFunding.js'
import { dispatchFunding, fundingStateOf, stopFundingWork } from './run.js'

/** Nothing: the screen changes (`fundingValue`). */
export type BackFundingReturnType = void
/** No funding flow open. */
export type BackFundingErrorType = FundingConfigNotFoundError

/**
 * Back one screen: what the screen left was doing stops (a purchase no longer tracked, a balance
 * no longer watched). Not from the success or bridging-in-progress screens.
 */
export function backFunding(client: FoyerClient): BackFundingReturnType {
  const before = fundingStateOf(client)
  if (before.screen === 'error') return retryFunding(client)
  const after = dispatchFunding(client, { type: 'back' })
  if (after !== before) stopFundingWork(client)
}
