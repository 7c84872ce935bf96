import type { Chain } from 'viem'
import type { FoyerClient } from '../../client/types.js'
import { defaultTimers, type Timers } from '../../utils/timers.js'
import { appConfigValue } from '../../client/appConfig.js'
import {
  TransactionFailedError, currentStep, lacksFunds, transactionRequestOutcome,
  type TransactionReceiptSummary, type TransactionRequestResult, type TransactionScanResult, type TransactionSummary,
} from '../../machines/walletRequestFlow.js'
import { decodeTransaction, tokenStandardOf } from './decodeTransaction.js'
import { getTokenPrice } from './getTokenPrice.js'
import { readTokenInfo } from './readTokenInfo.js'
import { scanTransaction } from './scanTransaction.js'
import { chainRpc, estimateGas } from './chainRpc.js'
import { chainsOf } from './constants.js'
import { EmbeddedWalletRequestTimeoutError, ProviderRpcError } from './errors.js'
import type { EmbeddedEthereumProvider } from './getEthereumProvider.js'
import { showWalletRequest, transactionRequestFlow, walletRequestValue, walletUiShown, type WalletUiOptions } from './walletUi.js'

/** How often the receipt of a sent transaction is asked for (ms). */
export const RECEIPT_POLL_MS = 1_000
/** How long the receipt is waited for before the wait fails (ms): the wallet request timeout. */
export const RECEIPT_TIMEOUT_MS = 120_000
/** How often the balance is read again after 'Add funds', while the transaction on screen lacks funds (ms). */
export const BALANCE_POLL_MS = 2_000
/** The confirmation's warning when the fee could not be estimated. */
export const PREPARE_WARNING = 'There was an error preparing your transaction. Your transaction request will likely fail.'

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)))

/** number | bigint | hex (or decimal) string → bigint; null for anything else. */
function toBigInt(value: unknown): bigint | null {
  if (typeof value === 'bigint') return value
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value)
  if (typeof value === 'string' && /^(0x[0-9a-fA-F]+|\d+)$/.test(value)) return BigInt(value)
  return null
}

/** The chain a transaction goes to: its `chainId`, else the provider's current chain. */
function chainOf(client: FoyerClient, transaction: Record<string, unknown>, provider: Pick<EmbeddedEthereumProvider, 'chainId'>): Chain {
  const id = Number(toBigInt(transaction.chainId) ?? provider.chainId)
  const chain = chainsOf(client).supported.find((c) => c.id === id)
  if (!chain) throw new ProviderRpcError(4901, `Chain ID ${id} is not supported. It must be added to the supportedChains of the FoyerProvider.`)
  return chain
}

/** What `summarizeTransaction` takes: the sender, the transaction, the provider (its current chain) and whether the fee is paid by someone else. */
export type SummarizeTransactionParameters = {
  address: string
  transaction: Record<string, unknown>
  provider: Pick<EmbeddedEthereumProvider, 'chainId'>
  sponsored?: boolean | undefined
}

/**
 * What the confirmation shows of a transaction (pure reads of the chain and the price API, all at
 * once): recipient, value, network, what the call does (decoded; the token's symbol, decimals and
 * standard read from the chain), the US-dollar prices of the native currency and of the token
 * (null when unknown), the estimated fee (gas × gas price; null with a warning when the estimate
 * fails) and the sender's balance.
 */
