import type { FoyerClient } from '../client/types.js'
import type { FundingConfigNotFoundError } from './errors.js'
import { dispatchFunding, fundingStateOf } from './run.js'

/** What `setFundingAmount` takes: the amount input's whole text after a keystroke. */
export type SetFundingAmountParameters = { input: string }
/** The amount as kept (the input shows it). */
export type SetFundingAmountReturnType = string
/** No funding flow open. */
export type SetFundingAmountErrorType = FundingConfigNotFoundError

/**
 * The amount input ('Confirm or edit amount', the bridge's form): only digits and one dot are
 * kept (anything else leaves the amount as it was), a trailing dot stays, a non-number becomes '0';
 * Continue is enabled when the amount is above 0 (`amountValid`), with its US-dollar estimate.
 */
export function setFundingAmount(client: FoyerClient, { input }: SetFundingAmountParameters): SetFundingAmountReturnType {
  fundingStateOf(client)
  return dispatchFunding(client, { type: 'amount', input })?.amount ?? ''
}
