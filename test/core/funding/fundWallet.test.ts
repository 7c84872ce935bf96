import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { defineChain } from 'viem'
import {
  backFunding, chooseFundingMethod, closeFunding, fundingValue, fundWallet, loginWithEmailCode, logout, retryFunding, sendEmailCode, startClient,
  switchCardProvider, type FoyerClient, type FundingConfigInput,
} from '../../../src/core/index.js'
import { appConfigValue } from '../../../src/core/client/appConfig.js'
import { createDevBackend, type DevBackend } from '../../../src/testing/index.js'
import { clientOnBackend } from '../helpers.js'
import { settle } from '../waiting.js'

const WALLET = '0x1111111111111111111111111111111111111111'
const SOLANA_WALLET = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'
const chain = (id: number, name = `Chain ${id}`) =>
  defineChain({ id, name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [`http://rpc.test/${id}`] } } })
const mainnet = chain(1, 'Ethereum')
const local = chain(31337, 'Foyer Local')
const ALL: FundingConfigInput['options'] = [
  { method: 'card', provider: 'coinbase' }, { method: 'card', provider: 'moonpay' }, { method: 'exchange', provider: 'coinbase' }, { method: 'wallets' }, { method: 'manual' },
]

let backend: DevBackend
let client: FoyerClient

const setFunding = (funding: FundingConfigInput | undefined) => {
  const config = appConfigValue.get(client)!
  appConfigValue.set(client, { ...config, funding })
}

beforeAll(async () => {
  backend = createDevBackend()
  client = clientOnBackend(backend, { supportedChains: [mainnet, local], solanaClusters: { defaultCluster: 'mainnet-beta' } })
  await startClient(client)
})
afterEach(() => {
  closeFunding(client)
  vi.restoreAllMocks()
})

const login = async () => {
  await sendEmailCode(client, { email: 'fund@example.com' })
  await loginWithEmailCode(client, { code: backend.mailbox.latest('fund@example.com')!.code })
}

describe('fundWallet refuses what cannot be funded, before any screen', () => {
  it("needs a logged-in user: 'User must be authenticated before funding a wallet'", async () => {
    setFunding({ options: ALL })
    await expect(fundWallet(client, { address: WALLET })).rejects.toMatchObject({ code: 'MUST_BE_AUTHENTICATED', shortMessage: 'User must be authenticated before funding a wallet' })
    await login()
  })

  it("no funding config, or no option for the chain and asset: 'Wallet funding is not enabled'", async () => {
    setFunding(undefined)
    await expect(fundWallet(client, { address: WALLET })).rejects.toMatchObject({ shortMessage: 'Wallet funding is not enabled' })
    setFunding({ options: [{ method: 'card', provider: 'moonpay' }] })
    // The second provider does not sell on a chain it has no network for.
    await expect(fundWallet(client, { address: WALLET, chain: local })).rejects.toMatchObject({ shortMessage: 'Wallet funding is not enabled' })
    expect(fundingValue.get(client)).toBeNull()
  })

  it("a chain the client does not support: 'Funding chain {id} is not in FoyerProvider chains list'", async () => {
    setFunding({ options: ALL })
    await expect(fundWallet(client, { address: WALLET, chain: chain(8453, 'Base') })).rejects.toMatchObject({
      code: 'funding_chain_not_supported', shortMessage: 'Funding chain 8453 is not in FoyerProvider chains list',
    })
  })

  it('USDC where its address is unknown: a warning, then funding is not enabled; USDC on the Solana testnet is refused', async () => {
    setFunding({ options: ALL })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await expect(fundWallet(client, { address: WALLET, chain: local, asset: 'USDC' })).rejects.toMatchObject({ shortMessage: 'Wallet funding is not enabled' })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('USDC has no known address on chain 31337'))
    await expect(fundWallet(client, { address: SOLANA_WALLET, cluster: { name: 'testnet' }, asset: 'USDC' })).rejects.toMatchObject({
      shortMessage: 'USDC funding is not supported on the Solana testnet',
    })
  })

  it("an address or amount that is not one: 'Invalid funding data'", async () => {
    setFunding({ options: ALL })
    await expect(fundWallet(client, { address: 'not-a-wallet' })).rejects.toMatchObject({ shortMessage: 'Invalid funding data' })
    await expect(fundWallet(client, { address: WALLET, amount: '1,5' })).rejects.toMatchObject({ shortMessage: 'Invalid funding data' })
  })
})

