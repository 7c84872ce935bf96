/**
 * The second card provider (MoonPay-like): `POST /api/v1/plugins/moonpay_on_ramp/sign` signs a
 * buy-page URL for the caller's wallet (base64 HMAC-SHA-256 of its query, keyed by the provider's
 * secret key, appended as `signature`), the fake buy page (`{moonpayBuy}`) refuses a URL whose
 * signature does not match and takes a test card (3-D Secure included), the on-ramp's hot wallet
 * credits the wallet on the local chain, and the provider's API (`{moonpayApi}/transactions/ext/{id}`)
 * reports the purchase.
 */
import { Hono, type Context } from 'hono'
import type { WireMoonPaySign, WireMoonPayTransaction } from '../../core/types/funding.js'
import { timingSafeEqual } from '../codes.js'
import { readBody, type Env } from '../context.js'
import { ApiError, errors } from '../errors.js'
import { requireAppId, requireAuth } from '../middleware.js'
import { randomToken } from '../random.js'
import { priceOf } from '../scan.js'
import { cardDigits } from './coinbase.js'
import {
  DEV_MOONPAY_API_KEYS, FAKE_FUNDING_PATHS, FUNDING_FAULT_STEPS, FUNDING_TEST_CARDS, MOONPAY_CURRENCY_CODES, MOONPAY_URL_TTL_MS,
} from './constants.js'
import {
  boundedMap, formatAmount, fundingErrors, parseAmount, perStore, providerNetwork, requireOwnWallet, shortText, step,
  type FundingContext, type LocalNetwork,
} from './context.js'
import { authorizePage, moonpayBuyPage, outcomePage, refusedPage } from './pages.js'

type Order = {
  externalTransactionId: string
  userId: string
  address: string
  currencyCode: string
  network: LocalNetwork
  apiKey: string
  /** Fixed by the signed URL, or typed on the page. */
  amount: bigint | undefined
  expiresAt: number
  transaction?: WireMoonPayTransaction
  /** The secret of the authorization step (3-D Secure), while it waits. */
  authToken?: string
}

const stateOf = perStore((store) => ({ orders: boundedMap<string, Order>(store) }))

/** Buy-page parameters a sign request's `overrides` may add. */
const OVERRIDES = ['baseCurrencyCode', 'baseCurrencyAmount', 'lockAmount', 'email', 'redirectURL', 'showWalletAddressForm', 'language'] as const
const MAX_OVERRIDES = OVERRIDES.length

const encoder = new TextEncoder()

/** base64(HMAC-SHA-256(secret, `?{query}`)): the signature of a buy-page URL, as the real provider computes it. */
export async function signMoonPayQuery(secretKey: string, query: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secretKey), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`?${query}`)))
  let bin = ''
  for (const b of mac) bin += String.fromCharCode(b)
  return btoa(bin)
}

const SUCCESS_CARD = cardDigits(FUNDING_TEST_CARDS.success)
const DECLINED_CARD = cardDigits(FUNDING_TEST_CARDS.declined)
const AUTHORIZATION_CARD = cardDigits(FUNDING_TEST_CARDS.authorization)
const apiKeys: readonly string[] = Object.values(DEV_MOONPAY_API_KEYS)

