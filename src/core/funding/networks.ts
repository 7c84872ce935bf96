/**
 * What the funding providers support, as data and pure functions: their networks, assets and
 * currency codes, the USDC contracts, the config's defaults, and which funding options a chain and
 * asset get.
 */
import type {
  CardProvider, FundingAsset, FundingConfig, FundingConfigInput, FundingLanding, FundingNetworkName, FundingOption, FundingProviderUrls,
} from '../types/fundingFlow.js'
import type { WireFundingConfig } from '../types/config.js'

/** The providers' production hosts. */
export const DEFAULT_FUNDING_PROVIDER_URLS: Readonly<FundingProviderUrls> = {
  coinbasePay: 'https://pay.coinbase.com',
  moonpayApi: 'https://api.moonpay.com/v1',
  relay: 'https://api.relay.link',
  relayTestnet: 'https://api.testnets.relay.link',
}

/** Chain id → the providers' network name, for the main networks they sell on. */
export const DEFAULT_FUNDING_NETWORKS: Readonly<Record<number, FundingNetworkName>> = {
  1: 'ethereum', 8453: 'base', 10: 'optimism', 137: 'polygon', 42161: 'arbitrum', 43114: 'avalanche', 42220: 'celo',
}

/** The first card provider's networks (its on-ramp sells on these only). */
export const COINBASE_NETWORKS: readonly FundingNetworkName[] = ['ethereum', 'base', 'optimism', 'polygon', 'arbitrum', 'solana']

/** The second card provider's currency codes per network: the native currency's and USDC's (none: not sold). */
export const MOONPAY_CURRENCY_CODES: Readonly<Partial<Record<FundingNetworkName, { native: string; USDC?: string }>>> = {
  ethereum: { native: 'ETH_ETHEREUM', USDC: 'USDC_ETHEREUM' },
  base: { native: 'ETH_BASE', USDC: 'USDC_BASE' },
  arbitrum: { native: 'ETH_ARBITRUM', USDC: 'USDC_ARBITRUM' },
  polygon: { native: 'MATIC_POLYGON', USDC: 'USDC_POLYGON' },
  avalanche: { native: 'AVAX_CCHAIN' },
  celo: { native: 'CELO_CELO' },
  solana: { native: 'SOL', USDC: 'USDC_SOL' },
}
/** The second provider's default currency. */
export const MOONPAY_DEFAULT_CURRENCY_CODE = 'ETH_ETHEREUM'

/** USDC's contract per EVM chain id, and its mint per Solana cluster (`solana:{cluster}`). */
export const DEFAULT_USDC_ADDRESSES: Readonly<Record<string, string>> = {
  1: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  10: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85',
  137: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
  8453: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  42161: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
  43114: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E',
  42220: '0xcebA9300f2b948710d2653dD7B07f33A8B32118C',
  11155111: '0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238',
  84532: '0x036CbD53842c5426634e7929541eC2318f3dCF7e',
  421614: '0x75faf114eafb1BDbe2F0316DF893fd58CE46AA4d',
  11155420: '0x5fd84259d66Cd46123540766Be93DFE6D43130D7',
  80002: '0x41E94Eb019C0762f9Bfcf9Fb1E58725BfB0e7582',
  'solana:mainnet-beta': 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  'solana:devnet': '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU',
}

/** The bridge's chain id of Solana. */
export const RELAY_SOLANA_CHAIN_ID = 792703809
/** The bridge's address of a chain's native currency. */
export const RELAY_NATIVE_CURRENCY = { ethereum: '0x0000000000000000000000000000000000000000', solana: '11111111111111111111111111111111' } as const

/** Decimals: SOL 9, USDC 6, an EVM chain's native currency 18. */
export const FUNDING_DECIMALS = { SOL: 9, USDC: 6, native: 18 } as const

/** A server funding option the kit knows, as a `FundingOption` (null: not one). */
function toFundingOption(option: { method: string; provider?: string | null }): FundingOption | null {
  const { method, provider } = option ?? {}
  if ((method === 'card' || method === 'payment-request') && (provider === 'coinbase' || provider === 'moonpay')) return { method, provider }
  if (method === 'exchange' && provider === 'coinbase') return { method, provider }
  if (method === 'wallets' || method === 'manual') return { method }
  return null
}

/**
 * The server's `funding_config` as a host-side funding config: its known options and the
 * bridging switch (an unknown option is ignored). None: undefined.
 */
export function toFundingConfigInput(wire: WireFundingConfig | null | undefined): FundingConfigInput | undefined {
  if (!wire || typeof wire !== 'object') return undefined
  const options = Array.isArray(wire.options) ? wire.options.map(toFundingOption).filter((o): o is FundingOption => o !== null) : []
  return {
    options,
    ...(typeof wire.cross_chain_bridging_enabled === 'boolean' ? { crossChainBridgingEnabled: wire.cross_chain_bridging_enabled } : {}),
  }
}

/**
 * The app's funding config input: the server's (`funding_config`) with the host's fields over it
 * (a host's `options` replace the server's). Neither: undefined.
 */
export function mergeFundingConfig(server: WireFundingConfig | null | undefined, host: FundingConfigInput | null | undefined): FundingConfigInput | undefined {
  const base = toFundingConfigInput(server)
  if (!base) return host ?? undefined
  return host ? { ...base, ...defined(host) } : base
}

