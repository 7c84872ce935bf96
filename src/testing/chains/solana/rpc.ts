/**
 * The Solana JSON-RPC methods a wallet uses, answered from the local runtime with the shapes a
 * node answers (`{ context: { apiVersion, slot }, value }`, base58 / base64 / jsonParsed data,
 * `-32002 Transaction simulation failed: …` with logs, …).
 */
import { VersionedMessage, VersionedTransaction } from '@solana/web3.js'
import { base58Decode, base58Encode } from '../../base58.js'
import type { SolanaRpcMethod } from './constants.js'
import { invalidParams, RpcError, transactionErrorText } from './errors.js'
import {
  accountConfig, encodeAccount, isTokenProgram, pubkeyParam, readMint, readTokenAccount, uiTokenAmount, type RuntimeAccount,
} from './encoding.js'
import { parsedInstruction } from './instructions.js'
import { PACKET_DATA_SIZE, type InnerInstructions, type LandedTransaction, type ReturnData, type SolanaRuntime } from './runtime.js'

/** The node version `getVersion` reports (litesvm runs the Agave 2.x/3.x SVM). */
export const SOLANA_CORE_VERSION = '2.3.0'
const FEATURE_SET = 3294202862

const MAX_BASE58_TRANSACTION = 1683
const MAX_BASE64_TRANSACTION = 1644
const MAX_MULTIPLE_ACCOUNTS = 100
const MAX_SIGNATURE_STATUSES = 256
const MAX_SIGNATURES_FOR_ADDRESS = 1000
const MAX_DATA_LENGTH = 10 * 1024 * 1024
/** requestAirdrop's cap per request (1000 SOL). */
export const MAX_AIRDROP_LAMPORTS = 1000n * 1_000_000_000n

export interface RpcContext {
  runtime(): SolanaRuntime
  genesisHash: string
  /** A real transfer from the faucet key; returns its signature. */
  airdrop(to: string, lamports: bigint): string
}

type Config = Record<string, unknown>
type Method = (params: unknown[], rpc: RpcContext) => unknown

const config = (value: unknown): Config => {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidParams('invalid type: expected a config object')
  return value as Config
}

function checkMinContextSlot(c: Config, runtime: SolanaRuntime) {
  const min = c.minContextSlot
  if (typeof min === 'number' && min > runtime.slot) {
    throw new RpcError(-32016, 'Minimum context slot has not been reached', { contextSlot: runtime.slot })
  }
}

const withContext = (runtime: SolanaRuntime, value: unknown) => ({
  context: { apiVersion: SOLANA_CORE_VERSION, slot: runtime.slot },
  value,
})

function decodeTransactionParam(value: unknown, encoding: unknown): Uint8Array {
  if (typeof value !== 'string') throw invalidParams('invalid type: expected an encoded transaction string')
  const name = 'solana_transaction::versioned::VersionedTransaction'
  let bytes: Uint8Array | null
  if (encoding === undefined || encoding === 'base58') {
    if (value.length > MAX_BASE58_TRANSACTION) {
      throw new RpcError(-32602, `base58 encoded ${name} too large: ${value.length} bytes (max: encoded/raw ${MAX_BASE58_TRANSACTION}/${PACKET_DATA_SIZE})`)
    }
    bytes = base58Decode(value)
    if (!bytes) throw new RpcError(-32602, 'invalid base58 encoding: InvalidCharacter')
  } else if (encoding === 'base64') {
    if (value.length > MAX_BASE64_TRANSACTION) {
      throw new RpcError(-32602, `base64 encoded ${name} too large: ${value.length} bytes (max: encoded/raw ${MAX_BASE64_TRANSACTION}/${PACKET_DATA_SIZE})`)
    }
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value) || value.length % 4 !== 0) throw new RpcError(-32602, 'invalid base64 encoding: InvalidByte')
    bytes = new Uint8Array(Buffer.from(value, 'base64'))
  } else {
    throw new RpcError(-32602, `unsupported encoding: ${String(encoding)}. Supported encodings: base58, base64`)
  }
  if (bytes.length > PACKET_DATA_SIZE) {
    throw new RpcError(-32602, `decoded ${name} too large: ${bytes.length} bytes (max: ${PACKET_DATA_SIZE} bytes)`)
  }
  return bytes
}

