/**
 * The Ledger's sign-in proof on the dev backend's side (`message_type: 'transaction'`): the wallet
 * signed a Solana transaction whose only instruction is a Memo-program instruction carrying the
 * SIWS message. This module reads the transaction's wire bytes (legacy or v0, written by whoever
 * signed them — the kit's own builder is not trusted here) and says what is wrong with it, if
 * anything: the fee payer must be the only signer and the message's address, its ed25519 signature
 * must verify over the transaction's message, and it must hold exactly one memo, whose text is the
 * SIWS message, plus at most compute-budget instructions.
 */
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58Encode } from './base58.js'
import { solanaPublicKey } from './siws.js'

/** The Memo program, v2 and v1: their instruction data is UTF-8 text. */
export const MEMO_PROGRAM_IDS: readonly string[] = ['MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr', 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo']
/** The Compute Budget program (a wallet may add its unit limit and price). */
export const COMPUTE_BUDGET_PROGRAM_ID = 'ComputeBudget111111111111111111111111111111'
/** At most this many compute-budget instructions (unit limit, unit price, heap frame, data size). */
const MAX_COMPUTE_BUDGET_INSTRUCTIONS = 4

/** One compiled instruction: its program, the indexes of its accounts, its data. */
export type SolanaWireInstruction = { programId: string; accounts: number[]; data: Uint8Array }

/** A transaction read from its wire bytes. */
export type SolanaWireTransaction = {
  signatures: Uint8Array[]
  /** The bytes the signatures sign. */
  message: Uint8Array
  version: 'legacy' | 0
  numRequiredSignatures: number
  accountKeys: string[]
  recentBlockhash: string
  instructions: SolanaWireInstruction[]
}

/** Reads bytes in order; a RangeError past the end. */
class Reader {
  offset = 0
  constructor(readonly bytes: Uint8Array) {}
  byte(): number {
    if (this.offset >= this.bytes.length) throw new RangeError('Truncated transaction')
    return this.bytes[this.offset++]!
  }
  take(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length) throw new RangeError('Truncated transaction')
    const out = this.bytes.slice(this.offset, this.offset + length)
    this.offset += length
    return out
  }
  /** compact-u16: 7 bits a byte, at most 3 bytes. */
  compactU16(): number {
    let value = 0
    for (let shift = 0; shift < 21; shift += 7) {
      const byte = this.byte()
      value |= (byte & 0x7f) << shift
      if (!(byte & 0x80)) return value
    }
    throw new RangeError('Malformed length')
  }
}

/** A transaction's parts from its wire bytes; throws a RangeError on anything malformed or left over. */
export function readSolanaTransaction(wire: Uint8Array): SolanaWireTransaction {
  const reader = new Reader(wire)
  const signatureCount = reader.compactU16()
  const signatures = Array.from({ length: signatureCount }, () => reader.take(64))
  const messageStart = reader.offset
  const first = reader.byte()
  const versioned = (first & 0x80) !== 0
  if (versioned && (first & 0x7f) !== 0) throw new RangeError(`Unsupported transaction version ${first & 0x7f}`)
  const numRequiredSignatures = versioned ? reader.byte() : first
  reader.take(2) // read-only signed / unsigned counts
  const accountKeys = Array.from({ length: reader.compactU16() }, () => base58Encode(reader.take(32)))
  const recentBlockhash = base58Encode(reader.take(32))
  const instructions = Array.from({ length: reader.compactU16() }, () => {
    const programIndex = reader.byte()
    const accounts = Array.from({ length: reader.compactU16() }, () => reader.byte())
    const data = reader.take(reader.compactU16())
    const programId = accountKeys[programIndex]
    if (programId === undefined || accounts.some((a) => a >= accountKeys.length)) throw new RangeError('Account index out of range')
    return { programId, accounts, data }
  })
  if (versioned && reader.compactU16() !== 0) throw new RangeError('Address lookup tables are not allowed')
  if (reader.offset !== wire.length) throw new RangeError('Trailing bytes')
  if (signatureCount !== numRequiredSignatures) throw new RangeError('Signature count does not match the header')
  return {
    signatures, message: wire.slice(messageStart), version: versioned ? 0 : 'legacy', numRequiredSignatures, accountKeys,
    recentBlockhash, instructions,
  }
}

/**
 * What is wrong with a memo-transaction proof of `message` for `address`, or null when it holds:
 * it parses; its only signer is the fee payer and that is `address`; the fee payer's signature
 * verifies over the transaction's message; it holds exactly one memo instruction (v2 or v1, no
 * account but the signer) whose UTF-8 text is `message` exactly, and nothing else but
 * compute-budget instructions.
 */
export function siwsTransactionProblem({ wire, address, message }: { wire: Uint8Array; address: string; message: string }): string | null {
  let tx: SolanaWireTransaction
  try {
    tx = readSolanaTransaction(wire)
  } catch (error) {
    return `Malformed memo transaction (${(error as Error).message})`
  }
  if (tx.numRequiredSignatures !== 1) return 'The memo transaction has another signer'
  if (tx.accountKeys[0] !== address) return 'The memo transaction is not paid and signed by the signing address'
  const publicKey = solanaPublicKey(address)
  let valid = false
  try {
    valid = publicKey !== null && ed25519.verify(tx.signatures[0]!, tx.message, publicKey)
  } catch {
    valid = false
  }
  if (!valid) return 'Invalid signature'
  const memos = tx.instructions.filter((i) => MEMO_PROGRAM_IDS.includes(i.programId))
  const budget = tx.instructions.filter((i) => i.programId === COMPUTE_BUDGET_PROGRAM_ID)
  if (memos.length !== 1 || memos.length + budget.length !== tx.instructions.length || budget.length > MAX_COMPUTE_BUDGET_INSTRUCTIONS) {
    return 'The memo transaction holds more than the sign-in memo'
  }
  if (budget.some((i) => i.accounts.length > 0) || memos[0]!.accounts.some((a) => a !== 0)) {
    return 'The memo transaction holds more than the sign-in memo'
  }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(memos[0]!.data)
  } catch {
    return 'The memo is not the sign-in message'
  }
  return text === message ? null : 'The memo is not the sign-in message'
}
