import type { FoyerClient } from '../../../client/types.js'
import { delegationOutcome } from '../../../machines/delegationFlow.js'
import type { User } from '../../../types/user.js'
import { showWalletRequest, userRejectedRequest } from '../walletUi.js'
import { delegationFlow } from './flow.js'

/**
 * Shows a delegation request (consent or revoke) and waits for the user: Accept / Confirm runs
 * `run` (submitting, then success or error); the screen shows the result for 2.5 s and closes with
 * it. Closed before: 4001 'The user rejected the request'.
 */
export function showDelegationRequest(
  client: FoyerClient,
  request: { action: 'delegate' | 'revoke'; address: string; chainType: 'ethereum' | 'solana' },
  run: () => Promise<User>,
): Promise<{ user: User }> {
  let user: User | null = null
  return showWalletRequest(client, { kind: 'delegation', ...request, uiOptions: {} }, {
    reset: () => delegationFlow.reset(client),
    start: async () => {},
    confirm: async () => {
      if (delegationFlow.get(client).status !== 'asking') return
      delegationFlow.dispatch(client, { type: 'accept' })
      try {
        user = await run()
        delegationFlow.dispatch(client, { type: 'succeeded' })
      } catch (cause) {
        delegationFlow.dispatch(client, { type: 'failed', error: cause instanceof Error ? cause : new Error(String(cause)) })
      }
    },
    outcome: () => delegationOutcome(delegationFlow.get(client), () => ({ user: user! }), userRejectedRequest),
  })
}
