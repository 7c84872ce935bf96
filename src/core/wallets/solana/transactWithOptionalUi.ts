import type { FoyerClient } from '../../client/types.js'
import {
  SolanaInsufficientFundsError, SolanaTransactionFailedError, needsFreshBlockhash, simulationLacksFunds, solanaTransactionOutcome,
  type SolanaNetworkName, type SolanaSimulation, type SolanaTransactionResult, type SolanaTransactionSummary, type SplTokenInfo,
} from '../../machines/solanaTransactionFlow.js'
import { base58Encode } from '../../utils/base58.js'
import { defaultTimers, type Timers } from '../../utils/timers.js'
import { EmbeddedWalletRequestTimeoutError } from '../embedded/errors.js'
import { showWalletRequest, solanaTransactionFlow, walletUiShown } from '../embedded/walletUi.js'
import { solanaNetworkOf } from './clusters.js'
import { getTokenPrice, type SolanaPriceChainId } from '../embedded/getTokenPrice.js'
import { getSplTokenInfo } from './getSplTokenInfo.js'
import { decodeSolanaMessage, parseSolanaInstructions, type SolanaInstruction, type SolanaMessage } from './instructions.js'
import { ADDRESS_LOOKUP_TABLE_PROGRAM, loadedAddressesOf, readLookupTableAddresses } from './lookupTables.js'

/**
 * Signing and sending a Solana transaction of an embedded wallet, with the confirmation screen
 * when a default UI shows wallet screens, without it otherwise. The kit never loads
 * @solana/web3.js: it works on the caller's `Transaction` / `VersionedTransaction` and
 * `Connection` through the members typed below.
 */

/** A public key as @solana/web3.js gives it. */
export type SolanaPublicKeyLike = { toBase58(): string }

/** A legacy @solana/web3.js `Transaction`, as the kit uses it. */
export type SolanaLegacyTransaction = {
  feePayer?: SolanaPublicKeyLike | undefined
  recentBlockhash?: string | undefined
  lastValidBlockHeight?: number | undefined
  instructions: readonly { programId: SolanaPublicKeyLike; keys: readonly { pubkey: SolanaPublicKeyLike }[] }[]
  signatures: readonly { signature: Uint8Array | null }[]
  serializeMessage(): Uint8Array
  compileMessage(): unknown
  serialize(config?: { requireAllSignatures?: boolean; verifySignatures?: boolean }): Uint8Array
}

/** A @solana/web3.js `VersionedTransaction`, as the kit uses it. */
export type SolanaVersionedTransaction = {
  readonly version: 'legacy' | number
  message: {
    recentBlockhash: string
    staticAccountKeys: readonly SolanaPublicKeyLike[]
    /** Version 0: the lookup tables the message loads accounts from. */
    addressTableLookups?: readonly { accountKey: SolanaPublicKeyLike }[] | undefined
    serialize(): Uint8Array
  }
  signatures: readonly Uint8Array[]
  serialize(): Uint8Array
}

/** A transaction (legacy or versioned). The names match @solana/web3.js. */
export type Transaction = SolanaLegacyTransaction
/** A versioned transaction. The names match @solana/web3.js. */
export type VersionedTransaction = SolanaVersionedTransaction

/** A @solana/web3.js `Connection`, as the kit uses it (exported by the kit as `SolanaConnection`). */
export type Connection = {
  readonly rpcEndpoint: string
  getLatestBlockhash(commitment?: 'confirmed'): Promise<{ blockhash: string; lastValidBlockHeight: number }>
  getFeeForMessage(message: never, commitment?: 'confirmed'): Promise<{ value: number | null }>
  getBalance(publicKey: never, commitment?: 'confirmed'): Promise<number>
  getAccountInfo(publicKey: never, commitment?: 'confirmed'): Promise<{ data: Uint8Array; owner?: SolanaPublicKeyLike } | null>
  simulateTransaction(transaction: never, config?: never): Promise<{ value: { err: unknown; logs: string[] | null } }>
  sendRawTransaction(raw: Uint8Array, options?: { skipPreflight?: boolean; preflightCommitment?: 'confirmed' }): Promise<string>
  getSignatureStatuses(signatures: string[]): Promise<{ value: readonly ({ err: unknown; confirmationStatus?: string | undefined } | null)[] }>
}

