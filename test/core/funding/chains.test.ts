import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { defineChain, parseEther, type Address } from 'viem'
import {
  chooseBridgeSource, chooseFundingMethod, chooseFundingWallet, closeFunding, confirmBridge, confirmFundingTransfer, fundingValue, fundWallet,
  loginWithEmailCode, retryFunding, sendEmailCode, startCardFunding, startClient, switchCardProvider, type FoyerClient, type FundingSuccess,
  type FundWalletReturnType,
} from '../../../src/core/index.js'
import { setFundingWindow } from '../../../src/core/internal.js'
import { createWallet } from '../../../src/core/wallets/embedded/createWallet.js'
import { createSolanaWallet } from '../../../src/core/wallets/solana/createSolanaWallet.js'
import { setEmbeddedFrameConnection } from '../../../src/core/wallets/embedded/session.js'
import { eip1193Connector } from '../../../src/core/wallets/ethereum/eip1193Connector.js'
import { toSolanaConnector } from '../../../src/core/wallets/solana/connector.js'
import { walletConnectorsValue } from '../../../src/core/wallets/state.js'
import {
  completeFakeCoinbasePurchase, completeFakeMoonPayPurchase, createDevBackend, createTestEthereumWallet, createTestSolanaWallet, FUNDING_FAULT_STEPS, type DevBackend,
  type TestEthereumWallet,
} from '../../../src/testing/index.js'
import { createEvmDevChain, createSolanaDevChain, type EvmDevChain, type SolanaDevChain } from '../../../src/testing/chains/index.js'
import { createWalletService } from '../../../src/wallet-service/index.js'
import { backendFetch, memoryStorage } from '../../wallet-service/helpers.js'
import { call } from '../../testing/helpers.js'
import { servicePort } from '../wallets/embedded/helpers.js'
import { clientOnBackend } from '../helpers.js'
import { settle } from '../waiting.js'
import { demoFunding } from '../../../demo/src/wallet/setup.js'

// Funding end to end in-process: the dev backend's fake providers and bridge, the real local
// chains (31337 and 31338), an embedded wallet, and the external test wallet.

const API = 'http://foyer.test'
const local = (id: number, name: string) =>
  defineChain({ id, name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [`${API}/rpc/evm/${id}`] } } })
const CHAIN_A = local(31337, 'Foyer Local')
const CHAIN_B = local(31338, 'Foyer Local 2')

let evm: EvmDevChain
let solana: SolanaDevChain
let backend: DevBackend
let client: FoyerClient
let address: Address
let external: TestEthereumWallet
let popupUrls: string[]

const balance = (chainId: number, of: string) => evm.funding.balance(chainId, of, 'native')
const faucet = (chainId: number, to: string, amount: string) =>
  call(backend, 'POST', '/__dev/faucet', { body: { chainType: 'ethereum', chainId, address: to, amount }, appId: null })
const screen = () => fundingValue.get(client)?.screen
const until = (check: () => boolean, timeout = 20_000) => vi.waitFor(() => expect(check()).toBe(true), { timeout, interval: 20 })

beforeAll(async () => {
  ;[evm, solana] = await Promise.all([createEvmDevChain(), createSolanaDevChain()])
  backend = createDevBackend({ chains: [evm, solana] })
  client = clientOnBackend(backend, {
    apiUrl: API,
    supportedChains: [CHAIN_A, CHAIN_B],
    solanaClusters: { rpcUrls: { 'mainnet-beta': `${API}/rpc/solana` } },
    // The demo's funding config: every option against the backend's fakes (31337 = ethereum, 31338 = base).
    config: { funding: demoFunding(API) },
  })
  const service = createWalletService({ appId: backend.appId, apiUrl: 'http://127.0.0.1:4321', fetch: backendFetch(backend), storage: memoryStorage() })
  setEmbeddedFrameConnection(client, { connect: () => servicePort(service) })
  await startClient(client)
  await sendEmailCode(client, { email: 'funds@example.com' })
  await loginWithEmailCode(client, { code: backend.mailbox.latest('funds@example.com')!.code })
  address = (await createWallet(client)).wallet.address as Address

  // The external test wallet sends on the local chains through the backend's RPC.
  external = createTestEthereumWallet({ chainId: 31337, rpc: (id) => `${API}/rpc/evm/${id}`, fetch: client.fetch })
  walletConnectorsValue.set(client, [
    eip1193Connector({ id: 'ethereum:injected:test', connectorType: 'injected', walletClientType: 'foyer_test_wallet', name: 'Foyer Test Wallet', icon: null, installed: true, provider: async () => external.provider as never }),
  ])
  setFundingWindow(client, {
    open: () => ({ closed: false, navigate: (url) => void popupUrls.push(url), close() {} }),
  })
}, 120_000)
afterAll(async () => {
  await Promise.all([evm.close(), solana.close?.()])
})
afterEach(() => {
  closeFunding(client)
  vi.useRealTimers()
})

