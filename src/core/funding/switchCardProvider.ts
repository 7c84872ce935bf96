import type { FoyerClient } from '../client/types.js'
import type { FundingConfigNotFoundError } from './errors.js'
import { dispatchFunding, fundingStateOf } from './run.js'
import type { CardProvider } from '../types/fundingFlow.js'

/** The card provider 'Pay with card' uses now. */
export type SwitchCardProviderReturnType = CardProvider
/** No funding flow open. */
export type SwitchCardProviderErrorType = FundingConfigNotFoundError

/**
 * The landing's footer 'Having trouble or facing location restrictions? Try a different
 * provider.': 'Pay with card' then uses the other card provider (only when both are offered).
 */
export function switchCardProvider(client: FoyerClient): SwitchCardProviderReturnType {
  fundingStateOf(client)
  return dispatchFunding(client, { type: 'switchProvider' })!.cardProvider
}
