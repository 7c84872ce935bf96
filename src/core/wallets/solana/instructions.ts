import { FoyerError } from '../../errors/base.js'
import { base58Encode } from '../../utils/base58.js'
import type { SolanaInstruction } from '../../types/solanaInstructions.js'

/**
 * What the Solana confirmation reads of a transaction: its message decoded from the wire format
 * (no @solana/web3.js needed) and each instruction parsed into a known type — SOL and SPL
 * transfers, account creation, associated token accounts, token account set-up, close and sync,
 * Raydium AMM v4 and Jupiter v6 swaps — or `unknown` for a program the kit does not read.
 * docs/embedded-wallets.md "Solana transaction confirmation".
 */

/** The System program. */
export const SYSTEM_PROGRAM_ID = '11111111111111111111111111111111'
/** The SPL Token program. */
export const TOKEN_PROGRAM_ID = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
/** The SPL Token-2022 program (its base instructions share the Token program's layout). */
export const TOKEN_2022_PROGRAM_ID = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
/** The Associated Token Account program. */
export const ASSOCIATED_TOKEN_PROGRAM_ID = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
/** Raydium's AMM v4 (mainnet). */
export const RAYDIUM_AMM_V4_PROGRAM_ID = '675kPX9MHTjS2zt1qfr1NYHuzeLXfQM9H24wFSUt1Mp8'
/** Jupiter's aggregator v6 (mainnet). */
export const JUPITER_V6_PROGRAM_ID = 'JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4'
/** The mint of wrapped SOL. */
export const NATIVE_MINT = 'So11111111111111111111111111111111111111112'

/** One instruction as the message holds it: its program, its accounts (null: from an address lookup table not resolved) and data. */
export type CompiledSolanaInstruction = { programId: string; accounts: readonly (string | null)[]; data: Uint8Array }

/** A transaction message decoded from its wire bytes. */
export type SolanaMessage = {
  version: 'legacy' | 0
  /** Signatures required, read-only signed and read-only unsigned accounts (the message header). */
  header: { requiredSignatures: number; readonlySigned: number; readonlyUnsigned: number }
  /** The accounts the message names itself (the fee payer first). */
  staticAccountKeys: readonly string[]
  recentBlockhash: string
  instructions: readonly CompiledSolanaInstruction[]
  /** Version 0: the address lookup tables the message loads accounts from. */
  addressTableLookups: readonly { accountKey: string; writableIndexes: readonly number[]; readonlyIndexes: readonly number[] }[]
}

/** The transaction message could not be decoded (truncated or malformed bytes). */
export class InvalidSolanaTransactionError extends FoyerError<'INVALID_DATA'> {
  override name = 'InvalidSolanaTransactionError'
  constructor(reason: string) {
    super(`Invalid transaction request: ${reason}`, 'INVALID_DATA')
  }
}

/**
 * An instruction of a program the confirmation reads (System, SPL Token, Associated Token Account,
 * Raydium AMM v4, Jupiter v6) that it cannot read: another instruction of that program, or data
 * that does not match its layout.
 */
export class UnsupportedSolanaInstructionError extends FoyerError<'INVALID_DATA'> {
  override name = 'UnsupportedSolanaInstructionError'
  readonly programId: string
  constructor(program: string, programId: string, detail: string) {
    super(`Unsupported ${program} instruction: ${detail}`, 'INVALID_DATA')
    this.programId = programId
  }
}

class Reader {
  offset = 0
  constructor(readonly bytes: Uint8Array, readonly what = 'message') {}
  private need(n: number) {
    if (this.offset + n > this.bytes.length) throw new InvalidSolanaTransactionError(`the ${this.what} ends too early`)
  }
  u8(): number {
    this.need(1)
    return this.bytes[this.offset++]!
  }
  /** Solana's compact-u16 (1 to 3 bytes, 7 bits each). */
  shortVec(): number {
    let value = 0
    for (let shift = 0; shift < 21; shift += 7) {
      const byte = this.u8()
      value |= (byte & 0x7f) << shift
      if ((byte & 0x80) === 0) return value
    }
    throw new InvalidSolanaTransactionError('a length is too long')
  }
  take(n: number): Uint8Array {
    this.need(n)
    const out = this.bytes.subarray(this.offset, this.offset + n)
    this.offset += n
    return out
  }
  key(): string {
    return base58Encode(this.take(32))
  }
}

