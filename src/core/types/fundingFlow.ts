/**
 * Funding a wallet: the types a host, the hook and the funding screens share (types only, so
 * naming them loads no funding code). What each field means is in docs/funding.md.
 */
import type { FoyerError } from '../errors/base.js'

/** How a wallet is funded: a card purchase, a transfer from an exchange, from another wallet, or a manual receive (address and QR code). */
export type FundingMethod = 'card' | 'exchange' | 'wallet' | 'manual'

/** A card provider: the first (Coinbase Onramp-like, also the exchange transfer) or the second (MoonPay-like). */
export type CardProvider = 'coinbase' | 'moonpay'

/**
 * One funding option of the config: a card (or payment request) purchase with a provider, a
 * transfer from an exchange (the first provider), from another wallet, or a manual receive.
 */
export type FundingOption =
  | { method: 'card' | 'payment-request'; provider: CardProvider }
  | { method: 'exchange'; provider: 'coinbase' }
  | { method: 'wallets' }
  | { method: 'manual' }

/** A network name of the card providers (the chain a purchase is paid out on). */
export type FundingNetworkName = 'ethereum' | 'base' | 'optimism' | 'polygon' | 'arbitrum' | 'avalanche' | 'celo' | 'solana'

/** Where the third parties of funding answer (defaults: their production hosts; the dev backend serves fakes). */
export type FundingProviderUrls = {
  /** The first card provider's pay host (its buy page is `{coinbasePay}/buy/select-asset`). */
  coinbasePay: string
  /** The second card provider's API (`{moonpayApi}/transactions/ext/{id}`). */
  moonpayApi: string
  /** The bridge's API (`{relay}/quote`, `{relay}/requests/v2`) for main networks … */
  relay: string
  /** … and for test networks. */
  relayTestnet: string
}

/**
 * The app's funding settings (`config.funding` of `<FoyerProvider>` / `createFoyerClient`). Every
 * field is optional in the host config; without `options` funding is not enabled.
 */
export type FundingConfig = {
  /** The funding options the landing may offer (each shown only where supported). Default: none (funding is not enabled). */
  options: FundingOption[]
  /** The amount a purchase starts at when `fundWallet` names none (whole units): native currency '0.01', USDC '10'. */
  defaultAmounts: { native: string; USDC: string }
  /** The card provider 'Pay with card' uses first (default 'coinbase'); the landing's footer switches to the other. */
  preferredCardProvider: CardProvider
  /** The providers' sandboxes (the second provider's test key; the bridge's test host). Default false. */
  sandbox: boolean
  /** Whether a wallet that lacks funds on the destination chain may bridge from another network. Default true. */
  crossChainBridgingEnabled: boolean
  /** The method triggered once when the landing opens (fundWallet's own wins). Default none. */
  defaultFundingMethod: FundingMethod | null
  /** Where the providers answer (over `DEFAULT_FUNDING_PROVIDER_URLS`). */
  providerUrls: FundingProviderUrls
  /** Chain id → the providers' network name, over `DEFAULT_FUNDING_NETWORKS` (e.g. a local chain standing in for 'ethereum'). */
  networks: Record<number, FundingNetworkName>
  /** USDC's contract per EVM chain id, and its mint per Solana cluster (`'solana:mainnet-beta'` …), over `DEFAULT_USDC_ADDRESSES`. */
  usdcAddresses: Record<string, string>
}

/**
 * The funding config as a host sets it (`config.funding`): every field optional, the defaults of
 * `FundingConfig` filled in where one is missing.
 */
export type FundingConfigInput = {
  options?: FundingOption[] | undefined
  defaultAmounts?: Partial<FundingConfig['defaultAmounts']> | undefined
  preferredCardProvider?: CardProvider | undefined
  sandbox?: boolean | undefined
  crossChainBridgingEnabled?: boolean | undefined
  defaultFundingMethod?: FundingMethod | null | undefined
  providerUrls?: Partial<FundingProviderUrls> | undefined
  networks?: Record<number, FundingNetworkName> | undefined
  usdcAddresses?: Record<string, string> | undefined
}

/** What `fundWallet` funds: the native currency, USDC, or another ERC-20 token (Ethereum). */
export type FundingAssetParameter = 'native-currency' | 'USDC' | { erc20: `0x${string}` }

/** The asset a funding request moves, resolved: its kind, symbol, decimals and contract or mint. */
export type FundingAsset = {
  kind: 'native' | 'USDC' | 'erc20'
  symbol: string
  decimals: number
  /** The token's contract (Ethereum) or mint (Solana); null for the native currency. */
  address: string | null
}

