/**
 * What the kit needs of a `@solana/web3.js` transaction, read through the transaction's own
 * methods (the kit never imports web3.js to handle one): its message bytes, its required signers,
 * adding a signature, its first signature (base58).
 */
import type { PublicKey, Transaction, VersionedTransaction } from '@solana/web3.js'

/** A legacy `Transaction` or a `VersionedTransaction` of `@solana/web3.js`. */
export type SolanaTransaction = Transaction | VersionedTransaction

/** True for a `VersionedTransaction` (it has a `version`; a legacy `Transaction` has none). */
export const isVersionedTransaction = (transaction: SolanaTransaction): transaction is VersionedTransaction => 'version' in transaction

/** The bytes the signatures sign: the serialized message (legacy or v0). */
export const solanaMessageBytes = (transaction: SolanaTransaction): Uint8Array =>
  isVersionedTransaction(transaction) ? transaction.message.serialize() : transaction.serializeMessage()

/** The public keys that must sign the transaction (fee payer first). */
export function solanaRequiredSigners(transaction: SolanaTransaction): PublicKey[] {
  const message = isVersionedTransaction(transaction) ? transaction.message : transaction.compileMessage()
  const keys = isVersionedTransaction(transaction) ? transaction.message.staticAccountKeys : (message as ReturnType<Transaction['compileMessage']>).accountKeys
  return keys.slice(0, message.header.numRequiredSignatures)
}

/** Adds `address`'s ed25519 signature to the transaction (the signer must be required). */
export function addSolanaSignature(transaction: SolanaTransaction, signer: PublicKey, signature: Uint8Array): void {
  if (isVersionedTransaction(transaction)) transaction.addSignature(signer, signature)
  else transaction.addSignature(signer, signature as never)
}

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Base58 (Solana's alphabet) of `bytes`, through a bigint. */
export function toBase58(bytes: Uint8Array): string {
  let value = bytes.reduce((n, byte) => (n << 8n) | BigInt(byte), 0n)
  let text = ''
  while (value > 0n) {
    text = ALPHABET[Number(value % 58n)] + text
    value /= 58n
  }
  const zeros = bytes.findIndex((byte) => byte !== 0)
  return '1'.repeat(zeros === -1 ? bytes.length : zeros) + text
}

/** The transaction's signature (its first, the fee payer's), base58; null when it is not signed yet. */
export function solanaTransactionSignature(transaction: SolanaTransaction): string | null {
  const first = isVersionedTransaction(transaction) ? transaction.signatures[0] : transaction.signature
  return first && first.some((byte) => byte !== 0) ? toBase58(first) : null
}

/** The transaction's wire bytes as they are (signatures not yet given are zeros). */
export const serializeSolanaTransaction = (transaction: SolanaTransaction): Uint8Array =>
  Uint8Array.from(isVersionedTransaction(transaction) ? transaction.serialize() : transaction.serialize({ requireAllSignatures: false, verifySignatures: false }))

/** Signature `index` of a transaction's wire bytes (compact-u16 count, then 64 bytes each). */
export function signatureAt(wire: Uint8Array, index: number): Uint8Array {
  const count = wire[0] ?? 0
  if (count & 0x80 || index >= count || wire.length < 1 + 64 * (index + 1)) throw new RangeError('No such signature')
  return wire.slice(1 + 64 * index, 1 + 64 * (index + 1))
}
