// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { defineChain, type Address, type Chain } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  fundWallet, loginWithEmailCode, sendEmailCode, type FundingOption, type FundWalletParameters, type FundWalletReturnType,
} from '../../src/core/index.js'
import {
  setFundingWindow, startWalletConnectors, stopWalletConnectors, walletConnectFlow, walletConnectSource, type FundingPopup, type WalletConnectProviderLike,
} from '../../src/core/internal.js'
import { clearRefreshMarker } from '../../src/core/client/session/cookie.js'
import { createWallet } from '../../src/core/wallets/embedded/createWallet.js'
import { setEmbeddedFrameConnection } from '../../src/core/wallets/embedded/session.js'
import { completeFakeCoinbasePurchase, createTestEthereumWallet, DEV_APP_ID, FAKE_FUNDING_PATHS, FUNDING_FAULT_STEPS } from '../../src/testing/index.js'
import { createEvmDevChain, type EvmDevChain } from '../../src/testing/chains/index.js'
import { createWalletService } from '../../src/wallet-service/index.js'
import { FoyerModal, FoyerScreens } from '../../src/ui/index.js'
import { fundingValue } from '../../src/core/index.js'
import { useFundWallet } from '../../src/hooks/index.js'
import { useState } from 'react'
import { showFunding } from '../../stories/fundingStates.js'
import { backendFetch, memoryStorage } from '../wallet-service/helpers.js'
import { servicePort } from '../core/wallets/embedded/helpers.js'
import { renderWithFoyer, settle, type Harness } from './helpers.js'

// The default funding UI over the in-process dev backend: fundWallet opens the funding dialog
// (FoyerModal's overlays), the screens follow the flow, and a card purchase goes through the fake
// Coinbase-like provider, crediting the embedded wallet on a local chain.

const API = 'http://foyer.test'
const local = defineChain({
  id: 31337, name: 'Foyer Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [`${API}/rpc/evm/31337`] } },
})
const local2 = defineChain({
  id: 31338, name: 'Foyer Local 2', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [`${API}/rpc/evm/31338`] } },
})
const SOMEONE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ALL_OPTIONS: FundingOption[] = [
  { method: 'card', provider: 'coinbase' }, { method: 'card', provider: 'moonpay' }, { method: 'exchange', provider: 'coinbase' }, { method: 'wallets' }, { method: 'manual' },
]
const fundingConfig = (options: FundingOption[], extra: Record<string, unknown> = {}) => ({
  options,
  ...extra,
  networks: { 31337: 'ethereum' as const },
  providerUrls: {
    coinbasePay: `${API}${FAKE_FUNDING_PATHS.coinbasePay}`, moonpayApi: `${API}${FAKE_FUNDING_PATHS.moonpayApi}`,
    relay: `${API}${FAKE_FUNDING_PATHS.relay}`, relayTestnet: `${API}${FAKE_FUNDING_PATHS.relay}`,
  },
})

let chain: EvmDevChain | null = null
let harness: Harness | null = null
afterEach(() => {
  vi.useRealTimers()
  if (harness) {
    setFundingWindow(harness.client, null)
    stopWalletConnectors(harness.client)
  }
  harness = null
  cleanup()
})
afterAll(() => chain?.close())

/** A FoyerModal (its overlays show the funding dialog) over a dev backend; logged in. */
async function mount(options: FundingOption[] = ALL_OPTIONS, withChain = false, extra: Record<string, unknown> = {}, supportedChains: Chain[] = [local]): Promise<Harness> {
  clearRefreshMarker(DEV_APP_ID)
  const h = renderWithFoyer(<FoyerModal />, withChain ? { chains: [chain!] } : {}, {
    apiUrl: API, supportedChains, config: { name: 'Acme', funding: fundingConfig(options, extra) },
  })
  harness = h
  await waitFor(() => expect(h.foyer().ready).toBe(true))
  await act(async () => {
    await sendEmailCode(h.client, { email: 'ada@example.com' })
    await loginWithEmailCode(h.client, { code: h.backend.mailbox.latest('ada@example.com')!.code })
  })
  return h
}

