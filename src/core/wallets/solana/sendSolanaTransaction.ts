import type { Connection } from '@solana/web3.js'
import type { FoyerClient } from '../../client/types.js'
import { loadOptionalPackage, type MissingPackageError } from '../../utils/optionalPackage.js'
import type { TransactionFailedError } from '../../machines/walletRequestFlow.js'
import type { WalletNotFoundError } from '../errors.js'
import type { EmbeddedWalletServiceError, NoEmbeddedWalletError, SignWithWalletAuthError } from '../embedded/errors.js'
import { solanaClusterOf, type SolanaClusterName } from './clusters.js'
import { solanaSigningWallet } from './embeddedSolana.js'
import { signSolanaTransactionWith } from './signSolanaTransaction.js'
import type { SolanaTransaction } from './solanaTransaction.js'
import { transactSolanaWithOptionalUi, type SolanaWalletUiOptions } from './transactWithOptionalUi.js'

/** What `sendSolanaTransaction` takes. */
export type SendSolanaTransactionParameters = {
  /** A `Transaction` (fee payer set; a missing recent blockhash is filled in) or a `VersionedTransaction` of `@solana/web3.js`. */
  transaction: SolanaTransaction
  /** Where to send it. Default: a `Connection` to `cluster`'s RPC URL (the host's, else the public one). */
  connection?: Connection | undefined
  /** The cluster of the default connection (default: the host's default cluster, else 'mainnet-beta'). */
  cluster?: SolanaClusterName | undefined
  /** The embedded Solana wallet that signs (default: the user's first). */
  address?: string | undefined
  /** Sign only: return the signed transaction without sending it. */
  signOnly?: boolean | undefined
  /** The transaction screen's texts and options (with a default UI mounted); `showWalletUIs: false` shows none. */
  uiOptions?: SolanaWalletUiOptions | undefined
}
/** The transaction's signature (base58) and the signed transaction's bytes. */
export type SendSolanaTransactionReturnType = { signature: string; signedTransaction: Uint8Array }
/** The errors `sendSolanaTransaction` can throw or reject with (and the connection's own). */
export type SendSolanaTransactionErrorType =
  | WalletNotFoundError | SignWithWalletAuthError | NoEmbeddedWalletError | EmbeddedWalletServiceError
  | TransactionFailedError | MissingPackageError

/** A web3.js `Connection` to `cluster`'s RPC URL, through the client's fetch (web3.js loads only then). */
async function defaultConnection(client: FoyerClient, cluster: SolanaClusterName | undefined): Promise<Connection> {
  const { Connection } = await loadOptionalPackage(() => import('@solana/web3.js'), { name: '@solana/web3.js', feature: 'Solana embedded wallets' })
  return new Connection(solanaClusterOf(client, cluster).rpcUrl, { commitment: 'confirmed', fetch: ((input: string, init?: RequestInit) => client.fetch(input, init)) as never })
}

/** The options of a wallet's `sendTransaction(transaction, connection?, options?)`. */
export type SolanaSendOptions = Pick<SendSolanaTransactionParameters, 'cluster' | 'signOnly' | 'uiOptions'>

/**
 * Sends `transaction` signed by `sign` (an embedded or an external wallet): through `connection`
 * (default: the cluster's), a legacy transaction without a recent blockhash gets the latest one.
 */
export async function sendSolanaTransactionWith(
  client: FoyerClient,
  { address, transaction, connection, cluster, signOnly = false, uiOptions, sign }: Omit<SendSolanaTransactionParameters, 'address'> & {
    address: string
    sign: (transaction: SolanaTransaction) => Promise<SolanaTransaction>
  },
): Promise<SendSolanaTransactionReturnType> {
  const rpc = connection ?? (await defaultConnection(client, cluster))
  if (!('version' in transaction) && !transaction.recentBlockhash) {
    const latest = await rpc.getLatestBlockhash()
    transaction.recentBlockhash = latest.blockhash
    transaction.lastValidBlockHeight = latest.lastValidBlockHeight
  }
  return transactSolanaWithOptionalUi(client, { address, transaction, connection: rpc, signOnly, uiOptions, sign })
}

/**
 * Signs a Solana transaction with an embedded Solana wallet (in the wallet service) and sends it,
 * then waits for its confirmation; with `signOnly`, only signs. A transaction the wallet is not a
 * signer of is refused ('No wallet found for address'). A legacy `Transaction` without a recent
 * blockhash gets the connection's latest one.
 */
export async function sendSolanaTransaction(client: FoyerClient, parameters: SendSolanaTransactionParameters): Promise<SendSolanaTransactionReturnType> {
  const wallet = solanaSigningWallet(client, parameters.address)
  return sendSolanaTransactionWith(client, { ...parameters, address: wallet.address, sign: (tx) => signSolanaTransactionWith(client, wallet, tx) })
}
