import type { FoyerClient } from '../client/types.js'
import type { FundingConfigNotFoundError } from './errors.js'
import { receiveUriOf } from './chains.js'
import { watchReceivedFunds } from './receive.js'
import { dispatchFunding, fundingStateOf } from './run.js'
import type { FundingMethod } from '../types/fundingFlow.js'

/** What `chooseFundingMethod` takes: the landing's option. */
export type ChooseFundingMethodParameters = { method: FundingMethod }
/** Nothing: the screen changes (`fundingValue`). */
export type ChooseFundingMethodReturnType = void
/** No funding flow open. */
export type ChooseFundingMethodErrorType = FundingConfigNotFoundError

/**
 * A landing option: 'Pay with card' and 'Transfer from an exchange' show the amount to confirm,
 * 'Transfer from wallet' the wallets, 'Receive funds' the address and QR code (its balance is then
 * read every 2 s). An option the landing does not offer does nothing.
 */
export function chooseFundingMethod(client: FoyerClient, { method }: ChooseFundingMethodParameters): ChooseFundingMethodReturnType {
  const state = fundingStateOf(client)
  if (method === 'card' || method === 'exchange') {
    dispatchFunding(client, { type: 'choose', method })
  } else if (method === 'wallet') {
    dispatchFunding(client, { type: 'showWallets' })
  } else {
    const next = dispatchFunding(client, { type: 'showReceive', uri: receiveUriOf(state.request) })
    if (next?.screen === 'receive') watchReceivedFunds(client)
  }
}