/** `POST /api/v1/plugins/moonpay_on_ramp/sign`. */
export function moonpayApiRoutes(f: FundingContext): Hono<Env> {
  const { ctx } = f
  const r = new Hono<Env>()
  r.post('/sign', requireAppId(ctx), requireAuth(ctx), async (c) => {
    const body = await readBody(c)
    const address = shortText(body.address, 100)
    if (!address) throw errors.invalidData('Missing or invalid field: address')
    if (body.useSandbox !== undefined && typeof body.useSandbox !== 'boolean') throw errors.invalidData('Invalid field: useSandbox (a boolean)')
    const config = (body.config ?? {}) as Record<string, unknown>
    if (typeof config !== 'object' || Array.isArray(config)) throw errors.invalidData('Invalid field: config (an object)')

    const code = config.currencyCode === undefined ? 'ETH_ETHEREUM' : typeof config.currencyCode === 'string' ? config.currencyCode.toUpperCase() : ''
    const currency = MOONPAY_CURRENCY_CODES[code]
    if (!currency) {
      throw fundingErrors.unsupportedCurrency(`Unknown currencyCode ${JSON.stringify(config.currencyCode).slice(0, 40)}: one of ${Object.keys(MOONPAY_CURRENCY_CODES).join(', ')}`)
    }
    const paymentMethod = config.paymentMethod ?? 'credit_debit_card'
    if (paymentMethod !== 'credit_debit_card') throw errors.invalidData('Unsupported paymentMethod: only credit_debit_card')
    const network = providerNetwork(f, currency.network)
    if (!network.funding.isAddress(address)) throw errors.invalidData(`${address} is not a ${network.chainType} address (currency ${code})`)
    requireOwnWallet(ctx, c.get('userId'), address)
    const amount = config.quoteCurrencyAmount === undefined ? undefined : parseAmount(config.quoteCurrencyAmount, 'quoteCurrencyAmount', network, currency.asset, currency.symbol)

    const ui = (config.uiConfig ?? {}) as Record<string, unknown>
    if (typeof ui !== 'object' || Array.isArray(ui)) throw errors.invalidData('Invalid field: config.uiConfig (an object)')
    if (ui.accentColor !== undefined && (typeof ui.accentColor !== 'string' || !/^#[0-9a-fA-F]{6}$/.test(ui.accentColor))) {
      throw errors.invalidData('Invalid field: config.uiConfig.accentColor (#rrggbb)')
    }
    if (ui.theme !== undefined && ui.theme !== 'light' && ui.theme !== 'dark') throw errors.invalidData('Invalid field: config.uiConfig.theme (light or dark)')
    const overrides = (config.overrides ?? {}) as Record<string, unknown>
    if (typeof overrides !== 'object' || Array.isArray(overrides) || Object.keys(overrides).length > MAX_OVERRIDES) {
      throw errors.invalidData(`Invalid field: config.overrides (an object of at most ${MAX_OVERRIDES} of ${OVERRIDES.join(', ')})`)
    }
    for (const [key, value] of Object.entries(overrides)) {
      if (!(OVERRIDES as readonly string[]).includes(key)) throw errors.invalidData(`Unknown override ${key.slice(0, 40)}: one of ${OVERRIDES.join(', ')}`)
      if (!['string', 'number', 'boolean'].includes(typeof value) || String(value).length > 256) throw errors.invalidData(`Invalid override ${key}`)
    }

    const apiKey = body.useSandbox ? DEV_MOONPAY_API_KEYS.test : DEV_MOONPAY_API_KEYS.live
    const externalTransactionId = crypto.randomUUID()
    const params = new URLSearchParams({ apiKey, walletAddress: address, currencyCode: code })
    if (amount !== undefined) params.set('quoteCurrencyAmount', formatAmount(amount, network, currency.asset))
    params.set('paymentMethod', 'credit_debit_card')
    params.set('externalTransactionId', externalTransactionId)
    if (typeof ui.accentColor === 'string') params.set('colorCode', ui.accentColor)
    if (typeof ui.theme === 'string') params.set('theme', ui.theme)
    for (const [key, value] of Object.entries(overrides)) params.set(key, String(value))
    const signature = await signMoonPayQuery(f.moonpaySecretKey, params.toString())
    const url = new URL(FAKE_FUNDING_PATHS.moonpayBuy, new URL(c.req.url).origin)
    url.search = `${params.toString()}&signature=${encodeURIComponent(signature)}`

    stateOf(ctx).orders.set(externalTransactionId, {
      externalTransactionId,
      userId: c.get('userId'),
      address,
      currencyCode: code,
      network,
      apiKey,
      amount,
      expiresAt: ctx.now() + MOONPAY_URL_TTL_MS,
    })
    return c.json({ signedUrl: url.toString(), externalTransactionId } satisfies WireMoonPaySign)
  })
  return r
}

/** The fiat the fake provider prices in. */
const BASE_CURRENCY = 'usd'
/** An error of the fake provider's own API (its codes are the provider's, not Foyer's). */
const providerApiError = (status: 401, code: string, message: string) => new ApiError(status, code, message)

/** `GET {moonpayApi}/transactions/ext/{externalTransactionId}?apiKey=`. */
export function moonpayProviderApiRoutes(f: FundingContext): Hono<Env> {
  const r = new Hono<Env>()
  r.get('/transactions/ext/:id', (c) => {
    const apiKey = c.req.query('apiKey')
    if (!apiKey || !apiKeys.includes(apiKey)) throw providerApiError(401, 'invalid_api_key', 'Missing or invalid apiKey')
    const order = stateOf(f.ctx).orders.get(c.req.param('id'))
    c.header('cache-control', 'no-store')
    if (!order?.transaction || order.apiKey !== apiKey) throw fundingErrors.notFound('Transaction not found')
    return c.json([order.transaction] satisfies WireMoonPayTransaction[])
  })
  return r
}

/** The fake buy page: `GET {moonpayBuy}`, its form `POST {moonpayBuy}/pay`, and the authorization step `POST {moonpayBuy}/authorize`. */
export function moonpayPageRoutes(f: FundingContext): Hono<Env> {
  const { ctx } = f
  const r = new Hono<Env>()

  /** The order behind a signed query, or why the page refuses it (with the status to answer). */
  const verify = async (query: string): Promise<{ order: Order; params: URLSearchParams } | { refused: string; status: 400 | 401 | 404 | 409 }> => {
    if (query.length > 4096) return { refused: 'This URL is too long.', status: 400 }
    const params = new URLSearchParams(query)
    const signature = params.get('signature')
    params.delete('signature')
    const expected = await signMoonPayQuery(f.moonpaySecretKey, params.toString())
    if (!signature || !timingSafeEqual(signature, expected)) return { refused: 'Invalid signature: this URL was changed after it was signed.', status: 401 }
    const order = stateOf(ctx).orders.get(params.get('externalTransactionId') ?? '')
    if (!order || order.expiresAt <= ctx.now() || order.apiKey !== params.get('apiKey')) return { refused: 'This payment link has expired. Start again from the app.', status: 404 }
    if (order.transaction && order.transaction.status !== 'waitingAuthorization') return { refused: 'This payment link was already used.', status: 409 }
    return { order, params }
  }

  const symbolOf = (order: Order) => MOONPAY_CURRENCY_CODES[order.currencyCode]!.symbol
  const networkName = (order: Order) => MOONPAY_CURRENCY_CODES[order.currencyCode]!.network

  const render = (c: Context<Env>, order: Order, params: URLSearchParams, query: string, error?: string) =>
    c.html(
      moonpayBuyPage({
        action: `${FAKE_FUNDING_PATHS.moonpayBuy}/pay`,
        query,
        symbol: symbolOf(order),
        network: networkName(order),
        amount: order.amount === undefined ? undefined : formatAmount(order.amount, order.network, MOONPAY_CURRENCY_CODES[order.currencyCode]!.asset),
        address: order.address,
        sandbox: order.apiKey === DEV_MOONPAY_API_KEYS.test,
        accent: params.get('colorCode') ?? undefined,
        error,
      }),
      error ? 400 : 200,
    )

  const authorization = (c: Context<Env>, order: Order) =>
    c.html(
      authorizePage({
        action: `${FAKE_FUNDING_PATHS.moonpayBuy}/authorize`,
        fields: { externalTransactionId: order.externalTransactionId, authToken: order.authToken ?? '' },
      }),
    )

  const update = (order: Order, patch: Partial<WireMoonPayTransaction>) => {
    order.transaction = { ...order.transaction!, ...patch, updatedAt: new Date(ctx.now()).toISOString() }
  }

  /** The payment went through: the on-ramp credits the wallet, and the transaction completes or fails. */
  const settle = async (c: Context<Env>, order: Order, amount: bigint) => {
    const { asset } = MOONPAY_CURRENCY_CODES[order.currencyCode]!
    update(order, { status: 'pending', failureReason: null })
    let transaction: string | undefined
    try {
      if (await step(f, FUNDING_FAULT_STEPS.moonpayCredit)) {
        transaction = await order.network.funding.pay({ network: order.network.id, payer: 'onramp', to: order.address, asset, amount })
      }
    } catch {
      transaction = undefined
    }
    if (!transaction) {
      update(order, { status: 'failed', failureReason: 'The crypto could not be sent' })
      return c.html(outcomePage({ outcome: 'failure', title: 'Purchase failed', message: 'The crypto could not be sent. You were not charged.' }))
    }
    update(order, { status: 'completed', cryptoTransactionId: transaction })
    const text = `${formatAmount(amount, order.network, asset)} ${symbolOf(order)}`
    return c.html(outcomePage({ outcome: 'success', title: 'Purchase complete', message: `${text} was sent to ${order.address}.`, transaction }))
  }

  r.get('/', async (c) => {
    const query = new URL(c.req.url).search.replace(/^\?/, '')
    const checked = await verify(query)
    if ('refused' in checked) return c.html(refusedPage('Payment link not valid', checked.refused), checked.status)
    if (checked.order.transaction?.status === 'waitingAuthorization') return authorization(c, checked.order)
    return render(c, checked.order, checked.params, query)
  })

  r.post('/pay', async (c) => {
    const form = (await c.req.parseBody()) as Record<string, unknown>
    const query = typeof form.query === 'string' ? form.query : ''
    const checked = await verify(query)
    if ('refused' in checked) return c.html(refusedPage('Payment link not valid', checked.refused), checked.status)
    const { order, params } = checked
    if (order.transaction) return authorization(c, order)
    const { asset, symbol } = MOONPAY_CURRENCY_CODES[order.currencyCode]!
    let amount = order.amount
    if (amount === undefined) {
      try {
        amount = parseAmount(form.amount, 'amount', order.network, asset, symbol)
      } catch (error) {
        return render(c, order, params, query, error instanceof Error ? error.message : 'Invalid amount')
      }
    }
    const card = cardDigits(form.cardNumber)
    if (![SUCCESS_CARD, DECLINED_CARD, AUTHORIZATION_CARD].includes(card)) return render(c, order, params, query, 'Use a test card.')

    const now = new Date(ctx.now()).toISOString()
    const quote = Number(formatAmount(amount, order.network, asset))
    order.amount = amount
    order.transaction = {
      id: crypto.randomUUID(),
      externalTransactionId: order.externalTransactionId,
      status: 'pending',
      paymentMethod: 'credit_debit_card',
      walletAddress: order.address,
      currency: { code: order.currencyCode as WireMoonPayTransaction['currency']['code'] },
      quoteCurrencyAmount: quote,
      baseCurrencyAmount: Number((quote * (priceOf(f.prices, symbol) ?? 0)).toFixed(2)),
      baseCurrency: { code: BASE_CURRENCY },
      cryptoTransactionId: null,
      failureReason: null,
      createdAt: now,
      updatedAt: now,
    }
    if (card === DECLINED_CARD) {
      update(order, { status: 'failed', failureReason: 'Card declined' })
      return c.html(outcomePage({ outcome: 'failure', title: 'Payment failed', message: 'Your card was declined.' }))
    }
    if (card === AUTHORIZATION_CARD) {
      order.authToken = randomToken(24)
      update(order, { status: 'waitingAuthorization' })
      return authorization(c, order)
    }
    return settle(c, order, amount)
  })

  r.post('/authorize', async (c) => {
    const form = (await c.req.parseBody()) as Record<string, unknown>
    const order = typeof form.externalTransactionId === 'string' ? stateOf(ctx).orders.get(form.externalTransactionId) : undefined
    const token = typeof form.authToken === 'string' ? form.authToken : ''
    if (!order?.authToken || order.transaction?.status !== 'waitingAuthorization' || !timingSafeEqual(token, order.authToken)) {
      return c.html(refusedPage('Nothing to authorize', 'This payment is not waiting for an authorization.'), 400)
    }
    order.authToken = undefined
    if (form.decision !== 'approve') {
      update(order, { status: 'failed', failureReason: 'Authorization declined' })
      return c.html(outcomePage({ outcome: 'failure', title: 'Payment failed', message: 'You declined the payment.' }))
    }
    return settle(c, order, order.amount!)
  })

  return r
}
