import { defineValue } from '../client/flow.js'
import type { FundingState } from '../types/fundingFlow.js'

/**
 * The funding flow on screen (null: none): the request, the screen and each screen's state. What
 * the funding screens and `useFundWallet().funding` read (get / watch); `fundWallet` and the
 * funding actions change it.
 */
export const fundingValue = defineValue<FundingState | null>({ id: 'funding', initial: null })