/** The user's embedded Solana wallet (created once). */
let solanaWallet: Promise<string> | undefined
const embeddedSolana = () => (solanaWallet ??= createSolanaWallet(client).then(({ wallet }) => wallet.address))

/** An external Solana test wallet the page discovers, with `sol` SOL and `usdc` USDC on the local runtime. */
async function externalSolanaWallet(name: string, { sol, usdc }: { sol: string; usdc?: string }) {
  const wallet = createTestSolanaWallet({ name })
  const connector = toSolanaConnector(wallet.wallet as never)
  walletConnectorsValue.set(client, [...walletConnectorsValue.get(client), connector])
  await call(backend, 'POST', '/__dev/faucet', { body: { chainType: 'solana', address: wallet.address, amount: sol }, appId: null })
  if (usdc) await call(backend, 'POST', '/__dev/faucet', { body: { chainType: 'solana', address: wallet.address, asset: 'USDC', amount: usdc }, appId: null })
  return { wallet, connector }
}

/** Opens the flow for the embedded wallet on `chain`; what it resolves with, when it does. */
async function open(chain = CHAIN_A, amount = '0.05') {
  popupUrls = []
  const closed = settle(fundWallet(client, { address, chain, amount }))
  await until(() => screen() === 'landing')
  return closed
}

describe('card purchases credit the wallet on the local chain', () => {
  it.each(['coinbase', 'moonpay'] as const)('%s: paid with the test card, the balance rises, Success! shows and the flow closes after 4 s', async (provider) => {
    const before = await balance(31337, address)
    const closed = await open()
    if (provider === 'moonpay') switchCardProvider(client)
    chooseFundingMethod(client, { method: 'card' })
    // Fake timers that also follow the clock: the chain and the backend keep running; the test jumps the waits.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    startCardFunding(client)
    await until(() => popupUrls.length === 1)
    const paid = provider === 'coinbase' ? await completeFakeCoinbasePurchase(backend, popupUrls[0]!) : await completeFakeMoonPayPurchase(backend, popupUrls[0]!)
    expect(paid.outcome).toMatch(/success|pending|completed/)
    await backend.funding.settled()
    await vi.advanceTimersByTimeAsync(provider === 'coinbase' ? 5_000 : 8_000)
    await until(() => screen() === 'success')
    expect(await balance(31337, address)).toBe(before + parseEther('0.05'))
    expect(fundingValue.get(client)?.success).toMatchObject({ provider, value: '0.05', token: 'ETH', chainId: 31337, destination: 'embedded' })
    await vi.advanceTimersByTimeAsync(4_000)
    await until(() => closed.done)
    expect((closed.value as FundWalletReturnType).status).toBe('funded')
  })

  it('the exchange transfer (the first provider, from the funded exchange account) credits the wallet', async () => {
    const before = await balance(31337, address)
    await open()
    chooseFundingMethod(client, { method: 'exchange' })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    startCardFunding(client)
    await until(() => popupUrls.length === 1)
    expect(new URL(popupUrls[0]!).searchParams.get('defaultExperience')).toBe('send')
    await completeFakeCoinbasePurchase(backend, popupUrls[0]!, { exchangeAccount: 'funded' })
    await backend.funding.settled()
    await vi.advanceTimersByTimeAsync(5_000)
    await until(() => screen() === 'success')
    expect(await balance(31337, address)).toBe(before + parseEther('0.05'))
  })

  it('a declined card returns to the landing with the message', async () => {
    await open()
    chooseFundingMethod(client, { method: 'card' })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    startCardFunding(client)
    await until(() => popupUrls.length === 1)
    await completeFakeCoinbasePurchase(backend, popupUrls[0]!, { card: 'declined' })
    await vi.advanceTimersByTimeAsync(5_000)
    await until(() => screen() === 'landing')
    expect(fundingValue.get(client)?.landingMessage).toBe('Something went wrong adding funds. Please try again or use another method.')
  })
})

