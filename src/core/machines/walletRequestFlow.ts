import { FoyerError } from '../errors/base.js'

/**
 * The flows of an embedded-wallet request shown in the default UI, as pure transition functions:
 * signing a message (or typed data) and confirming a transaction. What closing the screen means for
 * the caller is pure too (`signRequestOutcome`, `transactionRequestOutcome`).
 */

/** Where a sign-message request stands: loading the wallet service, idle (the screen waits for the user), signing, signed, error. */
export const SIGN_REQUEST_STATUSES = ['loading', 'idle', 'signing', 'signed', 'error'] as const
/** Where a sign-message request stands (`SignRequestState.status`). */
export type SignRequestStatus = (typeof SIGN_REQUEST_STATUSES)[number]

/** The state of a sign-message request: its status, the signature once signed, the last error. */
export type SignRequestState = {
  status: SignRequestStatus
  signature: `0x${string}` | null
  error: Error | null
}

/** What happens to a sign-message request. */
export type SignRequestEvent =
  /** The wallet service answered readiness: the screen can sign. */
  | { type: 'ready' }
  /** The user approved ('Sign and continue'); also a retry after an error. */
  | { type: 'sign' }
  | { type: 'signed'; signature: `0x${string}` }
  | { type: 'failed'; error: Error }
  | { type: 'reset' }

export const INITIAL_SIGN_REQUEST: SignRequestState = { status: 'loading', signature: null, error: null }

export function transitionSignRequest(state: SignRequestState, event: SignRequestEvent): SignRequestState {
  switch (event.type) {
    case 'reset':
      return INITIAL_SIGN_REQUEST
    case 'ready':
      return state.status === 'loading' ? { ...state, status: 'idle' } : state
    case 'sign':
      return state.status === 'idle' || state.status === 'error' ? { ...state, status: 'signing', error: null } : state
    case 'signed':
      return state.status === 'signing' ? { ...state, status: 'signed', signature: event.signature, error: null } : state
    case 'failed':
      return state.status === 'loading' || state.status === 'signing' ? { ...state, status: 'error', error: event.error } : state
  }
}

/** What the caller gets when the screen closes: the signature, else a rejection (the user rejected the request). */
export type WalletRequestOutcome<R> = { type: 'resolve'; value: R } | { type: 'reject'; error: Error | null }

/** Closing a sign screen: with a signature, success; otherwise the user rejected the request (`error: null`). */
export function signRequestOutcome(state: SignRequestState): WalletRequestOutcome<{ signature: `0x${string}` }> {
  return state.status === 'signed' && state.signature ? { type: 'resolve', value: { signature: state.signature } } : { type: 'reject', error: null }
}

/**
 * Where a transaction request stands: preparing (reading every step's details, fee and balance),
 * ready (the confirmation of step `index`), submitting (step `index`), awaiting-receipt (sent;
 * waiting to be mined), signed (sign-only), complete (every step mined), error.
 */
export const TRANSACTION_REQUEST_STATUSES = ['preparing', 'ready', 'submitting', 'awaiting-receipt', 'signed', 'complete', 'error'] as const
/** Where a transaction request stands (`TransactionRequestState.status`). */
export type TransactionRequestStatus = (typeof TRANSACTION_REQUEST_STATUSES)[number]

/**
 * What a transaction does, by kind: a native send, a contract deployment, an ERC-20 transfer
 * (transfer, transferFrom) or approval (approve, increaseAllowance), an NFT transfer (ERC-721
 * transferFrom / safeTransferFrom, ERC-1155 safeTransferFrom / safeBatchTransferFrom), an NFT
 * approval (ERC-721 approve), an approval of a whole collection (setApprovalForAll), or a call the
 * kit does not know.
 */
export const TRANSACTION_ACTIONS = ['send', 'deploy', 'token-transfer', 'token-approve', 'nft-transfer', 'nft-approve', 'nft-approve-all', 'call'] as const
/** What a transaction does (`TransactionDetails.action`). */
export type TransactionAction = (typeof TRANSACTION_ACTIONS)[number]

