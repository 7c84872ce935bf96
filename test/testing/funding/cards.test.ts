import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { parseEther, parseUnits } from 'viem'
import {
  completeFakeCoinbasePurchase, completeFakeMoonPayPurchase, DEV_COINBASE_APP_ID, DEV_MOONPAY_API_KEYS, FAKE_FUNDING_PATHS,
  FUNDING_FAULT_STEPS,
} from '../../../src/testing/index.js'
import { call } from '../helpers.js'
import { CHAIN_A, CHAIN_B, evmBalance, fundingUser, fundingWorld, solanaBalance, type FundingUser, type FundingWorld } from './setup.js'

let world: FundingWorld
let user: FundingUser

beforeAll(async () => {
  world = await fundingWorld()
  user = await fundingUser(world)
})
afterEach(() => {
  world.backend.faults.clear()
  vi.useRealTimers()
})
afterAll(() => world.close())

const ORIGIN = 'http://localhost'

/** `POST /api/v1/funding/coinbase_on_ramp/init` for the user's wallets. */
const coinbaseInit = (body: unknown, token = user.token) => call(world.backend, 'POST', '/api/v1/funding/coinbase_on_ramp/init', { token, body })

/** The popup URL the app opens for a session. */
function coinbasePage(session: { app_id: string; session_token: string; partner_user_id: string }, query: Record<string, string>) {
  const url = new URL(`${FAKE_FUNDING_PATHS.coinbasePay}/buy/select-asset`, ORIGIN)
  const params = { appId: session.app_id, sessionToken: session.session_token, endPartnerName: 'Foyer Demo', partnerUserId: session.partner_user_id, ...query }
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v)
  return url.toString()
}

const coinbaseStatus = (partnerUserId: string, token = user.token) =>
  call(world.backend, 'GET', `/api/v1/funding/coinbase_on_ramp/status?partnerUserId=${encodeURIComponent(partnerUserId)}`, { token })

async function evmSession(blockchains = ['ethereum', 'base'], assets = ['ETH', 'USDC']) {
  const res = await coinbaseInit({ addresses: [{ address: user.evm.address, blockchains }], assets })
  expect(res.status).toBe(200)
  return res.body as { app_id: string; session_token: string; partner_user_id: string }
}

