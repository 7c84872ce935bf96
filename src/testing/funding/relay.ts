/**
 * The bridge (Relay-like) between the local chains: `POST {relay}/quote` prices a transfer
 * (EXPECTED_OUTPUT: what the recipient gets) and answers the deposit the user sends on the origin
 * chain (to the solver, carrying the quote's request id as a reference); `GET {relay}/requests/v2?hash=`
 * reads the deposit from the origin chain when the client reports its hash, and the solver pays
 * the recipient on the destination chain in the background — or, when the fill fails (a fault on
 * `FUNDING_FAULT_STEPS.relayFill`), the quote expired or was used, or the deposit falls short,
 * sends the deposit back on the origin chain.
 */
import { Hono, type Handler } from 'hono'
import { formatUnits, parseUnits } from 'viem'
import type {
  WireRelayCurrencyAmount, WireRelayQuote, WireRelayRequest, WireRelayRequests, WireRelayStatus, WireRelayTransaction,
  WireRelayTransactionData,
} from '../../core/types/funding.js'
import type { FundingAsset, FundingDeposit, FundingNetworkId } from '../chains/types.js'
import { readBody, type Env } from '../context.js'
import { ApiError, errors } from '../errors.js'
import { priceOf } from '../scan.js'
import { FUNDING_FAULT_STEPS, FUNDING_MAX_AMOUNTS, RELAY_FEE_BPS, RELAY_NATIVE_CURRENCY, RELAY_SOLANA_CHAIN_ID } from './constants.js'
import { background, boundedMap, localNetwork, perStore, shortText, step, type FundingContext, type LocalNetwork } from './context.js'
import { relayRequestPage } from './pages.js'

type Currency = {
  network: LocalNetwork
  chainId: number
  asset: FundingAsset
  address: string
  symbol: string
  name: string
  decimals: number
}

type Quote = {
  requestId: string
  user: string
  recipient: string
  origin: Currency
  destination: Currency
  amountIn: bigint
  amountOut: bigint
  expiresAt: number
  used: boolean
}

type RelayRequest = {
  id: string
  status: WireRelayStatus
  user: string
  recipient: string
  failReason?: string
  inTxs: WireRelayTransaction[]
  outTxs: WireRelayTransaction[]
  createdAt: number
  updatedAt: number
}

const stateOf = perStore((store) => ({
  quotes: boundedMap<string, Quote>(store),
  /** By deposit transaction (EVM hashes lower case). */
  requests: boundedMap<string, RelayRequest>(store),
  byId: boundedMap<string, RelayRequest>(store),
  /** Deposits being read, so two polls of one hash read it once. */
  indexing: new Map<string, Promise<WireRelayRequest | undefined>>(),
}))

/** A Relay-style error: `{ error, code }` plus the `message` its clients read. */
const relayError = (status: 400 | 404, code: string, message: string) => new ApiError(status, code, message, { message })
const unsupported = {
  chain: (id: unknown) => relayError(400, 'unsupported_chain', `Chain ${String(id).slice(0, 40)} is not supported by the local bridge`),
  currency: (address: string, chainId: number) => relayError(400, 'unsupported_currency', `Currency ${address.slice(0, 80)} is not supported on chain ${chainId}`),
  route: (message: string) => relayError(400, 'unsupported_route', message),
}

/** Routes whose errors carry `message` too (the bridge's clients read it). */
const withMessage = (handler: Handler<Env>): Handler<Env> => async (c, next) => {
  try {
    return await handler(c, next)
  } catch (error) {
    if (error instanceof ApiError && error.extra.message === undefined) throw new ApiError(error.status, error.code, error.message, { message: error.message })
    throw error
  }
}

const isZeroAddress = (text: string) => /^0x0{40}$/i.test(text)
const keyOf = (hash: string) => (hash.startsWith('0x') ? hash.toLowerCase() : hash)
const randomRequestId = () => `0x${[...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('')}`

/** The local network of a bridge chain id. */
function chainOf(f: FundingContext, value: unknown, field: string): { network: LocalNetwork; chainId: number } {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) throw errors.invalidData(`Missing or invalid field: ${field} (a chain id)`)
  const id: FundingNetworkId = value === RELAY_SOLANA_CHAIN_ID ? 'solana' : value
  const network = localNetwork(f, id)
  if (!network || (id !== 'solana' && network.chainType !== 'ethereum')) throw unsupported.chain(value)
  return { network, chainId: value }
}

