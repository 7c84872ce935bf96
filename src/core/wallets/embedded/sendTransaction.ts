import type { FoyerClient } from '../../client/types.js'
import type { TransactionRequestResult } from '../../machines/walletRequestFlow.js'
import type { WalletServiceTransactionRequest } from '../../types/walletService.js'
import type { NoEmbeddedWalletError, ProviderRpcError, SignWithWalletAuthError } from './errors.js'
import { signingWallet } from './signingWallet.js'
import { transactWithOptionalUi } from './transactionRequest.js'
import type { WalletUiOptions } from './walletRequest.js'

/** One transaction to send or sign: to, value, data, chainId (default: the wallet's current chain), nonce, gas, fees, type — numbers, bigints or hex strings. */
export type EmbeddedTransactionRequest = Omit<WalletServiceTransactionRequest, 'chainId'> & { chainId?: WalletServiceTransactionRequest['chainId'] }

/** What `sendTransaction` takes: the transaction (or several, sent in order), and the wallet address when the user has more than one. */
export type SendTransactionParameters = {
  /** One transaction, or several (e.g. approve then swap): confirmed through a stepper, sent one at a time in order. */
  transaction: EmbeddedTransactionRequest | readonly EmbeddedTransactionRequest[]
  /** The embedded wallet to send from (default: the user's first). */
  address?: string | undefined
  /** The confirmation's texts and options (with a default UI mounted); `showWalletUIs: false` sends with no screen. */
  uiOptions?: WalletUiOptions | undefined
  /** The fee is paid by someone else (a sponsor): the confirmation says 'Sponsored' and the balance need not cover it. Default false. */
  sponsored?: boolean | undefined
}
/** The hash of the last transaction broadcast, and every hash in order (one per transaction). */
export type SendTransactionReturnType = TransactionRequestResult
/** The errors `sendTransaction` can throw or reject with. */
export type SendTransactionErrorType = SignWithWalletAuthError | NoEmbeddedWalletError | ProviderRpcError

/**
 * Sends a transaction — or several, in order — from an embedded wallet: filled in (nonce, gas,
 * fees), signed in the wallet service and broadcast to the chain's RPC (eth_sendTransaction of its
 * provider). Resolves with the last hash and every hash (`{ hash, hashes }`) once the chain accepted
 * the last one (not mined yet); of several, each is mined before the next is sent. With a default UI
 * mounted it first shows the confirmation (what the call does, amounts and fee in dollars, balance,
 * the safety scan; several go through a stepper: Continue, then Approve on the last) and, once
 * approved, the receipt; it resolves when that screen closes with a hash, and rejects with the
 * error or — closed before sending — 4001 'The user rejected the request'. Headless, or with
 * `uiOptions.showWalletUIs: false`, it sends with no screen.
 */
export async function sendTransaction(client: FoyerClient, { transaction, address, uiOptions, sponsored }: SendTransactionParameters): Promise<SendTransactionReturnType> {
  const wallet = signingWallet(client, address)
  const transactions = (Array.isArray(transaction) ? transaction : [transaction]) as readonly Record<string, unknown>[]
  return transactWithOptionalUi<SendTransactionReturnType>(client, { mode: 'send', address: wallet.address, transactions, sponsored, uiOptions, provider: wallet.provider })
}
