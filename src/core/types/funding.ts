/**
 * The funding calls, as they travel: the first card provider's on-ramp session and status
 * (`/api/v1/funding/coinbase_on_ramp/*`), the second card provider's signed URL
 * (`/api/v1/plugins/moonpay_on_ramp/sign`) and transaction status (on the provider's API), and
 * the bridge's quote and request status (on the bridge's API). Types only; docs/api-contract.md
 * ("Funding") describes every field, rule and error.
 */

/** A network name of the first card provider's on-ramp. */
export type WireCoinbaseNetwork = 'ethereum' | 'base' | 'optimism' | 'polygon' | 'arbitrum' | 'solana'

/** An asset of the first card provider's on-ramp: USDC, POL on Polygon, ETH otherwise, SOL on Solana. */
export type WireCoinbaseAsset = 'ETH' | 'USDC' | 'POL' | 'SOL'

/** `POST /api/v1/funding/coinbase_on_ramp/init` body: the wallets to fund (the caller's) and the assets offered. */
export type WireCoinbaseOnRampInitRequest = {
  addresses: { address: string; blockchains: WireCoinbaseNetwork[] }[]
  assets: WireCoinbaseAsset[]
}

/** The answer of `POST /api/v1/funding/coinbase_on_ramp/init`: what the buy page's URL carries. */
export type WireCoinbaseOnRampInit = {
  /** The provider's project id (the buy page's `appId`). */
  app_id: string
  /** Single use, valid 5 minutes (the buy page's `sessionToken`). */
  session_token: string
  /** Identifies this purchase in `…/coinbase_on_ramp/status` (the buy page's `partnerUserId`). */
  partner_user_id: string
}

/** The answer of `GET /api/v1/funding/coinbase_on_ramp/status?partnerUserId=`. */
export type WireCoinbaseOnRampStatus = {
  /** `pending` until the purchase is paid and its crypto has landed on the chain. */
  status: 'pending' | 'success' | 'failure'
}

/** A currency code of the second card provider (crypto and network). */
export type WireMoonPayCurrencyCode =
  | 'ETH_ETHEREUM' | 'USDC_ETHEREUM' | 'ETH_BASE' | 'USDC_BASE' | 'ETH_ARBITRUM' | 'USDC_ARBITRUM'
  | 'AVAX_CCHAIN' | 'CELO_CELO' | 'MATIC_POLYGON' | 'USDC_POLYGON' | 'SOL' | 'USDC_SOL'

/** `POST /api/v1/plugins/moonpay_on_ramp/sign` body. */
export type WireMoonPaySignRequest = {
  /** The wallet to fund (the caller's). */
  address: string
  /** The provider's sandbox (test API key) instead of production. */
  useSandbox?: boolean
  config?: {
    uiConfig?: { accentColor?: string; theme?: 'light' | 'dark' }
    paymentMethod?: 'credit_debit_card'
    /** Default 'ETH_ETHEREUM'. */
    currencyCode?: WireMoonPayCurrencyCode
    /** The crypto amount to buy (decimal, whole units); the buyer types it when absent. */
    quoteCurrencyAmount?: number | string
    /** More buy-page parameters. */
    overrides?: Record<string, string | number | boolean>
  }
}

/** The answer of `POST /api/v1/plugins/moonpay_on_ramp/sign`. */
export type WireMoonPaySign = {
  /** The buy page's URL, with its `signature` parameter last. */
  signedUrl: string
  /** The id under which the provider's API reports the purchase. */
  externalTransactionId: string
}

/** One transaction of `GET {provider API}/transactions/ext/{externalTransactionId}?apiKey=` (the answer is a list). */
export type WireMoonPayTransaction = {
  id: string
  externalTransactionId: string
  status: 'waitingAuthorization' | 'pending' | 'completed' | 'failed'
  paymentMethod: 'credit_debit_card'
  walletAddress: string
  currency: { code: WireMoonPayCurrencyCode }
  /** Crypto bought, whole units. */
  quoteCurrencyAmount: number
  /** What it cost, in `baseCurrency`. */
  baseCurrencyAmount: number
  baseCurrency: { code: 'usd' }
  /** The crediting transaction on the chain, once sent. */
  cryptoTransactionId: string | null
  failureReason: string | null
  createdAt: string
  updatedAt: string
}

/** `POST {bridge}/quote` body. */
export type WireRelayQuoteRequest = {
  /** The sender on the origin chain. */
  user: string
  /** The receiver on the destination chain (default `user` when both chains are of one kind). */
  recipient?: string
  originChainId: number
  destinationChainId: number
  /** Token address; the zero address (EVM) or '11111111111111111111111111111111' (Solana) for the native currency. */
  originCurrency: string
  /** As `originCurrency`; default the zero address. */
  destinationCurrency?: string
  /** What the recipient receives, in the destination currency's base units (decimal string). */
  amount: string
  tradeType: 'EXPECTED_OUTPUT'
}

/** A currency and amount of a quote's details. */
export type WireRelayCurrencyAmount = {
  currency: { chainId: number; address: string; symbol: string; name: string; decimals: number }
  /** Base units (decimal string). */
  amount: string
  amountFormatted: string
  amountUsd: string
}

/** The transaction the user sends on the origin chain (a quote's `steps[0].items[0].data`). */
export type WireRelayTransactionData = {
  from: string
  to: string
  /** Wei or lamports (decimal string). */
  value: string
  chainId: number
  /** EVM: the calldata. */
  data?: string
  /** Solana: the instructions to send (data hex), in a transaction the user signs. */
  instructions?: { programId: string; keys: { pubkey: string; isSigner: boolean; isWritable: boolean }[]; data: string }[]
  addressLookupTableAddresses?: string[]
}

/** The answer of `POST {bridge}/quote`. */
export type WireRelayQuote = {
  steps: {
    id: 'deposit'
    action: string
    description: string
    kind: 'transaction'
    requestId: string
    items: { status: 'incomplete'; data: WireRelayTransactionData; check: { endpoint: string; method: 'GET' } }[]
  }[]
  fees: { relayer: WireRelayCurrencyAmount }
  details: {
    operation: 'bridge' | 'swap'
    sender: string
    recipient: string
    currencyIn: WireRelayCurrencyAmount
    currencyOut: WireRelayCurrencyAmount
    /** Destination units per origin unit. */
    rate: string
    /** Seconds. */
    timeEstimate: number
  }
  /** When the quote stops being filled (ms since the epoch): a later deposit is refunded. */
  expiresAt: number
}

/** A bridge request's status: `waiting`, `delayed` and `pending` are not final. */
export type WireRelayStatus = 'waiting' | 'delayed' | 'pending' | 'success' | 'refund' | 'failure'

/** A transaction of a bridge request. */
export type WireRelayTransaction = { hash: string; chainId: number; timestamp: number }

/** One request of `GET {bridge}/requests/v2?hash=` (the answer is `{ requests: [...] }`, empty when the hash is no deposit). */
export type WireRelayRequest = {
  id: string
  status: WireRelayStatus
  user: string
  recipient: string
  data: {
    /** Why it failed or was refunded. */
    failReason?: string
    inTxs: WireRelayTransaction[]
    /** The fill on the destination chain, or the refund on the origin chain. */
    outTxs: WireRelayTransaction[]
  }
  createdAt: string
  updatedAt: string
}

/** The answer of `GET {bridge}/requests/v2`. */
export type WireRelayRequests = { requests: WireRelayRequest[] }
