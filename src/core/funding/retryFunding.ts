import type { FoyerClient } from '../client/types.js'
import type { FundingConfigNotFoundError } from './errors.js'
import { dispatchFunding, fundingStateOf, stopFundingWork } from './run.js'

/** Nothing: the screen changes (`fundingValue`). */
export type RetryFundingReturnType = void
/** No funding flow open. */
export type RetryFundingErrorType = FundingConfigNotFoundError

/** 'Try again' on a funding error screen: the step before the error (the bridge or transfer form, the amount, else the landing). */
export function retryFunding(client: FoyerClient): RetryFundingReturnType {
  fundingStateOf(client)
  stopFundingWork(client)
  dispatchFunding(client, { type: 'retry' })
}