/**
 * Decodes a transaction message (legacy or version 0) from its wire bytes: what
 * `transaction.serializeMessage()` (legacy) or `transaction.message.serialize()` (versioned)
 * return. `loadedAddresses` (the writable then read-only accounts of its lookup tables, in order)
 * resolves the accounts a version-0 message loads; without them (or where one is null) those accounts are null.
 */
export function decodeSolanaMessage(bytes: Uint8Array, loadedAddresses?: { writable: readonly (string | null)[]; readonly: readonly (string | null)[] }): SolanaMessage {
  const r = new Reader(bytes)
  const first = r.u8()
  const versioned = (first & 0x80) !== 0
  if (versioned && (first & 0x7f) !== 0) throw new InvalidSolanaTransactionError(`message version ${first & 0x7f} is not supported`)
  const header = { requiredSignatures: versioned ? r.u8() : first, readonlySigned: r.u8(), readonlyUnsigned: r.u8() }
  const staticAccountKeys = Array.from({ length: r.shortVec() }, () => r.key())
  const recentBlockhash = r.key()
  const raw = Array.from({ length: r.shortVec() }, () => {
    const programIdIndex = r.u8()
    const accountIndexes = Array.from(r.take(r.shortVec()))
    const data = r.take(r.shortVec()).slice()
    return { programIdIndex, accountIndexes, data }
  })
  const addressTableLookups = versioned
    ? Array.from({ length: r.shortVec() }, () => ({
        accountKey: r.key(),
        writableIndexes: Array.from(r.take(r.shortVec())),
        readonlyIndexes: Array.from(r.take(r.shortVec())),
      }))
    : []
  if (r.offset !== bytes.length) throw new InvalidSolanaTransactionError('unexpected bytes after the message')
  const all: (string | null)[] = [...staticAccountKeys]
  const lookedUp = addressTableLookups.reduce((n, l) => n + l.writableIndexes.length + l.readonlyIndexes.length, 0)
  const loaded = loadedAddresses ? [...loadedAddresses.writable, ...loadedAddresses.readonly] : []
  for (let i = 0; i < lookedUp; i++) all.push(loaded[i] ?? null)
  const accountAt = (index: number) => {
    if (index >= all.length) throw new InvalidSolanaTransactionError(`account index ${index} is out of range`)
    return all[index]!
  }
  const instructions = raw.map(({ programIdIndex, accountIndexes, data }) => {
    const programId = accountAt(programIdIndex)
    if (programId === null) throw new InvalidSolanaTransactionError('a program id comes from a lookup table')
    return { programId, accounts: accountIndexes.map(accountAt), data }
  })
  return { version: versioned ? 0 : 'legacy', header, staticAccountKeys, recentBlockhash, instructions, addressTableLookups }
}

// ── The instruction types ───────────────────────────────────────────────────

export { SOLANA_INSTRUCTION_TYPES, type SolanaInstruction, type SolanaInstructionType } from '../../types/solanaInstructions.js'

const u32 = (data: Uint8Array, at: number) => new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(at, true)
const u64 = (data: Uint8Array, at: number) => new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(at, true)
const u16 = (data: Uint8Array, at: number) => new DataView(data.buffer, data.byteOffset, data.byteLength).getUint16(at, true)

const SYSTEM_NAMES = ['CreateAccount', 'Assign', 'Transfer', 'CreateAccountWithSeed', 'AdvanceNonceAccount', 'WithdrawNonceAccount', 'InitializeNonceAccount', 'AuthorizeNonceAccount', 'Allocate', 'AllocateWithSeed', 'AssignWithSeed', 'TransferWithSeed', 'UpgradeNonceAccount']
const TOKEN_NAMES = ['InitializeMint', 'InitializeAccount', 'InitializeMultisig', 'Transfer', 'Approve', 'Revoke', 'SetAuthority', 'MintTo', 'Burn', 'CloseAccount', 'FreezeAccount', 'ThawAccount', 'TransferChecked', 'ApproveChecked', 'MintToChecked', 'BurnChecked', 'InitializeAccount2', 'SyncNative', 'InitializeAccount3']