/** Opens a funding flow (not awaited: it resolves when the flow closes). */
function open(h: Harness, parameters: Partial<FundWalletParameters> = {}): Promise<FundWalletReturnType> {
  let pending!: Promise<FundWalletReturnType>
  act(() => {
    pending = fundWallet(h.client, { address: SOMEONE, chain: local, ...parameters })
  })
  return pending
}

const dialog = () => screen.getByRole('dialog')
/** A heading of the funding dialog (the first screen of a test waits for the lazy chunks: a loaded machine may take seconds). */
const heading = (name: string) => screen.findByRole('heading', { name }, { timeout: 10_000 })
const button = (name: string | RegExp) => screen.findByRole('button', { name }, { timeout: 10_000 })
const optionNames = () => within(screen.getByRole('list', { name: 'Ways to add funds' })).getAllByRole('button').map((b) => b.textContent)

describe('the funding landing', () => {
  it("offers each configured option: 'Pay with card' (with the provider in use), exchange, wallet, manual, and the provider switch in the footer", async () => {
    const h = await mount()
    void open(h)
    expect(await heading('Add funds to your Acme wallet')).not.toBeNull()
    expect(optionNames()).toEqual(['Pay with cardWith Coinbase', 'Transfer from an exchange', 'Transfer from wallet', 'Receive funds'])
    expect(dialog().textContent).toContain('Having trouble or facing location restrictions?')
    fireEvent.click(screen.getByRole('button', { name: 'Try a different provider.' }))
    await waitFor(() => expect(optionNames()[0]).toBe('Pay with cardWith Moonpay'))
  })

  it('shows only what is offered: one card provider has no footer; the configured title replaces the default', async () => {
    // (The preferred provider is set: the core's default 'coinbase' is not checked against the options yet.)
    const h = await mount([{ method: 'card', provider: 'moonpay' }, { method: 'manual' }], false)
    void open(h, { uiConfig: { landing: { title: 'Top up your Acme balance' } } })
    expect(await heading('Top up your Acme balance')).not.toBeNull()
    expect(optionNames()).toEqual(['Pay with cardWith Moonpay', 'Receive funds'])
    expect(screen.queryByRole('button', { name: 'Try a different provider.' })).toBeNull()
  })

  it('closing the dialog closes the flow: fundWallet resolves exited', async () => {
    const h = await mount([{ method: 'manual' }])
    const pending = open(h)
    await heading('Add funds to your Acme wallet')
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }))
    await expect(pending).resolves.toMatchObject({ status: 'exited', address: SOMEONE, fundingMethod: null })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})

describe('a funding screen with no funding flow', () => {
  it("opened without one (routed to directly): 'Something went wrong' with \"Couldn't find funding config\"", async () => {
    renderWithFoyer(<FoyerScreens initialScreen="fundingLanding" />)
    expect(await heading('Something went wrong')).not.toBeNull()
    expect(document.body.textContent).toContain("Couldn't find funding config")
    expect(screen.queryByRole('button', { name: /Pay with card/ })).toBeNull()
  })

  it('opened with one: it does not turn into that error when the flow ends (the dialog closing keeps its last screen)', async () => {
    // As the funding dialog does: the screen mounts once a flow is there, and stays.
    function OnceFunding() {
      const { funding } = useFundWallet()
      const [seen, setSeen] = useState(false)
      if (funding && !seen) setSeen(true)
      return seen ? <FoyerScreens initialScreen="fundingLanding" /> : null
    }
    const h = renderWithFoyer(<OnceFunding />)
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    act(() => void showFunding(h.client))
    expect(await heading('Add funds to your Foyer Demo wallet')).not.toBeNull()
    act(() => fundingValue.set(h.client, null))
    await new Promise((r) => setTimeout(r, 50))
    expect(document.body.textContent).not.toContain("Couldn't find funding config")
  })
})