/** What a Solana transaction's confirmation shows (`uiOptions` of the Solana send and sign calls). Every field is optional. */
export type SolanaWalletUiOptions = {
  /** The title (default 'Confirm transaction'). */
  title?: string | undefined
  /** The text under the title (default '{app} wants your permission to approve the following transaction.'). */
  description?: string | undefined
  /** The approve button (default 'Approve'). */
  buttonText?: string | undefined
  /** The receipt's title (default 'Transaction complete!' / 'Transaction signed!'). */
  successHeader?: string | undefined
  /** The receipt's text (default "You're all set."). */
  successDescription?: string | undefined
  /** Show 'Not now' (declines the request). Default: false. */
  isCancellable?: boolean | undefined
  /** false: sign with no screen. Default: true. */
  showWalletUIs?: boolean | undefined
  /** What the confirmation says of the program called: a title, the action, an image. */
  transactionInfo?: { title?: string | undefined; action?: string | undefined; contractInfo?: { imgUrl?: string | undefined; imgAltText?: string | undefined } | undefined } | undefined
}

/** What `transactSolanaWithOptionalUi` takes. */
export type TransactSolanaParameters<T extends Transaction | VersionedTransaction> = {
  /** The embedded wallet that signs (base58). */
  address: string
  transaction: T
  connection: Connection
  /** Sign only: the signed bytes come back, nothing is sent. */
  signOnly: boolean
  uiOptions: SolanaWalletUiOptions | undefined
  /** Signs the transaction with the wallet (the wallet service). */
  sign: (tx: T) => Promise<Transaction | VersionedTransaction>
  /** The timers of the confirmation wait (tests). */
  timers?: Timers | undefined
}
/** The signature (base58) and the signed transaction's bytes. */
export type TransactSolanaReturnType = SolanaTransactionResult
/** 'Solana wallet has insufficient funds for this transaction.', 'Transaction failed', 4001 'The user rejected the request', an unsupported instruction, or the RPC's error. */
export type TransactSolanaErrorType = Error

/** How often a sent transaction's status is read (ms). */
export const SOLANA_CONFIRM_POLL_MS = 500
/** How long confirmation is awaited (ms): the wallet request timeout. */
export const SOLANA_CONFIRM_TIMEOUT_MS = 120_000

const isVersioned = (tx: Transaction | VersionedTransaction): tx is VersionedTransaction => 'version' in tx && 'message' in tx


/** Every public-key object the transaction holds, by base58 (the calls of `Connection` take them). */
function keysOf(tx: Transaction | VersionedTransaction): Map<string, SolanaPublicKeyLike> {
  const keys = new Map<string, SolanaPublicKeyLike>()
  const add = (key: SolanaPublicKeyLike | undefined) => key && keys.set(key.toBase58(), key)
  if (isVersioned(tx)) tx.message.staticAccountKeys.forEach(add)
  else {
    add(tx.feePayer)
    for (const ix of tx.instructions) ix.keys.forEach((k) => add(k.pubkey))
  }
  return keys
}

/** Sets the blockhash (and, for a legacy transaction without one, the fee payer: the wallet). */
async function ensureBlockhash(tx: Transaction | VersionedTransaction, connection: Connection, address: string, fresh: boolean) {
  if (!isVersioned(tx) && !tx.feePayer) tx.feePayer = keysOf(tx).get(address)
  const has = isVersioned(tx) ? Boolean(tx.message.recentBlockhash) : Boolean(tx.recentBlockhash)
  if (has && !fresh) return
  const latest = await connection.getLatestBlockhash('confirmed')
  if (isVersioned(tx)) tx.message.recentBlockhash = latest.blockhash
  else {
    tx.recentBlockhash = latest.blockhash
    tx.lastValidBlockHeight = latest.lastValidBlockHeight
  }
}

const messageBytes = (tx: Transaction | VersionedTransaction) => (isVersioned(tx) ? tx.message.serialize() : tx.serializeMessage())