/** Anchor discriminators of Jupiter v6: sha256('global:route') and sha256('global:shared_accounts_route'), first 8 bytes. */
export const JUPITER_ROUTE_DISCRIMINATOR = Uint8Array.of(229, 23, 203, 151, 122, 227, 173, 42)
export const JUPITER_SHARED_ACCOUNTS_ROUTE_DISCRIMINATOR = Uint8Array.of(193, 32, 155, 51, 65, 214, 156, 129)
/** What ends both Jupiter routes' data: in_amount u64, quoted_out_amount u64, slippage_bps u16, platform_fee_bps u8. */
const JUPITER_TAIL = 19

const startsWith = (data: Uint8Array, prefix: Uint8Array) => data.length >= prefix.length && prefix.every((b, i) => data[i] === b)

/** Checks the data length and account count of a known instruction; a mismatch is unsupported. */
function expectLayout(program: string, ix: CompiledSolanaInstruction, name: string, dataLength: number | [number, number], accounts: number) {
  const [min, max] = typeof dataLength === 'number' ? [dataLength, dataLength] : dataLength
  if (ix.data.length < min || ix.data.length > max || ix.accounts.length < accounts) {
    throw new UnsupportedSolanaInstructionError(program, ix.programId, `${name} does not match its layout`)
  }
}

function parseSystem(ix: CompiledSolanaInstruction): SolanaInstruction {
  const p = 'System Program'
  if (ix.data.length < 4) throw new UnsupportedSolanaInstructionError(p, ix.programId, 'no instruction tag')
  const tag = u32(ix.data, 0)
  const a = ix.accounts
  if (tag === 2) {
    expectLayout(p, ix, 'Transfer', 12, 2)
    return { type: 'sol-transfer', programId: ix.programId, from: a[0]!, to: a[1]!, lamports: u64(ix.data, 4) }
  }
  if (tag === 0) {
    expectLayout(p, ix, 'CreateAccount', 52, 2)
    return {
      type: 'create-account', programId: ix.programId, from: a[0]!, newAccount: a[1]!,
      lamports: u64(ix.data, 4), space: u64(ix.data, 12), owner: base58Encode(ix.data.subarray(20, 52)),
    }
  }
  throw new UnsupportedSolanaInstructionError(p, ix.programId, SYSTEM_NAMES[tag] ?? `#${tag}`)
}

function parseToken(ix: CompiledSolanaInstruction): SolanaInstruction {
  const p = 'Token Program'
  if (ix.data.length < 1) throw new UnsupportedSolanaInstructionError(p, ix.programId, 'no instruction tag')
  const tag = ix.data[0]!
  const a = ix.accounts
  const programId = ix.programId
  switch (tag) {
    case 3:
      expectLayout(p, ix, 'Transfer', 9, 3)
      return { type: 'spl-transfer', programId, source: a[0]!, destination: a[1]!, owner: a[2]!, amount: u64(ix.data, 1), mint: null, decimals: null, checked: false }
    case 12:
      expectLayout(p, ix, 'TransferChecked', 10, 4)
      return { type: 'spl-transfer', programId, source: a[0]!, mint: a[1]!, destination: a[2]!, owner: a[3]!, amount: u64(ix.data, 1), decimals: ix.data[9]!, checked: true }
    case 1:
      expectLayout(p, ix, 'InitializeAccount', 1, 3)
      return { type: 'spl-init-account', programId, account: a[0]!, mint: a[1]!, owner: a[2]! }
    case 16:
    case 18:
      expectLayout(p, ix, TOKEN_NAMES[tag]!, 33, 2)
      return { type: 'spl-init-account', programId, account: a[0]!, mint: a[1]!, owner: base58Encode(ix.data.subarray(1, 33)) }
    case 9:
      expectLayout(p, ix, 'CloseAccount', 1, 3)
      return { type: 'spl-close-account', programId, account: a[0]!, destination: a[1]!, owner: a[2]! }
    case 17:
      expectLayout(p, ix, 'SyncNative', 1, 1)
      return { type: 'spl-sync-native', programId, account: a[0]! }
    default:
      throw new UnsupportedSolanaInstructionError(p, programId, TOKEN_NAMES[tag] ?? `#${tag}`)
  }
}

function parseAssociatedToken(ix: CompiledSolanaInstruction): SolanaInstruction {
  const p = 'Associated Token Account Program'
  const tag = ix.data.length === 0 ? 0 : ix.data[0]!
  if (tag !== 0 && tag !== 1) throw new UnsupportedSolanaInstructionError(p, ix.programId, tag === 2 ? 'RecoverNested' : `#${tag}`)
  expectLayout(p, ix, tag === 0 ? 'Create' : 'CreateIdempotent', [0, 1], 4)
  const a = ix.accounts
  return { type: 'ata-creation', programId: ix.programId, payer: a[0]!, account: a[1]!, owner: a[2]!, mint: a[3]!, idempotent: tag === 1 }
}