describe('transfers from the external test wallet', () => {
  it('a wallet that can pay on the chain: the confirmation (total, fee), then the transfer lands', async () => {
    await faucet(31337, external.address, '1')
    const before = await balance(31337, address)
    await open(CHAIN_A, '0.1')
    chooseFundingMethod(client, { method: 'wallet' })
    await chooseFundingWallet(client, { connectorId: 'ethereum:injected:test' })
    expect(fundingValue.get(client)).toMatchObject({
      screen: 'transfer', transfer: { status: 'ready', total: parseEther('0.1'), to: address, networkName: 'Foyer Local', source: { address: external.address, walletName: 'Foyer Test Wallet' } },
    })
    expect(fundingValue.get(client)?.transfer?.estimatedFee).toBeGreaterThan(0n)
    await confirmFundingTransfer(client)
    expect(screen()).toBe('success')
    expect(await balance(31337, address)).toBe(before + parseEther('0.1'))
    expect(fundingValue.get(client)?.success).toMatchObject({ provider: 'wallet', value: '0.1' })
  })

  it('rejected in the wallet: Transaction failure, and Try again returns to the confirmation', async () => {
    await open(CHAIN_A, '0.01')
    chooseFundingMethod(client, { method: 'wallet' })
    await chooseFundingWallet(client, { connectorId: 'ethereum:injected:test' })
    external.respondNext('reject', 'eth_sendTransaction')
    await confirmFundingTransfer(client)
    expect(fundingValue.get(client)?.error).toMatchObject({ kind: 'transaction-failure' })
    retryFunding(client)
    expect(fundingValue.get(client)).toMatchObject({ screen: 'transfer', transfer: { status: 'ready' } })
  })
})

