import type { FoyerClient } from '../../client/types.js'
import { solanaTransactionFlow } from '../embedded/walletUi.js'
import { missingLamports } from './missingLamports.js'

/** Nothing: the host handles the client's `addSolanaFunds` event. */
export type RequestSolanaAddFundsReturnType = void
/** Never throws. */
export type RequestSolanaAddFundsErrorType = never

/**
 * 'Add funds' on a Solana transaction the wallet cannot pay (the simulation said so): emits the
 * client's `addSolanaFunds` event with the wallet, its cluster and the lamports missing (null when
 * unknown), for the host to fund the wallet. Does nothing when no Solana transaction on screen
 * lacks funds.
 */
export function requestSolanaAddFunds(client: FoyerClient): RequestSolanaAddFundsReturnType {
  const { status, summary } = solanaTransactionFlow.get(client)
  if (status !== 'ready' || !summary?.insufficientFunds) return
  client.events.emit('addSolanaFunds', { address: summary.address, cluster: summary.cluster.name, amount: missingLamports(summary) })
}
