import type { FoyerClient } from '../../client/types.js'
import type { FlowAbortedError } from '../../client/flow.js'
import { UnableToSignMessageError, type UnknownConnectWalletError, type WalletConnectorNotFoundError, type WalletProviderError } from '../../wallets/errors.js'
import { awaitWalletPrompt, type SignWithWalletParameters } from '../../wallets/signWithWallet.js'
import { connectorById } from '../../wallets/state.js'
import { bytesToBase64 } from '../../utils/base64.js'
import { createSiwsMemoTransaction, type InvalidMemoTransactionError } from './memoTransaction.js'

/** The parameters of {@link signSiwsMemoTransaction}: the connection's connector and address, the SIWS message the memo carries, a run's signal. */
export type SignSiwsMemoTransactionParameters = SignWithWalletParameters
/** What {@link signSiwsMemoTransaction} returns: the signed transaction's wire bytes, base64. */
export type SignSiwsMemoTransactionReturnType = string
/** The errors {@link signSiwsMemoTransaction} can throw or reject with. */
export type SignSiwsMemoTransactionErrorType =
  | InvalidMemoTransactionError
  | UnableToSignMessageError
  | WalletProviderError
  | UnknownConnectWalletError
  | WalletConnectorNotFoundError
  | FlowAbortedError

/**
 * The Ledger's SIWS proof: the wallet signs (`solana:signTransaction`, never sent) the memo
 * transaction that carries `message` (`createSiwsMemoTransaction`). A wallet that cannot sign
 * transactions fails with 'Unable to sign message'; what the wallet throws is mapped by
 * `toWalletError` (4001 → 'User rejected the request.'); with `signal`, the wait is raced
 * against it.
 */
export function signSiwsMemoTransaction(
  client: FoyerClient,
  { connectorId, address, message, signal }: SignSiwsMemoTransactionParameters,
): Promise<SignSiwsMemoTransactionReturnType> {
  return awaitWalletPrompt(async () => {
    const transaction = createSiwsMemoTransaction({ address, message })
    const connector = connectorById(client, connectorId)
    if (!connector.signSolanaTransaction) {
      throw new UnableToSignMessageError({ details: `${connector.name} cannot sign transactions (a Ledger signs in with a memo transaction)` })
    }
    return bytesToBase64(await connector.signSolanaTransaction({ address, transaction }))
  }, signal)
}