describe('bridging from the second local chain', () => {
  it('a wallet with nothing on 31337 bridges from 31338: the quote, the deposit, the status polled, paid out on 31337', async () => {
    const empty = createTestEthereumWallet({ chainId: 31338, rpc: (id) => `${API}/rpc/evm/${id}`, fetch: client.fetch })
    walletConnectorsValue.set(client, [
      ...walletConnectorsValue.get(client),
      eip1193Connector({ id: 'ethereum:injected:bridge', connectorType: 'injected', walletClientType: 'bridge_wallet', name: 'Bridge Wallet', icon: null, installed: true, provider: async () => empty.provider as never }),
    ])
    await faucet(31338, empty.address, '1')
    const before = await balance(31337, address)
    const events: FundingSuccess[] = []
    const off = client.events.on('fundingSuccess', (e) => void events.push(e))
    await open(CHAIN_A, '0.02')
    chooseFundingMethod(client, { method: 'wallet' })
    await chooseFundingWallet(client, { connectorId: 'ethereum:injected:bridge' })
    await until(() => fundingValue.get(client)?.bridge?.status === 'ready')
    const bridge = fundingValue.get(client)!.bridge!
    expect(screen()).toBe('bridge')
    expect(bridge.sources.map((s) => [s.chainId, s.name])).toEqual([[31338, 'Foyer Local 2']])
    expect(bridge).toMatchObject({ selected: 31338, quote: { chainId: 31338, deposit: { chainId: 31338, from: empty.address } } })
    expect(bridge.quote!.amountIn).toBeGreaterThan(parseEther('0.02'))
    // The dropdown asks for a new quote of the network chosen.
    await chooseBridgeSource(client, { chainId: 31338 })
    expect(fundingValue.get(client)?.bridge).toMatchObject({ status: 'ready', selected: 31338 })
    expect(fundingValue.get(client)?.bridge?.quote?.deposit.data).not.toBe(bridge.quote!.deposit.data)

    const done = confirmBridge(client)
    await until(() => fundingValue.get(client)?.bridge?.hash != null)
    expect(screen()).toBe('bridging')
    await backend.funding.settled()
    await done
    off()
    expect(screen()).toBe('success')
    expect(await balance(31337, address)).toBe(before + parseEther('0.02'))
    expect(events).toMatchObject([{ provider: 'bridge', value: '0.02', chainId: 31337, address }])
  })

  it('a bridge whose fill fails is refunded: the bridging failure with the request link', async () => {
    const wallet = createTestEthereumWallet({ chainId: 31338, rpc: (id) => `${API}/rpc/evm/${id}`, fetch: client.fetch })
    walletConnectorsValue.set(client, [
      ...walletConnectorsValue.get(client).filter((c) => c.id !== 'ethereum:injected:refund'),
      eip1193Connector({ id: 'ethereum:injected:refund', connectorType: 'injected', walletClientType: 'refund_wallet', name: 'Refund Wallet', icon: null, installed: true, provider: async () => wallet.provider as never }),
    ])
    await faucet(31338, wallet.address, '1')
    await open(CHAIN_A, '0.02')
    chooseFundingMethod(client, { method: 'wallet' })
    await chooseFundingWallet(client, { connectorId: 'ethereum:injected:refund' })
    await until(() => fundingValue.get(client)?.bridge?.status === 'ready')
    backend.faults.add({ method: 'POST', path: FUNDING_FAULT_STEPS.relayFill, status: 500, times: 1 })
    const beforeDeposit = await balance(31338, wallet.address)
    const deposit = fundingValue.get(client)!.bridge!.quote!.amountIn
    const done = confirmBridge(client)
    await backend.funding.settled()
    await done
    const state = fundingValue.get(client)!
    expect(state.screen).toBe('error')
    expect(state.error).toMatchObject({ kind: 'bridge-failed', requestUrl: `${API}/fake/relay/transaction/${state.bridge!.hash}` })
    expect(state.error?.error.message).toContain('We were unable to complete the bridging transaction. Funds will be refunded on your wallet.')
    expect(state.bridge?.status).toBe('refund')
    // The deposit came back (only the gas is spent).
    expect(await balance(31338, wallet.address)).toBeGreaterThan(beforeDeposit - deposit / 10n)
    // Try again: the form, with a new quote (a quote is filled once).
    retryFunding(client)
    expect(screen()).toBe('bridge')
    await until(() => fundingValue.get(client)?.bridge?.status === 'ready')
    expect(fundingValue.get(client)?.bridge?.quote?.deposit.data).not.toBe(state.bridge!.quote!.deposit.data)
  })

  it('nothing anywhere: Insufficient balance', async () => {
    const broke = createTestEthereumWallet({ chainId: 31337, rpc: (id) => `${API}/rpc/evm/${id}`, fetch: client.fetch })
    walletConnectorsValue.set(client, [
      ...walletConnectorsValue.get(client),
      eip1193Connector({ id: 'ethereum:injected:broke', connectorType: 'injected', walletClientType: 'broke_wallet', name: 'Broke', icon: null, installed: true, provider: async () => broke.provider as never }),
    ])
    await open(CHAIN_A, '0.02')
    chooseFundingMethod(client, { method: 'wallet' })
    await chooseFundingWallet(client, { connectorId: 'ethereum:injected:broke' })
    await until(() => screen() === 'error')
    expect(fundingValue.get(client)?.error).toMatchObject({ kind: 'insufficient-balance', error: { code: 'INSUFFICIENT_BALANCE' } })
  })
})

describe('bridging from Solana', () => {
  it('an external Solana wallet with SOL: one quote is chosen at once, the deposit is signed by the wallet, ETH is paid out on 31337', async () => {
    const phantom = createTestSolanaWallet({ name: 'Test Phantom' })
    const connector = toSolanaConnector(phantom.wallet as never)
    walletConnectorsValue.set(client, [...walletConnectorsValue.get(client), connector])
    await call(backend, 'POST', '/__dev/faucet', { body: { chainType: 'solana', address: phantom.address, amount: '5' }, appId: null })
    const before = await balance(31337, address)
    await open(CHAIN_A, '0.01')
    chooseFundingMethod(client, { method: 'wallet' })
    await chooseFundingWallet(client, { connectorId: connector.id })
    await until(() => fundingValue.get(client)?.bridge?.status === 'ready')
    const bridge = fundingValue.get(client)!.bridge!
    expect(screen()).toBe('bridge')
    expect(bridge.sources.map((s) => [s.chainType, s.name, s.symbol])).toEqual([['solana', 'Solana', 'SOL']])
    expect(bridge.quote?.deposit.instructions?.length).toBeGreaterThan(0)
    const done = confirmBridge(client)
    await until(() => fundingValue.get(client)?.bridge?.hash != null)
    await backend.funding.settled()
    await done
    expect(screen()).toBe('success')
    expect(await balance(31337, address)).toBe(before + parseEther('0.01'))
  })
})