/** Texts of the funding screens a host may set. */
export type FundingUiConfig = {
  landing?: { title?: string | undefined } | undefined
  /** The manual receive screen's title. */
  receiveFundsTitle?: string | undefined
  /** The manual receive screen's text. */
  receiveFundsSubtitle?: string | undefined
}

/** A Solana cluster a funding request pays on. */
export type FundingCluster = { name: 'mainnet-beta' | 'devnet' | 'testnet'; rpcUrl: string }

/** An EVM chain a funding request pays on (what the screens show of it). */
export type FundingChain = { id: number; name: string; testnet: boolean; nativeSymbol: string }

/** What the landing offers (each only when supported for the chain and asset). */
export type FundingLanding = {
  card: boolean
  exchange: boolean
  wallet: boolean
  manual: boolean
  /** Both card providers are offered: the footer 'Try a different provider' switches between them. */
  alternateProvider: boolean
}

/** One funding request: fixed while its screens show. */
export type FundingRequest = {
  id: number
  chainType: 'ethereum' | 'solana'
  /** The wallet funded. */
  address: string
  /** Ethereum: the chain; null for Solana. */
  chain: FundingChain | null
  /** Solana: the cluster; null for Ethereum. */
  cluster: FundingCluster | null
  asset: FundingAsset
  isUSDC: boolean
  /** The amount the request starts with (whole units, decimal). */
  amount: string
  /** The config's options that apply to this chain and asset. */
  options: FundingOption[]
  landing: FundingLanding
  defaultFundingMethod: FundingMethod | null
  preferredCardProvider: CardProvider
  crossChainBridgingEnabled: boolean
  sandbox: boolean
  uiConfig: { landingTitle: string | null; receiveFundsTitle: string | null; receiveFundsSubtitle: string | null }
  /** Whether the wallet is one of the user's embedded wallets. */
  embedded: boolean
  /** The landing's '{wallet}' ('Add funds to your {wallet} wallet'): the app's name for an embedded wallet, else the wallet app's. */
  walletName: string
  /** The app's name (the success sentence's '{app}'). */
  appName: string
}

/** The screens of the funding flow. */
export const FUNDING_SCREENS = [
  'landing', 'amount', 'card-status', 'wallets', 'transfer', 'bridge', 'bridge-chooser', 'bridging', 'receive', 'success', 'error',
] as const
/** A screen of the funding flow (`FundingState.screen`). */
export type FundingScreen = (typeof FUNDING_SCREENS)[number]

/** Where a card provider's purchase stands (the 'Fund account' screens). */
export type CardFundingStatus =
  /** Opening the provider's page (the popup is open, the session is being made). */
  | 'starting'
  /** First provider: the popup is open. */
  | 'pending-in-flow'
  /** First provider: the popup was closed, the purchase is still tracked. */
  | 'pending-after-flow'
  /** Second provider: paid, or not yet (a payment awaiting authorization by card counts as pending). */
  | 'pending'
  /** Second provider: awaiting the buyer's authorization (not by card): tracking stops. */
  | 'waitingAuthorization'
  /** The crypto landed. */
  | 'completed'
  /** Second provider: the purchase failed. */
  | 'failed'
  /** Second provider: its status could not be read three times. */
  | 'serviceFailure'

/** The card provider screen's state. */
export type CardFundingState = {
  provider: CardProvider
  /** 'buy' (a card) or 'send' (the first provider's transfer from an exchange). */
  experience: 'buy' | 'send'
  status: CardFundingStatus
  /** First provider: how many status reads saw the popup closed. */
  popupClosedCount: number
  /** Second provider: how many status reads failed (other than 404). */
  errorCount: number
}

/** A wallet funds come from (an external wallet the user connected). */
export type FundingSourceWallet = {
  connectorId: string
  address: string
  chainType: 'ethereum' | 'solana'
  walletName: string
}

/** The transfer from another wallet (the Ethereum / Solana funding confirmation). */
export type FundingTransferState = {
  source: FundingSourceWallet | null
  status: 'connecting' | 'preparing' | 'ready' | 'sending' | 'confirming' | 'done'
  /** What is sent, base units of the asset. */
  total: bigint | null
  to: string
  networkName: string
  /** The network fee, base units of the native currency (null when unknown). */
  estimatedFee: bigint | null
  /** The fee in US dollars (null when no price is known). */
  feeUsd: number | null
  hash: string | null
}

/** A network funds may be bridged from, with the source wallet's balance there. */
export type BridgeSource = {
  /** The bridge's chain id (an EVM chain id, or the bridge's id of Solana). */
  chainId: number
  chainType: 'ethereum' | 'solana'
  name: string
  /** The source wallet's balance, base units of `symbol`. */
  balance: bigint
  symbol: string
  decimals: number
}

