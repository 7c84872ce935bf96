import type { FoyerClient } from '../../client/types.js'
import type { WalletServiceTransactionRequest } from '../../types/walletService.js'
import type { NoEmbeddedWalletError, ProviderRpcError, SignWithWalletAuthError } from './errors.js'
import { signingWallet } from './signingWallet.js'
import { transactWithOptionalUi } from './transactionRequest.js'
import type { WalletUiOptions } from './walletUi.js'

/** What `sendTransaction` takes: the transaction request, and the wallet address when the user has more than one. */
export type SendTransactionParameters = {
  /** to, value, data, chainId (default: the wallet's current chain), nonce, gas, fees, type — numbers, bigints or hex strings. */
  transaction: Omit<WalletServiceTransactionRequest, 'chainId'> & { chainId?: WalletServiceTransactionRequest['chainId'] }
  /** The embedded wallet to send from (default: the user's first). */
  address?: string | undefined
  /** The confirmation's texts and options (with a default UI mounted); `showWalletUIs: false` sends with no screen. */
  uiOptions?: WalletUiOptions | undefined
}
/** The hash of the broadcast transaction. */
export type SendTransactionReturnType = { hash: `0x${string}` }
/** The errors `sendTransaction` can throw or reject with. */
export type SendTransactionErrorType = SignWithWalletAuthError | NoEmbeddedWalletError | ProviderRpcError

/**
 * Sends a transaction from an embedded wallet: filled in (nonce, gas, fees), signed in the wallet
 * service and broadcast to the chain's RPC (eth_sendTransaction of its provider). Resolves with the
 * hash once the chain accepted it (not mined yet). With a default UI mounted it first shows the
 * confirmation (To, Amount, Network, Estimated fee, balance) and, once approved, the receipt;
 * it resolves when that screen closes with a hash, and rejects with the error or — closed before
 * sending — 4001 'The user rejected the request'. Headless, or with `uiOptions.showWalletUIs:
 * false`, it sends with no screen.
 */
export async function sendTransaction(client: FoyerClient, { transaction, address, uiOptions }: SendTransactionParameters): Promise<SendTransactionReturnType> {
  const wallet = signingWallet(client, address)
  return transactWithOptionalUi<SendTransactionReturnType>(client, { mode: 'send', address: wallet.address, transaction, uiOptions, provider: wallet.provider })
}