function currencyOf({ network, chainId }: { network: LocalNetwork; chainId: number }, value: unknown, field: string): Currency {
  const address = shortText(value, 100)
  if (!address) throw errors.invalidData(`Missing or invalid field: ${field}`)
  const native = network.chainType === 'solana' ? address === RELAY_NATIVE_CURRENCY.solana : isZeroAddress(address)
  const usdc = network.funding.tokenAddress('USDC')
  const asset: FundingAsset | undefined = native ? 'native' : usdc && network.funding.sameAddress(address, usdc) ? 'USDC' : undefined
  if (!asset) throw unsupported.currency(address, chainId)
  const symbol = asset === 'USDC' ? 'USDC' : network.chainType === 'solana' ? 'SOL' : 'ETH'
  const name = asset === 'USDC' ? 'USD Coin' : network.chainType === 'solana' ? 'Solana' : 'Ether'
  return { network, chainId, asset, address, symbol, name, decimals: network.funding.decimals(asset) }
}

/** Micro-dollars per whole unit of a currency; 400 when the price table has none. */
function microPrice(f: FundingContext, currency: Currency): bigint {
  const price = priceOf(f.prices, currency.symbol)
  if (price === undefined || !(price > 0)) throw unsupported.route(`No price for ${currency.symbol}: the bridge cannot quote it`)
  return BigInt(Math.round(price * 1e6))
}

function currencyAmount(f: FundingContext, currency: Currency, amount: bigint): WireRelayCurrencyAmount {
  const formatted = formatUnits(amount, currency.decimals)
  const usd = (Number(formatted) * (priceOf(f.prices, currency.symbol) ?? 0)).toFixed(2)
  return {
    currency: { chainId: currency.chainId, address: currency.address, symbol: currency.symbol, name: currency.name, decimals: currency.decimals },
    amount: amount.toString(),
    amountFormatted: formatted,
    amountUsd: usd,
  }
}

const wire = (request: RelayRequest): WireRelayRequest => ({
  id: request.id,
  status: request.status,
  user: request.user,
  recipient: request.recipient,
  data: {
    ...(request.failReason ? { failReason: request.failReason } : {}),
    inTxs: request.inTxs.map((t) => ({ ...t })),
    outTxs: request.outTxs.map((t) => ({ ...t })),
  },
  createdAt: new Date(request.createdAt).toISOString(),
  updatedAt: new Date(request.updatedAt).toISOString(),
})