describe("'Confirm or edit amount'", () => {
  it('keeps digits and one dot (a trailing dot too; other keys are refused), reads an empty field as 0, shows the USD estimate, and enables Continue only above 0', async () => {
    const h = await mount()
    void open(h, { amount: '0.02' })
    fireEvent.click(await button(/Pay with card/))
    expect(await heading('Confirm or edit amount')).not.toBeNull()
    const input = screen.getByLabelText('Amount (ETH)') as HTMLInputElement
    const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement
    expect(input.value).toBe('0.02')
    expect(continueButton().disabled).toBe(false)
    await waitFor(() => expect(document.querySelector('[data-usd-estimate]')!.textContent).toMatch(/^≈ \$[\d,.]+$/))

    fireEvent.change(input, { target: { value: '1.' } })
    expect(input.value).toBe('1.')
    expect(continueButton().disabled).toBe(false)
    fireEvent.change(input, { target: { value: '1.2.3' } })
    expect(input.value).toBe('1.')
    fireEvent.change(input, { target: { value: 'abc' } })
    expect(input.value).toBe('1.')
    fireEvent.change(input, { target: { value: '' } })
    expect(input.value).toBe('0')
    expect(continueButton().disabled).toBe(true)
    fireEvent.change(input, { target: { value: '0.0' } })
    expect(continueButton().disabled).toBe(true)
    fireEvent.change(input, { target: { value: '0.25' } })
    expect(continueButton().disabled).toBe(false)

    // Back returns to the landing.
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Back' }))
    expect(await heading('Add funds to your Acme wallet')).not.toBeNull()
  })
})

describe('a card purchase through the first provider (fake Coinbase)', () => {
  beforeAll(async () => {
    chain = await createEvmDevChain()
  }, 60_000)

  const balanceOf = async (address: string) => chain!.funding.balance(31337, address, 'native')

  it("pays in the popup: 'Fund account' reads its status from 5 s on (none before); the credit lands on the chain; 'Success!' closes after 4 s", async () => {
    const h = await mount(ALL_OPTIONS, true)
    const service = createWalletService({ appId: h.backend.appId, apiUrl: 'http://127.0.0.1:4321', fetch: backendFetch(h.backend), storage: memoryStorage() })
    setEmbeddedFrameConnection(h.client, { connect: () => servicePort(service) })
    const address = (await act(() => createWallet(h.client))).wallet.address as Address
    const before = await balanceOf(address)
    const urls: string[] = []
    const popup: FundingPopup & { closed: boolean } = { closed: false, navigate: (url) => void urls.push(url), close: () => void (popup.closed = true) }
    setFundingWindow(h.client, { open: () => popup })

    const pending = open(h, { address, amount: '0.05' })
    fireEvent.click(await button(/Pay with card/))
    const continueButton = await button('Continue')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    fireEvent.click(continueButton)
    await settle(() => screen.queryByRole('heading', { name: 'Fund account' }) !== null)
    await settle(() => urls.length === 1)
    expect(urls[0]).toContain(`${FAKE_FUNDING_PATHS.coinbasePay}/buy/select-asset?`)
    await settle(() => document.querySelector('[data-status="pending-in-flow"]') !== null)
    expect(dialog().textContent).toContain('Complete your purchase in the Coinbase window.')

    // The buyer pays with the test card: the on-ramp credits the wallet on the local chain.
    const paid = await completeFakeCoinbasePurchase(h.backend, urls[0]!)
    expect(paid.outcome).toBe('success')
    expect((await balanceOf(address)) - before).toBe(50_000_000_000_000_000n)

    // Tracking starts 5 s after the popup opened: nothing before.
    await act(async () => void vi.advanceTimersByTime(4_900))
    await settle(() => true)
    expect(screen.queryByRole('heading', { name: 'Success!' })).toBeNull()
    await act(async () => void vi.advanceTimersByTime(200))
    await settle(() => screen.queryByRole('heading', { name: 'Success!' }) !== null)
    expect(dialog().textContent).toContain("You've successfully added 0.05 ETH to your Acme wallet. It may take a minute before the funds are available to use.")

    // It closes after 4 s; fundWallet resolves funded.
    await act(async () => void vi.advanceTimersByTime(3_900))
    expect(screen.queryByRole('heading', { name: 'Success!' })).not.toBeNull()
    await act(async () => void vi.advanceTimersByTime(200))
    await settle(() => screen.queryByRole('dialog') === null)
    await expect(pending).resolves.toMatchObject({ status: 'funded', fundingMethod: 'card', funding: { provider: 'coinbase', value: '0.05', token: 'ETH', destination: 'embedded' } })
  }, 120_000)

  it("a blocked popup shows 'Something went wrong' / 'Try again later' with 'Unable to initialize flow'; 'Try again' returns to the amount", async () => {
    const h = await mount()
    setFundingWindow(h.client, { open: () => null })
    void open(h)
    fireEvent.click(await button(/Pay with card/))
    fireEvent.click(await button('Continue'))
    expect(await heading('Something went wrong')).not.toBeNull()
    expect(dialog().textContent).toContain('Try again later')
    expect(dialog().textContent).toContain('Unable to initialize flow')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await heading('Confirm or edit amount')).not.toBeNull()
  })
})

