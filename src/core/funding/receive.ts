import type { FoyerClient } from '../client/types.js'
import { MANUAL_BALANCE_POLL_MS } from '../constants.js'
import { receiveRise } from '../machines/fundingStatus.js'
import { formatUnits } from '../utils/units.js'
import { fundedBalanceOf, waitMs } from './chains.js'
import { beginFundingWork, dispatchFunding, fundingContextOf, fundingStateOf, reportFundingSuccess } from './run.js'

/**
 * The manual receive screen's balance watch: the balance is read every 2 s; the first read is the
 * baseline, a rise above it sets `received` (Continue shows) and is a funding success with
 * provider 'manual'. Runs until the screen is left or the flow closes.
 */
export function watchReceivedFunds(client: FoyerClient): void {
  const signal = beginFundingWork(client)
  const { request } = fundingStateOf(client)
  const { chain } = fundingContextOf(client)
  void (async () => {
    for (;;) {
      try {
        const balance = await fundedBalanceOf(client, request, chain)
        if (signal.aborted) return
        const receive = fundingStateOf(client).receive
        if (!receive) return
        const { state, rose } = receiveRise(receive, balance)
        dispatchFunding(client, { type: 'receive', receive: state }, request.id)
        if (rose) {
          reportFundingSuccess(client, {
            provider: 'manual', status: 'success', chainType: request.chainType, address: request.address,
            chainId: request.chain?.id ?? null, cluster: request.cluster?.name ?? null,
            value: formatUnits(balance - state.initialBalance!, request.asset.decimals), token: request.asset.symbol,
            destination: request.embedded ? 'embedded' : 'external',
          })
        }
      } catch (error) {
        if (signal.aborted) return
        console.warn('[foyer] could not read the balance', error)
      }
      await waitMs(MANUAL_BALANCE_POLL_MS, signal).catch(() => undefined)
      if (signal.aborted) return
    }
  })()
}