/** `POST {relay}/quote`, `GET {relay}/requests/v2` and the request page `GET {relay}/transaction/{hash}`. */
export function relayRoutes(f: FundingContext): Hono<Env> {
  const { ctx } = f
  const r = new Hono<Env>()

  r.post(
    '/quote',
    withMessage(async (c) => {
      const body = await readBody(c)
      if (body.tradeType !== 'EXPECTED_OUTPUT') throw errors.invalidData(`Unsupported tradeType ${JSON.stringify(body.tradeType ?? null).slice(0, 40)}: only EXPECTED_OUTPUT`)
      const origin = chainOf(f, body.originChainId, 'originChainId')
      const destination = chainOf(f, body.destinationChainId, 'destinationChainId')
      if (origin.network.id === destination.network.id) throw unsupported.route('The origin and destination chains must differ')
      const currencyIn = currencyOf(origin, body.originCurrency, 'originCurrency')
      const currencyOut = currencyOf(destination, body.destinationCurrency ?? RELAY_NATIVE_CURRENCY.ethereum, 'destinationCurrency')

      const user = shortText(body.user, 100)
      if (!user || !origin.network.funding.isAddress(user)) throw errors.invalidData(`Missing or invalid field: user (a ${origin.network.chainType} address on the origin chain)`)
      const recipient = body.recipient === undefined && origin.network.chainType === destination.network.chainType ? user : shortText(body.recipient, 100)
      if (!recipient || !destination.network.funding.isAddress(recipient)) {
        throw errors.invalidData(`Missing or invalid field: recipient (a ${destination.network.chainType} address on the destination chain)`)
      }

      if (typeof body.amount !== 'string' || !/^[1-9][0-9]{0,40}$/.test(body.amount)) {
        throw errors.invalidData('Missing or invalid field: amount (base units of the destination currency, a positive decimal integer)')
      }
      const amountOut = BigInt(body.amount)
      const limit = (currency: Currency) => parseUnits(FUNDING_MAX_AMOUNTS[currency.network.chainType][currency.asset], currency.decimals)
      if (amountOut > limit(currencyOut)) throw errors.invalidData(`Invalid amount: above the limit of ${FUNDING_MAX_AMOUNTS[destination.network.chainType][currencyOut.asset]} ${currencyOut.symbol}`)
      // What the recipient gets, in the origin currency, plus the bridge's fee; rounded up.
      const numerator = amountOut * microPrice(f, currencyOut) * 10n ** BigInt(currencyIn.decimals)
      const denominator = microPrice(f, currencyIn) * 10n ** BigInt(currencyOut.decimals)
      const value = numerator / denominator
      const amountIn = (numerator * (10_000n + RELAY_FEE_BPS) + denominator * 10_000n - 1n) / (denominator * 10_000n)
      if (value === 0n) throw unsupported.route('Amount too low to bridge')
      if (amountIn > limit(currencyIn)) throw errors.invalidData(`Invalid amount: the deposit would be above the limit of ${FUNDING_MAX_AMOUNTS[origin.network.chainType][currencyIn.asset]} ${currencyIn.symbol}`)

      const requestId = randomRequestId()
      const data = (await origin.network.funding.depositTransaction({
        network: origin.network.id, from: user, payer: 'solver', asset: currencyIn.asset, amount: amountIn, reference: requestId,
      })) as unknown as WireRelayTransactionData
      const quote: Quote = {
        requestId, user, recipient, origin: currencyIn, destination: currencyOut, amountIn, amountOut,
        expiresAt: ctx.now() + f.quoteTtlMs, used: false,
      }
      stateOf(ctx).quotes.set(requestId, quote)
      const bridge = origin.network.chainType === destination.network.chainType && currencyIn.symbol === currencyOut.symbol
      return c.json({
        steps: [
          {
            id: 'deposit',
            action: 'Confirm transaction in your wallet',
            description: `Depositing funds to the relayer to bridge ${currencyOut.symbol}`,
            kind: 'transaction',
            requestId,
            items: [{ status: 'incomplete', data: { ...data, chainId: origin.chainId }, check: { endpoint: `/requests/v2?id=${requestId}`, method: 'GET' } }],
          },
        ],
        fees: { relayer: currencyAmount(f, currencyIn, amountIn - value) },
        details: {
          operation: bridge ? 'bridge' : 'swap',
          sender: user,
          recipient,
          currencyIn: currencyAmount(f, currencyIn, amountIn),
          currencyOut: currencyAmount(f, currencyOut, amountOut),
          rate: String(Number(formatUnits(amountOut, currencyOut.decimals)) / Number(formatUnits(amountIn, currencyIn.decimals))),
          timeEstimate: 1,
        },
        expiresAt: quote.expiresAt,
      } satisfies WireRelayQuote)
    }),
  )

  r.get(
    '/requests/v2',
    withMessage(async (c) => {
      const hash = c.req.query('hash')
      const id = c.req.query('id')
      c.header('cache-control', 'no-store')
      if (id !== undefined) {
        if (id.length > 100) throw errors.invalidData('Invalid query: id')
        const request = stateOf(ctx).byId.get(id.toLowerCase())
        return c.json({ requests: request ? [wire(request)] : [] } satisfies WireRelayRequests)
      }
      if (hash === undefined || hash.length === 0 || hash.length > 100) throw errors.invalidData('Missing or invalid query: hash (the deposit transaction) or id')
      const request = await requestOf(f, hash)
      return c.json({ requests: request ? [request] : [] } satisfies WireRelayRequests)
    }),
  )

  r.get('/transaction/:hash', async (c) => {
    const hash = c.req.param('hash').slice(0, 100)
    await requestOf(f, hash)
    const request = stateOf(ctx).requests.get(keyOf(hash))
    if (!request) return c.html(relayRequestPage({ id: hash, status: 'unknown', inTxs: [], outTxs: [] }), 404)
    return c.html(relayRequestPage(request))
  })

  return r
}

/** The request of deposit `hash` (read from the origin chain the first time), as the status answers it. */
async function requestOf(f: FundingContext, hash: string): Promise<WireRelayRequest | undefined> {
  const state = stateOf(f.ctx)
  const key = keyOf(hash)
  const known = state.requests.get(key)
  if (known) return wire(known)
  let reading = state.indexing.get(key)
  if (!reading) {
    reading = index(f, hash).finally(() => state.indexing.delete(key))
    state.indexing.set(key, reading)
  }
  return reading
}