function parseRaydium(ix: CompiledSolanaInstruction): SolanaInstruction {
  const p = 'Raydium AMM'
  const tag = ix.data[0]
  if (tag !== 9 && tag !== 11) throw new UnsupportedSolanaInstructionError(p, ix.programId, tag === undefined ? 'no instruction tag' : `#${tag}`)
  // 17 accounts, or 18 with the AMM's target orders; the user's source, destination and owner come last.
  expectLayout(p, ix, tag === 9 ? 'SwapBaseIn' : 'SwapBaseOut', 17, 17)
  const a = ix.accounts
  const n = a.length
  const common = { programId: ix.programId, amm: a[1]!, source: a[n - 3]!, destination: a[n - 2]!, owner: a[n - 1]! }
  return tag === 9
    ? { type: 'raydium-swap-base-in', ...common, amountIn: u64(ix.data, 1), minimumAmountOut: u64(ix.data, 9) }
    : { type: 'raydium-swap-base-out', ...common, maxAmountIn: u64(ix.data, 1), amountOut: u64(ix.data, 9) }
}

function parseJupiter(ix: CompiledSolanaInstruction): SolanaInstruction {
  const p = 'Jupiter'
  const a = ix.accounts
  const shared = startsWith(ix.data, JUPITER_SHARED_ACCOUNTS_ROUTE_DISCRIMINATOR)
  if (!shared && !startsWith(ix.data, JUPITER_ROUTE_DISCRIMINATOR)) throw new UnsupportedSolanaInstructionError(p, ix.programId, 'not a route')
  // The route plan (a vector of steps) sits between the discriminator (and the shared route's id) and the fixed tail.
  const head = shared ? 9 : 8
  // The smallest plan: an empty vector (4 bytes of length).
  expectLayout(p, ix, shared ? 'sharedAccountsRoute' : 'route', [head + 4 + JUPITER_TAIL, Number.MAX_SAFE_INTEGER], shared ? 13 : 9)
  const t = ix.data.length - JUPITER_TAIL
  const amounts = { inAmount: u64(ix.data, t), quotedOutAmount: u64(ix.data, t + 8), slippageBps: u16(ix.data, t + 16), platformFeeBps: ix.data[t + 18]! }
  return shared
    ? { type: 'jupiter-shared-accounts-route', programId: ix.programId, owner: a[2]!, source: a[3]!, destination: a[6]!, sourceMint: a[7]!, destinationMint: a[8]!, ...amounts }
    : { type: 'jupiter-route', programId: ix.programId, owner: a[1]!, source: a[2]!, destination: a[3]!, sourceMint: null, destinationMint: a[5]!, ...amounts }
}

const PARSERS: Record<string, (ix: CompiledSolanaInstruction) => SolanaInstruction> = {
  [SYSTEM_PROGRAM_ID]: parseSystem,
  [TOKEN_PROGRAM_ID]: parseToken,
  [TOKEN_2022_PROGRAM_ID]: parseToken,
  [ASSOCIATED_TOKEN_PROGRAM_ID]: parseAssociatedToken,
  [RAYDIUM_AMM_V4_PROGRAM_ID]: parseRaydium,
  [JUPITER_V6_PROGRAM_ID]: parseJupiter,
}

/**
 * Parses one instruction: a program the kit reads gives its type; another program gives
 * `unknown`. Throws `UnsupportedSolanaInstructionError` for an instruction of a program the kit
 * reads that it cannot parse (another of its instructions, or data off its layout).
 */
export function parseSolanaInstruction(ix: CompiledSolanaInstruction): SolanaInstruction {
  const parse = PARSERS[ix.programId]
  return parse ? parse(ix) : { type: 'unknown', programId: ix.programId, accounts: ix.accounts, data: ix.data }
}

/** Parses every instruction of a message, in order (throws as `parseSolanaInstruction`). */
export const parseSolanaInstructions = (message: Pick<SolanaMessage, 'instructions'>): SolanaInstruction[] =>
  message.instructions.map(parseSolanaInstruction)
