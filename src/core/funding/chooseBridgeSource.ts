import type { FoyerClient } from '../client/types.js'
import { quoteSource } from './bridge.js'
import type { FundingConfigNotFoundError } from './errors.js'
import { dispatchFunding, fundingStateOf } from './run.js'

/** What `chooseBridgeSource` takes: the network funds are bridged from (the bridge's chain id, as in `bridge.sources`). */
export type ChooseBridgeSourceParameters = { chainId: number }
/** Nothing: the bridge's form shows the new quote (`fundingValue`). */
export type ChooseBridgeSourceReturnType = void
/** No funding flow open; a quote's failure shows on the error screen. */
export type ChooseBridgeSourceErrorType = FundingConfigNotFoundError

/**
 * The source network of a bridge: from the form's dropdown it asks the bridge for a new quote;
 * on the chooser (several quotes) it picks that network's quote.
 */
export async function chooseBridgeSource(client: FoyerClient, { chainId }: ChooseBridgeSourceParameters): Promise<ChooseBridgeSourceReturnType> {
  const state = fundingStateOf(client)
  const bridge = state.bridge
  if (!bridge) return
  if (state.screen === 'bridge-chooser') {
    const quote = bridge.quotes.find((q) => q.chainId === chainId)
    if (quote) dispatchFunding(client, { type: 'bridge', bridge: { ...bridge, selected: chainId, quote, status: 'ready' } }, state.request.id)
    return
  }
  if (state.screen === 'bridge' && bridge.status !== 'sending') await quoteSource(client, chainId)
}
