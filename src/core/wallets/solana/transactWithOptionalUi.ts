import type { Connection, Transaction, VersionedTransaction } from '@solana/web3.js'
import type { FoyerClient } from '../../client/types.js'
import { TransactionFailedError } from '../../machines/walletRequestFlow.js'
import { solanaTransactionSignature } from './solanaTransaction.js'

/** The texts and options of the Solana transaction screen (with a default UI mounted). */
export type SolanaWalletUiOptions = {
  /** The screen's title. */
  title?: string | undefined
  /** The text under the title. */
  description?: string | undefined
  /** The approve button's text. */
  buttonText?: string | undefined
  /** The receipt's title. */
  successHeader?: string | undefined
  /** The receipt's text. */
  successDescription?: string | undefined
  /** Adds 'Not now'. */
  isCancellable?: boolean | undefined
  /** `false`: no screen (the transaction is signed right away). */
  showWalletUIs?: boolean | undefined
  /** What the transaction is: a title, an action and a contract image. */
  transactionInfo?: {
    title?: string | undefined
    action?: string | undefined
    contractInfo?: { imgUrl?: string | undefined; imgAltText?: string | undefined } | undefined
  } | undefined
}

/** How long a sent transaction is awaited (polling its status) before giving up. */
export const SOLANA_CONFIRM_TIMEOUT_MS = 60_000
const POLL_MS = 400

/**
 * Confirms `signature` with `connection`: polls `getSignatureStatuses` (HTTP only, no
 * subscription) until it is confirmed; an error in its status is 'Transaction failed'.
 */
async function confirmSignature(connection: Connection, signature: string): Promise<void> {
  const deadline = Date.now() + SOLANA_CONFIRM_TIMEOUT_MS
  for (;;) {
    const { value } = await connection.getSignatureStatuses([signature])
    const status = value[0]
    if (status?.err) throw Object.assign(new TransactionFailedError(), { cause: status.err })
    if (status && (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized')) return
    if (Date.now() > deadline) throw new TransactionFailedError()
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

/**
 * Signs a Solana transaction with `sign` and, unless `signOnly`, sends it through `connection`
 * and waits for its confirmation. Headless: no screen is shown. Resolves with the transaction's
 * signature (base58) and the signed transaction's bytes.
 */
export async function transactSolanaWithOptionalUi(
  client: FoyerClient,
  {
    transaction,
    connection,
    signOnly,
    sign,
  }: {
    address: string
    transaction: Transaction | VersionedTransaction
    connection: Connection
    signOnly: boolean
    uiOptions: SolanaWalletUiOptions | undefined
    sign: (tx: Transaction | VersionedTransaction) => Promise<Transaction | VersionedTransaction>
  },
): Promise<{ signature: string; signedTransaction: Uint8Array }> {
  void client
  const signed = await sign(transaction)
  const signedTransaction = Uint8Array.from(signed.serialize())
  const signature = solanaTransactionSignature(signed)
  if (!signature) throw new TransactionFailedError()
  if (signOnly) return { signature, signedTransaction }
  const sent = await connection.sendRawTransaction(signedTransaction)
  await confirmSignature(connection, sent)
  return { signature: sent, signedTransaction }
}
