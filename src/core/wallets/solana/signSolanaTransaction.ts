import type { FoyerClient } from '../../client/types.js'
import { base64ToBytes, bytesToBase64 } from '../../utils/base64.js'
import { WalletNotFoundError } from '../errors.js'
import type { EmbeddedWalletServiceError, NoEmbeddedWalletError, SignWithWalletAuthError } from '../embedded/errors.js'
import { solanaSigningWallet, solanaWalletRpc, type SolanaSigningWallet } from './embeddedSolana.js'
import { addSolanaSignature, solanaMessageBytes, solanaRequiredSigners, type SolanaTransaction } from './solanaTransaction.js'

/** What `signSolanaTransaction` takes: a web3.js transaction, and the wallet address when the user has more than one. */
export type SignSolanaTransactionParameters<T extends SolanaTransaction = SolanaTransaction> = {
  /** A `Transaction` (fee payer and recent blockhash set) or a `VersionedTransaction` of `@solana/web3.js`. */
  transaction: T
  /** The embedded Solana wallet that signs (default: the user's first). */
  address?: string | undefined
}
/** The same transaction object, with the wallet's signature added. */
export type SignSolanaTransactionReturnType<T extends SolanaTransaction = SolanaTransaction> = { signedTransaction: T }
/** The errors `signSolanaTransaction` can throw or reject with. */
export type SignSolanaTransactionErrorType = WalletNotFoundError | SignWithWalletAuthError | NoEmbeddedWalletError | EmbeddedWalletServiceError

/**
 * Signs `transaction` with the embedded Solana `wallet` (the wallet service signs its message; the
 * signature is added here). A transaction whose required signers do not include the wallet's
 * public key is refused: 'No wallet found for address'.
 */
export async function signSolanaTransactionWith<T extends SolanaTransaction>(client: FoyerClient, wallet: SolanaSigningWallet, transaction: T): Promise<T> {
  const signer = solanaRequiredSigners(transaction).find((key) => key.toBase58() === wallet.address)
  if (!signer) throw new WalletNotFoundError({ details: `The transaction does not need a signature of ${wallet.address}` })
  const signature = await solanaWalletRpc(client, wallet, { method: 'signTransaction', params: { transaction: bytesToBase64(solanaMessageBytes(transaction)) } })
  addSolanaSignature(transaction, signer, base64ToBytes(signature))
  return transaction
}

/**
 * Signs a Solana transaction with an embedded Solana wallet, without sending it (the key stays in
 * the wallet service). Refuses a transaction the wallet is not a signer of ('No wallet found for
 * address'). When the backend wants MFA first, the user is prompted and the signature retried.
 */
export async function signSolanaTransaction<T extends SolanaTransaction>(
  client: FoyerClient,
  { transaction, address }: SignSolanaTransactionParameters<T>,
): Promise<SignSolanaTransactionReturnType<T>> {
  const wallet = solanaSigningWallet(client, address)
  return { signedTransaction: await signSolanaTransactionWith(client, wallet, transaction) }
}
