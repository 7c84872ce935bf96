import type { FoyerClient } from '../client/types.js'
import { sendBridge } from './bridge.js'
import type { FundingConfigNotFoundError } from './errors.js'
import { fundingStateOf } from './run.js'

/** Nothing: the bridge's progress is in `fundingValue` (`bridge.status`). */
export type ConfirmBridgeReturnType = void
/** No funding flow open; the bridge's own failures show on the error screens. */
export type ConfirmBridgeErrorType = FundingConfigNotFoundError

/**
 * 'Confirm with {wallet}' on the bridge's form: the source wallet sends the quote's deposit on its
 * network, then the bridge's status is read every second (waiting, delayed, pending) until it
 * succeeds ('Success!', closing after 4 s) or refunds or fails (the bridging failure screen with
 * the bridge's page of the request). Resolves once the bridge's outcome shows.
 */
export async function confirmBridge(client: FoyerClient): Promise<ConfirmBridgeReturnType> {
  fundingStateOf(client)
  await sendBridge(client)
}