describe("'Transfer from wallet', manual receive and the insufficient-balance screen (local chain)", () => {
  beforeAll(async () => {
    chain ??= await createEvmDevChain()
  }, 60_000)
  let uninstall: (() => void)[] = []
  afterEach(() => {
    for (const remove of uninstall) remove()
    uninstall = []
  })
  /** Announces Ethereum test wallets (EIP-6963) with these names; removed after the test. */
  const announce = (...names: string[]) =>
    names.map((name, i) => {
      const wallet = createTestEthereumWallet({ name, rdns: `dev.foyer.test${i}`, chainId: 31337 })
      uninstall.push(wallet.announce(window))
      return wallet
    })
  const rows = () => within(screen.getByRole('list', { name: 'Wallets' })).getAllByRole('button').map((b) => b.textContent)

  it("lists the page's wallets; more than 4 show the first 3 and 'More wallets', which shows the others (Back returns)", async () => {
    announce('Wallet One', 'Wallet Two', 'Wallet Three', 'Wallet Four', 'Wallet Five')
    // (Bridging off: Ethereum wallets only, with no chain badges.)
    const h = await mount([{ method: 'wallets' }], false, { crossChainBridgingEnabled: false })
    void open(h)
    fireEvent.click(await button('Transfer from wallet'))
    await waitFor(() => expect(rows()).toEqual(['Wallet One', 'Wallet Two', 'Wallet Three']))
    fireEvent.click(screen.getByRole('button', { name: 'More wallets' }))
    await waitFor(() => expect(rows()).toEqual(['Wallet Four', 'Wallet Five']))
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Back' }))
    await waitFor(() => expect(rows()).toHaveLength(3))
    expect(screen.getByRole('button', { name: 'More wallets' })).not.toBeNull()
  })

  it("a wallet that cannot pay, with bridging off: 'Insufficient balance' names it; 'Try again' leaves the error screen", async () => {
    const [empty] = announce('Empty Wallet')
    const h = await mount([{ method: 'wallets' }], true, { crossChainBridgingEnabled: false })
    void open(h, { amount: '0.5' })
    fireEvent.click(await button('Transfer from wallet'))
    fireEvent.click(await button('Empty Wallet'))
    expect(await heading('Insufficient balance')).not.toBeNull()
    expect(dialog().textContent).toContain(`Wallet ${empty!.address} does not have enough funds.`)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Insufficient balance' })).toBeNull())
  }, 60_000)

  it("manual receive: the QR code of the wallet URI and the address; a deposit raises the balance, 'Funds received' and Continue, which resolves funded", async () => {
    const h = await mount([{ method: 'manual' }], true)
    const address = privateKeyToAccount(generatePrivateKey()).address
    const pending = open(h, { address })
    fireEvent.click(await button('Receive funds'))
    expect(await heading('Receive funds')).not.toBeNull()
    expect(screen.getByRole('img', { name: 'QR code of your wallet address' }).getAttribute('data-value')).toBe(`ethereum:${address}@31337`)
    expect(screen.getByRole('group', { name: 'Your wallet address' }).textContent).toBe(address)
    await waitFor(() => expect(dialog().textContent).toContain('Balance: 0 ETH'), { timeout: 10_000 })
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull()

    await h.backend.chains.faucet({ chainType: 'ethereum', chainId: 31337, address, amount: '0.3' })
    await waitFor(() => expect(dialog().textContent).toContain('Funds received'), { timeout: 10_000 })
    expect(dialog().textContent).toContain('Balance: 0.3 ETH')
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await expect(pending).resolves.toMatchObject({ status: 'funded', fundingMethod: 'manual', funding: { provider: 'manual', value: '0.3', token: 'ETH' } })
  }, 60_000)
})