/** The first signature (the fee payer's) in base58 and the wire bytes of a signed transaction. */
function signedResult(tx: Transaction | VersionedTransaction): SolanaTransactionResult {
  const first = isVersioned(tx) ? tx.signatures[0] : tx.signatures[0]?.signature
  if (!first || first.every((b) => b === 0)) throw new Error('Failed to sign transaction')
  return { signature: base58Encode(first), signedTransaction: Uint8Array.from(tx.serialize()) }
}

/** The mints whose decimals the screen needs: SPL transfers, ATA creations and swaps (a Transfer's mint from its source account). */
async function tokenInfosFor(
  client: FoyerClient,
  instructions: readonly SolanaInstruction[],
  connection: Connection,
  keys: Map<string, SolanaPublicKeyLike>,
  cluster: SolanaNetworkName,
): Promise<Record<string, SplTokenInfo>> {
  const mints = new Set<string>()
  const sourceMint = async (source: string | null) => {
    const key = source ? keys.get(source) : undefined
    const account = key ? await connection.getAccountInfo(key as never, 'confirmed').catch(() => null) : null
    return account && account.data.length >= 64 ? base58Encode(Uint8Array.from(account.data).subarray(0, 32)) : null
  }
  for (const ix of instructions) {
    if (ix.type === 'spl-transfer') {
      const mint = ix.mint ?? (await sourceMint(ix.source))
      if (mint) mints.add(mint)
    } else if (ix.type === 'ata-creation' && ix.mint) mints.add(ix.mint)
    else if (ix.type === 'jupiter-route' || ix.type === 'jupiter-shared-accounts-route') {
      if (ix.destinationMint) mints.add(ix.destinationMint)
      if (ix.sourceMint) mints.add(ix.sourceMint)
    }
  }
  const entries = await Promise.all(
    [...mints].map(async (mint) => {
      try {
        return [mint, await getSplTokenInfo(client, { mint, cluster })] as const
      } catch (error) {
        console.warn(`[foyer] could not read the SPL token ${mint}`, error)
        return null
      }
    }),
  )
  const infos: Record<string, SplTokenInfo> = {}
  for (const entry of entries) if (entry) infos[entry[0]] = entry[1]
  // A Transfer without the mint: the screen finds the token by its source account.
  for (const ix of instructions) {
    if (ix.type === 'spl-transfer' && !ix.mint && ix.source) {
      const mint = await sourceMint(ix.source)
      if (mint && infos[mint]) infos[ix.source] = infos[mint]
    }
  }
  return infos
}

/** The simulation (signatures not checked; the blockhash replaced): its error and logs; null when it could not run. */
async function simulate(tx: Transaction | VersionedTransaction, connection: Connection): Promise<SolanaSimulation | null> {
  try {
    const { value } = isVersioned(tx)
      ? await connection.simulateTransaction(tx as never, { sigVerify: false, replaceRecentBlockhash: true, commitment: 'confirmed' } as never)
      : // The Message overload simulates a copy (the caller's transaction keeps its blockhash and signatures).
        await connection.simulateTransaction(tx.compileMessage() as never)
    return { err: value.err ?? null, logs: value.logs ?? [] }
  } catch {
    return null
  }
}

/** A public-key stand-in for an address the transaction holds no key object of (web3.js's calls read only `toBase58()`). */
const publicKeyOf = (address: string): SolanaPublicKeyLike => ({ toBase58: () => address })

/**
 * The message, with the accounts a version-0 message loads from lookup tables read from the
 * tables' accounts (an account whose table cannot be read stays unresolved). The loaded accounts
 * join `keys`.
 */