/** A transaction decoded against the known ABIs (ERC-20, ERC-721, ERC-1155): what the confirmation says it does. */
export type TransactionDetails = {
  action: TransactionAction
  /** The function called ('transfer', 'approve', 'safeTransferFrom' …); its 4-byte selector when unknown; null for a send or deployment. */
  functionName: string | null
  /** ERC-20 amount (transfer, transferFrom, approve, increaseAllowance) or the ERC-1155 amount, in base units. */
  amount?: bigint | undefined
  /** ERC-721 / ERC-1155 token id. */
  tokenId?: bigint | undefined
  /** ERC-1155 batch: the ids and their amounts. */
  tokenIds?: readonly bigint[] | undefined
  amounts?: readonly bigint[] | undefined
  /** Who an approval lets spend (approve, increaseAllowance). */
  spender?: string | undefined
  /** Who setApprovalForAll lets move the whole collection. */
  operator?: string | undefined
  /** setApprovalForAll's flag (false revokes). */
  approved?: boolean | undefined
  /** The owner of what moves (transferFrom, safeTransferFrom). */
  transferFrom?: string | undefined
  /** Who receives the tokens (transfer, transferFrom, safeTransferFrom). */
  transferTo?: string | undefined
}

/** The token a transaction's call speaks to, read from the chain (symbol and decimals; 18 when unread, 6 for USDC and USDT). */
export type TokenInfo = {
  address: string
  standard: 'erc20' | 'erc721' | 'erc1155'
  name: string | null
  symbol: string | null
  decimals: number
}

/** What the confirmation shows of a transaction, read before the user approves. */
export type TransactionSummary = {
  /** The sender (the embedded wallet). */
  from: string
  /** The recipient (the contract, for a call), null for a contract creation. */
  to: string | null
  /** The value sent, in the chain's smallest unit (wei). */
  value: bigint
  /** The calldata, if any. */
  data: string | null
  chain: {
    id: number
    name: string
    nativeCurrency: { name: string; symbol: string; decimals: number }
    /** The chain's block explorer, if it has one. */
    explorerUrl: string | null
  }
  /** What the call does (decoded). */
  details: TransactionDetails
  /** The token the call speaks to (null for a send, a deployment or an unknown call). */
  token: TokenInfo | null
  /** US-dollar prices of one native unit and of one token; null when unknown (then the screen shows native units). */
  prices: { native: number | null; token: number | null }
  /** The fee is paid by someone else: the screen says 'Sponsored' and the balance need not cover it. */
  sponsored: boolean
  /** The estimated fee (wei): gas × gas price; null when it could not be estimated. */
  estimatedFee: bigint | null
  /** The sender's balance (wei); null when it could not be read. */
  balance: bigint | null
  /** 'There was an error preparing your transaction. Your transaction request will likely fail.' when the estimate failed. */
  warning: string | null
}

/** Whether the balance cannot pay for the transaction: balance < value + fee (the fee only when not sponsored). Unknown balance: false. */
export function lacksFunds(summary: TransactionSummary): boolean {
  if (summary.balance === null) return false
  const fee = summary.sponsored ? 0n : (summary.estimatedFee ?? 0n)
  return summary.balance < summary.value + fee
}

// ── The safety scan ─────────────────────────────────────────────────────────

/** Where a transaction's safety scan stands. */
export const SCAN_STATUSES = ['uninitiated', 'in-progress', 'completed', 'failed'] as const
/** Where a transaction's safety scan stands (`TransactionScanState.status`). */
export type ScanStatus = (typeof SCAN_STATUSES)[number]

/** How the screen shows a scan: Benign → 'safe', Warning → 'warn' (a banner only), Malicious → 'error' (blocks until acknowledged). */
export type ScanVerdict = 'safe' | 'warn' | 'error'

/** An asset a scanned transaction moves or exposes. */
export type ScanAsset = {
  type: 'native' | 'erc20' | 'erc721' | 'erc1155'
  /** The token contract; null for the native currency. */
  address: string | null
  name: string | null
  symbol: string | null
  logoUrl: string | null
  decimals: number
}
/** An amount of an asset in or out: base units, what it is worth in dollars (null: unknown), the NFT id. */
export type ScanAmount = { raw: bigint; usd: number | null; tokenId: bigint | null }
/** What the account gains (`in`) and loses (`out`) of one asset. */
export type ScanAssetChange = { asset: ScanAsset; in: readonly ScanAmount[]; out: readonly ScanAmount[] }
/** An approval the transaction grants: who may spend, how much (null: the whole collection). */
export type ScanExposure = { asset: ScanAsset; spender: string; raw: bigint | null; usd: number | null; approvedForAll: boolean }

