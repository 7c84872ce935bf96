/**
 * Bridging from another network (the bridge's API): the networks the source wallet may bridge
 * from with its balances, the quotes, sending the deposit on the source network and polling the
 * bridge's status every second.
 */
import type { Chain } from 'viem'
import type { FoyerClient } from '../client/types.js'
import { fundingErrorKindOf } from '../machines/fundingFlow.js'
import { BRIDGE_STATUS_POLL_MS } from '../constants.js'
import { bridgeQuoteChoice, selectBridgeSources, transitionBridgeStatus } from '../machines/fundingStatus.js'
import type { WireRelayQuote, WireRelayQuoteRequest, WireRelayRequests } from '../types/funding.js'
import { chainsOf } from '../wallets/embedded/constants.js'
import { solanaClusterOf } from '../wallets/solana/clusters.js'
import { toBaseUnits } from '../machines/fundingAmount.js'
import { evmBalanceOf, solanaBalanceOf, waitMs } from './chains.js'
import { BridgeFailedError, BridgeQuotesUnavailableError, FundingInsufficientBalanceError } from './errors.js'
import { RELAY_NATIVE_CURRENCY, RELAY_SOLANA_CHAIN_ID, usdcAddressOf } from './networks.js'
import { beginFundingWork, dispatchFunding, fundingContextOf, fundingStateOf, showFundingSuccess, type FundingContext } from './run.js'
import { sendFromEvmWallet, sendFromSolanaWallet } from './sourceWallet.js'
import type { BridgeQuote, BridgeSource, FundingBridgeState, FundingRequest, FundingSourceWallet } from '../types/fundingFlow.js'

/** The bridge's host for a request: its test host for test networks (or in sandbox), else its main host. */
export function relayHostOf(context: FundingContext, request: FundingRequest): string {
  const test = context.config.sandbox || (request.chain?.testnet ?? false) || (request.cluster !== null && request.cluster.name !== 'mainnet-beta')
  return (test ? context.config.providerUrls.relayTestnet : context.config.providerUrls.relay).replace(/\/$/, '')
}

/** The bridge's page of a deposit (the 'refund status' link). */
export const bridgeRequestUrl = (host: string, hash: string) => `${host}/transaction/${hash}`

/** Whether a request may be bridged to at all: enabled, a native or USDC asset, and not a Solana test cluster. */
export function bridgingOffered(request: FundingRequest): boolean {
  if (!request.crossChainBridgingEnabled || request.asset.kind === 'erc20') return false
  return request.cluster === null || request.cluster.name === 'mainnet-beta'
}

/** The source wallet's currency address on a network for the request's asset (null: it has none there). */
function originCurrencyOf(context: FundingContext, request: FundingRequest, source: BridgeSource): string | null {
  if (request.asset.kind === 'native') return RELAY_NATIVE_CURRENCY[source.chainType]
  return source.chainType === 'solana'
    ? usdcAddressOf(context.config, { chainType: 'solana', cluster: 'mainnet-beta' })
    : usdcAddressOf(context.config, { chainType: 'ethereum', chainId: source.chainId })
}

/** The EVM chains the client knows, by id. */
const evmChain = (client: FoyerClient, id: number): Chain | undefined => chainsOf(client).supported.find((c) => c.id === id)

/**
 * The networks a source wallet may bridge from, with its balance of the request's asset on each:
 * an EVM wallet from the client's other EVM chains (to Solana: main networks only, unless in
 * sandbox), a Solana wallet from the client's default cluster (a main one).
 */
export async function readBridgeSources(client: FoyerClient, context: FundingContext, request: FundingRequest, wallet: FundingSourceWallet): Promise<BridgeSource[]> {
  const candidates: { source: Omit<BridgeSource, 'balance'>; read: () => Promise<bigint> }[] = []
  const symbolOf = (native: string) => (request.asset.kind === 'USDC' ? 'USDC' : native)
  if (wallet.chainType === 'ethereum') {
    for (const chain of chainsOf(client).supported) {
      if (request.chainType === 'ethereum' && chain.id === request.chain!.id) continue
      if (request.chainType === 'solana' && chain.testnet && !context.config.sandbox) continue
      const base = { chainId: chain.id, chainType: 'ethereum' as const, name: chain.name, symbol: symbolOf(chain.nativeCurrency.symbol), decimals: request.asset.kind === 'USDC' ? 6 : chain.nativeCurrency.decimals }
      const token = request.asset.kind === 'USDC' ? usdcAddressOf(context.config, { chainType: 'ethereum', chainId: chain.id }) : null
      if (request.asset.kind === 'USDC' && !token) continue
      candidates.push({ source: base, read: () => evmBalanceOf(client, chain, wallet.address, token) })
    }
  } else if (request.chainType === 'ethereum') {
    const cluster = solanaClusterOf(client)
    if (cluster.name === 'mainnet-beta') {
      const mint = request.asset.kind === 'USDC' ? usdcAddressOf(context.config, { chainType: 'solana', cluster: 'mainnet-beta' }) : null
      if (request.asset.kind !== 'USDC' || mint) {
        candidates.push({
          source: { chainId: RELAY_SOLANA_CHAIN_ID, chainType: 'solana', name: 'Solana', symbol: symbolOf('SOL'), decimals: request.asset.kind === 'USDC' ? 6 : 9 },
          read: () => solanaBalanceOf(client, cluster.rpcUrl, wallet.address, mint),
        })
      }
    }
  }
  const read = await Promise.all(candidates.map(async ({ source, read }) => ({ ...source, balance: await read().catch(() => 0n) })))
  return selectBridgeSources(read)
}