describe('the funding request', () => {
  it('Ethereum: the chain, the asset, the options that apply, the default amount and the landing', async () => {
    setFunding({ options: ALL, defaultAmounts: { native: '0.02' }, networks: { 31337: 'base' } })
    void fundWallet(client, { address: WALLET, chain: local, uiConfig: { landing: { title: 'Top up' }, receiveFundsTitle: 'Send here' } })
    expect(fundingValue.get(client)).toBeNull()
    await vi.waitFor(() => expect(fundingValue.get(client)).not.toBeNull())
    expect(fundingValue.get(client)).toMatchObject({
      screen: 'landing', amount: '0.02', amountValid: true, cardProvider: 'coinbase',
      request: {
        chainType: 'ethereum', address: WALLET, chain: { id: 31337, name: 'Foyer Local', testnet: false, nativeSymbol: 'ETH' }, cluster: null,
        asset: { kind: 'native', symbol: 'ETH', decimals: 18, address: null }, isUSDC: false,
        landing: { card: true, exchange: true, wallet: true, manual: true, alternateProvider: true },
        uiConfig: { landingTitle: 'Top up', receiveFundsTitle: 'Send here', receiveFundsSubtitle: null },
        embedded: false, appName: appConfigValue.get(client)!.name, walletName: appConfigValue.get(client)!.name,
      },
    })
  })

  it('Solana: the cluster and its RPC URL, SOL', async () => {
    setFunding({ options: ALL })
    void fundWallet(client, { address: SOLANA_WALLET, cluster: { name: 'mainnet-beta', rpcUrl: 'http://solana.test' } })
    await vi.waitFor(() => expect(fundingValue.get(client)).not.toBeNull())
    expect(fundingValue.get(client)?.request).toMatchObject({
      chainType: 'solana', chain: null, cluster: { name: 'mainnet-beta', rpcUrl: 'http://solana.test' },
      asset: { kind: 'native', symbol: 'SOL', decimals: 9, address: null }, landing: { card: true, exchange: true },
    })
  })

  it('the card provider preference: the call wins over the config; the footer switches it', async () => {
    setFunding({ options: ALL, preferredCardProvider: 'coinbase' })
    void fundWallet(client, { address: WALLET, chain: mainnet, card: { preferredProvider: 'moonpay' } })
    await vi.waitFor(() => expect(fundingValue.get(client)).not.toBeNull())
    expect(fundingValue.get(client)?.cardProvider).toBe('moonpay')
    expect(switchCardProvider(client)).toBe('coinbase')
  })

  it("the preferred card provider only when it is offered: with only the second one offered, 'Pay with card' opens it", async () => {
    setFunding({ options: [{ method: 'card', provider: 'moonpay' }, { method: 'manual' }], preferredCardProvider: 'coinbase' })
    void fundWallet(client, { address: WALLET, chain: mainnet })
    await vi.waitFor(() => expect(fundingValue.get(client)).not.toBeNull())
    expect(fundingValue.get(client)?.cardProvider).toBe('moonpay')
    expect(fundingValue.get(client)?.request.landing).toMatchObject({ card: true, alternateProvider: false })
  })

  it('the default funding method starts once as the landing opens; back to the landing it does not start again', async () => {
    setFunding({ options: ALL, defaultFundingMethod: 'card' })
    void fundWallet(client, { address: WALLET, chain: mainnet })
    await vi.waitFor(() => expect(fundingValue.get(client)?.screen).toBe('amount'))
    expect(fundingValue.get(client)?.method).toBe('card')
    backFunding(client)
    expect(fundingValue.get(client)?.screen).toBe('landing')
    closeFunding(client)
    void fundWallet(client, { address: WALLET, chain: mainnet, defaultFundingMethod: 'wallet' })
    await vi.waitFor(() => expect(fundingValue.get(client)?.screen).toBe('wallets'))
  })

  it('a second fundWallet closes the first (it resolves exited); a logout closes the flow', async () => {
    setFunding({ options: ALL })
    const first = settle(fundWallet(client, { address: WALLET, chain: mainnet }))
    await vi.waitFor(() => expect(fundingValue.get(client)).not.toBeNull())
    chooseFundingMethod(client, { method: 'exchange' })
    const second = settle(fundWallet(client, { address: WALLET, chain: local }))
    await vi.waitFor(() => expect(first.done).toBe(true))
    expect(first.value).toMatchObject({ status: 'exited', chainId: 1, fundingMethod: 'exchange' })
    await vi.waitFor(() => expect(fundingValue.get(client)?.request.chain?.id).toBe(31337))
    await logout(client)
    await vi.waitFor(() => expect(second.done).toBe(true))
    expect(second.value).toMatchObject({ status: 'exited', chainId: 31337 })
    expect(fundingValue.get(client)).toBeNull()
  })

  it("screen actions with no flow open: \"Couldn't find funding config\"", () => {
    expect(() => chooseFundingMethod(client, { method: 'card' })).toThrow("Couldn't find funding config")
    expect(() => retryFunding(client)).toThrow("Couldn't find funding config")
  })
})
