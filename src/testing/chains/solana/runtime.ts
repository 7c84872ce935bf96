/**
 * The Solana runtime behind the dev RPC: litesvm (the real SVM, programs and fees) plus what a
 * cluster adds around it — slots and block height that advance as transactions land (one block
 * per landed transaction), recent blockhashes valid for 150 blocks, a history of landed
 * transactions with their metas (fee, balances, token balances, logs), and the decoding of wire
 * transactions (legacy and v0, address lookup tables resolved).
 */
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import { address, getTransactionDecoder, lamports, signature as toSignature, type Transaction as KitTransaction } from '@solana/kit'
import { AddressLookupTableAccount, PublicKey, VersionedTransaction, type VersionedMessage } from '@solana/web3.js'
import { base58Encode } from '../../base58.js'
import { RpcError, transactionErrorJson, type TransactionErrorJson } from './errors.js'
import { readMint, readTokenAccount, uiTokenAmount, type RuntimeAccount, type UiTokenAmount } from './encoding.js'
import { SYSTEM_PROGRAM } from './instructions.js'

/** Blocks a blockhash stays valid (a node's MAX_PROCESSING_AGE). */
export const MAX_PROCESSING_AGE = 150
/** Largest wire transaction (a node's PACKET_DATA_SIZE). */
export const PACKET_DATA_SIZE = 1232
export const LAMPORTS_PER_SIGNATURE = 5000n
/** Landed transactions kept for getTransaction / getSignatureStatuses (oldest dropped first). */
const MAX_HISTORY = 20_000

const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'
const MAX_COMPUTE_UNIT_LIMIT = 1_400_000n
const DEFAULT_INSTRUCTION_COMPUTE_UNIT_LIMIT = 200_000n
const BUILTIN_INSTRUCTION_COMPUTE_UNIT_LIMIT = 3_000n
const BUILTIN_PROGRAMS = new Set([
  SYSTEM_PROGRAM, COMPUTE_BUDGET_PROGRAM, 'Vote111111111111111111111111111111111111111', 'Stake11111111111111111111111111111111111111',
  'Config1111111111111111111111111111111111111', 'BPFLoader1111111111111111111111111111111111', 'BPFLoader2111111111111111111111111111111111',
  'BPFLoaderUpgradeab1e11111111111111111111111', 'LoaderV411111111111111111111111111111111111', 'AddressLookupTab1e1111111111111111111111111',
])
const PRECOMPILES = new Set([
  'Ed25519SigVerify111111111111111111111111111', 'KeccakSecp256k11111111111111111111111111111', 'Secp256r1SigVerify1111111111111111111111111',
])

export interface TokenBalance {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: UiTokenAmount
}

export interface InnerInstructions {
  index: number
  instructions: { programIdIndex: number; accounts: number[]; data: Uint8Array; stackHeight: number }[]
}

export interface ReturnData {
  programId: string
  data: Uint8Array
}

/** A transaction that landed in a block (successfully or not: a failed one pays its fee). */
export interface LandedTransaction {
  signature: string
  slot: number
  blockTime: number
  wire: Uint8Array
  version: 'legacy' | 0 | 1
  /** Static keys, then the keys loaded from lookup tables (writable, then read-only). */
  accountKeys: string[]
  loadedAddresses: { writable: string[]; readonly: string[] }
  err: TransactionErrorJson | null
  fee: bigint
  preBalances: bigint[]
  postBalances: bigint[]
  preTokenBalances: TokenBalance[]
  postTokenBalances: TokenBalance[]
  logMessages: string[]
  innerInstructions: InnerInstructions[]
  computeUnitsConsumed: bigint
  returnData: ReturnData | null
}

/** A wire transaction, decoded once for the runtime and for the RPC answers. */
export interface DecodedTransaction {
  wire: Uint8Array
  transaction: VersionedTransaction
  kit: KitTransaction
  signature: string
  version: 'legacy' | 0 | 1
  blockhash: string
  usesDurableNonce: boolean
}

export interface SimulationOutcome {
  err: TransactionErrorJson | null
  logs: string[]
  unitsConsumed: bigint
  returnData: ReturnData | null
  innerInstructions: InnerInstructions[]
  accountKeys: string[]
  /** Accounts after the simulated transaction (only the transaction's own accounts). */
  postAccounts: Map<string, RuntimeAccount>
}

export type ExecutionOutcome =
  | { landed: true; record: LandedTransaction }
  | { landed: false; err: TransactionErrorJson }

