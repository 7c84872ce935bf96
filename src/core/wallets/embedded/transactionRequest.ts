import type { Chain } from 'viem'
import type { FoyerClient } from '../../client/types.js'
import { defaultTimers, type Timers } from '../../utils/timers.js'
import { transactionRequestOutcome, type TransactionReceiptSummary, type TransactionSummary } from '../../machines/walletRequestFlow.js'
import { chainRpc, estimateGas } from './chainRpc.js'
import { chainsOf } from './constants.js'
import { EmbeddedWalletRequestTimeoutError, ProviderRpcError } from './errors.js'
import type { EmbeddedEthereumProvider } from './getEthereumProvider.js'
import { showWalletRequest, transactionRequestFlow, walletUiShown, type WalletUiOptions } from './walletUi.js'

/** How often the receipt of a sent transaction is asked for (ms). */
export const RECEIPT_POLL_MS = 1_000
/** How long the receipt is waited for before the wait fails (ms): the wallet request timeout. */
export const RECEIPT_TIMEOUT_MS = 120_000
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

/**
 * What the confirmation shows of a transaction (pure reads of the chain): recipient, value,
 * network, the estimated fee (gas × gas price; null with a warning when the estimate fails) and
 * the sender's balance.
 */
export async function summarizeTransaction(
  client: FoyerClient,
  { address, transaction, provider }: { address: string; transaction: Record<string, unknown>; provider: Pick<EmbeddedEthereumProvider, 'chainId'> },
): Promise<TransactionSummary> {
  const chain = chainOf(client, transaction, provider)
  const to = typeof transaction.to === 'string' ? transaction.to : null
  const value = toBigInt(transaction.value) ?? 0n
  const data = typeof transaction.data === 'string' && transaction.data !== '0x' ? transaction.data : null
  const call = { from: address, ...(to ? { to } : {}), ...(data ? { data } : {}), ...(value ? { value: `0x${value.toString(16)}` } : {}) }
  const [balance, fee] = await Promise.all([
    chainRpc(client, chain, 'eth_getBalance', [address, 'latest']).then(toBigInt, () => null),
    (async () => {
      const gas = toBigInt(transaction.gas) ?? toBigInt(transaction.gasLimit) ?? toBigInt(await estimateGas(client, chain, call))
      const price = toBigInt(transaction.maxFeePerGas) ?? toBigInt(transaction.gasPrice) ?? toBigInt(await chainRpc(client, chain, 'eth_gasPrice'))
      return gas !== null && price !== null ? gas * price : null
    })().catch(() => null),
  ])
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

/**
 * Sends or signs a transaction: with no screen when `walletUiShown` says so, else through the
 * default UI's confirmation (preparing, ready, submitting, then the receipt — or, sign-only, the
 * signature — or an error with a retry that lets the chain pick the nonce again).
 */
export function transactWithOptionalUi<R extends { hash: `0x${string}` } | { signature: `0x${string}` }>(
  client: FoyerClient,
  { mode, address, transaction, uiOptions, provider }: {
    mode: 'send' | 'sign'
    address: string
    transaction: Record<string, unknown>
    uiOptions: WalletUiOptions | undefined
    provider: EmbeddedEthereumProvider
  },
): Promise<R> {
  const method = mode === 'send' ? 'eth_sendTransaction' : 'eth_signTransaction'
  const run = async (tx: Record<string, unknown>) => (await provider.request({ method, params: [{ ...tx, from: address }] })) as `0x${string}`
  if (!walletUiShown(client, uiOptions)) return run(transaction).then((value) => (mode === 'send' ? { hash: value } : { signature: value }) as R)
  return showWalletRequest<R>(client, { kind: 'transaction', mode, address, transaction, uiOptions: uiOptions ?? {} }, {
    async start() {
      try {
        transactionRequestFlow.dispatch(client, { type: 'prepared', summary: await summarizeTransaction(client, { address, transaction, provider }) })
      } catch (error) {
        transactionRequestFlow.dispatch(client, { type: 'failed', error: asError(error) })
      }
    },
    async confirm({ resetNonce }) {
      if (transactionRequestFlow.dispatch(client, { type: 'submit' }).status !== 'submitting') return
      const { nonce: _nonce, ...withoutNonce } = transaction
      try {
        const value = await run(resetNonce ? withoutNonce : transaction)
        if (mode === 'sign') {
          transactionRequestFlow.dispatch(client, { type: 'signed', signature: value })
          return
        }
        transactionRequestFlow.dispatch(client, { type: 'sent', hash: value })
        const receipt = await waitForReceipt(client, chainOf(client, transaction, provider), value)
        transactionRequestFlow.dispatch(client, { type: 'confirmed', receipt })
      } catch (error) {
        transactionRequestFlow.dispatch(client, { type: 'failed', error: asError(error) })
      }
    },
    outcome: () => transactionRequestOutcome(transactionRequestFlow.get(client)) as ReturnType<typeof transactionRequestOutcome> & { type: 'resolve'; value: R },
  })
}
