import type { FoyerClient } from '../../client/types.js'
import type { NoEmbeddedWalletError, ProviderRpcError, SignWithWalletAuthError } from './errors.js'
import type { EmbeddedTransactionRequest, SendTransactionParameters } from './sendTransaction.js'
import { signingWallet } from './signingWallet.js'
import { transactWithOptionalUi } from './transactionRequest.js'

/** What `signTransaction` takes (as `sendTransaction`, one transaction only). */
export type SignTransactionParameters = Omit<SendTransactionParameters, 'transaction'> & { transaction: EmbeddedTransactionRequest }
/** The signed, serialized transaction (not broadcast). */
export type SignTransactionReturnType = { signature: `0x${string}` }
/** The errors `signTransaction` can throw or reject with. */
export type SignTransactionErrorType = SignWithWalletAuthError | NoEmbeddedWalletError | ProviderRpcError

/**
 * Signs a transaction with an embedded wallet without sending it (filled in like
 * `sendTransaction`); resolves with the signed bytes. With a default UI mounted it first shows the
 * confirmation, then 'Transaction signed!' and resolves 1.4 s later when that screen closes.
 */
export async function signTransaction(client: FoyerClient, { transaction, address, uiOptions, sponsored }: SignTransactionParameters): Promise<SignTransactionReturnType> {
  const wallet = signingWallet(client, address)
  const transactions = [transaction as Record<string, unknown>]
  return transactWithOptionalUi<SignTransactionReturnType>(client, { mode: 'sign', address: wallet.address, transactions, sponsored, uiOptions, provider: wallet.provider })
}
