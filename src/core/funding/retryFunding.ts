import type { FoyerClient } from '../client/types.js'
import { quoteSource } from './bridge.js'
import type { FundingConfigNotFoundError } from './errors.js'
import { dispatchFunding, fundingStateOf, stopFundingWork } from './run.js'

/** Nothing: the screen changes (`fundingValue`). */
export type RetryFundingReturnType = void
/** No funding flow open. */
export type RetryFundingErrorType = FundingConfigNotFoundError

/**
 * 'Try again' on a funding error screen: the step before the error (the bridge or transfer form,
 * the amount, else the landing). Back on the bridge's form, its network is quoted again (a quote
 * is filled once).
 */
export function retryFunding(client: FoyerClient): RetryFundingReturnType {
  fundingStateOf(client)
  stopFundingWork(client)
  const next = dispatchFunding(client, { type: 'retry' })
  const selected = next?.screen === 'bridge' ? next.bridge?.selected : null
  if (selected !== null && selected !== undefined) void quoteSource(client, selected)
}