async function decodeWithLookupTables(tx: Transaction | VersionedTransaction, connection: Connection, keys: Map<string, SolanaPublicKeyLike>): Promise<SolanaMessage> {
  const bytes = messageBytes(tx)
  const message = decodeSolanaMessage(bytes)
  if (message.addressTableLookups.length === 0) return message
  const tableKeys = isVersioned(tx) ? (tx.message.addressTableLookups ?? []).map((l) => l.accountKey) : []
  const tables = new Map<string, string[] | null>()
  await Promise.all(
    message.addressTableLookups.map(async ({ accountKey }) => {
      const key = tableKeys.find((k) => k.toBase58() === accountKey) ?? publicKeyOf(accountKey)
      const account = await connection.getAccountInfo(key as never, 'confirmed').catch(() => null)
      const owned = account && (!account.owner || account.owner.toBase58() === ADDRESS_LOOKUP_TABLE_PROGRAM)
      tables.set(accountKey, owned ? readLookupTableAddresses(Uint8Array.from(account.data)) : null)
    }),
  )
  const loaded = loadedAddressesOf(message.addressTableLookups, tables)
  for (const address of [...loaded.writable, ...loaded.readonly]) if (address && !keys.has(address)) keys.set(address, publicKeyOf(address))
  return decodeSolanaMessage(bytes, loaded)
}

/** The wallet-standard chain of a cluster, as the price call names it. */
const priceChainOf = (cluster: SolanaNetworkName): SolanaPriceChainId => (cluster === 'mainnet-beta' ? 'solana:mainnet' : `solana:${cluster}`)

/** Dollar prices of the tokens the screen shows (by mint; those with a symbol). A failed read is only logged (null). */
async function tokenPricesFor(client: FoyerClient, tokens: Readonly<Record<string, SplTokenInfo>>, chainId: SolanaPriceChainId): Promise<Record<string, number | null>> {
  const bySymbol = new Map<string, Promise<number | null>>()
  const prices: Record<string, number | null> = {}
  await Promise.all(
    Object.entries(tokens).map(async ([key, info]) => {
      if (!info.symbol) return
      if (!bySymbol.has(info.symbol)) bySymbol.set(info.symbol, getTokenPrice(client, { chainId, tokenSymbol: info.symbol }))
      prices[key] = await bySymbol.get(info.symbol)!
    }),
  )
  return prices
}

/** What the confirmation shows: every instruction parsed, the token infos and prices, the fee, the balance, the simulation. */
export async function summarizeSolanaTransaction(
  client: FoyerClient,
  { address, transaction, connection, signOnly }: { address: string; transaction: Transaction | VersionedTransaction; connection: Connection; signOnly: boolean },
): Promise<SolanaTransactionSummary> {
  await ensureBlockhash(transaction, connection, address, false)
  const keys = keysOf(transaction)
  const cluster = solanaNetworkOf(connection.rpcEndpoint)
  const priceChain = priceChainOf(cluster.name)
  const solPrice = getTokenPrice(client, { chainId: priceChain, tokenSymbol: 'SOL' })
  const message = await decodeWithLookupTables(transaction, connection, keys)
  const instructions = parseSolanaInstructions(message)
  const wallet = keys.get(address)
  const compiled = isVersioned(transaction) ? transaction.message : transaction.compileMessage()
  const [tokens, fee, balance, simulation] = await Promise.all([
    tokenInfosFor(client, instructions, connection, keys, cluster.name),
    connection.getFeeForMessage(compiled as never, 'confirmed').then((r) => (r.value === null ? null : BigInt(r.value)), () => null),
    wallet ? connection.getBalance(wallet as never, 'confirmed').then(BigInt, () => null) : Promise.resolve(null),
    simulate(transaction, connection),
  ])
  const [native, tokenPrices] = await Promise.all([solPrice, tokenPricesFor(client, tokens, priceChain)])
  return {
    address, feePayer: message.staticAccountKeys[0]!, cluster, instructions, tokens, prices: { native, tokens: tokenPrices }, fee, balance, simulation,
    insufficientFunds: simulationLacksFunds(simulation), signOnly,
  }
}

// What the wallet lacks (a module of its own: 'Add funds' reads it without the signing code).
export { missingLamports } from './missingLamports.js'