const returnDataJson = (data: ReturnData | null) =>
  data ? { programId: data.programId, data: [Buffer.from(data.data).toString('base64'), 'base64'] } : null

function innerInstructionsJson(inner: InnerInstructions[], keys: string[], parsed: boolean) {
  return inner.map(({ index, instructions }) => ({
    index,
    instructions: instructions.map((ix) =>
      parsed
        ? parsedInstruction(keys[ix.programIdIndex] ?? '', ix.accounts.map((i) => keys[i] ?? ''), ix.data, ix.stackHeight)
        : { accounts: ix.accounts, data: base58Encode(ix.data), programIdIndex: ix.programIdIndex, stackHeight: ix.stackHeight },
    ),
  }))
}

function simulationValue(
  rpc: RpcContext,
  outcome: ReturnType<SolanaRuntime['simulate']>,
  c: Config,
  replaced: boolean,
) {
  const runtime = rpc.runtime()
  let accounts: unknown = null
  if (c.accounts !== undefined && c.accounts !== null) {
    const spec = config(c.accounts)
    if (!Array.isArray(spec.addresses)) throw invalidParams('accounts.addresses must be an array')
    if (spec.addresses.length > outcome.accountKeys.length) {
      throw new RpcError(-32602, `Too many accounts provided; max ${outcome.accountKeys.length}`)
    }
    const encoding = accountConfig({ encoding: spec.encoding ?? 'base64' }, 'base64')
    if (encoding.encoding === 'base58' || encoding.encoding === 'binary') throw new RpcError(-32602, 'base58 encoding not supported')
    accounts = spec.addresses.map((key) => {
      const k = pubkeyParam(key)
      const account: RuntimeAccount | null = outcome.postAccounts.get(k) ?? runtime.account(k)
      return account ? encodeAccount(account, encoding, runtime.decimalsOf) : null
    })
  }
  return {
    err: outcome.err,
    logs: outcome.logs,
    accounts,
    unitsConsumed: outcome.unitsConsumed,
    returnData: returnDataJson(outcome.returnData),
    innerInstructions: c.innerInstructions === true ? innerInstructionsJson(outcome.innerInstructions, outcome.accountKeys, true) : null,
    replacementBlockhash: replaced ? runtime.latestBlockhash() : null,
  }
}

function signatureParam(value: unknown): string {
  if (typeof value !== 'string') throw invalidParams('invalid type: expected a base58 signature string')
  const bytes = value.length <= 88 ? base58Decode(value) : null
  if (!bytes || bytes.length !== 64) throw new RpcError(-32602, 'Invalid param: WrongSize')
  return value
}