describe("'Transfer from wallet' through WalletConnect", () => {
  const URI = 'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
  /** A WalletConnect provider that shows a pairing URI and is never approved (no relay here). */
  const pairingProvider = (): WalletConnectProviderLike => {
    const wallet = createTestEthereumWallet()
    const listeners = new Set<(uri: string) => void>()
    return {
      ...wallet.provider,
      request: (args: { method: string; params?: unknown }) => wallet.provider.request(args),
      connect: () => {
        for (const l of listeners) l(URI)
        return new Promise<void>(() => undefined)
      },
      disconnect: async () => undefined,
      on: (event: string, l: (uri: string) => void) => void (event === 'display_uri' && listeners.add(l)),
      removeListener: (_: string, l: (uri: string) => void) => void listeners.delete(l),
    } as unknown as WalletConnectProviderLike
  }

  it("a listed wallet not in this page pairs through WalletConnect: its QR code and 'Copy link' show as in the wallet picker; Back cancels the pairing and lists the wallets again", async () => {
    clearRefreshMarker(DEV_APP_ID)
    const h = renderWithFoyer(<FoyerModal />, {}, {
      apiUrl: API, supportedChains: [local],
      config: { name: 'Acme', walletConnectCloudProjectId: 'funding-test', appearance: { walletList: ['rainbow'] }, funding: fundingConfig([{ method: 'wallets' }]) },
    })
    harness = h
    await waitFor(() => expect(h.foyer().ready).toBe(true))
    await act(async () => {
      await sendEmailCode(h.client, { email: 'wc@example.com' })
      await loginWithEmailCode(h.client, { code: h.backend.mailbox.latest('wc@example.com')!.code })
    })
    stopWalletConnectors(h.client)
    startWalletConnectors(h.client, { sources: [walletConnectSource({ createProvider: async () => pairingProvider() })] })
    const pending = open(h)
    fireEvent.click(await button('Transfer from wallet'))
    fireEvent.click(await button(/^Rainbow/))
    expect(await heading('Scan code to connect to Rainbow')).not.toBeNull()
    expect(screen.getByRole('img', { name: 'Scan code to connect to Rainbow' }).getAttribute('data-value')).toBe(URI)
    expect(screen.getByRole('button', { name: 'Copy link' })).not.toBeNull()
    expect(walletConnectFlow.get(h.client)).toMatchObject({ connectorId: 'ethereum:wallet_connect_v2', uri: URI })

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Back' }))
    expect(await heading('Transfer from wallet')).not.toBeNull()
    expect(screen.getByRole('button', { name: /^Rainbow/ })).not.toBeNull()
    expect(dialog().textContent).not.toContain('Unable to connect wallet')
    await waitFor(() => expect(walletConnectFlow.get(h.client).uri).toBeNull())
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }))
    await expect(pending).resolves.toMatchObject({ status: 'exited' })
  }, 60_000)
})