export interface SolanaRuntimeOptions {
  /** Wall clock (ms) for block times and the Clock sysvar. */
  now: () => number
  /** Called after a transaction lands (its block is then closed). */
  onLanded?: (record: LandedTransaction, runtime: SolanaRuntime) => void
  /** Called after slots advanced (a landed transaction's block, or `advance()`). */
  onSlot?: (slot: number) => void
}

const transactionDecoder = getTransactionDecoder()

function innerInstructionsOf(meta: TransactionMetadata): InnerInstructions[] {
  return meta
    .innerInstructions()
    .map((list, index) => ({
      index,
      instructions: list.map((inner) => {
        const ix = inner.instruction()
        return { programIdIndex: ix.programIdIndex(), accounts: [...ix.accounts()], data: ix.data(), stackHeight: inner.stackHeight() }
      }),
    }))
    .filter((entry) => entry.instructions.length > 0)
}

function returnDataOf(meta: TransactionMetadata): ReturnData | null {
  const data = meta.returnData()
  const bytes = data.data()
  return bytes.length ? { programId: base58Encode(data.programId()), data: bytes } : null
}

export class SolanaRuntime {
  readonly svm: LiteSVM
  slot = 0
  blockHeight = 0
  transactionCount = 0
  private readonly blockhashes = new Map<string, number>()
  private latest!: { blockhash: string; lastValidBlockHeight: number }
  private readonly records = new Map<string, LandedTransaction>()
  private readonly byAddress = new Map<string, string[]>()

  constructor(private readonly options: SolanaRuntimeOptions) {
    // Blockhashes are checked here (any of the last 150 blocks), not by litesvm (only the latest).
    this.svm = new LiteSVM().withBlockhashCheck(false)
    this.closeBlock(0)
  }

  // --- state ---------------------------------------------------------------------------------

  account(key: string): RuntimeAccount | null {
    const account = this.svm.getAccount(address(key))
    if (!account.exists) return null
    return { lamports: BigInt(account.lamports), owner: account.programAddress, executable: account.executable, data: account.data }
  }

  balance(key: string): bigint {
    return BigInt(this.svm.getBalance(address(key)) ?? 0n)
  }

  setAccount(key: string, account: RuntimeAccount): void {
    this.svm.setAccount({
      address: address(key),
      lamports: lamports(account.lamports),
      programAddress: address(account.owner),
      executable: account.executable,
      space: BigInt(account.data.length),
      data: account.data,
    })
  }

  decimalsOf = (mint: string): number | null => readMint(this.account(mint))?.decimals ?? null

  /** Accounts owned by a program (token accounts of a token program, …). */
  programAccounts(program: string): { pubkey: string; account: RuntimeAccount }[] {
    return this.svm.getProgramAccounts(address(program)).map((a) => ({
      pubkey: a.address,
      account: { lamports: BigInt(a.lamports), owner: a.programAddress, executable: a.executable, data: a.data as Uint8Array },
    }))
  }

  minimumBalanceForRentExemption(dataLength: number): bigint {
    return this.svm.minimumBalanceForRentExemption(BigInt(dataLength))
  }

