/**
 * The fake funding providers' public constants: where the dev backend serves them, their test
 * cards and keys, the networks and currencies they know, and their limits.
 */
import type { FundingAsset } from '../chains/types.js'

/**
 * Where the dev backend serves the fake third parties (on its own origin), standing in for the
 * real hosts: the first card provider's buy page (pay.coinbase.com: `{coinbasePay}/buy/select-asset`),
 * the second's buy page (buy.moonpay.com: `{moonpayBuy}?…&signature=…`) and API (api.moonpay.com/v1:
 * `{moonpayApi}/transactions/ext/{id}`), and the bridge's API (api.relay.link: `{relay}/quote`,
 * `{relay}/requests/v2`). Like `/__dev`, they answer only when dev routes are on.
 */
export const FAKE_FUNDING_PATHS = {
  coinbasePay: '/fake/coinbase-pay',
  moonpayBuy: '/fake/moonpay-buy',
  moonpayApi: '/fake/moonpay-api/v1',
  relay: '/fake/relay',
} as const

/**
 * The steps the fake providers run themselves, each matched against the dev backend's faults as a
 * `POST` to its path: a fault with `status` (≥ 400) or `drop` makes the step fail, one with
 * `delayMs` makes it wait first. The card providers' crediting transfer (the purchase then fails
 * and credits nothing), the bridge's fill on the destination chain (the deposit is then refunded)
 * and the bridge's refund (the request then ends in `failure`).
 */
export const FUNDING_FAULT_STEPS = {
  coinbaseCredit: `${FAKE_FUNDING_PATHS.coinbasePay}/credit`,
  moonpayCredit: `${FAKE_FUNDING_PATHS.moonpayBuy}/credit`,
  relayFill: `${FAKE_FUNDING_PATHS.relay}/fill`,
  relayRefund: `${FAKE_FUNDING_PATHS.relay}/refund`,
} as const

/**
 * The fake buy pages' test cards (any expiry date and CVC): `success` pays, `declined` is refused
 * (the purchase fails), `authorization` (second provider only) asks the buyer to authorize the
 * payment first (3-D Secure: `waitingAuthorization` until approved or declined). Any other number
 * is refused by the page without a purchase.
 */
export const FUNDING_TEST_CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authorization: '4000 0000 0000 3220',
} as const

/** The first card provider's exchange accounts (its "transfer from an exchange"): `funded` pays, `empty` fails. */
export const FUNDING_TEST_EXCHANGE_ACCOUNTS = ['funded', 'empty'] as const

/** The first card provider's project id, the `appId` of its buy page URL. */
export const DEV_COINBASE_APP_ID = 'foyer-dev-coinbase-project'

/**
 * The second card provider's public API keys (the signed URL's `apiKey` and the status call's
 * `apiKey`): `test` for `useSandbox: true`, `live` otherwise.
 */
export const DEV_MOONPAY_API_KEYS = { test: 'pk_test_foyerdev0000000000000000', live: 'pk_live_foyerdev0000000000000000' } as const

/** A provider network name the fake providers know (the first provider's names, plus Avalanche and Celo of the second's codes). */
export type FundingNetworkName = 'ethereum' | 'base' | 'optimism' | 'polygon' | 'arbitrum' | 'avalanche' | 'celo' | 'solana'

/**
 * Which local EVM network stands in for each provider network by default: Ethereum → 31337 'Foyer
 * Local', Base → 31338 'Foyer Local 2'; 'solana' is always the local Solana runtime. Others are
 * refused unless the `funding.networks` option maps them.
 */
export const DEFAULT_FUNDING_NETWORKS: Readonly<Partial<Record<Exclude<FundingNetworkName, 'solana'>, number>>> = Object.freeze({
  ethereum: 31337,
  base: 31338,
})

/** The first card provider's networks. */
export const COINBASE_NETWORKS = ['ethereum', 'base', 'optimism', 'polygon', 'arbitrum', 'solana'] as const

/** The first card provider's assets, and the networks each is bought on (USDC, POL on Polygon, ETH otherwise, SOL on Solana). */
export const COINBASE_ASSETS: Record<string, { asset: FundingAsset; networks: readonly string[] }> = {
  ETH: { asset: 'native', networks: ['ethereum', 'base', 'optimism', 'arbitrum'] },
  POL: { asset: 'native', networks: ['polygon'] },
  SOL: { asset: 'native', networks: ['solana'] },
  USDC: { asset: 'USDC', networks: COINBASE_NETWORKS },
}

/** The second card provider's currency codes: the network and asset each buys (default `ETH_ETHEREUM`). */
export const MOONPAY_CURRENCY_CODES: Record<string, { network: FundingNetworkName; asset: FundingAsset; symbol: string }> = {
  ETH_ETHEREUM: { network: 'ethereum', asset: 'native', symbol: 'ETH' },
  USDC_ETHEREUM: { network: 'ethereum', asset: 'USDC', symbol: 'USDC' },
  ETH_BASE: { network: 'base', asset: 'native', symbol: 'ETH' },
  USDC_BASE: { network: 'base', asset: 'USDC', symbol: 'USDC' },
  ETH_ARBITRUM: { network: 'arbitrum', asset: 'native', symbol: 'ETH' },
  USDC_ARBITRUM: { network: 'arbitrum', asset: 'USDC', symbol: 'USDC' },
  AVAX_CCHAIN: { network: 'avalanche', asset: 'native', symbol: 'AVAX' },
  CELO_CELO: { network: 'celo', asset: 'native', symbol: 'CELO' },
  MATIC_POLYGON: { network: 'polygon', asset: 'native', symbol: 'POL' },
  USDC_POLYGON: { network: 'polygon', asset: 'USDC', symbol: 'USDC' },
  SOL: { network: 'solana', asset: 'native', symbol: 'SOL' },
  USDC_SOL: { network: 'solana', asset: 'USDC', symbol: 'USDC' },
}

/** The bridge's chain id of Solana (its EVM networks keep their own chain ids). */
export const RELAY_SOLANA_CHAIN_ID = 792703809

/** The bridge's currency address of a chain's native currency. */
export const RELAY_NATIVE_CURRENCY = { ethereum: '0x0000000000000000000000000000000000000000', solana: '11111111111111111111111111111111' } as const

/** The largest amount one purchase or bridge may move, in whole units, per chain kind and asset. */
export const FUNDING_MAX_AMOUNTS = {
  ethereum: { native: '100', USDC: '100000' },
  solana: { native: '1000', USDC: '100000' },
} as const

/** How long a first-provider session token may be used (ms): 5 minutes, once. */
export const COINBASE_SESSION_TTL_MS = 5 * 60_000
/** How long a signed second-provider URL may be paid (ms): 1 hour, once. */
export const MOONPAY_URL_TTL_MS = 60 * 60_000
/** How long a bridge quote is filled by default (ms): a deposit after that is refunded. */
export const RELAY_QUOTE_TTL_MS = 5 * 60_000
/** The bridge's fee, in basis points of the amount (0.1 %). */
export const RELAY_FEE_BPS = 10n
