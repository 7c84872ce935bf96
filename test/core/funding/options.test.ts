import { describe, expect, it } from 'vitest'
import {
  cardProvidersOf, fundingLandingOf, fundingNetworkOf, fundingOptionsFor, moonpayCurrencyCodeOf, coinbaseAssetOf, resolveFundingConfig, usdcAddressOf,
  type FundingOption,
} from '../../../src/core/internal.js'

const ALL: FundingOption[] = [
  { method: 'card', provider: 'coinbase' },
  { method: 'card', provider: 'moonpay' },
  { method: 'exchange', provider: 'coinbase' },
  { method: 'wallets' },
  { method: 'manual' },
]
const config = resolveFundingConfig({ options: ALL, networks: { 31337: 'ethereum' } })!
const methods = (options: FundingOption[]) => options.map((o) => ('provider' in o ? `${o.method}:${o.provider}` : o.method))

describe('which funding options a chain and asset get', () => {
  it.each([
    // [network, asset, options kept]
    ['ethereum', 'native', ['card:coinbase', 'card:moonpay', 'exchange:coinbase', 'wallets', 'manual']],
    ['ethereum', 'USDC', ['card:coinbase', 'card:moonpay', 'exchange:coinbase', 'wallets', 'manual']],
    ['optimism', 'native', ['card:coinbase', 'exchange:coinbase', 'wallets', 'manual']],
    ['avalanche', 'native', ['card:moonpay', 'wallets', 'manual']],
    ['avalanche', 'USDC', ['wallets', 'manual']],
    ['solana', 'native', ['card:coinbase', 'card:moonpay', 'exchange:coinbase', 'wallets', 'manual']],
    ['ethereum', 'erc20', ['wallets', 'manual']],
    [null, 'native', ['wallets', 'manual']],
  ] as const)('%s / %s → %j', (network, asset, expected) => {
    expect(methods(fundingOptionsFor(ALL, network, asset))).toEqual(expected)
  })

  it('an exchange from the second provider is never offered, and a repeated option counts once', () => {
    const options = [{ method: 'exchange', provider: 'moonpay' }, { method: 'wallets' }, { method: 'wallets' }] as unknown as FundingOption[]
    expect(methods(fundingOptionsFor(options, 'ethereum', 'native'))).toEqual(['wallets'])
  })

  it('card and payment-request count as card; the footer shows only when both providers are offered', () => {
    expect(fundingLandingOf(fundingOptionsFor(ALL, 'ethereum', 'native'))).toEqual({ card: true, exchange: true, wallet: true, manual: true, alternateProvider: true })
    expect(fundingLandingOf([{ method: 'payment-request', provider: 'moonpay' }])).toEqual({ card: true, exchange: false, wallet: false, manual: false, alternateProvider: false })
    expect(cardProvidersOf(ALL, 'moonpay')).toEqual(['moonpay', 'coinbase'])
  })
})

describe('networks, assets and currency codes', () => {
  it('a chain id is a network through the config (defaults plus the host map); Solana only on mainnet-beta', () => {
    expect(fundingNetworkOf(config, { chainType: 'ethereum', chainId: 8453 })).toBe('base')
    expect(fundingNetworkOf(config, { chainType: 'ethereum', chainId: 31337 })).toBe('ethereum')
    expect(fundingNetworkOf(config, { chainType: 'ethereum', chainId: 31338 })).toBeNull()
    expect(fundingNetworkOf(config, { chainType: 'solana', cluster: 'mainnet-beta' })).toBe('solana')
    expect(fundingNetworkOf(config, { chainType: 'solana', cluster: 'devnet' })).toBeNull()
  })

  it('the first provider buys USDC, POL on Polygon, SOL on Solana, ETH otherwise', () => {
    expect(coinbaseAssetOf('polygon', 'native')).toBe('POL')
    expect(coinbaseAssetOf('solana', 'native')).toBe('SOL')
    expect(coinbaseAssetOf('base', 'native')).toBe('ETH')
    expect(coinbaseAssetOf('base', 'USDC')).toBe('USDC')
    expect(coinbaseAssetOf('base', 'erc20')).toBeNull()
  })

  it("the second provider's codes per network and asset", () => {
    expect(moonpayCurrencyCodeOf('ethereum', 'native')).toBe('ETH_ETHEREUM')
    expect(moonpayCurrencyCodeOf('base', 'USDC')).toBe('USDC_BASE')
    expect(moonpayCurrencyCodeOf('polygon', 'native')).toBe('MATIC_POLYGON')
    expect(moonpayCurrencyCodeOf('solana', 'USDC')).toBe('USDC_SOL')
    expect(moonpayCurrencyCodeOf('celo', 'USDC')).toBeNull()
    expect(moonpayCurrencyCodeOf('optimism', 'native')).toBeNull()
  })

  it('USDC is known per chain and cluster (a host adds its own); unknown is null', () => {
    expect(usdcAddressOf(config, { chainType: 'ethereum', chainId: 1 })).toBe('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')
    expect(usdcAddressOf(config, { chainType: 'ethereum', chainId: 31337 })).toBeNull()
    const local = resolveFundingConfig({ usdcAddresses: { 31337: '0x5FbDB2315678afecb367f032d93F642f64180aa3' } })!
    expect(usdcAddressOf(local, { chainType: 'ethereum', chainId: 31337 })).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3')
    expect(usdcAddressOf(config, { chainType: 'solana', cluster: 'testnet' })).toBeNull()
  })

  it('no config is no funding; a partial one gets every default', () => {
    expect(resolveFundingConfig(undefined)).toBeNull()
    expect(resolveFundingConfig({})).toMatchObject({
      options: [], defaultAmounts: { native: '0.01', USDC: '10' }, preferredCardProvider: 'coinbase', sandbox: false,
      crossChainBridgingEnabled: true, defaultFundingMethod: null, providerUrls: { coinbasePay: 'https://pay.coinbase.com' },
    })
    expect(resolveFundingConfig({ defaultAmounts: { USDC: '25' }, providerUrls: { relay: 'http://x/fake/relay' } })).toMatchObject({
      defaultAmounts: { native: '0.01', USDC: '25' }, providerUrls: { relay: 'http://x/fake/relay', moonpayApi: 'https://api.moonpay.com/v1' },
    })
  })
})