describe('a Solana wallet', () => {
  it('an embedded Solana wallet paid by card: SOL lands on the local Solana runtime; manual receive shows the Solana Pay URI', async () => {
    const wallet = { address: await embeddedSolana() }
    const before = await solana.funding.balance('solana', wallet.address, 'native')
    popupUrls = []
    void fundWallet(client, { address: wallet.address, amount: '0.5' })
    await until(() => screen() === 'landing')
    expect(fundingValue.get(client)?.request).toMatchObject({ chainType: 'solana', cluster: { name: 'mainnet-beta' }, asset: { symbol: 'SOL' }, embedded: true })
    chooseFundingMethod(client, { method: 'card' })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    startCardFunding(client)
    await until(() => popupUrls.length === 1)
    expect(new URL(popupUrls[0]!).searchParams.get('defaultNetwork')).toBe('solana')
    await completeFakeCoinbasePurchase(backend, popupUrls[0]!)
    await backend.funding.settled()
    await vi.advanceTimersByTimeAsync(5_000)
    await until(() => screen() === 'success')
    expect(await solana.funding.balance('solana', wallet.address, 'native')).toBe(before + 500_000_000n)
    closeFunding(client)
    vi.useRealTimers()
    void fundWallet(client, { address: wallet.address, asset: 'USDC' })
    await until(() => screen() === 'landing')
    chooseFundingMethod(client, { method: 'manual' })
    expect(fundingValue.get(client)?.receive?.uri).toBe(`solana:${wallet.address}?spl-token=${fundingValue.get(client)!.request.asset.address}`)
  })
})