  // --- blocks and blockhashes ----------------------------------------------------------------

  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number } {
    return { ...this.latest }
  }

  isBlockhashValid(blockhash: string): boolean {
    const lastValid = this.blockhashes.get(blockhash)
    return lastValid !== undefined && this.blockHeight <= lastValid
  }

  /** Produces `count` empty blocks (slots and block height advance; older blockhashes expire). */
  advance(count: number): void {
    if (count > 0) this.closeBlock(count)
  }

  private closeBlock(count: number): void {
    this.slot += count
    this.blockHeight += count
    if (count > 0) this.svm.expireBlockhash()
    this.svm.warpToSlot(BigInt(this.slot))
    const clock = this.svm.getClock()
    clock.unixTimestamp = BigInt(Math.floor(this.options.now() / 1000))
    this.svm.setClock(clock)
    const blockhash = this.svm.latestBlockhash()
    this.latest = { blockhash, lastValidBlockHeight: this.blockHeight + MAX_PROCESSING_AGE }
    this.blockhashes.set(blockhash, this.latest.lastValidBlockHeight)
    for (const [hash, lastValid] of this.blockhashes) if (lastValid < this.blockHeight) this.blockhashes.delete(hash)
    if (count > 0) this.options.onSlot?.(this.slot)
  }

  // --- transactions --------------------------------------------------------------------------

  /** Decodes a wire transaction; -32602 as a node answers when it cannot. */
  decode(wire: Uint8Array): DecodedTransaction {
    let transaction: VersionedTransaction
    let kit: KitTransaction
    try {
      transaction = VersionedTransaction.deserialize(wire)
      kit = transactionDecoder.decode(wire)
    } catch (error) {
      throw new RpcError(-32602, `failed to deserialize solana_transaction::versioned::VersionedTransaction: ${(error as Error).message}`)
    }
    const { message } = transaction
    if (transaction.signatures.length === 0 || transaction.signatures.length !== message.header.numRequiredSignatures) {
      throw new RpcError(-32602, 'invalid transaction: Transaction failed to sanitize accounts offsets correctly')
    }
    const first = message.compiledInstructions[0]
    const firstProgram = first ? message.staticAccountKeys[first.programIdIndex]?.toBase58() : undefined
    const usesDurableNonce =
      firstProgram === SYSTEM_PROGRAM && first!.data.length >= 4 && new DataView(first!.data.buffer, first!.data.byteOffset).getUint32(0, true) === 4
    return {
      wire,
      transaction,
      kit,
      signature: base58Encode(transaction.signatures[0]!),
      version: message.version,
      blockhash: message.recentBlockhash,
      usesDurableNonce,
    }
  }

  /** All keys of a message (static, then loaded from lookup tables), or null when a table is missing. */
  resolveKeys(message: VersionedMessage): { keys: string[]; loaded: { writable: string[]; readonly: string[] } } | null {
    const keys = message.staticAccountKeys.map((k) => k.toBase58())
    const loaded = { writable: [] as string[], readonly: [] as string[] }
    for (const lookup of message.addressTableLookups) {
      const table = this.account(lookup.accountKey.toBase58())
      if (!table) return null
      let addresses: PublicKey[]
      try {
        addresses = AddressLookupTableAccount.deserialize(table.data).addresses
      } catch {
        return null
      }
      for (const i of lookup.writableIndexes) {
        const key = addresses[i]
        if (!key) return null
        loaded.writable.push(key.toBase58())
      }
      for (const i of lookup.readonlyIndexes) {
        const key = addresses[i]
        if (!key) return null
        loaded.readonly.push(key.toBase58())
      }
    }
    return { keys: [...keys, ...loaded.writable, ...loaded.readonly], loaded }
  }

  /** The fee a node charges for a message: 5000 lamports a signature plus the priority fee. */
  feeForMessage(message: VersionedMessage): bigint {
    let signatures = BigInt(message.header.numRequiredSignatures)
    let limit: bigint | null = null
    let price = 0n
    let defaultLimit = 0n
    for (const ix of message.compiledInstructions) {
      const program = message.staticAccountKeys[ix.programIdIndex]?.toBase58() ?? ''
      const data = ix.data
      const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
      if (program === COMPUTE_BUDGET_PROGRAM) {
        if (data[0] === 2 && data.length >= 5) limit = BigInt(view.getUint32(1, true))
        if (data[0] === 3 && data.length >= 9) price = view.getBigUint64(1, true)
      }
      if (PRECOMPILES.has(program) && data.length > 0) signatures += BigInt(data[0]!)
      defaultLimit += BUILTIN_PROGRAMS.has(program) ? BUILTIN_INSTRUCTION_COMPUTE_UNIT_LIMIT : DEFAULT_INSTRUCTION_COMPUTE_UNIT_LIMIT
    }
    const units = (limit ?? defaultLimit) < MAX_COMPUTE_UNIT_LIMIT ? (limit ?? defaultLimit) : MAX_COMPUTE_UNIT_LIMIT
    const priority = (price * units + 999_999n) / 1_000_000n
    return signatures * LAMPORTS_PER_SIGNATURE + priority
  }

  /** Runs a transaction without committing it. */
  simulate(tx: DecodedTransaction, { sigVerify, replaceRecentBlockhash }: { sigVerify: boolean; replaceRecentBlockhash: boolean }): SimulationOutcome {
    const resolved = this.resolveKeys(tx.transaction.message)
    const accountKeys = resolved?.keys ?? tx.transaction.message.staticAccountKeys.map((k) => k.toBase58())
    const empty = (err: TransactionErrorJson): SimulationOutcome => ({
      err, logs: [], unitsConsumed: 0n, returnData: null, innerInstructions: [], accountKeys, postAccounts: new Map(),
    })
    if (!replaceRecentBlockhash && !tx.usesDurableNonce && !this.isBlockhashValid(tx.blockhash)) return empty('BlockhashNotFound')
    let result
    this.svm.withSigverify(sigVerify)
    try {
      result = this.svm.simulateTransaction(tx.kit)
    } catch {
      return empty('SignatureFailure') // a signature is missing (all zeros)
    } finally {
      this.svm.withSigverify(true)
    }
    if (result instanceof FailedTransactionMetadata) {
      const meta = result.meta()
      return {
        err: transactionErrorJson(result.err()),
        logs: meta.logs(),
        unitsConsumed: meta.computeUnitsConsumed(),
        returnData: returnDataOf(meta),
        innerInstructions: innerInstructionsOf(meta),
        accountKeys,
        postAccounts: new Map(),
      }
    }
    const meta = result.meta()
    const postAccounts = new Map<string, RuntimeAccount>()
    for (const a of result.postAccounts()) {
      postAccounts.set(a.address, { lamports: BigInt(a.lamports), owner: a.programAddress, executable: a.executable, data: a.data as Uint8Array })
    }
    return {
      err: null,
      logs: meta.logs(),
      unitsConsumed: meta.computeUnitsConsumed(),
      returnData: returnDataOf(meta),
      innerInstructions: innerInstructionsOf(meta),
      accountKeys,
      postAccounts,
    }
  }

  /**
   * Executes a transaction for real. It lands (in the current slot, which then closes) when it
   * executes, successfully or not; it is dropped, as a node drops it, when it cannot be loaded
   * (expired blockhash, bad signature, already processed, no funds for the fee …).
   */
  execute(tx: DecodedTransaction): ExecutionOutcome {
    if (!tx.usesDurableNonce && !this.isBlockhashValid(tx.blockhash)) return { landed: false, err: 'BlockhashNotFound' }
    const resolved = this.resolveKeys(tx.transaction.message)
    const keys = resolved?.keys ?? tx.transaction.message.staticAccountKeys.map((k) => k.toBase58())
    const preBalances = keys.map((k) => this.balance(k))
    const preTokenBalances = this.tokenBalances(keys)
    let result
    try {
      result = this.svm.sendTransaction(tx.kit)
    } catch {
      return { landed: false, err: 'SignatureFailure' }
    }
    let err: TransactionErrorJson | null = null
    let meta: TransactionMetadata
    if (result instanceof FailedTransactionMetadata) {
      err = transactionErrorJson(result.err())
      meta = result.meta()
      const landed = err !== 'AlreadyProcessed' && this.svm.getTransaction(toSignature(tx.signature)) !== null
      if (!landed) return { landed: false, err }
    } else {
      meta = result
    }
    const postBalances = keys.map((k) => this.balance(k))
    const fee = preBalances.reduce((a, b) => a + b, 0n) - postBalances.reduce((a, b) => a + b, 0n)
    const record: LandedTransaction = {
      signature: tx.signature,
      slot: this.slot,
      blockTime: Math.floor(this.options.now() / 1000),
      wire: tx.wire,
      version: tx.version,
      accountKeys: keys,
      loadedAddresses: resolved?.loaded ?? { writable: [], readonly: [] },
      err,
      fee,
      preBalances,
      postBalances,
      preTokenBalances,
      postTokenBalances: this.tokenBalances(keys),
      logMessages: meta.logs(),
      innerInstructions: innerInstructionsOf(meta),
      computeUnitsConsumed: meta.computeUnitsConsumed(),
      returnData: returnDataOf(meta),
    }
    this.remember(record)
    this.transactionCount++
    this.closeBlock(1)
    this.options.onLanded?.(record, this)
    return { landed: true, record }
  }

  private tokenBalances(keys: string[]): TokenBalance[] {
    const balances: TokenBalance[] = []
    keys.forEach((key, accountIndex) => {
      const token = readTokenAccount(this.account(key))
      if (!token) return
      const decimals = this.decimalsOf(token.mint) ?? 0
      balances.push({ accountIndex, mint: token.mint, owner: token.owner, programId: token.programId, uiTokenAmount: uiTokenAmount(token.amount, decimals) })
    })
    return balances
  }

  private remember(record: LandedTransaction): void {
    this.records.set(record.signature, record)
    for (const key of new Set(record.accountKeys)) {
      const list = this.byAddress.get(key) ?? []
      list.push(record.signature)
      this.byAddress.set(key, list)
    }
    if (this.records.size > MAX_HISTORY) {
      const [oldest] = this.records.keys()
      const dropped = this.records.get(oldest!)!
      this.records.delete(oldest!)
      for (const key of new Set(dropped.accountKeys)) {
        const list = this.byAddress.get(key)
        if (list?.[0] === oldest) list!.shift()
        if (list?.length === 0) this.byAddress.delete(key)
      }
    }
  }

  transaction(signature: string): LandedTransaction | undefined {
    return this.records.get(signature)
  }

  /** Signatures of landed transactions that touched `key`, newest first. */
  signaturesFor(key: string): string[] {
    return [...(this.byAddress.get(key) ?? [])].reverse()
  }
}