/** A quote for bridging the request's amount from `source` to the funded wallet (null: the bridge has none). */
export async function fetchBridgeQuote(client: FoyerClient, context: FundingContext, request: FundingRequest, amount: string, wallet: FundingSourceWallet, source: BridgeSource): Promise<BridgeQuote> {
  const value = toBaseUnits(amount, request.asset.decimals)
  const originCurrency = originCurrencyOf(context, request, source)
  if (value === null || value <= 0n || !originCurrency) throw new BridgeQuotesUnavailableError({ details: 'Nothing to bridge' })
  const body: WireRelayQuoteRequest = {
    user: wallet.address,
    recipient: request.address,
    originChainId: source.chainId,
    destinationChainId: request.chainType === 'solana' ? RELAY_SOLANA_CHAIN_ID : request.chain!.id,
    originCurrency,
    destinationCurrency: request.asset.address ?? RELAY_NATIVE_CURRENCY[request.chainType],
    amount: value.toString(),
    tradeType: 'EXPECTED_OUTPUT',
  }
  let answer: WireRelayQuote & { message?: string }
  try {
    const response = await client.fetch(`${relayHostOf(context, request)}/quote`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    answer = (await response.json()) as WireRelayQuote & { message?: string }
    if (!response.ok) throw new Error(answer.message ?? `The bridge answered ${response.status}`)
  } catch (cause) {
    throw new BridgeQuotesUnavailableError({ cause })
  }
  const deposit = answer.steps?.[0]?.items?.[0]?.data
  if (!deposit) throw new BridgeQuotesUnavailableError({ details: answer.message ?? 'The quote has no deposit' })
  return {
    chainId: source.chainId,
    deposit,
    amountIn: BigInt(answer.details?.currencyIn?.amount ?? deposit.value ?? '0'),
    fee: BigInt(answer.fees?.relayer?.amount ?? '0'),
    timeEstimate: answer.details?.timeEstimate ?? 0,
  }
}

/** Quotes the source wallet can pay: a quote asking more than the balance is dropped, as is a source the bridge has no quote for. */
async function affordableQuote(client: FoyerClient, context: FundingContext, request: FundingRequest, amount: string, wallet: FundingSourceWallet, source: BridgeSource): Promise<BridgeQuote | null> {
  try {
    const quote = await fetchBridgeQuote(client, context, request, amount, wallet, source)
    return quote.amountIn <= source.balance ? quote : null
  } catch (error) {
    console.warn(`[foyer] no bridge quote from ${source.name}`, error)
    return null
  }
}

/**
 * Starts bridging for the source wallet: its networks with a balance (none: 'Insufficient
 * balance'), then — EVM to EVM — a quote from the largest, the others in the dropdown; with
 * Solana on either side, a quote from each: one is chosen at once, several show the chooser, none
 * is 'Insufficient balance'.
 */
export async function startBridge(client: FoyerClient, wallet: FundingSourceWallet): Promise<void> {
  const signal = beginFundingWork(client)
  const context = fundingContextOf(client)
  const { request, amount } = fundingStateOf(client)
  const base: FundingBridgeState = { sourceWallet: wallet, sources: [], selected: null, quote: null, quotes: [], status: 'loading', hash: null, requestUrl: null }
  dispatchFunding(client, { type: 'bridge', bridge: base }, request.id)
  const insufficient = () => {
    if (signal.aborted) return
    dispatchFunding(client, { type: 'failed', error: { kind: 'insufficient-balance', error: new FundingInsufficientBalanceError(wallet.address), requestUrl: null } }, request.id)
  }
  const sources = await readBridgeSources(client, context, request, wallet)
  if (signal.aborted) return
  if (sources.length === 0) return insufficient()
  const withSources = { ...base, sources }
  if (wallet.chainType === 'ethereum' && request.chainType === 'ethereum') {
    dispatchFunding(client, { type: 'bridge', bridge: { ...withSources, selected: sources[0]!.chainId } }, request.id)
    return quoteSource(client, sources[0]!.chainId)
  }
  const quotes = (await Promise.all(sources.map((s) => affordableQuote(client, context, request, amount, wallet, s)))).filter((q): q is BridgeQuote => q !== null)
  if (signal.aborted) return
  const choice = bridgeQuoteChoice(quotes)
  if (choice.kind === 'insufficient-balance') return insufficient()
  const bridge: FundingBridgeState = choice.kind === 'auto'
    ? { ...withSources, selected: choice.quote.chainId, quote: choice.quote, quotes: [choice.quote], status: 'ready' }
    : { ...withSources, quotes: choice.quotes, status: 'ready' }
  dispatchFunding(client, { type: 'bridge', bridge }, request.id)
}

/** Quotes the bridge from the source network `chainId` (the dropdown's choice); the form is ready, or shows why not. */
export async function quoteSource(client: FoyerClient, chainId: number): Promise<void> {
  const state = fundingStateOf(client)
  const { request, amount } = state
  const bridge = state.bridge
  const source = bridge?.sources.find((s) => s.chainId === chainId)
  if (!bridge || !source) return
  const signal = beginFundingWork(client)
  dispatchFunding(client, { type: 'bridge', bridge: { ...bridge, selected: chainId, quote: null, status: 'loading' } }, request.id)
  try {
    const quote = await fetchBridgeQuote(client, fundingContextOf(client), request, amount, bridge.sourceWallet, source)
    if (signal.aborted) return
    if (quote.amountIn > source.balance) {
      dispatchFunding(client, { type: 'failed', error: { kind: 'insufficient-balance', error: new FundingInsufficientBalanceError(bridge.sourceWallet.address), requestUrl: null } }, request.id)
      return
    }
    dispatchFunding(client, { type: 'bridge', bridge: { ...bridge, selected: chainId, quote, quotes: [quote], status: 'ready' } }, request.id)
  } catch (error) {
    if (signal.aborted) return
    dispatchFunding(client, { type: 'failed', error: { kind: fundingErrorKindOf(error, 'other'), error: error as Error, requestUrl: null } }, request.id)
  }
}

/**
 * Sends the quote's deposit from the source wallet on its network (EVM: its receipt awaited;
 * Solana: signed by the wallet, confirmed), then polls the bridge every second by the deposit's
 * hash: success shows 'Success!'; a refund or a failure shows the bridging failure with the
 * bridge's page of the request.
 */
export async function sendBridge(client: FoyerClient): Promise<void> {
  const state = fundingStateOf(client)
  const { request } = state
  const bridge = state.bridge
  if (!bridge?.quote || bridge.status !== 'ready') return
  const { quote, sourceWallet } = bridge
  const signal = beginFundingWork(client)
  const context = fundingContextOf(client)
  const host = relayHostOf(context, request)
  const update = (patch: Partial<FundingBridgeState>) => {
    const current = fundingStateOf(client).bridge ?? bridge
    dispatchFunding(client, { type: 'bridge', bridge: { ...current, ...patch } }, request.id)
  }
  update({ status: 'sending' })
  let hash: string
  try {
    if (sourceWallet.chainType === 'solana') {
      hash = await sendFromSolanaWallet(client, sourceWallet, solanaClusterOf(client).rpcUrl, quote.deposit.instructions ?? [])
    } else {
      const chain = evmChain(client, quote.deposit.chainId)
      if (!chain) throw new BridgeQuotesUnavailableError({ details: `Chain ${quote.deposit.chainId} is not among the supported chains` })
      hash = await sendFromEvmWallet(client, sourceWallet, chain, { to: quote.deposit.to, value: BigInt(quote.deposit.value), data: quote.deposit.data }, signal)
    }
  } catch (error) {
    if (signal.aborted) return
    dispatchFunding(client, { type: 'failed', error: { kind: fundingErrorKindOf(error, 'transaction-failure'), error: error as Error, requestUrl: null } }, request.id)
    return
  }
  if (signal.aborted) return
  const requestUrl = bridgeRequestUrl(host, hash)
  update({ status: 'waiting', hash, requestUrl })
  let status = fundingStateOf(client).bridge!.status
  for (;;) {
    let read: string | null = null
    try {
      const response = await client.fetch(`${host}/requests/v2?${new URLSearchParams({ hash })}`, { signal })
      if (response.ok) read = ((await response.json()) as WireRelayRequests).requests?.[0]?.status ?? null
    } catch {
      if (signal.aborted) return
    }
    if (signal.aborted) return
    const next = transitionBridgeStatus(status, read)
    status = next.status
    update({ status })
    if (next.outcome === 'success') {
      showFundingSuccess(client, {
        provider: 'bridge', status: 'success', chainType: request.chainType, address: request.address,
        chainId: request.chain?.id ?? null, cluster: request.cluster?.name ?? null, value: state.amount.replace(/\.$/, ''), token: request.asset.symbol,
        destination: request.embedded ? 'embedded' : 'external',
      })
      return
    }
    if (next.outcome === 'failure') {
      dispatchFunding(client, { type: 'failed', error: { kind: 'bridge-failed', error: new BridgeFailedError(status as 'refund' | 'failure'), requestUrl } }, request.id)
      return
    }
    await waitMs(BRIDGE_STATUS_POLL_MS, signal).catch(() => undefined)
    if (signal.aborted) return
  }
}