describe('USDC from an external Solana wallet', () => {
  it("to the embedded Solana wallet: the confirmation (7 USDC, the fee in SOL), the wallet signs a token transfer (the recipient's token account created), 7 USDC land", async () => {
    const to = await embeddedSolana()
    const { wallet, connector } = await externalSolanaWallet('USDC Phantom', { sol: '1', usdc: '20' })
    const before = await solana.funding.balance('solana', to, 'USDC')
    const events: FundingSuccess[] = []
    const off = client.events.on('fundingSuccess', (e) => void events.push(e))
    const closed = settle(fundWallet(client, { address: to, asset: 'USDC', amount: '7' }))
    await until(() => screen() === 'landing')
    expect(fundingValue.get(client)?.request).toMatchObject({ chainType: 'solana', isUSDC: true, asset: { kind: 'USDC', symbol: 'USDC', decimals: 6 } })
    chooseFundingMethod(client, { method: 'wallet' })
    await chooseFundingWallet(client, { connectorId: connector.id })
    expect(fundingValue.get(client)).toMatchObject({
      screen: 'transfer',
      transfer: { status: 'ready', total: 7_000_000n, estimatedFee: 5_000n, to, networkName: 'Solana mainnet-beta', source: { address: wallet.address, chainType: 'solana' } },
    })
    await confirmFundingTransfer(client)
    off()
    expect(screen()).toBe('success')
    expect(wallet.requests.map((r) => r.method)).toContain('signTransaction')
    expect(await solana.funding.balance('solana', to, 'USDC')).toBe(before + 7_000_000n)
    expect(await solana.funding.balance('solana', wallet.address, 'USDC')).toBe(13_000_000n)
    expect(events).toMatchObject([{ provider: 'wallet', chainType: 'solana', token: 'USDC', value: '7', cluster: 'mainnet-beta', destination: 'embedded' }])
    closeFunding(client)
    await vi.waitFor(() => expect(closed.done).toBe(true))
    expect(closed.value).toMatchObject({ status: 'funded', chainType: 'solana', fundingMethod: 'wallet' })
  })

  it('more USDC than the wallet holds: Insufficient balance (a Solana wallet has no other network to bridge from to Solana)', async () => {
    const to = await embeddedSolana()
    const { connector } = await externalSolanaWallet('Poor Phantom', { sol: '1', usdc: '2' })
    void fundWallet(client, { address: to, asset: 'USDC', amount: '7' })
    await until(() => screen() === 'landing')
    chooseFundingMethod(client, { method: 'wallet' })
    await chooseFundingWallet(client, { connectorId: connector.id })
    await until(() => screen() === 'error')
    expect(fundingValue.get(client)?.error).toMatchObject({ kind: 'insufficient-balance' })
  })

  it('to the embedded Ethereum wallet on 31337: bridged from Solana (USDC for USDC), the deposit signed by the wallet, USDC paid out on 31337', async () => {
    const { wallet, connector } = await externalSolanaWallet('USDC Bridge Phantom', { sol: '1', usdc: '20' })
    const before = await evm.funding.balance(31337, address, 'USDC')
    void fundWallet(client, { address, chain: CHAIN_A, asset: 'USDC', amount: '5' })
    await until(() => screen() === 'landing')
    chooseFundingMethod(client, { method: 'wallet' })
    await chooseFundingWallet(client, { connectorId: connector.id })
    await until(() => fundingValue.get(client)?.bridge?.status === 'ready')
    const bridge = fundingValue.get(client)!.bridge!
    expect(screen()).toBe('bridge')
    expect(bridge.sources.map((s) => [s.chainType, s.symbol, s.decimals, s.balance])).toEqual([['solana', 'USDC', 6, 20_000_000n]])
    expect(bridge.quote?.amountIn).toBeGreaterThanOrEqual(5_000_000n)
    const done = confirmBridge(client)
    await until(() => fundingValue.get(client)?.bridge?.hash != null)
    await backend.funding.settled()
    await done
    expect(screen()).toBe('success')
    expect(wallet.requests.map((r) => r.method)).toContain('signTransaction')
    expect(await evm.funding.balance(31337, address, 'USDC')).toBe(before + 5_000_000n)
    expect(fundingValue.get(client)?.success).toMatchObject({ provider: 'bridge', token: 'USDC', value: '5', chainId: 31337 })
  })
})

describe('manual receive', () => {
  it('shows the QR URI and sees a faucet deposit: received, and a funding success with provider manual', async () => {
    const events: FundingSuccess[] = []
    const off = client.events.on('fundingSuccess', (e) => void events.push(e))
    await open(CHAIN_A)
    chooseFundingMethod(client, { method: 'manual' })
    expect(fundingValue.get(client)?.receive?.uri).toBe(`ethereum:${address}@31337`)
    await until(() => fundingValue.get(client)?.receive?.initialBalance != null)
    expect(fundingValue.get(client)?.receive?.received).toBe(false)
    await faucet(31337, address, '0.25')
    await until(() => fundingValue.get(client)?.receive?.received === true)
    off()
    expect(events).toMatchObject([{ provider: 'manual', value: '0.25', token: 'ETH', chainId: 31337 }])
  })

  it('USDC: the token transfer URI (the demo config names the local token) and a USDC deposit seen', async () => {
    popupUrls = []
    void fundWallet(client, { address, chain: CHAIN_A, asset: 'USDC' })
    await until(() => screen() === 'landing')
    expect(fundingValue.get(client)?.request).toMatchObject({ isUSDC: true, amount: '10', asset: { kind: 'USDC', symbol: 'USDC', decimals: 6, address: evm.usdc.address } })
    chooseFundingMethod(client, { method: 'manual' })
    expect(fundingValue.get(client)?.receive?.uri).toBe(`ethereum:${evm.usdc.address}@31337/transfer?address=${address}`)
    await until(() => fundingValue.get(client)?.receive?.initialBalance != null)
    await call(backend, 'POST', '/__dev/faucet', { body: { chainType: 'ethereum', chainId: 31337, address, asset: 'USDC', amount: '7' }, appId: null })
    await until(() => fundingValue.get(client)?.receive?.received === true)
    expect(fundingValue.get(client)!.receive!.balance! - fundingValue.get(client)!.receive!.initialBalance!).toBe(7_000_000n)
  })
})
