/**
 * The first card provider (Coinbase Onramp-like): `POST /api/v1/funding/coinbase_on_ramp/init`
 * opens a session for the caller's wallets, the fake buy page (`{coinbasePay}/buy/select-asset`,
 * the real page's query parameters) takes a test card or an exchange account, the on-ramp's hot
 * wallet credits the wallet on the local chain, and `GET …/coinbase_on_ramp/status` reports it.
 */
import { Hono, type Context } from 'hono'
import type { WireCoinbaseOnRampInit, WireCoinbaseOnRampStatus } from '../../core/types/funding.js'
import type { FundingAsset } from '../chains/types.js'
import { readBody, type Env } from '../context.js'
import { ApiError, errors } from '../errors.js'
import { requireAppId, requireAuth } from '../middleware.js'
import { randomToken } from '../random.js'
import {
  COINBASE_ASSETS, COINBASE_NETWORKS, COINBASE_SESSION_TTL_MS, DEV_COINBASE_APP_ID, FAKE_FUNDING_PATHS, FUNDING_FAULT_STEPS,
  FUNDING_TEST_CARDS, type FundingNetworkName,
} from './constants.js'
import {
  boundedMap, formatAmount, parseAmount, perStore, providerNetwork, requireOwnWallet, shortText, step, type FundingContext,
} from './context.js'
import { coinbaseBuyPage, outcomePage, refusedPage } from './pages.js'

type CoinbaseSession = {
  token: string
  partnerUserId: string
  userId: string
  /** The address to credit, by network name. */
  addresses: Record<string, string>
  assets: string[]
  expiresAt: number
  used: boolean
  status: WireCoinbaseOnRampStatus['status']
}

const stateOf = perStore((store) => ({
  sessions: boundedMap<string, CoinbaseSession>(store),
  byPartner: boundedMap<string, CoinbaseSession>(store),
}))

const MAX_ADDRESSES = 5
const BUY_PATH = '/buy/select-asset'
const PAY_PATH = '/buy/pay'

/** A card number without spaces or dashes. */
export const cardDigits = (value: unknown): string => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : '')
const SUCCESS_CARD = cardDigits(FUNDING_TEST_CARDS.success)
const DECLINED_CARD = cardDigits(FUNDING_TEST_CARDS.declined)

const isNetwork = (value: unknown): value is (typeof COINBASE_NETWORKS)[number] =>
  typeof value === 'string' && (COINBASE_NETWORKS as readonly string[]).includes(value)

