import type { FoyerClient } from '../../client/types.js'
import type { NoEmbeddedWalletError, ProviderRpcError, SignWithWalletAuthError } from './errors.js'
import type { SendTransactionParameters } from './sendTransaction.js'
import { signingWallet } from './signingWallet.js'

/** What `signTransaction` takes (as `sendTransaction`). */
export type SignTransactionParameters = SendTransactionParameters
/** The signed, serialized transaction (not broadcast). */
export type SignTransactionReturnType = { signature: `0x${string}` }
/** The errors `signTransaction` can throw or reject with. */
export type SignTransactionErrorType = SignWithWalletAuthError | NoEmbeddedWalletError | ProviderRpcError

/** Signs a transaction with an embedded wallet without sending it (filled in like `sendTransaction`); resolves with the signed bytes. */
export async function signTransaction(client: FoyerClient, { transaction, address }: SignTransactionParameters): Promise<SignTransactionReturnType> {
  const wallet = signingWallet(client, address)
  const signature = (await wallet.provider.request({ method: 'eth_signTransaction', params: [{ ...transaction, from: wallet.address }] })) as `0x${string}`
  return { signature }
}
