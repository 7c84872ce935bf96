import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineChain } from 'viem'
import {
  chooseFundingMethod, closeFunding, COINBASE_FAILURE_MESSAGE, fundingValue, fundWallet, loginWithEmailCode, MOONPAY_FAILURE_MESSAGE,
  sendEmailCode, setFundingAmount, startCardFunding, startClient, switchCardProvider, type FoyerClient, type FundingSuccess,
} from '../../../src/core/index.js'
import { setFundingWindow, type FundingPopup } from '../../../src/core/internal.js'
import { chooseFundingWallet, confirmBridge } from '../../../src/core/index.js'
import { eip1193Connector } from '../../../src/core/wallets/ethereum/eip1193Connector.js'
import { walletConnectionsValue, walletConnectorsValue } from '../../../src/core/wallets/state.js'
import { createDevBackend, type DevBackend } from '../../../src/testing/index.js'
import { clientOnBackend, json } from '../helpers.js'
import { flush, settle } from '../waiting.js'

// The funding timings with fake timers — the card providers' tracking, the manual receive watch,
// the bridge's status — against scripted answers (the dev backend's real fakes and the local
// chains are exercised end to end in chains.test.ts).

const WALLET = '0x1111111111111111111111111111111111111111'
const mainnet = defineChain({ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://rpc.test/1'] } } })
const base = defineChain({ id: 8453, name: 'Base', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://rpc.test/8453'] } } })
const SOURCE = '0x2222222222222222222222222222222222222222'

type Scripted = { status: number; body: unknown }
let backend: DevBackend
let client: FoyerClient
let coinbaseAnswers: Scripted[]
let moonpayAnswers: Scripted[]
let reads: { provider: 'coinbase' | 'moonpay'; at: number }[]
let calls: string[]
let popup: FundingPopup & { urls: string[]; closed: boolean; closeCalls: number }
let blocked: boolean
let openedAt: number
/** Balances the scripted RPC answers, by `${chainId}:${address}` (lower case). */
let balances: Record<string, bigint>
let bridgeAnswers: string[]
let bridgeReads: number[]
let startedAt: number

beforeAll(async () => {
  backend = createDevBackend()
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input))
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}`)
    if (url.pathname === '/api/v1/funding/coinbase_on_ramp/init') return json({ app_id: 'cb-app', session_token: 'cb-token', partner_user_id: 'partner-1' })
    if (url.pathname === '/api/v1/funding/coinbase_on_ramp/status') {
      reads.push({ provider: 'coinbase', at: Date.now() - openedAt })
      const next = coinbaseAnswers.shift() ?? { status: 200, body: { status: 'pending' } }
      return json(next.body, next.status)
    }
    if (url.pathname === '/api/v1/plugins/moonpay_on_ramp/sign') {
      return json({ signedUrl: 'https://buy.moonpay.test/?apiKey=pk_test_key&currencyCode=ETH_ETHEREUM&signature=sig', externalTransactionId: 'ext-1' })
    }
    if (url.host === 'moonpay-api.test') {
      expect(url.pathname).toBe('/v1/transactions/ext/ext-1')
      expect(url.searchParams.get('apiKey')).toBe('pk_test_key')
      reads.push({ provider: 'moonpay', at: Date.now() - openedAt })
      const next = moonpayAnswers.shift() ?? { status: 404, body: { error: 'Transaction not found' } }
      return json(next.body, next.status)
    }
    if (url.pathname === '/api/v1/token_price') return json({ usd: 2000 })
    if (url.host === 'rpc.test') {
      const chainId = Number(url.pathname.slice(1))
      const { method, params, id } = JSON.parse(String(init?.body)) as { method: string; params: unknown[]; id: number }
      const result = method === 'eth_getBalance' ? `0x${(balances[`${chainId}:${String(params[0]).toLowerCase()}`] ?? 0n).toString(16)}`
        : method === 'eth_gasPrice' ? '0x1' : method === 'eth_getTransactionReceipt' ? { status: '0x1' } : method === 'eth_estimateGas' ? '0x5208' : null
      return json({ jsonrpc: '2.0', id, result })
    }
    if (url.host === 'relay.test' && url.pathname === '/quote') {
      return json({
        steps: [{ items: [{ data: { from: SOURCE, to: '0x3333333333333333333333333333333333333333', value: '30000000000000000', chainId: 8453, data: '0xabcd' } }] }],
        fees: { relayer: { amount: '10000000000000' } }, details: { currencyIn: { amount: '30000000000000000' }, timeEstimate: 3 },
      })
    }
    if (url.host === 'relay.test' && url.pathname === '/requests/v2') {
      bridgeReads.push(Date.now() - startedAt)
      const status = bridgeAnswers.shift()
      return json({ requests: status ? [{ status }] : [] })
    }
    return backend.fetch(new Request(input, init))
  }
  client = clientOnBackend(backend, {
    fetch: fetch as typeof globalThis.fetch,
    supportedChains: [mainnet, base],
    config: {
      name: 'Acme',
      funding: {
        options: [{ method: 'card', provider: 'coinbase' }, { method: 'card', provider: 'moonpay' }, { method: 'exchange', provider: 'coinbase' }, { method: 'wallets' }, { method: 'manual' }],
        providerUrls: { coinbasePay: 'https://pay.coinbase.test', moonpayApi: 'https://moonpay-api.test/v1', relay: 'https://relay.test', relayTestnet: 'https://relay.test' },
      },
    },
  })
  calls = []
  await startClient(client)
  await sendEmailCode(client, { email: 'card@example.com' })
  await loginWithEmailCode(client, { code: backend.mailbox.latest('card@example.com')!.code })
})

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  coinbaseAnswers = []
  moonpayAnswers = []
  balances = {}
  bridgeAnswers = []
  bridgeReads = []
  reads = []
  calls = []
  blocked = false
  popup = {
    urls: [], closed: false, closeCalls: 0,
    navigate(url) {
      this.urls.push(url)
    },
    close() {
      this.closeCalls += 1
      this.closed = true
    },
  }
  setFundingWindow(client, {
    open: () => {
      openedAt = Date.now()
      calls.push('window.open')
      return blocked ? null : popup
    },
  })
})
afterEach(() => {
  closeFunding(client)
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** Opens the flow on the amount screen of `method`, and presses Continue. */
async function startPurchase(method: 'card' | 'exchange' = 'card', { moonpay = false } = {}) {
  const closed = settle(fundWallet(client, { address: WALLET, chain: mainnet, amount: '.5' }))
  await flush()
  if (moonpay) switchCardProvider(client)
  chooseFundingMethod(client, { method })
  calls = []
  startCardFunding(client)
  return closed
}

const at = (ms: number) => vi.advanceTimersByTimeAsync(ms)
const screen = () => fundingValue.get(client)?.screen

describe('the first card provider', () => {
  it('opens the popup inside the call, before any request; then the buy page with its query', async () => {
    await startPurchase()
    // Synchronous: by the time the call returned the popup is open and nothing was asked yet.
    expect(calls).toEqual(['window.open'])
    await flush()
    expect(calls.indexOf('window.open')).toBeLessThan(calls.indexOf('POST /api/v1/funding/coinbase_on_ramp/init'))
    const url = new URL(popup.urls[0]!)
    expect(`${url.origin}${url.pathname}`).toBe('https://pay.coinbase.test/buy/select-asset')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appId: 'cb-app', sessionToken: 'cb-token', endPartnerName: 'Acme', defaultExperience: 'buy', presetCryptoAmount: '0.5',
      defaultNetwork: 'ethereum', defaultPaymentMethod: 'CARD', defaultAsset: 'ETH', partnerUserId: 'partner-1',
    })
    expect(fundingValue.get(client)).toMatchObject({ screen: 'card-status', card: { provider: 'coinbase', status: 'pending-in-flow' } })
  })

  it('the exchange transfer opens the send experience from a crypto account', async () => {
    await startPurchase('exchange')
    await flush()
    const query = new URL(popup.urls[0]!).searchParams
    expect([query.get('defaultExperience'), query.get('defaultPaymentMethod')]).toEqual(['send', 'CRYPTO_ACCOUNT'])
  })

  it('reads the status 5 s after the popup opened, then every 1.5 s', async () => {
    await startPurchase()
    await at(4_999)
    expect(reads).toEqual([])
    await at(1)
    expect(reads.map((r) => r.at)).toEqual([5_000])
    await at(1_499)
    expect(reads).toHaveLength(1)
    await at(1)
    await at(1_500)
    expect(reads.map((r) => r.at)).toEqual([5_000, 6_500, 8_000])
  })

  it('the popup seen closed 3 times without success returns to the landing, with no message', async () => {
    await startPurchase()
    await at(5_000)
    expect(fundingValue.get(client)?.card).toMatchObject({ status: 'pending-in-flow', popupClosedCount: 0 })
    popup.closed = true
    await at(3_000)
    expect(fundingValue.get(client)?.card).toMatchObject({ status: 'pending-after-flow', popupClosedCount: 2 })
    expect(screen()).toBe('card-status')
    await at(1_500)
    expect(fundingValue.get(client)).toMatchObject({ screen: 'landing', landingMessage: null, card: null })
    await at(10_000)
    expect(reads).toHaveLength(4)
  })

  it('a failure returns to the landing with its message and closes the popup', async () => {
    coinbaseAnswers = [{ status: 200, body: { status: 'pending' } }, { status: 200, body: { status: 'failure' } }]
    await startPurchase()
    await at(6_500)
    expect(fundingValue.get(client)).toMatchObject({ screen: 'landing', landingMessage: COINBASE_FAILURE_MESSAGE })
    expect(COINBASE_FAILURE_MESSAGE).toBe('Something went wrong adding funds. Please try again or use another method.')
    expect(popup.closeCalls).toBe(1)
  })

  it('a failed status read is a failure too', async () => {
    coinbaseAnswers = [{ status: 500, body: { error: 'boom', code: 'internal_error' } }]
    await startPurchase()
    await at(5_000)
    expect(fundingValue.get(client)).toMatchObject({ screen: 'landing', landingMessage: COINBASE_FAILURE_MESSAGE })
  })

  it('success shows Success!, reports the funding, and closes after 4 s: fundWallet resolves funded', async () => {
    const events: FundingSuccess[] = []
    const off = client.events.on('fundingSuccess', (e) => void events.push(e))
    coinbaseAnswers = [{ status: 200, body: { status: 'success' } }]
    const closed = await startPurchase()
    await at(5_000)
    off()
    expect(screen()).toBe('success')
    const expected = { provider: 'coinbase', status: 'success', chainType: 'ethereum', address: WALLET, chainId: 1, cluster: null, value: '0.5', token: 'ETH', destination: 'external' }
    expect(events).toEqual([expected])
    expect(calls).toContain('POST /api/v1/analytics_events')
    await at(3_999)
    expect(screen()).toBe('success')
    expect(closed.done).toBe(false)
    await at(1)
    expect(fundingValue.get(client)).toBeNull()
    expect(closed.value).toEqual({ status: 'funded', address: WALLET, chainType: 'ethereum', chainId: 1, cluster: null, fundingMethod: 'card', funding: expected })
  })

  it("a blocked popup shows 'Unable to initialize flow' and asks no provider", async () => {
    blocked = true
    await startPurchase()
    await flush()
    expect(fundingValue.get(client)).toMatchObject({ screen: 'error', error: { kind: 'other', error: { shortMessage: 'Unable to initialize flow' } } })
    expect(calls).not.toContain('POST /api/v1/funding/coinbase_on_ramp/init')
  })

  it('closing the flow stops the tracking and closes the popup; fundWallet resolves exited', async () => {
    const closed = await startPurchase()
    await at(5_000)
    closeFunding(client)
    await at(10_000)
    expect(reads).toHaveLength(1)
    expect(popup.closeCalls).toBe(1)
    expect(closed.value).toMatchObject({ status: 'exited', fundingMethod: 'card', funding: null })
  })
})

describe('the second card provider', () => {
  const tx = (status: string, paymentMethod = 'credit_debit_card') => ({ status: 200, body: [{ status, paymentMethod, externalTransactionId: 'ext-1' }] })

  it("opens the signed URL in the popup and reads its API 8 s after the popup opened, then every 3 s (404: nothing paid yet)", async () => {
    await startPurchase('card', { moonpay: true })
    await flush()
    expect(popup.urls).toEqual(['https://buy.moonpay.test/?apiKey=pk_test_key&currencyCode=ETH_ETHEREUM&signature=sig'])
    await at(7_999)
    expect(reads).toEqual([])
    await at(1)
    await at(3_000)
    await at(3_000)
    expect(reads.map((r) => r.at)).toEqual([8_000, 11_000, 14_000])
    expect(fundingValue.get(client)?.card).toMatchObject({ provider: 'moonpay', status: 'pending', errorCount: 0 })
  })

  it('a card payment awaiting authorization is pending; completed shows Success!', async () => {
    moonpayAnswers = [tx('waitingAuthorization'), tx('pending'), tx('completed')]
    await startPurchase('card', { moonpay: true })
    await at(8_000)
    expect(fundingValue.get(client)?.card?.status).toBe('pending')
    await at(6_000)
    expect(screen()).toBe('success')
    expect(fundingValue.get(client)?.success).toMatchObject({ provider: 'moonpay', value: '0.5' })
  })

  it('failed returns to the landing with its message', async () => {
    moonpayAnswers = [tx('failed')]
    await startPurchase('card', { moonpay: true })
    await at(8_000)
    expect(fundingValue.get(client)).toMatchObject({ screen: 'landing', landingMessage: MOONPAY_FAILURE_MESSAGE })
    expect(MOONPAY_FAILURE_MESSAGE).toBe('Something went wrong adding funds from Moonpay. Please try again or use another method to fund your wallet.')
  })

  it("three failed reads other than 404 are a service failure: tracking stops, the popup closes, the landing shows the second provider's failure message", async () => {
    const fail = { status: 500, body: { error: 'down' } }
    moonpayAnswers = [fail, { status: 404, body: {} }, fail, fail]
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await startPurchase('card', { moonpay: true })
    await at(8_000 + 2 * 3_000)
    expect(fundingValue.get(client)).toMatchObject({ screen: 'card-status', card: { status: 'pending', errorCount: 2 } })
    await at(3_000)
    expect(fundingValue.get(client)).toMatchObject({ screen: 'landing', card: null, error: null, landingMessage: MOONPAY_FAILURE_MESSAGE })
    expect(popup.closeCalls).toBe(1)
    expect(warn).toHaveBeenCalledWith('[foyer]', expect.objectContaining({ code: 'failed_to_fetch_moonpay_transaction_status' }))
    await at(9_000)
    expect(reads).toHaveLength(4)
    warn.mockRestore()
  })

  it('awaiting authorization by another payment method stops the tracking on the status screen', async () => {
    moonpayAnswers = [tx('waitingAuthorization', 'sepa_bank_transfer')]
    await startPurchase('card', { moonpay: true })
    await at(8_000 + 9_000)
    expect(reads).toHaveLength(1)
    expect(fundingValue.get(client)).toMatchObject({ screen: 'card-status', card: { status: 'waitingAuthorization' } })
  })
})

describe('the amount screen', () => {
  it('Continue does nothing with an amount of 0', async () => {
    settle(fundWallet(client, { address: WALLET, chain: mainnet }))
    await flush()
    chooseFundingMethod(client, { method: 'card' })
    setFundingAmount(client, { input: '' })
    startCardFunding(client)
    expect(calls).not.toContain('window.open')
    expect(screen()).toBe('amount')
    expect(fundingValue.get(client)).toMatchObject({ amount: '0', amountValid: false })
  })
})

describe('the manual receive watch', () => {
  it('reads the balance at once, then every 2 s; a rise sets received', async () => {
    settle(fundWallet(client, { address: WALLET, chain: mainnet }))
    await flush()
    calls = []
    chooseFundingMethod(client, { method: 'manual' })
    await flush()
    const reads = () => calls.filter((c) => c === 'POST /1').length
    expect(reads()).toBe(1)
    await at(1_999)
    expect(reads()).toBe(1)
    await at(1)
    expect(reads()).toBe(2)
    balances[`1:${WALLET}`] = 5n
    await at(2_000)
    expect(fundingValue.get(client)?.receive).toMatchObject({ initialBalance: 0n, balance: 5n, received: true })
  })
})

describe("the bridge's status", () => {
  it('is read every second after the deposit: waiting, delayed, pending, then success', async () => {
    const provider = {
      request: async ({ method }: { method: string }) => (method === 'eth_chainId' ? '0x2105' : method === 'eth_sendTransaction' ? `0x${'ab'.repeat(32)}` : null),
    }
    walletConnectorsValue.set(client, [eip1193Connector({ id: 'test:source', connectorType: 'injected', walletClientType: 'source', name: 'Source', icon: null, installed: true, provider: async () => provider as never })])
    walletConnectionsValue.set(client, [{ connectorId: 'test:source', chainType: 'ethereum', address: SOURCE, chainId: 'eip155:8453', walletClientType: 'source', connectorType: 'injected', connectedAt: 0 }])
    balances[`8453:${SOURCE.toLowerCase()}`] = 10n ** 18n
    settle(fundWallet(client, { address: WALLET, chain: mainnet, amount: '0.03' }))
    await flush()
    chooseFundingMethod(client, { method: 'wallet' })
    await chooseFundingWallet(client, { connectorId: 'test:source' })
    await vi.waitFor(() => expect(fundingValue.get(client)?.bridge?.status).toBe('ready'))
    expect(fundingValue.get(client)?.bridge).toMatchObject({ selected: 8453, sources: [{ chainId: 8453, balance: 10n ** 18n }] })
    bridgeAnswers = ['waiting', 'delayed', 'pending', 'success']
    startedAt = Date.now()
    const done = settle(confirmBridge(client))
    await flush()
    expect(fundingValue.get(client)?.bridge).toMatchObject({ status: 'waiting', hash: `0x${'ab'.repeat(32)}`, requestUrl: `https://relay.test/transaction/0x${'ab'.repeat(32)}` })
    await at(999)
    expect(bridgeReads).toHaveLength(1)
    await at(1)
    expect(fundingValue.get(client)?.bridge?.status).toBe('delayed')
    await at(1_000)
    expect(fundingValue.get(client)?.bridge?.status).toBe('pending')
    await at(1_000)
    expect(bridgeReads).toEqual([0, 1_000, 2_000, 3_000])
    expect(done.done).toBe(true)
    expect(fundingValue.get(client)).toMatchObject({ screen: 'success', success: { provider: 'bridge', value: '0.03' } })
    walletConnectorsValue.set(client, [])
    walletConnectionsValue.set(client, [])
  })
})