/** The `transaction` and `meta` of getTransaction in one of its encodings. */
function transactionResult(record: LandedTransaction, encoding: string, withVersion: boolean) {
  const tx = VersionedTransaction.deserialize(record.wire)
  const message = tx.message
  const parsed = encoding === 'jsonParsed'
  const keys = record.accountKeys
  const staticCount = message.staticAccountKeys.length
  const programIndexes = new Set(message.compiledInstructions.map((ix) => ix.programIdIndex))
  const lookups =
    message.version === 0
      ? message.addressTableLookups.map((l) => ({ accountKey: l.accountKey.toBase58(), readonlyIndexes: l.readonlyIndexes, writableIndexes: l.writableIndexes }))
      : undefined
  const signatures = tx.signatures.map((s) => base58Encode(s))

  let transaction: unknown
  if (encoding === 'base64') {
    transaction = [Buffer.from(record.wire).toString('base64'), 'base64']
  } else if (encoding === 'base58') {
    transaction = [base58Encode(record.wire), 'base58']
  } else if (parsed) {
    transaction = {
      message: {
        accountKeys: keys.map((pubkey, i) => ({
          pubkey,
          signer: i < staticCount && message.isAccountSigner(i),
          source: i < staticCount ? 'transaction' : 'lookupTable',
          writable: i < staticCount ? message.isAccountWritable(i) && !programIndexes.has(i) : i < staticCount + record.loadedAddresses.writable.length,
        })),
        instructions: message.compiledInstructions.map((ix) =>
          parsedInstruction(keys[ix.programIdIndex] ?? '', ix.accountKeyIndexes.map((i) => keys[i] ?? ''), ix.data, null),
        ),
        recentBlockhash: message.recentBlockhash,
        ...(lookups ? { addressTableLookups: lookups } : {}),
      },
      signatures,
    }
  } else {
    transaction = {
      message: {
        accountKeys: keys.slice(0, staticCount),
        header: message.header,
        instructions: message.compiledInstructions.map((ix) => ({
          accounts: ix.accountKeyIndexes,
          data: base58Encode(ix.data),
          programIdIndex: ix.programIdIndex,
          stackHeight: null,
        })),
        recentBlockhash: message.recentBlockhash,
        ...(lookups ? { addressTableLookups: lookups } : {}),
      },
      signatures,
    }
  }
  const meta: Record<string, unknown> = {
    computeUnitsConsumed: record.computeUnitsConsumed,
    err: record.err,
    fee: record.fee,
    innerInstructions: innerInstructionsJson(record.innerInstructions, keys, parsed),
    logMessages: record.logMessages,
    postBalances: record.postBalances,
    postTokenBalances: record.postTokenBalances,
    preBalances: record.preBalances,
    preTokenBalances: record.preTokenBalances,
    rewards: [],
    status: record.err === null ? { Ok: null } : { Err: record.err },
  }
  if (!parsed) meta.loadedAddresses = record.loadedAddresses
  if (record.returnData) meta.returnData = returnDataJson(record.returnData)
  return {
    blockTime: record.blockTime,
    meta,
    slot: record.slot,
    transaction,
    ...(withVersion ? { version: record.version } : {}),
  }
}

function statusOf(record: LandedTransaction | undefined) {
  if (!record) return null
  return {
    confirmationStatus: 'finalized',
    confirmations: null,
    err: record.err,
    slot: record.slot,
    status: record.err === null ? { Ok: null } : { Err: record.err },
  }
}

function tokenAccountsByOwner(params: unknown[], rpc: RpcContext) {
  const runtime = rpc.runtime()
  const owner = pubkeyParam(params[0])
  const filter = config(params[1])
  const c = config(params[2])
  checkMinContextSlot(c, runtime)
  const encoding = accountConfig(c, 'binary')
  let programs: string[]
  let mint: string | undefined
  if (typeof filter.mint === 'string' && filter.programId === undefined) {
    mint = pubkeyParam(filter.mint)
    const mintAccount = runtime.account(mint)
    if (!mintAccount || !readMint(mintAccount)) throw new RpcError(-32602, 'Invalid param: could not find mint')
    programs = [mintAccount.owner]
  } else if (typeof filter.programId === 'string' && filter.mint === undefined) {
    const program = pubkeyParam(filter.programId)
    if (!isTokenProgram(program)) throw new RpcError(-32602, 'Invalid param: unrecognized Token program id')
    programs = [program]
  } else {
    throw invalidParams('expected exactly one of `mint` or `programId`')
  }
  const value = programs.flatMap((program) =>
    runtime
      .programAccounts(program)
      .filter(({ account }) => {
        const token = readTokenAccount(account)
        return token !== null && token.owner === owner && (mint === undefined || token.mint === mint)
      })
      .map(({ pubkey, account }) => ({ account: encodeAccount(account, encoding, runtime.decimalsOf), pubkey })),
  )
  return withContext(runtime, value)
}