export async function summarizeTransaction(
  client: FoyerClient,
  { address, transaction, provider, sponsored = false }: SummarizeTransactionParameters,
): Promise<TransactionSummary> {
  const chain = chainOf(client, transaction, provider)
  const to = typeof transaction.to === 'string' ? transaction.to : null
  const value = toBigInt(transaction.value) ?? 0n
  const data = typeof transaction.data === 'string' && transaction.data !== '0x' ? transaction.data : null
  const call = { from: address, ...(to ? { to } : {}), ...(data ? { data } : {}), ...(value ? { value: `0x${value.toString(16)}` } : {}) }
  const decoded = decodeTransaction({ to, data })
  const standard = tokenStandardOf(decoded)
  const tokenRead = standard && to ? readTokenInfo(client, { chain, address: to }).catch(() => null) : Promise.resolve(null)
  const [balance, fee, token, nativePrice, tokenPrice] = await Promise.all([
    chainRpc(client, chain, 'eth_getBalance', [address, 'latest']).then(toBigInt, () => null),
    (async () => {
      const gas = toBigInt(transaction.gas) ?? toBigInt(transaction.gasLimit) ?? toBigInt(await estimateGas(client, chain, call))
      const price = toBigInt(transaction.maxFeePerGas) ?? toBigInt(transaction.gasPrice) ?? toBigInt(await chainRpc(client, chain, 'eth_gasPrice'))
      return gas !== null && price !== null ? gas * price : null
    })().catch(() => null),
    tokenRead,
    getTokenPrice(client, { chainId: chain.id, tokenSymbol: chain.nativeCurrency.symbol }),
    tokenRead.then((t) => (t?.standard === 'erc20' && t.symbol ? getTokenPrice(client, { chainId: chain.id, tokenSymbol: t.symbol }) : null)),
  ])
  // approve and transferFrom read as ERC-20 unless the contract says it is an NFT collection.
  const details = token && token.standard !== 'erc20' ? decodeTransaction({ to, data }, token.standard) : decoded
  return {
    from: address,
    to,
    value,
    data,
    chain: {
      id: chain.id,
      name: chain.name,
      nativeCurrency: chain.nativeCurrency,
      explorerUrl: chain.blockExplorers?.default.url ?? null,
    },
    details,
    token,
    prices: { native: nativePrice, token: tokenPrice },
    sponsored,
    estimatedFee: fee,
    balance,
    warning: fee === null ? PREPARE_WARNING : null,
  }
}

/** Polls the chain for a transaction's receipt every RECEIPT_POLL_MS until it is mined (at most RECEIPT_TIMEOUT_MS). */
export async function waitForReceipt(client: FoyerClient, chain: Chain, hash: `0x${string}`, timers: Timers = defaultTimers): Promise<TransactionReceiptSummary> {
  const started = client.now()
  for (;;) {
    const receipt = (await chainRpc(client, chain, 'eth_getTransactionReceipt', [hash])) as { status?: string; blockNumber?: string; gasUsed?: string } | null
    if (receipt) {
      return {
        status: receipt.status === '0x0' ? 'reverted' : 'success',
        blockNumber: toBigInt(receipt.blockNumber) ?? 0n,
        gasUsed: toBigInt(receipt.gasUsed) ?? 0n,
      }
    }
    if (client.now() - started >= RECEIPT_TIMEOUT_MS) throw new EmbeddedWalletRequestTimeoutError('eth_getTransactionReceipt')
    await new Promise<void>((resolve) => timers.setTimeout(resolve, RECEIPT_POLL_MS))
  }
}

/** Whether the confirmation runs the safety scan: unless the host config turns it off (`embeddedWallets.transactionScanning: false`). */
export const transactionScanningOn = (client: FoyerClient) => appConfigValue.get(client)?.embeddedWallets.transactionScanning !== false

type Transactions = readonly Record<string, unknown>[]

/**
 * Headless: sends the transactions one by one, each (but the last) mined before the next is sent
 * (the next may depend on it); a reverted one stops the sequence with 'Transaction failed'.
 */
async function sendHeadless(
  client: FoyerClient,
  transactions: Transactions,
  provider: EmbeddedEthereumProvider,
  run: (tx: Record<string, unknown>) => Promise<`0x${string}`>,
): Promise<TransactionRequestResult> {
  const hashes: `0x${string}`[] = []
  for (const [i, tx] of transactions.entries()) {
    const hash = await run(tx)
    hashes.push(hash)
    if (i < transactions.length - 1) {
      const receipt = await waitForReceipt(client, chainOf(client, tx, provider), hash)
      if (receipt.status === 'reverted') throw new TransactionFailedError()
    }
  }
  return { hash: hashes.at(-1) as `0x${string}`, hashes }
}

