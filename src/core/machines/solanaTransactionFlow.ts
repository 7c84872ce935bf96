import { FoyerError } from '../errors/base.js'
import type { SolanaInstruction } from '../types/solanaInstructions.js'

/**
 * The Solana transaction confirmation as a pure flow: preparing (parsing the instructions, reading
 * token decimals, the fee, the balance, and simulating) → ready → submitting (sign, send, confirm)
 * → success | error. Retry after an error submits again (the driver refreshes the recent
 * blockhash first); an error while preparing prepares again.
 */

/** Where a Solana transaction request stands. */
export const SOLANA_TRANSACTION_STATUSES = ['preparing', 'ready', 'submitting', 'success', 'error'] as const
/** Where a Solana transaction request stands (`SolanaTransactionState.status`). */
export type SolanaTransactionStatus = (typeof SOLANA_TRANSACTION_STATUSES)[number]

/** The Solana clusters the kit names (a custom RPC URL is `localnet`). */
/** The network a transaction goes to, as its RPC URL tells: a cluster, or a local validator ('localnet'). */
export type SolanaNetworkName = 'mainnet-beta' | 'devnet' | 'testnet' | 'localnet'

/** What the confirmation knows of an SPL token: its decimals and, when known, its symbol and name. */
export type SplTokenInfo = { mint: string; decimals: number; symbol: string | null; name: string | null }

/** What the simulation of the transaction said: its error (the RPC's `err`, null on success) and logs. */
export type SolanaSimulation = { err: unknown; logs: readonly string[] }

/** What the confirmation shows of a Solana transaction, read before the user approves. */
export type SolanaTransactionSummary = {
  /** The wallet that signs (and pays the fee when it is the fee payer). */
  address: string
  /** The fee payer (the message's first account). */
  feePayer: string
  cluster: { name: SolanaNetworkName; rpcUrl: string }
  /** Every instruction, parsed, in order. */
  instructions: readonly SolanaInstruction[]
  /** The tokens the instructions move, by mint (decimals, symbol). */
  tokens: Readonly<Record<string, SplTokenInfo>>
  /**
   * Dollar prices of one whole unit: SOL (`native`) and the tokens by mint; null where the price
   * could not be read (the screen then shows the amount alone).
   */
  prices: { native: number | null; tokens: Readonly<Record<string, number | null>> }
  /** The fee in lamports; null when it could not be read. */
  fee: bigint | null
  /** The wallet's balance in lamports; null when it could not be read. */
  balance: bigint | null
  /** The simulation's result; null when the simulation could not run. */
  simulation: SolanaSimulation | null
  /** The simulation says the wallet cannot pay: the screen offers 'Add funds' instead of 'Approve'. */
  insufficientFunds: boolean
  /** Sign only (the caller sends it). */
  signOnly: boolean
}

type SplTransfer = Extract<SolanaInstruction, { type: 'spl-transfer' }>

/** The token an SPL transfer moves (by its mint, else its source account), when the summary read it. */
export const splTransferToken = (summary: SolanaTransactionSummary, transfer: SplTransfer): SplTokenInfo | undefined =>
  summary.tokens[transfer.mint ?? ''] ?? (transfer.source ? summary.tokens[transfer.source] : undefined)

/** Who an SPL transfer pays: the owner of the token account an ATA creation of the same transaction makes, else the token account. */
export function splTransferRecipient(summary: SolanaTransactionSummary, transfer: SplTransfer): string | null {
  const created = summary.instructions.find((i) => i.type === 'ata-creation' && i.account === transfer.destination)
  return created?.type === 'ata-creation' ? created.owner : transfer.destination
}

/** 'Solana wallet has insufficient funds for this transaction.' (code INSUFFICIENT_BALANCE). */
export class SolanaInsufficientFundsError extends FoyerError<'INSUFFICIENT_BALANCE'> {
  override name = 'SolanaInsufficientFundsError'
  constructor() {
    super('Solana wallet has insufficient funds for this transaction.', 'INSUFFICIENT_BALANCE')
  }
}

/** A Solana transaction that landed with an error ('Transaction failed', code TRANSACTION_FAILURE); `details` holds the runtime's error. */
export class SolanaTransactionFailedError extends FoyerError<'TRANSACTION_FAILURE'> {
  override name = 'SolanaTransactionFailedError'
  constructor(details: string) {
    super('Transaction failed', 'TRANSACTION_FAILURE', { details })
  }
}

const INSUFFICIENT_ERRORS = new Set(['InsufficientFundsForFee', 'InsufficientFundsForRent', 'AccountNotFound'])
const INSUFFICIENT_LOGS = [/insufficient lamports/i, /insufficient funds/i]

/**
 * Whether a simulation failed because the wallet cannot pay: the runtime's error is
 * InsufficientFundsForFee / InsufficientFundsForRent (of the fee payer) / AccountNotFound (a fee payer with no SOL),
 * or a log says 'insufficient lamports' (System transfer) or 'insufficient funds' (Token program).
 */
