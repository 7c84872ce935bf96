import type { FoyerClient } from '../../client/types.js'
import type { WalletServiceTransactionRequest } from '../../types/walletService.js'
import type { NoEmbeddedWalletError, ProviderRpcError, SignWithWalletAuthError } from './errors.js'
import { signingWallet } from './signingWallet.js'

/** What `sendTransaction` takes: the transaction request, and the wallet address when the user has more than one. */
export type SendTransactionParameters = {
  /** to, value, data, chainId (default: the wallet's current chain), nonce, gas, fees, type — numbers, bigints or hex strings. */
  transaction: Omit<WalletServiceTransactionRequest, 'chainId'> & { chainId?: WalletServiceTransactionRequest['chainId'] }
  /** The embedded wallet to send from (default: the user's first). */
  address?: string | undefined
}
/** The hash of the broadcast transaction. */
export type SendTransactionReturnType = { hash: `0x${string}` }
/** The errors `sendTransaction` can throw or reject with. */
export type SendTransactionErrorType = SignWithWalletAuthError | NoEmbeddedWalletError | ProviderRpcError

/**
 * Sends a transaction from an embedded wallet: filled in (nonce, gas, fees), signed in the wallet
 * service and broadcast to the chain's RPC (eth_sendTransaction of its provider). Resolves with the
 * hash once the chain accepted it (not mined yet).
 */
export async function sendTransaction(client: FoyerClient, { transaction, address }: SendTransactionParameters): Promise<SendTransactionReturnType> {
  const wallet = signingWallet(client, address)
  const hash = (await wallet.provider.request({ method: 'eth_sendTransaction', params: [{ ...transaction, from: wallet.address }] })) as `0x${string}`
  return { hash }
}