/** A completed scan: the verdict, why, and the simulated changes to the sender's assets. */
export type TransactionScanResult = {
  resultType: 'Benign' | 'Warning' | 'Malicious'
  verdict: ScanVerdict
  /** The banner's sentence, when not Benign. */
  description: string | null
  features: readonly { type: string; description: string; address: string | null }[]
  simulation:
    | { status: 'success'; changes: readonly ScanAssetChange[]; exposures: readonly ScanExposure[] }
    /** The transaction could not be simulated (it reverts, or the chain is unknown): the screen shows the plain value. */
    | { status: 'failed'; error: string }
}

/** A step's scan: its status, the result once completed, the error once failed (never blocks). */
export type TransactionScanState = { status: ScanStatus; result: TransactionScanResult | null; error: Error | null }
export type ScanEvent = { type: 'start' } | { type: 'completed'; result: TransactionScanResult } | { type: 'failed'; error: Error }
export const INITIAL_SCAN: TransactionScanState = { status: 'uninitiated', result: null, error: null }

export function transitionScan(state: TransactionScanState, event: ScanEvent): TransactionScanState {
  switch (event.type) {
    case 'start':
      return state.status === 'uninitiated' ? { ...state, status: 'in-progress' } : state
    case 'completed':
      return state.status === 'in-progress' ? { status: 'completed', result: event.result, error: null } : state
    case 'failed':
      return state.status === 'in-progress' ? { status: 'failed', result: null, error: event.error } : state
  }
}

/** One transaction of the request (a single request has one step): what it does, its scan, and whether the user ticked 'I understand and want to proceed anyways.'. */
export type TransactionStep = { summary: TransactionSummary; scan: TransactionScanState; acknowledged: boolean }

/** A step the user may not approve (nor continue past): its scan says Malicious and the box is not ticked. */
export function stepBlocked(step: TransactionStep): boolean {
  return step.scan.status === 'completed' && step.scan.result?.verdict === 'error' && !step.acknowledged
}

/** The receipt of a mined transaction (what the receipt screen shows). */
export type TransactionReceiptSummary = { status: 'success' | 'reverted'; blockNumber: bigint; gasUsed: bigint }

/**
 * The state of a transaction request: its status, its steps (one per transaction; empty while
 * preparing), the step on screen or being sent (`index`), the hashes sent so far, the last hash
 * or the signature, the last receipt and the last error.
 */
export type TransactionRequestState = {
  status: TransactionRequestStatus
  steps: readonly TransactionStep[]
  /** The step shown (ready) or being sent (submitting, awaiting-receipt); 0-based. */
  index: number
  /** The hashes sent, by step. */
  hashes: readonly `0x${string}`[]
  /** The last hash sent. */
  hash: `0x${string}` | null
  signature: `0x${string}` | null
  receipt: TransactionReceiptSummary | null
  error: Error | null
}

/** The step on screen (null while preparing). */
export const currentStep = (state: TransactionRequestState): TransactionStep | null => state.steps[state.index] ?? null

/** A mined transaction that reverted: 'Transaction failed' (code TRANSACTION_FAILURE). */
export class TransactionFailedError extends FoyerError<'TRANSACTION_FAILURE'> {
  override name = 'TransactionFailedError'
  constructor() {
    super('Transaction failed', 'TRANSACTION_FAILURE')
  }
}

/** What happens to a transaction request. */
export type TransactionRequestEvent =
  /** Every step's details were read (one summary per transaction, in order). */
  | { type: 'prepared'; summaries: readonly TransactionSummary[] }
  /** A step's scan moved. */
  | { type: 'scan'; index: number; event: ScanEvent }
  /** The user ticked (or unticked) 'I understand and want to proceed anyways.' on the step shown. */
  | { type: 'acknowledge'; value: boolean }
  /** The sender's balance was read again (e.g. after 'Add funds'): every step's summary gets it. */
  | { type: 'balance'; balance: bigint }
  /** 'Continue': the next step of several. */
  | { type: 'continue' }
  /** The user approved (on the last step); also 'Retry transaction' after an error (from the step that failed). */
  | { type: 'submit' }
  /** Broadcast: the chain accepted the step being sent. */
  | { type: 'sent'; hash: `0x${string}` }
  /** Sign-only: signed, not sent. */
  | { type: 'signed'; signature: `0x${string}` }
  /** The step sent was mined: the next one is sent, or the request is complete. */
  | { type: 'confirmed'; receipt: TransactionReceiptSummary }
  | { type: 'failed'; error: Error }
  | { type: 'reset' }

export const INITIAL_TRANSACTION_REQUEST: TransactionRequestState = {
  status: 'preparing', steps: [], index: 0, hashes: [], hash: null, signature: null, receipt: null, error: null,
}