/** Sent: waits for 'confirmed' (or 'finalized'); an error status is 'Transaction failed'. */
async function confirmSignature(client: FoyerClient, connection: Connection, signature: string, timers: Timers) {
  const started = client.now()
  for (;;) {
    const status = (await connection.getSignatureStatuses([signature])).value[0]
    if (status?.err) throw new SolanaTransactionFailedError(JSON.stringify(status.err))
    if (status && (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized')) return
    if (client.now() - started >= SOLANA_CONFIRM_TIMEOUT_MS) throw new EmbeddedWalletRequestTimeoutError('confirmTransaction')
    await new Promise<void>((resolve) => timers.setTimeout(resolve, SOLANA_CONFIRM_POLL_MS))
  }
}

/** Sends the signed bytes; a preflight failure for lack of funds is 'Solana wallet has insufficient funds for this transaction.'. */
async function send(connection: Connection, bytes: Uint8Array): Promise<void> {
  try {
    await connection.sendRawTransaction(bytes, { preflightCommitment: 'confirmed' })
  } catch (error) {
    const e = error as { logs?: unknown; transactionError?: { message?: string }; message?: string }
    const logs = Array.isArray(e.logs) ? (e.logs as string[]) : []
    if (simulationLacksFunds({ err: e.transactionError?.message ?? e.message ?? 'failed', logs: [...logs, e.message ?? ''] })) throw new SolanaInsufficientFundsError()
    throw error
  }
}

/**
 * Signs a Solana transaction with an embedded wallet and, unless `signOnly`, sends it and waits
 * for it to be confirmed. With a default UI mounted (and `uiOptions.showWalletUIs` not false), the
 * confirmation screen shows first: every instruction parsed, the amounts, the fee and the balance;
 * 'Approve' signs and sends; insufficient funds (from the simulation) offers 'Add funds'; an error
 * offers 'Retry transaction' with a fresh recent blockhash. Closing without a result rejects with
 * 4001 'The user rejected the request'. Headless, it signs and sends straight away.
 */
export async function transactSolanaWithOptionalUi<T extends Transaction | VersionedTransaction>(
  client: FoyerClient,
  { address, transaction, connection, signOnly, uiOptions, sign, timers = defaultTimers }: TransactSolanaParameters<T>,
): Promise<TransactSolanaReturnType> {
  const signAndSend = async (): Promise<SolanaTransactionResult> => {
    const result = signedResult(await sign(transaction))
    if (!signOnly) {
      await send(connection, result.signedTransaction)
      await confirmSignature(client, connection, result.signature, timers)
    }
    return result
  }
  if (!walletUiShown(client, uiOptions)) {
    await ensureBlockhash(transaction, connection, address, false)
    return signAndSend()
  }

  const flow = solanaTransactionFlow
  // Once the screen closed, nothing more is sent, and the flow (maybe another request's by then) is left alone.
  let closed = false
  const dispatch = (event: Parameters<typeof flow.dispatch>[1]) => {
    if (!closed) flow.dispatch(client, event)
  }
  const prepare = async () => {
    try {
      dispatch({ type: 'prepared', summary: await summarizeSolanaTransaction(client, { address, transaction, connection, signOnly }) })
    } catch (error) {
      dispatch({ type: 'failed', error: error instanceof Error ? error : new Error(String(error)) })
    }
  }
  return showWalletRequest<SolanaTransactionResult>(
    client,
    { kind: 'solanaTransaction', mode: signOnly ? 'sign' : 'send', address, uiOptions: uiOptions ?? {} },
    {
      start: prepare,
      async confirm() {
        const before = flow.get(client)
        if (before.status === 'error' && !before.summary) {
          dispatch({ type: 'retry' })
          return prepare()
        }
        dispatch({ type: before.status === 'error' ? 'retry' : 'submit' })
        const state = flow.get(client)
        if (state.status !== 'submitting' || state === before) return
        try {
          await ensureBlockhash(transaction, connection, address, needsFreshBlockhash(state))
          const result = signedResult(await sign(transaction))
          dispatch({ type: 'signed', ...result })
          if (signOnly || closed) return
          await send(connection, result.signedTransaction)
          dispatch({ type: 'sent' })
          await confirmSignature(client, connection, result.signature, timers)
          dispatch({ type: 'confirmed' })
        } catch (error) {
          dispatch({ type: 'failed', error: error instanceof Error ? error : new Error(String(error)) })
        }
      },
      outcome: () => solanaTransactionOutcome(flow.get(client)),
      finish: () => {
        closed = true
      },
    },
  )
}