describe('first card provider (Coinbase-like): init, buy page, credit on the local chain, status', () => {
  it('init answers a single-use session for the caller\'s wallet; a test card buys ETH on Base (31338), credited by the on-ramp', async () => {
    const session = await evmSession()
    expect(session).toEqual({ app_id: DEV_COINBASE_APP_ID, session_token: expect.any(String), partner_user_id: expect.any(String) })
    expect((await coinbaseStatus(session.partner_user_id)).body).toEqual({ status: 'pending' })
    const url = coinbasePage(session, { defaultNetwork: 'base', defaultAsset: 'ETH', presetCryptoAmount: '.25', defaultExperience: 'buy', defaultPaymentMethod: 'CARD' })
    const page = await world.backend.fetch(new Request(url))
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('value="0.25"')
    expect(html).toContain(user.evm.address)

    const before = await evmBalance(world, CHAIN_B, user.evm.address)
    const result = await completeFakeCoinbasePurchase(world.backend, url)
    expect(result).toMatchObject({ status: 200, outcome: 'success', transaction: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
    expect((await evmBalance(world, CHAIN_B, user.evm.address)) - before).toBe(parseEther('0.25'))
    // A real transfer from the on-ramp's hot wallet.
    const tx = (await world.evm.provider(CHAIN_B).request({ method: 'eth_getTransactionByHash', params: [result.transaction] })) as { from: string }
    expect(tx.from.toLowerCase()).toBe(world.backend.funding.describe().accounts.find((a) => a.chainType === 'ethereum')!.onramp.toLowerCase())
    expect((await coinbaseStatus(session.partner_user_id)).body).toEqual({ status: 'success' })

    // The session is spent.
    expect(await completeFakeCoinbasePurchase(world.backend, url)).toMatchObject({ status: 400, outcome: 'refused' })
    expect((await world.backend.fetch(new Request(url))).status).toBe(400)
  })

  it('buys USDC on Ethereum (31337): the token lands', async () => {
    const session = await evmSession()
    const before = await evmBalance(world, CHAIN_A, user.evm.address, 'USDC')
    const result = await completeFakeCoinbasePurchase(world.backend, coinbasePage(session, { defaultNetwork: 'ethereum', defaultAsset: 'USDC', presetCryptoAmount: '12.5' }))
    expect(result.outcome).toBe('success')
    expect((await evmBalance(world, CHAIN_A, user.evm.address, 'USDC')) - before).toBe(parseUnits('12.5', 6))
  })

  it('a declined card fails the purchase: status failure, nothing credited', async () => {
    const session = await evmSession()
    const before = await evmBalance(world, CHAIN_B, user.evm.address)
    const result = await completeFakeCoinbasePurchase(world.backend, coinbasePage(session, { defaultNetwork: 'base', defaultAsset: 'ETH', presetCryptoAmount: '1' }), { card: 'declined' })
    expect(result).toMatchObject({ status: 200, outcome: 'failure' })
    expect(result.transaction).toBeUndefined()
    expect((await coinbaseStatus(session.partner_user_id)).body).toEqual({ status: 'failure' })
    expect(await evmBalance(world, CHAIN_B, user.evm.address)).toBe(before)
  })

  it('an unknown card, a bad amount or an asset of another network asks again without spending the session', async () => {
    const session = await evmSession()
    const url = coinbasePage(session, { defaultNetwork: 'base', defaultAsset: 'ETH', presetCryptoAmount: '1' })
    expect(await completeFakeCoinbasePurchase(world.backend, url, { card: '4111 1111 1111 1111' })).toMatchObject({ status: 400, outcome: 'invalid', message: 'Use a test card.' })
    expect(await completeFakeCoinbasePurchase(world.backend, url, { amount: '0' })).toMatchObject({ status: 400, outcome: 'invalid', message: expect.stringContaining('more than 0') })
    expect(await completeFakeCoinbasePurchase(world.backend, url, { amount: '101' })).toMatchObject({ status: 400, outcome: 'invalid', message: expect.stringContaining('limit of 100 ETH') })
    expect(await completeFakeCoinbasePurchase(world.backend, url, { asset: 'SOL' })).toMatchObject({ status: 400, outcome: 'invalid' })
    expect((await coinbaseStatus(session.partner_user_id)).body).toEqual({ status: 'pending' })
    expect((await completeFakeCoinbasePurchase(world.backend, url)).outcome).toBe('success')
  })

  it('the exchange experience credits SOL on the local Solana runtime; an empty exchange account fails', async () => {
    const res = await coinbaseInit({ addresses: [{ address: user.solana.publicKey.toBase58(), blockchains: ['solana'] }], assets: ['SOL', 'USDC'] })
    expect(res.status).toBe(200)
    const url = coinbasePage(res.body, { defaultNetwork: 'solana', defaultAsset: 'SOL', presetCryptoAmount: '2', defaultExperience: 'send', defaultPaymentMethod: 'CRYPTO_ACCOUNT' })
    const page = await (await world.backend.fetch(new Request(url))).text()
    expect(page).toContain('Transfer from your exchange account')
    const address = user.solana.publicKey.toBase58()
    const before = await solanaBalance(world, address)
    const result = await completeFakeCoinbasePurchase(world.backend, url)
    expect(result).toMatchObject({ outcome: 'success', transaction: expect.any(String) })
    expect((await solanaBalance(world, address)) - before).toBe(2_000_000_000n)
    expect((await coinbaseStatus(res.body.partner_user_id)).body).toEqual({ status: 'success' })

    const empty = (await coinbaseInit({ addresses: [{ address, blockchains: ['solana'] }], assets: ['USDC'] })).body
    const failed = await completeFakeCoinbasePurchase(world.backend, coinbasePage(empty, { defaultNetwork: 'solana', defaultAsset: 'USDC', presetCryptoAmount: '5' }), { exchangeAccount: 'empty' })
    expect(failed.outcome).toBe('failure')
    expect(await solanaBalance(world, address, 'USDC')).toBe(0n)
    expect((await coinbaseStatus(empty.partner_user_id)).body).toEqual({ status: 'failure' })
  })

  it('a fault on the credit step fails the purchase and credits nothing; a delay keeps the status pending meanwhile', async () => {
    const session = await evmSession()
    const url = coinbasePage(session, { defaultNetwork: 'base', defaultAsset: 'ETH', presetCryptoAmount: '1' })
    const before = await evmBalance(world, CHAIN_B, user.evm.address)
    world.backend.faults.add({ method: 'POST', path: FUNDING_FAULT_STEPS.coinbaseCredit, status: 500, times: 1 })
    expect((await completeFakeCoinbasePurchase(world.backend, url)).outcome).toBe('failure')
    expect((await coinbaseStatus(session.partner_user_id)).body).toEqual({ status: 'failure' })
    expect(await evmBalance(world, CHAIN_B, user.evm.address)).toBe(before)

    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const slow = await evmSession()
    world.backend.faults.add({ method: 'POST', path: FUNDING_FAULT_STEPS.coinbaseCredit, delayMs: 30_000, times: 1 })
    const paying = completeFakeCoinbasePurchase(world.backend, coinbasePage(slow, { defaultNetwork: 'base', defaultAsset: 'ETH', presetCryptoAmount: '1' }))
    await vi.waitFor(() => expect(world.backend.faults.list()).toEqual([]))
    expect((await coinbaseStatus(slow.partner_user_id)).body).toEqual({ status: 'pending' })
    await vi.advanceTimersByTimeAsync(30_000)
    expect((await paying).outcome).toBe('success')
    expect((await coinbaseStatus(slow.partner_user_id)).body).toEqual({ status: 'success' })
  })

  it('init refuses what a real server refuses', async () => {
    const other = await fundingUser(world)
    const address = user.evm.address
    expect((await call(world.backend, 'POST', '/api/v1/funding/coinbase_on_ramp/init', { body: { addresses: [{ address, blockchains: ['base'] }], assets: ['ETH'] } })).status).toBe(401)
    expect(await coinbaseInit({ addresses: [{ address: other.evm.address, blockchains: ['base'] }], assets: ['ETH'] })).toMatchObject({ status: 403, body: { code: 'wallet_not_owned' } })
    expect(await coinbaseInit({ addresses: [{ address, blockchains: ['dogechain'] }], assets: ['ETH'] })).toMatchObject({ status: 400, body: { code: 'invalid_data', error: expect.stringContaining('Unknown blockchain') } })
    expect(await coinbaseInit({ addresses: [{ address, blockchains: ['polygon'] }], assets: ['POL'] })).toMatchObject({ status: 400, body: { code: 'unsupported_network', error: expect.stringContaining('polygon') } })
    expect(await coinbaseInit({ addresses: [{ address, blockchains: ['base'] }], assets: ['DOGE'] })).toMatchObject({ status: 400, body: { code: 'unsupported_currency' } })
    expect(await coinbaseInit({ addresses: [{ address, blockchains: ['solana'] }], assets: ['SOL'] })).toMatchObject({ status: 400, body: { code: 'invalid_data', error: expect.stringContaining('not a solana address') } })
    expect(await coinbaseInit({ addresses: [], assets: ['ETH'] })).toMatchObject({ status: 400, body: { code: 'invalid_data' } })
    expect(await coinbaseInit({ addresses: Array.from({ length: 6 }, () => ({ address, blockchains: ['base'] })), assets: ['ETH'] })).toMatchObject({ status: 400 })

    // Status: only the caller's sessions.
    const session = await evmSession()
    expect(await coinbaseStatus(session.partner_user_id, other.token)).toMatchObject({ status: 404, body: { code: 'not_found' } })
    expect((await call(world.backend, 'GET', '/api/v1/funding/coinbase_on_ramp/status')).status).toBe(401)
  })

  it('the buy page refuses an expired session, another project\'s appId or another partnerUserId', async () => {
    const session = await evmSession()
    const query = { defaultNetwork: 'base', defaultAsset: 'ETH', presetCryptoAmount: '1' }
    expect((await world.backend.fetch(new Request(coinbasePage({ ...session, app_id: 'other' }, query)))).status).toBe(400)
    expect((await world.backend.fetch(new Request(coinbasePage({ ...session, partner_user_id: 'other' }, query)))).status).toBe(400)
    world.clock.now += 5 * 60_000 + 1
    try {
      expect(await completeFakeCoinbasePurchase(world.backend, coinbasePage(session, query))).toMatchObject({ status: 400, outcome: 'refused' })
    } finally {
      world.clock.now -= 5 * 60_000 + 1
    }
  })
})

/** `POST /api/v1/plugins/moonpay_on_ramp/sign`. */
const sign = (body: unknown, token = user.token) => call(world.backend, 'POST', '/api/v1/plugins/moonpay_on_ramp/sign', { token, body })
const moonpayStatus = (id: string, apiKey: string = DEV_MOONPAY_API_KEYS.test) =>
  call(world.backend, 'GET', `${FAKE_FUNDING_PATHS.moonpayApi}/transactions/ext/${id}?apiKey=${apiKey}`, { appId: null })

async function signed(config: Record<string, unknown>, address: string = user.evm.address) {
  const res = await sign({ address, useSandbox: true, config: { paymentMethod: 'credit_debit_card', uiConfig: { accentColor: '#7c65c1', theme: 'dark' }, ...config } })
  expect(res.status).toBe(200)
  return res.body as { signedUrl: string; externalTransactionId: string }
}

describe('second card provider (MoonPay-like): signed URL, buy page, credit, provider status', () => {
  it('signs a buy-page URL; before payment the provider answers 404; a test card completes it and the ETH lands on 31337', async () => {
    const { signedUrl, externalTransactionId } = await signed({ currencyCode: 'ETH_ETHEREUM', quoteCurrencyAmount: 0.5 })
    const url = new URL(signedUrl)
    expect(url.pathname).toBe(FAKE_FUNDING_PATHS.moonpayBuy)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      apiKey: DEV_MOONPAY_API_KEYS.test, walletAddress: user.evm.address, currencyCode: 'ETH_ETHEREUM', quoteCurrencyAmount: '0.5',
      paymentMethod: 'credit_debit_card', externalTransactionId, colorCode: '#7c65c1', theme: 'dark', signature: expect.any(String),
    })
    expect([...url.searchParams.keys()].at(-1)).toBe('signature')
    expect((await world.backend.fetch(new Request(signedUrl))).status).toBe(200)
    expect(await moonpayStatus(externalTransactionId)).toMatchObject({ status: 404, body: { code: 'not_found' } })

    const before = await evmBalance(world, CHAIN_A, user.evm.address)
    const result = await completeFakeMoonPayPurchase(world.backend, signedUrl)
    expect(result.outcome).toBe('success')
    expect((await evmBalance(world, CHAIN_A, user.evm.address)) - before).toBe(parseEther('0.5'))
    const status = await moonpayStatus(externalTransactionId)
    expect(status.status).toBe(200)
    expect(status.body).toEqual([
      expect.objectContaining({
        externalTransactionId, status: 'completed', paymentMethod: 'credit_debit_card', walletAddress: user.evm.address,
        currency: { code: 'ETH_ETHEREUM' }, quoteCurrencyAmount: 0.5, baseCurrencyAmount: 1500, cryptoTransactionId: result.transaction,
      }),
    ])
    // The URL is single use.
    expect(await completeFakeMoonPayPurchase(world.backend, signedUrl)).toMatchObject({ status: 409, outcome: 'refused' })
  })

  it('refuses a tampered URL (page and form); nothing is bought', async () => {
    const { signedUrl, externalTransactionId } = await signed({ currencyCode: 'ETH_ETHEREUM', quoteCurrencyAmount: '0.1' })
    const tampered = signedUrl.replace('quoteCurrencyAmount=0.1', 'quoteCurrencyAmount=99')
    expect(tampered).not.toBe(signedUrl)
    const page = await world.backend.fetch(new Request(tampered))
    expect(page.status).toBe(401)
    expect(await page.text()).toContain('Invalid signature')
    expect(await completeFakeMoonPayPurchase(world.backend, tampered)).toMatchObject({ status: 401, outcome: 'refused' })
    const other = await fundingUser(world)
    expect(await completeFakeMoonPayPurchase(world.backend, signedUrl.replace(user.evm.address, other.evm.address))).toMatchObject({ status: 401 })
    expect(await completeFakeMoonPayPurchase(world.backend, signedUrl.replace(/&signature=.*$/, ''))).toMatchObject({ status: 401 })
    expect((await moonpayStatus(externalTransactionId)).status).toBe(404)
  })

  it('a declined card: failed, nothing credited', async () => {
    const { signedUrl, externalTransactionId } = await signed({ currencyCode: 'USDC_BASE', quoteCurrencyAmount: '20' })
    const before = await evmBalance(world, CHAIN_B, user.evm.address, 'USDC')
    expect((await completeFakeMoonPayPurchase(world.backend, signedUrl, { card: 'declined' })).outcome).toBe('failure')
    expect((await moonpayStatus(externalTransactionId)).body).toEqual([expect.objectContaining({ status: 'failed', failureReason: 'Card declined', cryptoTransactionId: null })])
    expect(await evmBalance(world, CHAIN_B, user.evm.address, 'USDC')).toBe(before)
  })

  it('the authorization card waits for the buyer (waitingAuthorization), then completes when approved or fails when declined', async () => {
    const first = await signed({ currencyCode: 'USDC_BASE', quoteCurrencyAmount: '20' })
    const before = await evmBalance(world, CHAIN_B, user.evm.address, 'USDC')
    expect((await completeFakeMoonPayPurchase(world.backend, first.signedUrl, { card: 'authorization' })).outcome).toBe('waitingAuthorization')
    expect((await moonpayStatus(first.externalTransactionId)).body).toEqual([expect.objectContaining({ status: 'waitingAuthorization' })])
    // Reopening the URL shows the authorization step; approving it completes the purchase.
    const reopened = await (await world.backend.fetch(new Request(first.signedUrl))).text()
    expect(reopened).toContain('Authorize the payment')
    expect((await completeFakeMoonPayPurchase(world.backend, first.signedUrl, { card: 'authorization', authorize: 'approve' })).outcome).toBe('success')
    expect((await moonpayStatus(first.externalTransactionId)).body).toEqual([expect.objectContaining({ status: 'completed' })])
    expect((await evmBalance(world, CHAIN_B, user.evm.address, 'USDC')) - before).toBe(parseUnits('20', 6))

    const second = await signed({ currencyCode: 'USDC_BASE', quoteCurrencyAmount: '20' })
    expect((await completeFakeMoonPayPurchase(world.backend, second.signedUrl, { card: 'authorization', authorize: 'decline' })).outcome).toBe('failure')
    expect((await moonpayStatus(second.externalTransactionId)).body).toEqual([expect.objectContaining({ status: 'failed', failureReason: 'Authorization declined' })])
    expect((await evmBalance(world, CHAIN_B, user.evm.address, 'USDC')) - before).toBe(parseUnits('20', 6))
  })

  it('credits USDC on the local Solana runtime (USDC_SOL), the amount typed on the page when the URL has none', async () => {
    const address = user.solana.publicKey.toBase58()
    const { signedUrl, externalTransactionId } = await signed({ currencyCode: 'usdc_sol' }, address)
    const before = await solanaBalance(world, address, 'USDC')
    expect(await completeFakeMoonPayPurchase(world.backend, signedUrl)).toMatchObject({ status: 400, outcome: 'invalid' })
    expect((await completeFakeMoonPayPurchase(world.backend, signedUrl, { amount: '7.25' })).outcome).toBe('success')
    expect((await solanaBalance(world, address, 'USDC')) - before).toBe(7_250_000n)
    expect((await moonpayStatus(externalTransactionId)).body[0]).toMatchObject({ status: 'completed', currency: { code: 'USDC_SOL' }, quoteCurrencyAmount: 7.25 })
  })

  it('reports pending while the credit runs (a delayed credit step); a failing credit step fails the purchase', async () => {
    const failing = await signed({ currencyCode: 'ETH_BASE', quoteCurrencyAmount: '1' })
    world.backend.faults.add({ method: 'POST', path: FUNDING_FAULT_STEPS.moonpayCredit, drop: true, times: 1 })
    expect((await completeFakeMoonPayPurchase(world.backend, failing.signedUrl)).outcome).toBe('failure')
    expect((await moonpayStatus(failing.externalTransactionId)).body).toEqual([expect.objectContaining({ status: 'failed' })])

    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const slow = await signed({ currencyCode: 'ETH_BASE', quoteCurrencyAmount: '1' })
    world.backend.faults.add({ method: 'POST', path: FUNDING_FAULT_STEPS.moonpayCredit, delayMs: 10_000, times: 1 })
    const paying = completeFakeMoonPayPurchase(world.backend, slow.signedUrl)
    await vi.waitFor(() => expect(world.backend.faults.list()).toEqual([]))
    expect((await moonpayStatus(slow.externalTransactionId)).body).toEqual([expect.objectContaining({ status: 'pending' })])
    await vi.advanceTimersByTimeAsync(10_000)
    expect((await paying).outcome).toBe('success')
    expect((await moonpayStatus(slow.externalTransactionId)).body).toEqual([expect.objectContaining({ status: 'completed' })])
  })

  it('sign and status refuse what a real server refuses', async () => {
    const address = user.evm.address
    const other = await fundingUser(world)
    expect((await call(world.backend, 'POST', '/api/v1/plugins/moonpay_on_ramp/sign', { body: { address } })).status).toBe(401)
    expect(await sign({ address: other.evm.address })).toMatchObject({ status: 403, body: { code: 'wallet_not_owned' } })
    expect(await sign({ address, config: { currencyCode: 'DOGE' } })).toMatchObject({ status: 400, body: { code: 'unsupported_currency' } })
    expect(await sign({ address, config: { currencyCode: 'AVAX_CCHAIN' } })).toMatchObject({ status: 400, body: { code: 'unsupported_network' } })
    expect(await sign({ address, config: { currencyCode: 'SOL' } })).toMatchObject({ status: 400, body: { code: 'invalid_data' } })
    expect(await sign({ address, config: { quoteCurrencyAmount: 0 } })).toMatchObject({ status: 400, body: { code: 'invalid_data' } })
    expect(await sign({ address, config: { quoteCurrencyAmount: '1000' } })).toMatchObject({ status: 400, body: { error: expect.stringContaining('limit') } })
    expect(await sign({ address, config: { paymentMethod: 'ach_bank_transfer' } })).toMatchObject({ status: 400 })
    expect(await sign({ address, config: { overrides: { walletAddress: other.evm.address } } })).toMatchObject({ status: 400 })
    // The default currency is ETH_ETHEREUM, the live key without the sandbox.
    const live = await sign({ address })
    expect(Object.fromEntries(new URL(live.body.signedUrl).searchParams)).toMatchObject({ currencyCode: 'ETH_ETHEREUM', apiKey: DEV_MOONPAY_API_KEYS.live })

    const { signedUrl, externalTransactionId } = await signed({ currencyCode: 'ETH_ETHEREUM', quoteCurrencyAmount: '0.01' })
    await completeFakeMoonPayPurchase(world.backend, signedUrl)
    expect(await moonpayStatus(externalTransactionId, 'pk_test_wrong')).toMatchObject({ status: 401, body: { code: 'invalid_api_key' } })
    expect((await moonpayStatus(externalTransactionId, DEV_MOONPAY_API_KEYS.live)).status).toBe(404)
  })
})
