import { base58Decode } from '../../utils/base58.js'
import { FoyerError } from '../../errors/base.js'

/**
 * The Ledger's sign-in proof: a Ledger cannot sign off-chain messages in Phantom, so the wallet
 * signs a Solana transaction instead, one whose only instruction is a Memo-program instruction
 * carrying the SIWS message. It is never sent: its blockhash is all zeros (no cluster would take
 * it) and the kit hands the signed bytes to the server only. Written by hand (legacy wire format,
 * no web3.js): one required signature (the fee payer, the signing address), two account keys (the
 * fee payer, the Memo program), one instruction (the memo, naming the fee payer as its signer).
 */

/** The Memo program (v2): its instruction's data is UTF-8 text, and every account it names must sign. */
export const MEMO_PROGRAM_ADDRESS = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'
/** The recent blockhash of the kit's memo transactions: 32 zero bytes, so no cluster ever processes one. */
export const SIWS_MEMO_BLOCKHASH = '11111111111111111111111111111111'
/** A Solana transaction's size limit (bytes on the wire). */
export const SOLANA_TRANSACTION_MAX_BYTES = 1232

/** The parameters of {@link createSiwsMemoTransaction}. */
export type CreateSiwsMemoTransactionParameters = {
  /** The signing wallet's base58 address: the fee payer and the memo's signer. */
  address: string
  /** The SIWS message (from `generateSiwsMessage`), carried as the memo's UTF-8 data. */
  message: string
}
/** What {@link createSiwsMemoTransaction} returns: the unsigned transaction's wire bytes (its one signature slot zeroed). */
export type CreateSiwsMemoTransactionReturnType = Uint8Array
/** The errors {@link createSiwsMemoTransaction} can throw. */
export type CreateSiwsMemoTransactionErrorType = InvalidMemoTransactionError

/** The address is not a Solana public key, or the message does not fit in a transaction. */
export class InvalidMemoTransactionError extends FoyerError<'INVALID_MESSAGE'> {
  override name = 'InvalidMemoTransactionError'
  constructor(details: string) {
    super('Unable to sign message', 'INVALID_MESSAGE', { details })
  }
}

/** Solana's compact-u16 length prefix (7 bits a byte, high bit = more). */
export function compactU16(value: number): number[] {
  const out: number[] = []
  let rest = value
  for (;;) {
    const byte = rest & 0x7f
    rest >>= 7
    if (rest === 0) {
      out.push(byte)
      return out
    }
    out.push(byte | 0x80)
  }
}

/**
 * The memo transaction a Ledger signs to sign in (see above): legacy wire format, one zeroed
 * signature slot for `address`. A wallet's `solana:signTransaction` fills the slot; the signed
 * bytes (base64) are the `signature` of siws/authenticate with `message_type: 'transaction'`.
 */
export function createSiwsMemoTransaction({ address, message }: CreateSiwsMemoTransactionParameters): CreateSiwsMemoTransactionReturnType {
  const payer = base58Decode(address)
  const program = base58Decode(MEMO_PROGRAM_ADDRESS)!
  const blockhash = base58Decode(SIWS_MEMO_BLOCKHASH)!
  if (!payer || payer.length !== 32) throw new InvalidMemoTransactionError(`Not a Solana address: ${address}`)
  const data = new TextEncoder().encode(message)
  const bytes = [
    ...compactU16(1), ...new Uint8Array(64),
    // header: 1 required signature, 0 read-only signed, 1 read-only unsigned (the program)
    1, 0, 1,
    ...compactU16(2), ...payer, ...program,
    ...new Uint8Array(32 - blockhash.length), ...blockhash,
    ...compactU16(1),
    // the memo: program index 1, accounts [0] (the fee payer signs it), the message's bytes
    1, ...compactU16(1), 0, ...compactU16(data.length), ...data,
  ]
  if (bytes.length > SOLANA_TRANSACTION_MAX_BYTES) {
    throw new InvalidMemoTransactionError(`The sign-in message is too long for a transaction (${bytes.length} > ${SOLANA_TRANSACTION_MAX_BYTES} bytes)`)
  }
  return Uint8Array.from(bytes)
}
