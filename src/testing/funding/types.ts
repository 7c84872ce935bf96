/** The fake funding providers' option and description types (kept apart: the backend's types import them). */
import type {
  DEV_MOONPAY_API_KEYS, FAKE_FUNDING_PATHS, FUNDING_FAULT_STEPS, FUNDING_TEST_CARDS, FUNDING_TEST_EXCHANGE_ACCOUNTS, FundingNetworkName,
} from './constants.js'

/** Options of the fake funding providers (`createDevBackend({ funding })`). */
export interface DevFundingOptions {
  /**
   * Which local EVM network (chain id) stands in for each provider network name. Merged over
   * `DEFAULT_FUNDING_NETWORKS` (Ethereum → 31337, Base → 31338); 'solana' is always the local
   * Solana runtime.
   */
  networks?: Partial<Record<Exclude<FundingNetworkName, 'solana'>, number>>
  /** How long a bridge quote is filled (ms); a later deposit is refunded. Default `RELAY_QUOTE_TTL_MS` (5 minutes). */
  quoteTtlMs?: number
  /** The secret key the second card provider's URLs are signed with. Default: random per backend. */
  moonpaySecretKey?: string
}

/** What the fake funding providers run (`GET /__dev/funding`, `backend.funding.describe()`). */
export interface DevFundingDescription {
  /** Where the fake third parties are served, on the backend's origin (`FAKE_FUNDING_PATHS`). */
  paths: typeof FAKE_FUNDING_PATHS
  /** The steps a fault can fail or delay (`FUNDING_FAULT_STEPS`). */
  faultSteps: typeof FUNDING_FAULT_STEPS
  testCards: typeof FUNDING_TEST_CARDS
  exchangeAccounts: typeof FUNDING_TEST_EXCHANGE_ACCOUNTS
  coinbaseAppId: string
  moonpayApiKeys: typeof DEV_MOONPAY_API_KEYS
  /** The provider network names available, and the local network (chain id, or 'solana') each pays on. */
  networks: Partial<Record<FundingNetworkName, number | 'solana'>>
  /** The bridge's chain id of the local Solana runtime (EVM networks keep theirs). */
  relaySolanaChainId: number
  /** How long a bridge quote is filled (ms). */
  quoteTtlMs: number
  /** Per chain: the on-ramp's hot wallet and the bridge solver (topped up from the treasury or faucet when short). */
  accounts: { chainType: 'ethereum' | 'solana'; onramp: string; solver: string }[]
}