export function simulationLacksFunds(simulation: SolanaSimulation | null): boolean {
  if (!simulation || simulation.err === null || simulation.err === undefined) return false
  const err = simulation.err
  const name = typeof err === 'string' ? err : err && typeof err === 'object' ? Object.keys(err)[0] : undefined
  // Rent a new account (another's) lacks is not the wallet's funds: only the fee payer's (index 0) counts.
  if (name === 'InsufficientFundsForRent' && typeof err === 'object') {
    const index = (err as { InsufficientFundsForRent?: { account_index?: unknown } }).InsufficientFundsForRent?.account_index
    if (index !== undefined && index !== 0) return false
  }
  if (name && INSUFFICIENT_ERRORS.has(name)) return true
  return simulation.logs.some((line) => INSUFFICIENT_LOGS.some((pattern) => pattern.test(line)))
}

/** The state of a Solana transaction request. */
export type SolanaTransactionState = {
  status: SolanaTransactionStatus
  summary: SolanaTransactionSummary | null
  /** The signature once signed (base58). */
  signature: string | null
  /** The signed transaction's wire bytes once signed. */
  signedTransaction: Uint8Array | null
  /** The signed transaction was broadcast (closing now resolves with its signature). */
  sent: boolean
  /** Submissions so far: a retry (attempt > 1) refreshes the recent blockhash before signing. */
  attempt: number
  error: Error | null
}

/** What happens to a Solana transaction request. */
export type SolanaTransactionEvent =
  /** Everything the screen shows was read. */
  | { type: 'prepared'; summary: SolanaTransactionSummary }
  /** The balance was read again (e.g. after 'Add funds'). */
  | { type: 'balance'; balance: bigint; insufficientFunds: boolean }
  /** 'Approve'. */
  | { type: 'submit' }
  /** 'Retry transaction' after an error. */
  | { type: 'retry' }
  /** Signed (sign-only: done). */
  | { type: 'signed'; signature: string; signedTransaction: Uint8Array }
  /** Broadcast. */
  | { type: 'sent' }
  /** Confirmed by the cluster without error. */
  | { type: 'confirmed' }
  | { type: 'failed'; error: Error }
  | { type: 'reset' }

export const INITIAL_SOLANA_TRANSACTION: SolanaTransactionState = {
  status: 'preparing', summary: null, signature: null, signedTransaction: null, sent: false, attempt: 0, error: null,
}

export function transitionSolanaTransaction(state: SolanaTransactionState, event: SolanaTransactionEvent): SolanaTransactionState {
  switch (event.type) {
    case 'reset':
      return INITIAL_SOLANA_TRANSACTION
    case 'prepared':
      return state.status === 'preparing' ? { ...state, status: 'ready', summary: event.summary, error: null } : state
    case 'balance':
      return state.status === 'ready' && state.summary
        ? { ...state, summary: { ...state.summary, balance: event.balance, insufficientFunds: event.insufficientFunds } }
        : state
    case 'submit':
      return state.status === 'ready' && state.summary && !state.summary.insufficientFunds
        ? { ...state, status: 'submitting', attempt: state.attempt + 1, error: null }
        : state
    case 'retry':
      if (state.status !== 'error') return state
      // Failed while preparing: prepare again. Otherwise submit again (with a fresh blockhash).
      return state.summary
        ? { ...state, status: 'submitting', attempt: state.attempt + 1, signature: null, signedTransaction: null, sent: false, error: null }
        : { ...state, status: 'preparing', error: null }
    case 'signed':
      if (state.status !== 'submitting') return state
      return { ...state, signature: event.signature, signedTransaction: event.signedTransaction, status: state.summary?.signOnly ? 'success' : 'submitting' }
    case 'sent':
      return state.status === 'submitting' && state.signature ? { ...state, sent: true } : state
    case 'confirmed':
      return state.status === 'submitting' && state.sent ? { ...state, status: 'success' } : state
    case 'failed':
      return state.status === 'preparing' || state.status === 'submitting' ? { ...state, status: 'error', error: event.error } : state
  }
}

/** Whether a retry must fetch a new recent blockhash before signing (every submission after the first). */
export const needsFreshBlockhash = (state: SolanaTransactionState): boolean => state.status === 'submitting' && state.attempt > 1

/** What a Solana transaction request resolves with. */
export type SolanaTransactionResult = { signature: string; signedTransaction: Uint8Array }

/**
 * Closing the screen: success (or sent and still confirming), the signature and the signed bytes;
 * with an error, that error; otherwise the user rejected the request (`error: null`).
 */
export function solanaTransactionOutcome(state: SolanaTransactionState): { type: 'resolve'; value: SolanaTransactionResult } | { type: 'reject'; error: Error | null } {
  const done = state.status === 'success' || (state.status === 'submitting' && state.sent)
  if (done && state.signature && state.signedTransaction) return { type: 'resolve', value: { signature: state.signature, signedTransaction: state.signedTransaction } }
  return { type: 'reject', error: state.status === 'error' ? state.error : null }
}