/** The app's funding config with every default filled in; null when the app has none. */
export function resolveFundingConfig(given: FundingConfigInput | null | undefined): FundingConfig | null {
  if (!given) return null
  return {
    options: [...(given.options ?? [])],
    defaultAmounts: { native: '0.01', USDC: '10', ...defined(given.defaultAmounts) },
    preferredCardProvider: given.preferredCardProvider ?? 'coinbase',
    sandbox: given.sandbox ?? false,
    crossChainBridgingEnabled: given.crossChainBridgingEnabled ?? true,
    defaultFundingMethod: given.defaultFundingMethod ?? null,
    providerUrls: { ...DEFAULT_FUNDING_PROVIDER_URLS, ...defined(given.providerUrls) },
    networks: { ...DEFAULT_FUNDING_NETWORKS, ...defined(given.networks) } as Record<number, FundingNetworkName>,
    usdcAddresses: { ...DEFAULT_USDC_ADDRESSES, ...defined(given.usdcAddresses) } as Record<string, string>,
  }
}

const defined = <T extends object>(value: T | undefined): Partial<T> =>
  Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>

/** Where a funding request pays: an EVM chain (by id) or a Solana cluster. */
export type FundingDestination = { chainType: 'ethereum'; chainId: number } | { chainType: 'solana'; cluster: 'mainnet-beta' | 'devnet' | 'testnet' }

/** The providers' network of a destination: its config name (EVM), 'solana' on mainnet-beta, else null. */
export function fundingNetworkOf(config: Pick<FundingConfig, 'networks'>, destination: FundingDestination): FundingNetworkName | null {
  if (destination.chainType === 'solana') return destination.cluster === 'mainnet-beta' ? 'solana' : null
  return config.networks[destination.chainId] ?? null
}

/** USDC's contract (EVM) or mint (Solana) on a destination; null when unknown. */
export function usdcAddressOf(config: Pick<FundingConfig, 'usdcAddresses'>, destination: FundingDestination): string | null {
  const key = destination.chainType === 'solana' ? `solana:${destination.cluster}` : String(destination.chainId)
  return config.usdcAddresses[key] ?? null
}

/** The first provider's asset of a purchase: USDC, POL on Polygon, SOL on Solana, ETH otherwise; null for another token. */
export function coinbaseAssetOf(network: FundingNetworkName, asset: FundingAsset['kind']): 'ETH' | 'USDC' | 'POL' | 'SOL' | null {
  if (asset === 'USDC') return 'USDC'
  if (asset !== 'native') return null
  return network === 'polygon' ? 'POL' : network === 'solana' ? 'SOL' : 'ETH'
}

/** The second provider's currency code of a purchase; null when it does not sell it. */
export function moonpayCurrencyCodeOf(network: FundingNetworkName, asset: FundingAsset['kind']): string | null {
  const codes = MOONPAY_CURRENCY_CODES[network]
  if (!codes || asset === 'erc20') return null
  return asset === 'USDC' ? (codes.USDC ?? null) : codes.native
}

/** Whether a card provider sells `asset` on `network`. */
export function cardProviderSupports(provider: CardProvider, network: FundingNetworkName | null, asset: FundingAsset['kind']): boolean {
  if (!network) return false
  if (provider === 'coinbase') return COINBASE_NETWORKS.includes(network) && coinbaseAssetOf(network, asset) !== null
  return moonpayCurrencyCodeOf(network, asset) !== null
}

/**
 * The config's funding options that apply to a chain and asset: transfers from wallets and manual
 * receive always; the exchange transfer from the first provider only; card (or payment request)
 * from either provider — each only where its provider sells the asset on that network. The
 * first of two equal options is kept.
 */
export function fundingOptionsFor(options: readonly FundingOption[], network: FundingNetworkName | null, asset: FundingAsset['kind']): FundingOption[] {
  const kept: FundingOption[] = []
  const key = (o: FundingOption) => `${o.method}:${'provider' in o ? o.provider : ''}`
  for (const option of options) {
    const supported =
      option.method === 'wallets' || option.method === 'manual'
        ? true
        : option.method === 'exchange'
          ? option.provider === 'coinbase' && cardProviderSupports('coinbase', network, asset)
          : (option.provider === 'coinbase' || option.provider === 'moonpay') && cardProviderSupports(option.provider, network, asset)
    if (supported && !kept.some((k) => key(k) === key(option))) kept.push(option)
  }
  return kept
}

/** The card providers among the options, the preferred one first. */
export function cardProvidersOf(options: readonly FundingOption[], preferred: CardProvider): CardProvider[] {
  const providers = [...new Set(options.flatMap((o) => (o.method === 'card' || o.method === 'payment-request' ? [o.provider] : [])))]
  return providers.sort((a, b) => (a === preferred ? -1 : b === preferred ? 1 : 0))
}

/** What the landing shows for these (filtered) options. */
export function fundingLandingOf(options: readonly FundingOption[]): FundingLanding {
  const cards = cardProvidersOf(options, 'coinbase')
  return {
    card: cards.length > 0,
    exchange: options.some((o) => o.method === 'exchange'),
    wallet: options.some((o) => o.method === 'wallets'),
    manual: options.some((o) => o.method === 'manual'),
    alternateProvider: cards.length > 1,
  }
}