/** A bridge quote: the deposit to send on the source network for the requested amount. */
export type BridgeQuote = {
  chainId: number
  /** The deposit (`steps[0].items[0].data`). */
  deposit: {
    from: string
    to: string
    value: string
    chainId: number
    data?: string | undefined
    instructions?: { programId: string; keys: { pubkey: string; isSigner: boolean; isWritable: boolean }[]; data: string }[] | undefined
  }
  /** What the deposit costs on the source network, base units of its currency. */
  amountIn: bigint
  /** The bridge's fee, base units of the source currency. */
  fee: bigint
  /** Seconds. */
  timeEstimate: number
}

/** Where a bridge stands: quoting, ready to confirm, sending the deposit, then the bridge's own statuses. */
export type BridgeStatus = 'loading' | 'ready' | 'sending' | 'waiting' | 'delayed' | 'pending' | 'success' | 'refund' | 'failure'

/** The bridging screens' state ('Transfer from another network', the chooser, in progress). */
export type FundingBridgeState = {
  sourceWallet: FundingSourceWallet
  /** Networks with a non-zero balance, the largest first. */
  sources: BridgeSource[]
  /** The chosen source network (bridge chain id). */
  selected: number | null
  quote: BridgeQuote | null
  /** Several quotes to choose from (the chooser). */
  quotes: BridgeQuote[]
  status: BridgeStatus
  /** The deposit's transaction hash (signature on Solana). */
  hash: string | null
  /** The bridge's page of the request (the 'refund status' link). */
  requestUrl: string | null
}

/** The manual receive screen's state. */
export type FundingReceiveState = {
  /** The QR code's URI: `ethereum:{address}@{chainId}` (EIP-681; a token's transfer for USDC) or `solana:{address}` (`?spl-token={mint}` for USDC). */
  uri: string
  /** The latest balance read (base units of the asset); null before the first read. */
  balance: bigint | null
  /** The first balance read. */
  initialBalance: bigint | null
  /** A rise above the first read was seen: the screen shows Continue. */
  received: boolean
}

/** A funding that succeeded: the client's `fundingSuccess` event and the analytics event `funding_success`. */
export type FundingSuccess = {
  provider: 'coinbase' | 'moonpay' | 'wallet' | 'bridge' | 'manual'
  status: 'success'
  chainType: 'ethereum' | 'solana'
  /** The wallet funded. */
  address: string
  /** The EVM chain id; null on Solana (see `cluster`). */
  chainId: number | null
  cluster: string | null
  /** What was added (whole units, decimal). */
  value: string
  /** Its symbol. */
  token: string
  /** Which wallet was funded: one of the user's embedded wallets, or an external one. */
  destination: 'embedded' | 'external'
}

/** The kinds of funding error screen. */
export const FUNDING_ERROR_KINDS = ['bridge-failed', 'timeout', 'insufficient-balance', 'transaction-failure', 'other'] as const
/** Which error screen a funding failure shows (`FundingErrorScreen.kind`). */
export type FundingErrorKind = (typeof FUNDING_ERROR_KINDS)[number]

/** A funding error screen: its kind, the error, and (bridging) the bridge's page of the request. */
export type FundingErrorScreen = { kind: FundingErrorKind; error: FoyerError | Error; requestUrl: string | null }

/** The funding flow while its screens show. */
export type FundingState = {
  request: FundingRequest
  screen: FundingScreen
  /** The screens Back returns to (the last one first). */
  history: FundingScreen[]
  /** The amount input's text (whole units). */
  amount: string
  /** Continue is enabled: the amount is above 0. */
  amountValid: boolean
  /** The amount in US dollars (null while unknown). */
  usdEstimate: number | null
  /** The unit price used for the estimate. */
  usdPrice: number | null
  method: FundingMethod | null
  /** The card provider 'Pay with card' uses now. */
  cardProvider: CardProvider
  /** A message the landing shows (after a card purchase failed). */
  landingMessage: string | null
  card: CardFundingState | null
  transfer: FundingTransferState | null
  bridge: FundingBridgeState | null
  receive: FundingReceiveState | null
  success: FundingSuccess | null
  error: FundingErrorScreen | null
}

/** What `fundWallet` resolves with when its flow closes. */
export type FundWalletReturnType = {
  /** 'funded' when a funding succeeded before the flow closed, else 'exited'. */
  status: 'funded' | 'exited'
  address: string
  chainType: 'ethereum' | 'solana'
  /** The EVM chain id (null on Solana). */
  chainId: number | null
  /** The Solana cluster (null on Ethereum). */
  cluster: string | null
  /** The last method the user chose (null: none). */
  fundingMethod: FundingMethod | null
  /** The funding that succeeded, when funded. */
  funding: FundingSuccess | null
}