/** Looks for transaction `hash` on the local chains and, when it is a deposit for a quote, opens its request. */
async function index(f: FundingContext, hash: string): Promise<WireRelayRequest | undefined> {
  for (const chain of f.chains) {
    const funding = chain.funding
    if (!funding?.isTransactionId(hash)) continue
    for (const id of funding.networks) {
      let deposit: FundingDeposit | undefined
      try {
        deposit = await funding.readDeposit(id, hash, 'solver')
      } catch {
        deposit = undefined
      }
      if (deposit) return accept(f, localNetwork(f, id)!, hash, deposit)
    }
  }
  return undefined
}

/** Opens the request of a deposit for a quote (its answer as first read), and starts its fill or refund. */
function accept(f: FundingContext, network: LocalNetwork, hash: string, deposit: FundingDeposit): WireRelayRequest | undefined {
  const state = stateOf(f.ctx)
  const quote = deposit.references.map((r) => state.quotes.get(r)).find((q) => q !== undefined)
  if (!quote) return undefined
  const now = f.ctx.now()
  const originChainId = network.id === 'solana' ? RELAY_SOLANA_CHAIN_ID : network.id
  const fresh = !quote.used
  const request: RelayRequest = {
    id: fresh ? quote.requestId : randomRequestId(),
    status: 'waiting',
    user: quote.user,
    recipient: quote.recipient,
    inTxs: [{ hash, chainId: originChainId, timestamp: Math.floor(now / 1000) }],
    outTxs: [],
    createdAt: now,
    updatedAt: now,
  }
  let refund: string | undefined
  if (!deposit.success || deposit.asset === null) {
    request.status = 'failure'
    request.failReason = deposit.success ? 'NO_DEPOSIT_RECEIVED' : 'DEPOSIT_FAILED'
  } else if (quote.used) refund = 'QUOTE_ALREADY_USED'
  else if (now > quote.expiresAt) refund = 'QUOTE_EXPIRED'
  else if (network.id !== quote.origin.network.id || deposit.asset !== quote.origin.asset) refund = 'DEPOSIT_MISMATCH'
  else if (deposit.amount < quote.amountIn) refund = 'AMOUNT_TOO_LOW'
  if (request.status === 'waiting') quote.used = true
  state.requests.set(keyOf(hash), request)
  if (fresh) state.byId.set(request.id, request)
  const answer = wire(request)
  if (request.status === 'waiting') background(f, () => settle(f, request, quote, network, deposit, refund))
  return answer
}

/** Fills the request on the destination chain, or refunds the deposit on the origin chain. */
async function settle(f: FundingContext, request: RelayRequest, quote: Quote, origin: LocalNetwork, deposit: FundingDeposit, refundReason: string | undefined): Promise<void> {
  const set = (patch: Partial<RelayRequest>) => Object.assign(request, patch, { updatedAt: f.ctx.now() })
  const done = (network: LocalNetwork, hash: string) =>
    request.outTxs.push({ hash, chainId: network.id === 'solana' ? RELAY_SOLANA_CHAIN_ID : network.id, timestamp: Math.floor(f.ctx.now() / 1000) })
  if (refundReason === undefined) {
    const fill = await step(f, FUNDING_FAULT_STEPS.relayFill, () => set({ status: 'delayed' }))
    if (fill) {
      set({ status: 'pending' })
      const { network, asset } = quote.destination
      try {
        const hash = await network.funding.pay({ network: network.id, payer: 'solver', to: quote.recipient, asset, amount: quote.amountOut })
        done(network, hash)
        set({ status: 'success' })
        return
      } catch {
        // refunded below
      }
    }
    refundReason = 'SOLVER_FILL_FAILED'
  }
  set({ status: 'pending', failReason: refundReason })
  if (await step(f, FUNDING_FAULT_STEPS.relayRefund)) {
    try {
      const hash = await origin.funding.pay({ network: origin.id, payer: 'solver', to: deposit.from, asset: deposit.asset!, amount: deposit.amount })
      done(origin, hash)
      set({ status: 'refund' })
      return
    } catch {
      // failure below
    }
  }
  set({ status: 'failure' })
}
