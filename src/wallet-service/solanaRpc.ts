/**
 * Solana signing requests of `foyer:wallet:rpc` (`chainType: 'solana'`): `signMessage` (bytes →
 * ed25519 signature) and `signTransaction` (a transaction's serialized message → its signature by
 * this wallet, only when the wallet is one of the message's required signers). No web3.js: the
 * message header is read here (legacy and v0 share it).
 */
import type { WalletRpcReplyData } from '../core/types/walletService.js'
import { ERROR_TYPES as T, MESSAGES, WalletServiceError } from './errors.js'
import type { SolanaAccount } from './keys.js'
import { fromBase64, toBase64 } from './shares.js'

/** The largest message or transaction message signed (a transaction is at most 1232 bytes; messages are bounded too). */
export const MAX_SOLANA_SIGN_BYTES = 64 * 1024

/** Refused transaction: the wallet is not among its required signers. */
export const NOT_A_SIGNER_MESSAGE = 'No wallet found for address'

const unable = (message: string) => new WalletServiceError(T.unableToSign, message)
const invalid = (message: string) => new WalletServiceError(T.invalidRequest, message)

/**
 * The required signers (32-byte public keys) of a serialized Solana transaction message, legacy
 * or v0: `[version prefix] numRequiredSignatures numReadonlySigned numReadonlyUnsigned
 * compact-u16(n) key₀ … keyₙ₋₁ …`. Null when the bytes are not a message.
 */
export function requiredSigners(message: Uint8Array): Uint8Array[] | null {
  let offset = 0
  const first = message[0]
  if (first === undefined) return null
  if (first & 0x80) {
    if ((first & 0x7f) !== 0) return null // only v0 exists
    offset = 1
  }
  const signers = message[offset]
  if (signers === undefined || message.length < offset + 3) return null
  offset += 3
  // compact-u16: 7 bits per byte, at most 3 bytes.
  let count = 0
  for (let shift = 0, i = 0; ; i++, shift += 7) {
    const byte = message[offset++]
    if (byte === undefined || i > 2) return null
    count |= (byte & 0x7f) << shift
    if (!(byte & 0x80)) break
  }
  if (signers === 0 || signers > count || message.length < offset + count * 32) return null
  return Array.from({ length: signers }, (_, i) => message.subarray(offset + i * 32, offset + (i + 1) * 32))
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i])

function bytesParam(value: unknown, name: string): Uint8Array {
  const bytes = typeof value === 'string' && value.length <= Math.ceil(MAX_SOLANA_SIGN_BYTES / 3) * 4 ? fromBase64(value) : null
  if (!bytes || bytes.length === 0) throw invalid(`Missing or invalid ${name}: base64 bytes expected`)
  return bytes
}

/** Signs one Solana request with `account`. Throws a WalletServiceError with a catalogue message. */
export function signSolanaRpc(account: SolanaAccount, request: { method: unknown; params: unknown }): WalletRpcReplyData {
  const params = request.params
  if (typeof params !== 'object' || params === null || Array.isArray(params)) throw invalid('Invalid params')
  const { message, transaction } = params as { message?: unknown; transaction?: unknown }
  switch (request.method) {
    case 'signMessage': {
      const bytes = bytesParam(message, 'message')
      return { method: 'signMessage', signature: sign(account, bytes, MESSAGES.signMessage) }
    }
    case 'signTransaction': {
      const bytes = bytesParam(transaction, 'transaction')
      const signers = requiredSigners(bytes)
      if (!signers) throw invalid(MESSAGES.invalidTransaction)
      if (!signers.some((key) => sameBytes(key, account.publicKey))) throw unable(NOT_A_SIGNER_MESSAGE)
      return { method: 'signTransaction', signature: sign(account, bytes, MESSAGES.signTransaction) }
    }
    default:
      throw new WalletServiceError(T.unsupportedMethod, `Unsupported method: ${typeof request.method === 'string' ? request.method.slice(0, 64) : typeof request.method}`)
  }
}

function sign(account: SolanaAccount, bytes: Uint8Array, failure: string): string {
  try {
    return toBase64(account.sign(bytes))
  } catch {
    throw unable(failure)
  }
}
