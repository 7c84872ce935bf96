import type { FoyerClient } from '../client/types.js'
import { fundingErrorKindOf } from '../machines/fundingFlow.js'
import { chainRpc } from '../wallets/embedded/chainRpc.js'
import { getTokenPrice } from '../wallets/embedded/getTokenPrice.js'
import { connectWallet, type ConnectWalletErrorType } from '../wallets/connectWallet.js'
import { walletConnectionsValue, walletConnectorsValue } from '../wallets/state.js'
import { toBaseUnits } from '../machines/fundingAmount.js'
import { bridgingOffered, startBridge } from './bridge.js'
import { erc20TransferData, evmBalanceOf, solanaBalanceOf } from './chains.js'
import { FundingInsufficientBalanceError, InvalidFundingDataError, type FundingConfigNotFoundError } from './errors.js'
import { beginFundingWork, dispatchFunding, fundingContextOf, fundingStateOf } from './run.js'
import { SOLANA_TRANSFER_FEE_LAMPORTS } from './solanaTransfer.js'
import type { FundingSourceWallet, FundingTransferState } from '../types/fundingFlow.js'

/** What `chooseFundingWallet` takes: the wallet row chosen (a discovered connector). */
export type ChooseFundingWalletParameters = { connectorId: string }
/** Nothing: the transfer's confirmation (or the bridge) shows. */
export type ChooseFundingWalletReturnType = void
/** No funding flow open, or the wallet could not be connected. */
export type ChooseFundingWalletErrorType = FundingConfigNotFoundError | ConnectWalletErrorType

/**
 * A row of 'Transfer from wallet': connects the wallet when it is not (the connect flow's
 * screens), then prepares the transfer. A wallet of the funded chain's kind that can pay the
 * amount and the fee there gets the confirmation (Total, To, Network, Estimated fee); one that
 * cannot — or a wallet of the other kind (Solana ↔ Ethereum) — bridges from another network when
 * bridging is enabled, else 'Insufficient balance'.
 */
export async function chooseFundingWallet(client: FoyerClient, { connectorId }: ChooseFundingWalletParameters): Promise<ChooseFundingWalletReturnType> {
  const state = fundingStateOf(client)
  if (state.screen !== 'wallets') return
  const { request } = state
  let connection = walletConnectionsValue.get(client).find((c) => c.connectorId === connectorId)
  if (!connection) connection = await connectWallet(client, { connectorId, ...(request.chain ? { chainId: request.chain.id } : {}) })
  const connector = walletConnectorsValue.get(client).find((c) => c.id === connectorId)
  const source: FundingSourceWallet = { connectorId, address: connection.address, chainType: connection.chainType, walletName: connector?.name ?? connection.walletClientType }
  if (fundingStateOf(client).request.id !== request.id) return
  const context = fundingContextOf(client)
  const signal = beginFundingWork(client)
  const total = toBaseUnits(state.amount, request.asset.decimals)
  if (total === null) throw new InvalidFundingDataError({ details: `The amount ${state.amount} is not a decimal number` })

  const insufficient = () => {
    if (signal.aborted) return
    if (bridgingOffered(request)) return void startBridge(client, source)
    dispatchFunding(client, { type: 'failed', error: { kind: 'insufficient-balance', error: new FundingInsufficientBalanceError(source.address), requestUrl: null } }, request.id)
  }
  if (source.chainType !== request.chainType) return insufficient()

  const transfer: FundingTransferState = {
    source, status: 'preparing', total, to: request.address,
    networkName: request.chain?.name ?? `Solana ${request.cluster!.name}`, estimatedFee: null, feeUsd: null, hash: null,
  }
  dispatchFunding(client, { type: 'transfer', transfer }, request.id)
  try {
    if (request.chainType === 'ethereum') {
      const chain = context.chain!
      const token = request.asset.address
      const call = token
        ? { from: source.address, to: token, value: '0x0', data: erc20TransferData(request.address, total) }
        : { from: source.address, to: request.address, value: `0x${total.toString(16)}` }
      const [native, tokenBalance, gasPrice] = await Promise.all([
        evmBalanceOf(client, chain, source.address, null),
        token ? evmBalanceOf(client, chain, source.address, token) : Promise.resolve(null),
        chainRpc(client, chain, 'eth_gasPrice').then((v) => BigInt(String(v))),
      ])
      if (tokenBalance !== null && tokenBalance < total) return insufficient()
      // A direct transfer is simulated first: one the wallet cannot pay goes to the bridge.
      const gas = await chainRpc(client, chain, 'eth_estimateGas', [call]).then((v) => BigInt(String(v)), () => null)
      if (gas === null) return insufficient()
      const fee = gas * gasPrice
      if (native < fee + (token ? 0n : total)) return insufficient()
      const price = await getTokenPrice(client, { chainId: chain.id, tokenSymbol: chain.nativeCurrency.symbol })
      if (signal.aborted) return
      const feeUsd = price === null ? null : (Number(fee) / 10 ** chain.nativeCurrency.decimals) * price
      dispatchFunding(client, { type: 'transfer', transfer: { ...transfer, status: 'ready', estimatedFee: fee, feeUsd } }, request.id)
    } else {
      const rpcUrl = request.cluster!.rpcUrl
      const [lamports, tokenBalance] = await Promise.all([
        solanaBalanceOf(client, rpcUrl, source.address, null),
        request.asset.address ? solanaBalanceOf(client, rpcUrl, source.address, request.asset.address) : Promise.resolve(null),
      ])
      if (signal.aborted) return
      const fee = SOLANA_TRANSFER_FEE_LAMPORTS
      if ((tokenBalance !== null && tokenBalance < total) || lamports < fee + (tokenBalance === null ? total : 0n)) return insufficient()
      dispatchFunding(client, { type: 'transfer', transfer: { ...transfer, status: 'ready', estimatedFee: fee } }, request.id)
    }
  } catch (error) {
    if (signal.aborted) return
    dispatchFunding(client, { type: 'failed', error: { kind: fundingErrorKindOf(error, 'other'), error: error as Error, requestUrl: null } }, request.id)
  }
}