function nonNegativeInteger(value: unknown, name: string, max: number): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || value > max) {
    throw invalidParams(`${name} must be an integer from 0 to ${max}`)
  }
  return value
}

// Every method of SOLANA_RPC_METHODS, and only those.
const methods: Record<SolanaRpcMethod, Method> = {
  getHealth: () => 'ok',
  getVersion: () => ({ 'feature-set': FEATURE_SET, 'solana-core': SOLANA_CORE_VERSION }),
  getGenesisHash: (_p, rpc) => rpc.genesisHash,
  getSlot: (p, rpc) => {
    checkMinContextSlot(config(p[0]), rpc.runtime())
    return rpc.runtime().slot
  },
  getBlockHeight: (p, rpc) => {
    checkMinContextSlot(config(p[0]), rpc.runtime())
    return rpc.runtime().blockHeight
  },
  getTransactionCount: (_p, rpc) => rpc.runtime().transactionCount,
  getFirstAvailableBlock: () => 0,
  getEpochInfo: (_p, rpc) => {
    const runtime = rpc.runtime()
    return {
      absoluteSlot: runtime.slot,
      blockHeight: runtime.blockHeight,
      epoch: 0,
      slotIndex: runtime.slot,
      slotsInEpoch: 432000,
      transactionCount: runtime.transactionCount,
    }
  },
  getRecentPrioritizationFees: (_p, rpc) => [{ prioritizationFee: 0, slot: rpc.runtime().slot }],
  getLatestBlockhash: (p, rpc) => {
    checkMinContextSlot(config(p[0]), rpc.runtime())
    return withContext(rpc.runtime(), rpc.runtime().latestBlockhash())
  },
  isBlockhashValid: (p, rpc) => {
    if (typeof p[0] !== 'string') throw invalidParams('invalid type: expected a blockhash string')
    checkMinContextSlot(config(p[1]), rpc.runtime())
    return withContext(rpc.runtime(), rpc.runtime().isBlockhashValid(p[0]))
  },
  getBalance: (p, rpc) => {
    const key = pubkeyParam(p[0])
    checkMinContextSlot(config(p[1]), rpc.runtime())
    return withContext(rpc.runtime(), rpc.runtime().balance(key))
  },
  getAccountInfo: (p, rpc) => {
    const runtime = rpc.runtime()
    const key = pubkeyParam(p[0])
    const c = config(p[1])
    checkMinContextSlot(c, runtime)
    const encoding = accountConfig(c, 'binary')
    const account = runtime.account(key)
    return withContext(runtime, account ? encodeAccount(account, encoding, runtime.decimalsOf) : null)
  },
  getMultipleAccounts: (p, rpc) => {
    const runtime = rpc.runtime()
    if (!Array.isArray(p[0])) throw invalidParams('invalid type: expected an array of public keys')
    if (p[0].length > MAX_MULTIPLE_ACCOUNTS) throw new RpcError(-32602, `Too many inputs provided; max ${MAX_MULTIPLE_ACCOUNTS}`)
    const keys = p[0].map(pubkeyParam)
    const c = config(p[1])
    checkMinContextSlot(c, runtime)
    const encoding = accountConfig(c, 'base64')
    return withContext(
      runtime,
      keys.map((key) => {
        const account = runtime.account(key)
        return account ? encodeAccount(account, encoding, runtime.decimalsOf) : null
      }),
    )
  },
  getTokenAccountsByOwner: tokenAccountsByOwner,
  getTokenAccountBalance: (p, rpc) => {
    const runtime = rpc.runtime()
    const key = pubkeyParam(p[0])
    checkMinContextSlot(config(p[1]), runtime)
    const account = runtime.account(key)
    if (!account) throw new RpcError(-32602, 'Invalid param: could not find account')
    const token = readTokenAccount(account)
    if (!token) throw new RpcError(-32602, 'Invalid param: not a Token account')
    const decimals = runtime.decimalsOf(token.mint)
    if (decimals === null) throw new RpcError(-32602, 'Invalid param: could not find mint')
    return withContext(runtime, uiTokenAmount(token.amount, decimals))
  },
  getTokenSupply: (p, rpc) => {
    const runtime = rpc.runtime()
    const key = pubkeyParam(p[0])
    const mint = readMint(runtime.account(key))
    if (!mint) throw new RpcError(-32602, 'Invalid param: not a Token mint')
    return withContext(runtime, uiTokenAmount(mint.supply, mint.decimals))
  },
  getMinimumBalanceForRentExemption: (p, rpc) =>
    rpc.runtime().minimumBalanceForRentExemption(nonNegativeInteger(p[0], 'data length', MAX_DATA_LENGTH)),
  getFeeForMessage: (p, rpc) => {
    const runtime = rpc.runtime()
    if (typeof p[0] !== 'string') throw invalidParams('invalid type: expected a base64 message string')
    checkMinContextSlot(config(p[1]), runtime)
    let message: VersionedMessage
    try {
      message = VersionedMessage.deserialize(new Uint8Array(Buffer.from(p[0], 'base64')))
    } catch (error) {
      throw invalidParams(`failed to deserialize the message: ${(error as Error).message}`)
    }
    return withContext(runtime, runtime.isBlockhashValid(message.recentBlockhash) ? runtime.feeForMessage(message) : null)
  },
  simulateTransaction: (p, rpc) => {
    const runtime = rpc.runtime()
    const c = config(p[1])
    checkMinContextSlot(c, runtime)
    const sigVerify = c.sigVerify === true
    const replace = c.replaceRecentBlockhash === true
    if (sigVerify && replace) throw new RpcError(-32602, 'sigVerify may not be used with replaceRecentBlockhash')
    const tx = runtime.decode(decodeTransactionParam(p[0], c.encoding))
    const outcome = runtime.simulate(tx, { sigVerify, replaceRecentBlockhash: replace })
    if (sigVerify && outcome.err === 'SignatureFailure') throw new RpcError(-32003, 'Transaction signature verification failure')
    return withContext(runtime, simulationValue(rpc, outcome, c, replace))
  },
  sendTransaction: (p, rpc) => {
    const runtime = rpc.runtime()
    const c = config(p[1])
    checkMinContextSlot(c, runtime)
    const tx = runtime.decode(decodeTransactionParam(p[0], c.encoding))
    if (c.skipPreflight !== true) {
      const outcome = runtime.simulate(tx, { sigVerify: true, replaceRecentBlockhash: false })
      if (outcome.err === 'SignatureFailure') throw new RpcError(-32003, 'Transaction signature verification failure')
      if (outcome.err !== null) {
        throw new RpcError(-32002, `Transaction simulation failed: ${transactionErrorText(outcome.err)}`, {
          accounts: null,
          err: outcome.err,
          innerInstructions: null,
          logs: outcome.logs,
          replacementBlockhash: null,
          returnData: returnDataJson(outcome.returnData),
          unitsConsumed: outcome.unitsConsumed,
        })
      }
    }
    runtime.execute(tx) // lands, or is dropped as a node drops it (the signature is answered either way)
    return tx.signature
  },
  requestAirdrop: (p, rpc) => {
    const key = pubkeyParam(p[0])
    const amount = p[1]
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
      throw invalidParams('lamports must be a positive integer')
    }
    if (BigInt(amount) > MAX_AIRDROP_LAMPORTS) {
      throw new RpcError(-32602, `Airdrop of ${amount} lamports exceeds the limit of ${MAX_AIRDROP_LAMPORTS} per request`)
    }
    return rpc.airdrop(key, BigInt(amount))
  },
  getSignatureStatuses: (p, rpc) => {
    const runtime = rpc.runtime()
    if (!Array.isArray(p[0])) throw invalidParams('invalid type: expected an array of signatures')
    if (p[0].length > MAX_SIGNATURE_STATUSES) throw new RpcError(-32602, `Too many inputs provided; max ${MAX_SIGNATURE_STATUSES}`)
    const signatures = p[0].map(signatureParam)
    return withContext(runtime, signatures.map((s) => statusOf(runtime.transaction(s))))
  },
  getSignaturesForAddress: (p, rpc) => {
    const runtime = rpc.runtime()
    const key = pubkeyParam(p[0])
    const c = config(p[1])
    const limit = c.limit === undefined ? MAX_SIGNATURES_FOR_ADDRESS : c.limit
    if (typeof limit !== 'number' || !Number.isSafeInteger(limit) || limit < 1 || limit > MAX_SIGNATURES_FOR_ADDRESS) {
      throw new RpcError(-32602, `Invalid limit; max ${MAX_SIGNATURES_FOR_ADDRESS}`)
    }
    let list = runtime.signaturesFor(key)
    if (typeof c.before === 'string') {
      const at = list.indexOf(signatureParam(c.before))
      list = at === -1 ? [] : list.slice(at + 1)
    }
    if (typeof c.until === 'string') {
      const at = list.indexOf(signatureParam(c.until))
      if (at !== -1) list = list.slice(0, at)
    }
    return list.slice(0, limit).map((signature) => {
      const record = runtime.transaction(signature)!
      return { blockTime: record.blockTime, confirmationStatus: 'finalized', err: record.err, memo: null, signature, slot: record.slot }
    })
  },
  getTransaction: (p, rpc) => {
    const runtime = rpc.runtime()
    const signature = signatureParam(p[0])
    const c = typeof p[1] === 'string' ? { encoding: p[1] } : config(p[1])
    if (c.commitment === 'processed') throw new RpcError(-32602, 'Method does not support commitment below `confirmed`')
    const encoding = (c.encoding ?? 'json') as string
    if (!['json', 'jsonParsed', 'base64', 'base58'].includes(encoding)) {
      throw invalidParams(`unknown variant \`${encoding}\`, expected one of \`binary\`, \`base64\`, \`base58\`, \`json\`, \`jsonParsed\``)
    }
    const record = runtime.transaction(signature)
    if (!record) return null
    const max = c.maxSupportedTransactionVersion
    if (record.version !== 'legacy' && (typeof max !== 'number' || max < record.version)) {
      throw new RpcError(
        -32015,
        `Transaction version (${record.version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${record.version}`,
      )
    }
    return transactionResult(record, encoding, typeof max === 'number')
  },
}

