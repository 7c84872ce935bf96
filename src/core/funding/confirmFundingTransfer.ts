import type { FoyerClient } from '../client/types.js'
import { fundingErrorKindOf } from '../machines/fundingFlow.js'
import { erc20TransferData } from './chains.js'
import type { FundingConfigNotFoundError } from './errors.js'
import { beginFundingWork, dispatchFunding, fundingContextOf, fundingStateOf, showFundingSuccess } from './run.js'
import { solanaTransferInstructions } from './solanaTransfer.js'
import { sendFromEvmWallet, sendFromSolanaWallet } from './sourceWallet.js'

/** Nothing: 'Success!' or the error screen shows (`fundingValue`). */
export type ConfirmFundingTransferReturnType = void
/** No funding flow open; the transfer's own failures show on the error screen. */
export type ConfirmFundingTransferErrorType = FundingConfigNotFoundError

/**
 * Confirms the transfer from another wallet: the wallet sends it on the funded chain (an EVM
 * wallet is switched to it first; a Solana wallet signs, the kit sends) and its receipt is
 * awaited; 'Success!' then shows and closes after 4 s. A rejection or a failed transaction shows
 * 'Transaction failure' (Try again returns to the confirmation).
 */
export async function confirmFundingTransfer(client: FoyerClient): Promise<ConfirmFundingTransferReturnType> {
  const state = fundingStateOf(client)
  const { request, transfer } = state
  if (state.screen !== 'transfer' || !transfer?.source || transfer.status !== 'ready' || transfer.total === null) return
  const { source, total } = transfer
  const signal = beginFundingWork(client)
  dispatchFunding(client, { type: 'transfer', transfer: { ...transfer, status: 'sending' } }, request.id)
  try {
    let hash: string
    if (request.chainType === 'ethereum') {
      const token = request.asset.address
      hash = await sendFromEvmWallet(client, source, fundingContextOf(client).chain!, token
        ? { to: token, value: 0n, data: erc20TransferData(request.address, total) }
        : { to: request.address, value: total }, signal)
    } else {
      const instructions = await solanaTransferInstructions(source.address, request.address, total, request.asset.address, request.asset.decimals)
      hash = await sendFromSolanaWallet(client, source, request.cluster!.rpcUrl, instructions)
    }
    if (signal.aborted) return
    dispatchFunding(client, { type: 'transfer', transfer: { ...transfer, status: 'done', hash } }, request.id)
    showFundingSuccess(client, {
      provider: 'wallet', status: 'success', chainType: request.chainType, address: request.address,
      chainId: request.chain?.id ?? null, cluster: request.cluster?.name ?? null, value: state.amount.replace(/\.$/, ''), token: request.asset.symbol,
      destination: request.embedded ? 'embedded' : 'external',
    })
  } catch (error) {
    if (signal.aborted) return
    dispatchFunding(client, { type: 'failed', error: { kind: fundingErrorKindOf(error, 'transaction-failure'), error: error as Error, requestUrl: null } }, request.id)
  }
}