/** `POST /api/v1/funding/coinbase_on_ramp/init` and `GET /api/v1/funding/coinbase_on_ramp/status`. */
export function coinbaseApiRoutes(f: FundingContext): Hono<Env> {
  const { ctx } = f
  const r = new Hono<Env>()
  r.use('*', requireAppId(ctx), requireAuth(ctx))

  r.post('/init', async (c) => {
    const body = await readBody(c)
    const userId = c.get('userId')
    if (!Array.isArray(body.addresses) || body.addresses.length === 0 || body.addresses.length > MAX_ADDRESSES) {
      throw errors.invalidData(`Missing or invalid field: addresses (1 to ${MAX_ADDRESSES} of { address, blockchains })`)
    }
    const addresses: Record<string, string> = {}
    for (const entry of body.addresses as unknown[]) {
      const { address, blockchains } = (entry ?? {}) as { address?: unknown; blockchains?: unknown }
      const text = shortText(address, 100)
      if (!text) throw errors.invalidData('Missing or invalid field: addresses[].address')
      if (!Array.isArray(blockchains) || blockchains.length === 0 || blockchains.length > COINBASE_NETWORKS.length) {
        throw errors.invalidData('Missing or invalid field: addresses[].blockchains (network names)')
      }
      for (const name of blockchains) {
        if (!isNetwork(name)) {
          throw errors.invalidData(`Unknown blockchain ${JSON.stringify(name).slice(0, 40)}: one of ${COINBASE_NETWORKS.join(', ')}`)
        }
        const network = providerNetwork(f, name)
        if (!network.funding.isAddress(text)) throw errors.invalidData(`${text} is not a ${network.chainType} address (blockchain ${name})`)
        if (addresses[name] !== undefined) throw errors.invalidData(`Blockchain ${name} is listed for two addresses`)
        addresses[name] = text
      }
      requireOwnWallet(ctx, userId, text)
    }
    if (!Array.isArray(body.assets) || body.assets.length === 0 || body.assets.length > Object.keys(COINBASE_ASSETS).length) {
      throw errors.invalidData(`Missing or invalid field: assets (some of ${Object.keys(COINBASE_ASSETS).join(', ')})`)
    }
    for (const asset of body.assets) {
      if (typeof asset !== 'string' || !COINBASE_ASSETS[asset]) {
        throw new ApiError(400, 'unsupported_currency', `Unknown asset ${JSON.stringify(asset).slice(0, 40)}: one of ${Object.keys(COINBASE_ASSETS).join(', ')}`)
      }
    }
    const session: CoinbaseSession = {
      token: randomToken(24),
      partnerUserId: randomToken(16),
      userId,
      addresses,
      assets: [...new Set(body.assets as string[])],
      expiresAt: ctx.now() + COINBASE_SESSION_TTL_MS,
      used: false,
      status: 'pending',
    }
    const state = stateOf(ctx)
    state.sessions.set(session.token, session)
    state.byPartner.set(session.partnerUserId, session)
    return c.json({ app_id: DEV_COINBASE_APP_ID, session_token: session.token, partner_user_id: session.partnerUserId } satisfies WireCoinbaseOnRampInit)
  })

  r.get('/status', (c) => {
    const partnerUserId = c.req.query('partnerUserId')
    if (!partnerUserId || partnerUserId.length > 64) throw errors.invalidData('Missing or invalid query: partnerUserId')
    const session = stateOf(ctx).byPartner.get(partnerUserId)
    if (!session || session.userId !== c.get('userId')) throw new ApiError(404, 'not_found', 'No on-ramp session for this partnerUserId')
    c.header('cache-control', 'no-store')
    return c.json({ status: session.status } satisfies WireCoinbaseOnRampStatus)
  })

  return r
}