describe("bridging from another network through the screens (local chains 31338 → 31337)", () => {
  beforeAll(async () => {
    chain ??= await createEvmDevChain()
  }, 60_000)
  let uninstall: (() => void) | null = null
  afterEach(() => {
    uninstall?.()
    uninstall = null
  })

  /** A logged-in user, and a wallet of the page holding 1 ETH on 31338 only (it sends through the backend's RPC). */
  async function bridgeWallet() {
    const h = await mount([{ method: 'wallets' }], true, {}, [local, local2])
    const wallet = createTestEthereumWallet({ name: 'Bridge Wallet', rdns: 'dev.foyer.bridge', chainId: 31338, rpc: (id) => `${API}/rpc/evm/${id}`, fetch: h.client.fetch })
    uninstall = wallet.announce(window)
    await h.backend.chains.faucet({ chainType: 'ethereum', chainId: 31338, address: wallet.address, amount: '1' })
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const pending = open(h, { address: recipient, amount: '0.02' })
    fireEvent.click(await button('Transfer from wallet'))
    fireEvent.click(await button(/^Bridge Wallet/))
    expect(await heading('Transfer from another network')).not.toBeNull()
    const confirm = await button('Confirm with Bridge Wallet')
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false), { timeout: 10_000 })
    return { h, wallet, recipient, pending, confirm }
  }

  it("the form lists the source network with its balance; 'Confirm with {wallet}' sends the deposit; bridging, then 'Success!'; the funds land", async () => {
    const { h, recipient, pending, confirm } = await bridgeWallet()
    const source = screen.getByLabelText('Source network') as HTMLSelectElement
    expect([...source.options].map((o) => o.textContent)).toEqual(['Foyer Local 2 (1 ETH)'])
    expect(dialog().textContent).toMatch(/You pay0\.02\d* ETH.*Bridge fee.*Estimated time/)
    fireEvent.click(confirm)
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Bridging in progress' }) ?? screen.queryByRole('heading', { name: 'Success!' })).not.toBeNull(), { timeout: 20_000 })
    await h.backend.funding.settled()
    expect(await heading('Success!')).not.toBeNull()
    expect(await chain!.funding.balance(31337, recipient, 'native')).toBe(20_000_000_000_000_000n)
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }))
    await expect(pending).resolves.toMatchObject({ status: 'funded', funding: { provider: 'bridge', value: '0.02' } })
  }, 60_000)

  it("a bridge that is refunded: 'Transaction failed', the refund sentence and the refund status link; 'Try again' returns to the form", async () => {
    const { h, confirm } = await bridgeWallet()
    h.backend.faults.add({ method: 'POST', path: FUNDING_FAULT_STEPS.relayFill, status: 500, times: 1 })
    fireEvent.click(confirm)
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Bridging in progress' }) ?? screen.queryByRole('heading', { name: 'Transaction failed' })).not.toBeNull(), { timeout: 20_000 })
    await h.backend.funding.settled()
    expect(await heading('Transaction failed')).not.toBeNull()
    expect(dialog().textContent).toContain('We were unable to complete the bridging transaction. Funds will be refunded on your wallet.')
    const link = screen.getByRole('link', { name: 'Check refund status' }) as HTMLAnchorElement
    expect(link.href).toMatch(new RegExp(`^${API}/fake/relay/transaction/0x[0-9a-f]{64}$`))
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await heading('Transfer from another network')).not.toBeNull()
  }, 60_000)
})