/**
 * Sends or signs transactions: with no screen when `walletUiShown` says so (several are sent one
 * by one, each mined before the next), else through the default UI's confirmation: every step's
 * summary read at once ('prepared'), every step scanned at once alongside (unless the host turned
 * scanning off; shown once the steps are), Continue through the steps, Approve on the last; the
 * steps are then sent one at a time (sent → receipt → the next), or — sign-only, a single
 * transaction — signed. An error stops
 * the sequence; its retry resumes at the step that failed and lets the chain pick the nonce again.
 * After 'Add funds' the balance is read every BALANCE_POLL_MS while the step on screen lacks funds.
 */
export function transactWithOptionalUi<R extends TransactionRequestResult | { signature: `0x${string}` }>(
  client: FoyerClient,
  { mode, address, transactions, sponsored, uiOptions, provider, sendAll }: {
    mode: 'send' | 'sign'
    address: string
    /** One or more (sign-only: the first is signed). */
    transactions: Transactions
    sponsored?: boolean | undefined
    uiOptions: WalletUiOptions | undefined
    provider: EmbeddedEthereumProvider
    /**
     * Sends every step at once, all or nothing (a smart wallet's batch: one user operation), and
     * resolves with the one transaction's hash once the chain accepted it; each step then shows
     * that transaction and its receipt. Default: one transaction per step, in order.
     */
    sendAll?: ((transactions: Transactions) => Promise<`0x${string}`>) | undefined
  },
): Promise<R> {
  if (transactions.length === 0) return Promise.reject(new ProviderRpcError(-32602, 'No transaction to send'))
  const steps = mode === 'sign' ? transactions.slice(0, 1) : transactions
  const method = mode === 'send' ? 'eth_sendTransaction' : 'eth_signTransaction'
  const run = async (tx: Record<string, unknown>) => (await provider.request({ method, params: [{ ...tx, from: address }] })) as `0x${string}`
  if (!walletUiShown(client, uiOptions)) {
    if (mode === 'sign') return run(steps[0] as Record<string, unknown>).then((signature) => ({ signature }) as R)
    if (sendAll) return sendAll(steps).then((hash) => ({ hash, hashes: steps.map(() => hash) }) as unknown as R)
    return sendHeadless(client, steps, provider, run) as Promise<R>
  }
  let requestId: number | undefined
  /** Whether this request is still the one on screen (a late answer must not reach the next request). */
  const live = () => requestId !== undefined && walletRequestValue.get(client)?.id === requestId
  const stops: (() => void)[] = []

  /** Starts a step's scan right away (it needs only the transaction), in parallel with the summaries; settles as a value, never rejects. */
  function startScan(tx: Record<string, unknown>): Promise<{ result: TransactionScanResult } | { error: Error }> {
    try {
      const data = typeof tx.data === 'string' && tx.data !== '0x' ? tx.data : null
      const transaction = {
        from: address, to: typeof tx.to === 'string' ? tx.to : null, value: toBigInt(tx.value) ?? 0n, data,
        gas: (toBigInt(tx.gas) ?? toBigInt(tx.gasLimit)) ?? undefined,
        gasPrice: (toBigInt(tx.gasPrice) ?? toBigInt(tx.maxFeePerGas)) ?? undefined,
        nonce: toBigInt(tx.nonce) ?? undefined,
      }
      return scanTransaction(client, { chainId: chainOf(client, tx, provider).id, transaction }).then((result) => ({ result }), (error: unknown) => ({ error: asError(error) }))
    } catch (error) {
      return Promise.resolve({ error: asError(error) })
    }
  }

  /** Shows a step's scan: in progress once the step shows, then its outcome. */
  function showScan(index: number, scan: Promise<{ result: TransactionScanResult } | { error: Error }>) {
    transactionRequestFlow.dispatch(client, { type: 'scan', index, event: { type: 'start' } })
    void scan.then((outcome) => {
      if (!live()) return
      const event = 'result' in outcome ? { type: 'completed' as const, result: outcome.result } : { type: 'failed' as const, error: outcome.error }
      transactionRequestFlow.dispatch(client, { type: 'scan', index, event })
    })
  }

  /** After 'Add funds': reads the balance every BALANCE_POLL_MS while the step on screen lacks funds and the request shows. */
  function pollBalance() {
    let timer: unknown
    let stopped = false
    const stop = () => {
      stopped = true
      defaultTimers.clearTimeout(timer)
    }
    stops.push(stop)
    const tick = async () => {
      const step = currentStep(transactionRequestFlow.get(client))
      if (stopped || !live() || !step || !lacksFunds(step.summary)) return stop()
      const chain = chainsOf(client).supported.find((c) => c.id === step.summary.chain.id)
      const balance = chain ? await chainRpc(client, chain, 'eth_getBalance', [address, 'latest']).then(toBigInt, () => null) : null
      if (stopped || !live()) return stop()
      if (balance !== null) transactionRequestFlow.dispatch(client, { type: 'balance', balance })
      const after = currentStep(transactionRequestFlow.get(client))
      if (!after || !lacksFunds(after.summary)) return stop()
      timer = defaultTimers.setTimeout(() => void tick(), BALANCE_POLL_MS)
    }
    timer = defaultTimers.setTimeout(() => void tick(), BALANCE_POLL_MS)
  }

  return showWalletRequest<R>(client, { kind: 'transaction', mode, address, transaction: steps[0] as Record<string, unknown>, uiOptions: uiOptions ?? {} }, {
    async start() {
      requestId = walletRequestValue.get(client)?.id
      let polling = false
      stops.push(client.events.on('addFunds', (event) => {
        if (polling || !live() || event.address !== address) return
        polling = true
        pollBalance()
      }))
      // Scans run alongside the summaries: the confirmation waits for the slower of the two, not both.
      const scans = transactionScanningOn(client) ? steps.map(startScan) : null
      let summaries: TransactionSummary[]
      try {
        summaries = await Promise.all(steps.map((transaction) => summarizeTransaction(client, { address, transaction, provider, sponsored })))
      } catch (error) {
        if (live()) transactionRequestFlow.dispatch(client, { type: 'failed', error: asError(error) })
        return
      }
      if (!live()) return
      transactionRequestFlow.dispatch(client, { type: 'prepared', summaries })
      scans?.forEach((scan, index) => showScan(index, scan))
    },
    async confirm({ resetNonce }) {
      if (transactionRequestFlow.dispatch(client, { type: 'submit' }).status !== 'submitting') return
      const send = (tx: Record<string, unknown>) => {
        const { nonce: _nonce, ...withoutNonce } = tx
        return run(resetNonce ? withoutNonce : tx)
      }
      try {
        if (mode === 'sign') {
          transactionRequestFlow.dispatch(client, { type: 'signed', signature: await send(steps[0] as Record<string, unknown>) })
          return
        }
        if (sendAll) {
          const hash = await sendAll(steps)
          if (!live()) return
          const receipt = await waitForReceipt(client, chainOf(client, steps[0] as Record<string, unknown>, provider), hash)
          for (let state = transactionRequestFlow.get(client); state.status === 'submitting' && live(); state = transactionRequestFlow.get(client)) {
            transactionRequestFlow.dispatch(client, { type: 'sent', hash })
            transactionRequestFlow.dispatch(client, { type: 'confirmed', receipt })
          }
          return
        }
        // One step at a time: sent → mined → the next (the transition moves `index` on).
        for (let state = transactionRequestFlow.get(client); state.status === 'submitting' && live(); state = transactionRequestFlow.get(client)) {
          const tx = steps[state.index] as Record<string, unknown>
          const hash = await send(tx)
          if (!live()) return
          transactionRequestFlow.dispatch(client, { type: 'sent', hash })
          const receipt = await waitForReceipt(client, chainOf(client, tx, provider), hash)
          if (!live()) return
          transactionRequestFlow.dispatch(client, { type: 'confirmed', receipt })
        }
      } catch (error) {
        if (live()) transactionRequestFlow.dispatch(client, { type: 'failed', error: asError(error) })
      }
    },
    outcome: () => transactionRequestOutcome(transactionRequestFlow.get(client)) as ReturnType<typeof transactionRequestOutcome> & { type: 'resolve'; value: R },
    finish() {
      for (const stop of stops.splice(0)) stop()
    },
  })
}