interface JsonRpcRequest {
  jsonrpc?: unknown
  id?: unknown
  method?: unknown
  params?: unknown
}

const errorJson = (id: unknown, code: number, message: string, data?: unknown) => ({
  error: data === undefined ? { code, message } : { code, data, message },
  id: id ?? null,
  jsonrpc: '2.0',
})

/** Answers one JSON-RPC request object. */
export async function answerRpc(request: unknown, rpc: RpcContext): Promise<unknown> {
  const r = request as JsonRpcRequest
  if (typeof r !== 'object' || r === null || Array.isArray(r) || r.jsonrpc !== '2.0' || typeof r.method !== 'string') {
    return errorJson(r?.id, -32600, 'Invalid request')
  }
  const id = r.id ?? null
  const method = (methods as Record<string, Method | undefined>)[r.method]
  if (!method || !Object.hasOwn(methods, r.method)) return errorJson(id, -32601, 'Method not found')
  const params = r.params === undefined || r.params === null ? [] : r.params
  if (!Array.isArray(params)) return errorJson(id, -32602, 'Invalid params: expected an array of parameters')
  try {
    return { id, jsonrpc: '2.0', result: await method(params, rpc) }
  } catch (error) {
    if (error instanceof RpcError) return errorJson(id, error.code, error.message, error.data)
    return errorJson(id, -32603, `Internal error: ${(error as Error).message}`)
  }
}