const withStep = (state: TransactionRequestState, index: number, change: (step: TransactionStep) => TransactionStep): TransactionRequestState => {
  const step = state.steps[index]
  if (!step) return state
  const next = change(step)
  return next === step ? state : { ...state, steps: state.steps.map((s, i) => (i === index ? next : s)) }
}

export function transitionTransactionRequest(state: TransactionRequestState, event: TransactionRequestEvent): TransactionRequestState {
  switch (event.type) {
    case 'reset':
      return INITIAL_TRANSACTION_REQUEST
    case 'prepared':
      return state.status === 'preparing' && event.summaries.length > 0
        ? { ...state, status: 'ready', index: 0, steps: event.summaries.map((summary) => ({ summary, scan: INITIAL_SCAN, acknowledged: false })) }
        : state
    case 'scan':
      return withStep(state, event.index, (step) => {
        const scan = transitionScan(step.scan, event.event)
        return scan === step.scan ? step : { ...step, scan }
      })
    case 'balance':
      return state.steps.length > 0 && state.steps.some((step) => step.summary.balance !== event.balance)
        ? { ...state, steps: state.steps.map((step) => ({ ...step, summary: { ...step.summary, balance: event.balance } })) }
        : state
    case 'acknowledge':
      return state.status === 'ready'
        ? withStep(state, state.index, (step) => (step.acknowledged === event.value ? step : { ...step, acknowledged: event.value }))
        : state
    case 'continue': {
      const step = currentStep(state)
      return state.status === 'ready' && step && state.index < state.steps.length - 1 && !stepBlocked(step) ? { ...state, index: state.index + 1 } : state
    }
    case 'submit': {
      if (state.status === 'ready') {
        const step = currentStep(state)
        if (!step || state.index !== state.steps.length - 1 || state.steps.some(stepBlocked)) return state
        return { ...state, status: 'submitting', index: 0, hashes: [], hash: null, signature: null, receipt: null, error: null }
      }
      // A retry sends again the step that failed (the ones mined before it stay).
      if (state.status === 'error' && state.steps.length > 0) {
        const hashes = state.receipt?.status === 'reverted' || state.hashes.length > state.index ? state.hashes.slice(0, state.index) : state.hashes
        return { ...state, status: 'submitting', hashes, hash: hashes.at(-1) ?? null, signature: null, receipt: null, error: null }
      }
      return state
    }
    case 'sent':
      return state.status === 'submitting'
        ? { ...state, status: 'awaiting-receipt', hash: event.hash, hashes: [...state.hashes.slice(0, state.index), event.hash] }
        : state
    case 'signed':
      return state.status === 'submitting' ? { ...state, status: 'signed', signature: event.signature } : state
    case 'confirmed':
      if (state.status !== 'awaiting-receipt') return state
      // A reverted transaction is the error 'Transaction failed' (its hash stays, for the explorer link).
      if (event.receipt.status === 'reverted') return { ...state, status: 'error', receipt: event.receipt, error: new TransactionFailedError() }
      return state.index < state.steps.length - 1
        ? { ...state, status: 'submitting', index: state.index + 1, receipt: event.receipt }
        : { ...state, status: 'complete', receipt: event.receipt }
    case 'failed':
      return state.status === 'preparing' || state.status === 'submitting' || state.status === 'awaiting-receipt'
        ? { ...state, status: 'error', error: event.error }
        : state
  }
}

/** What a transaction request resolves with: the last hash and, in order, every hash sent (one per step). */
export type TransactionRequestResult = { hash: `0x${string}`; hashes: readonly `0x${string}`[] }

/**
 * Closing the transaction screen: a reverted transaction, its error ('Transaction failed'); with a
 * hash, success (the hashes sent so far — e.g. the receipt could not be read, or the user closed
 * between steps); signed, the signature; with an error, that error; otherwise the user rejected
 * the request (`error: null`).
 */
export function transactionRequestOutcome(state: TransactionRequestState): WalletRequestOutcome<TransactionRequestResult | { signature: `0x${string}` }> {
  if (state.receipt?.status === 'reverted') return { type: 'reject', error: state.error }
  if (state.hash) return { type: 'resolve', value: { hash: state.hash, hashes: state.hashes } }
  if (state.status === 'signed' && state.signature) return { type: 'resolve', value: { signature: state.signature } }
  return { type: 'reject', error: state.status === 'error' ? state.error : null }
}