/** The fake buy page: `GET {coinbasePay}/buy/select-asset` and its form, `POST {coinbasePay}/buy/pay`. */
export function coinbasePageRoutes(f: FundingContext): Hono<Env> {
  const { ctx } = f
  const r = new Hono<Env>()

  /** The live, unused session of a page's parameters, or why not. */
  const sessionOf = (params: Record<string, unknown>): CoinbaseSession | string => {
    if (params.appId !== DEV_COINBASE_APP_ID) return 'Unknown appId: this page belongs to another project.'
    const session = typeof params.sessionToken === 'string' ? stateOf(ctx).sessions.get(params.sessionToken) : undefined
    if (!session || session.expiresAt <= ctx.now()) return 'This session has expired. Start again from the app.'
    if (session.used) return 'This session was already used. Start again from the app.'
    if (params.partnerUserId !== session.partnerUserId) return 'The partnerUserId does not match the session.'
    return session
  }

  const assetsOn = (session: CoinbaseSession, network: string) => session.assets.filter((a) => COINBASE_ASSETS[a]!.networks.includes(network))

  const render = (c: Context<Env>, session: CoinbaseSession, input: { experience: 'buy' | 'send'; network?: unknown; asset?: unknown; amount?: unknown; partner?: unknown }, error?: string) => {
    const networks = Object.keys(session.addresses)
    const network = typeof input.network === 'string' && networks.includes(input.network) ? input.network : networks[0]!
    const assets = [...new Set(networks.flatMap((n) => assetsOn(session, n)))]
    const asset = typeof input.asset === 'string' && assets.includes(input.asset) ? input.asset : (assetsOn(session, network)[0] ?? assets[0] ?? '')
    const amount = typeof input.amount === 'string' ? input.amount.replace(/^\./, '0.') : ''
    const partner = shortText(input.partner, 80)
    const fields = { appId: DEV_COINBASE_APP_ID, sessionToken: session.token, partnerUserId: session.partnerUserId, endPartnerName: partner ?? '' }
    return c.html(
      coinbaseBuyPage({
        action: `${FAKE_FUNDING_PATHS.coinbasePay}${PAY_PATH}`,
        fields,
        experience: input.experience,
        networks,
        network,
        assets,
        asset,
        amount,
        address: session.addresses[network]!,
        partner,
        error,
      }),
      error ? 400 : 200,
    )
  }

  r.get(BUY_PATH, (c) => {
    const q = c.req.query()
    const session = sessionOf(q)
    if (typeof session === 'string') return c.html(refusedPage('Session not valid', session), 400)
    const experience = q.defaultExperience === 'send' || q.defaultPaymentMethod === 'CRYPTO_ACCOUNT' ? 'send' : 'buy'
    return render(c, session, { experience, network: q.defaultNetwork, asset: q.defaultAsset, amount: q.presetCryptoAmount, partner: q.endPartnerName })
  })

  r.post(PAY_PATH, async (c) => {
    const form = (await c.req.parseBody()) as Record<string, unknown>
    const session = sessionOf(form)
    if (typeof session === 'string') return c.html(refusedPage('Session not valid', session), 400)
    const experience = form.method === 'exchange' ? 'send' : 'buy'
    const again = (error: string) => render(c, session, { experience, network: form.network, asset: form.asset, amount: form.amount, partner: form.endPartnerName }, error)

    const name = form.network
    if (typeof name !== 'string' || session.addresses[name] === undefined) return again('Choose one of the session\'s networks.')
    const symbol = typeof form.asset === 'string' ? form.asset : ''
    if (!session.assets.includes(symbol) || !COINBASE_ASSETS[symbol]!.networks.includes(name)) return again(`${symbol || 'This asset'} cannot be bought on ${name}.`)
    const network = providerNetwork(f, name as FundingNetworkName)
    const asset: FundingAsset = COINBASE_ASSETS[symbol]!.asset
    let amount: bigint
    try {
      amount = parseAmount(form.amount, 'amount', network, asset, symbol)
    } catch (error) {
      return again(error instanceof Error ? error.message : 'Invalid amount')
    }
    let declined: string | undefined
    if (experience === 'buy') {
      const card = cardDigits(form.cardNumber)
      if (card !== SUCCESS_CARD && card !== DECLINED_CARD) return again('Use a test card.')
      if (card === DECLINED_CARD) declined = 'Your card was declined.'
    } else {
      if (form.exchangeAccount !== 'funded' && form.exchangeAccount !== 'empty') return again('Choose an exchange account.')
      if (form.exchangeAccount === 'empty') declined = 'Your exchange account does not have enough funds.'
    }

    // The session is spent from here on, whatever happens.
    session.used = true
    const address = session.addresses[name]!
    if (declined) {
      session.status = 'failure'
      return c.html(outcomePage({ outcome: 'failure', title: 'Payment failed', message: declined }))
    }
    let transaction: string | undefined
    try {
      if (await step(f, FUNDING_FAULT_STEPS.coinbaseCredit)) {
        transaction = await network.funding.pay({ network: network.id, payer: 'onramp', to: address, asset, amount })
      }
    } catch {
      transaction = undefined
    }
    if (!transaction) {
      session.status = 'failure'
      return c.html(outcomePage({ outcome: 'failure', title: 'Purchase failed', message: 'The provider could not send the crypto. You were not charged.' }))
    }
    session.status = 'success'
    return c.html(
      outcomePage({ outcome: 'success', title: 'Purchase complete', message: `${formatAmount(amount, network, asset)} ${symbol} was sent to ${address} on ${name}.`, transaction }),
    )
  })

  return r
}
