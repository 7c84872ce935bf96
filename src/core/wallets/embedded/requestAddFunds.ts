import type { FoyerClient } from '../../client/types.js'
import { currentStep, lacksFunds } from '../../machines/walletRequestFlow.js'
import { transactionRequestFlow } from './walletUi.js'

/** Nothing: the host handles the client's `addFunds` event. */
export type RequestAddFundsReturnType = void
/** Never throws. */
export type RequestAddFundsErrorType = never

/**
 * 'Add funds' on a transaction the balance cannot pay: emits the client's `addFunds` event with
 * the wallet, the chain and the missing amount (wei; value + fee − balance), for the host to fund
 * the wallet. Does nothing when no transaction on screen lacks funds.
 */
export function requestAddFunds(client: FoyerClient): RequestAddFundsReturnType {
  const step = currentStep(transactionRequestFlow.get(client))
  if (!step || !lacksFunds(step.summary)) return
  const { summary } = step
  const needed = summary.value + (summary.sponsored ? 0n : (summary.estimatedFee ?? 0n)) - (summary.balance ?? 0n)
  client.events.emit('addFunds', { address: summary.from, chainId: summary.chain.id, amount: needed })
}
