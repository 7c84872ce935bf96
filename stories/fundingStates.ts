/**
 * Funding flows in a given state, for the funding stories and the funding screens' tests: the
 * screens read the flow on screen from the client (`useFundingFlow`), so a story puts a request
 * and its screen's state there, as `fundWallet` and the funding actions do.
 */
import {
  BridgeFailedError, FundingFlowInitError, FundingInsufficientBalanceError, fundingValue, initialFundingState, TransactionFailedError,
  type FoyerClient, type FundingRequest, type FundingState,
} from '../src/core/internal.js'

/** The wallet funded (the story user's embedded wallet). */
export const FUNDED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** The external wallet funds come from. */
export const SOURCE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** A Solana wallet funded. */
export const FUNDED_SOLANA = '9VSsBYNEE67rdmXW6SrVoZpPsDFwixjqJGaPuDoy9D94'
/** The bridge deposit's hash. */
export const DEPOSIT = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060'
const RELAY = 'http://foyer.dev.local/fake/relay'
const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'

/** An Ethereum funding request on 'Foyer Local' (31337) of ETH, every option offered (`patch` over it). */
export function fundingRequest(patch: Partial<FundingRequest> = {}): FundingRequest {
  return {
    id: 1,
    chainType: 'ethereum',
    address: FUNDED,
    chain: { id: 31337, name: 'Foyer Local', testnet: true, nativeSymbol: 'ETH' },
    cluster: null,
    asset: { kind: 'native', symbol: 'ETH', decimals: 18, address: null },
    isUSDC: false,
    amount: '0.05',
    options: [{ method: 'card', provider: 'coinbase' }, { method: 'card', provider: 'moonpay' }, { method: 'exchange', provider: 'coinbase' }, { method: 'wallets' }, { method: 'manual' }],
    landing: { card: true, exchange: true, wallet: true, manual: true, alternateProvider: true },
    defaultFundingMethod: null,
    preferredCardProvider: 'coinbase',
    crossChainBridgingEnabled: true,
    sandbox: false,
    uiConfig: { landingTitle: null, receiveFundsTitle: null, receiveFundsSubtitle: null },
    embedded: true,
    walletName: 'Foyer Demo',
    appName: 'Foyer Demo',
    ...patch,
  }
}

/** A Solana funding request (devnet), of SOL or — `usdc` — of USDC. */
export function solanaFundingRequest(usdc = false): FundingRequest {
  return fundingRequest({
    chainType: 'solana', address: FUNDED_SOLANA, chain: null, cluster: { name: 'devnet', rpcUrl: 'http://foyer.dev.local/rpc/solana' },
    asset: usdc ? { kind: 'USDC', symbol: 'USDC', decimals: 6, address: USDC_MINT } : { kind: 'native', symbol: 'SOL', decimals: 9, address: null },
    isUSDC: usdc, amount: usdc ? '10' : '0.5',
  })
}

/** Shows the funding flow in a state: the request's first state (ETH at $3,000) with `patch` over it. */
export function showFunding(client: FoyerClient, patch: Partial<FundingState> = {}, request: FundingRequest = fundingRequest()): FundingState {
  const state: FundingState = { ...initialFundingState(request, request.chainType === 'ethereum' ? 3000 : null), ...patch }
  fundingValue.set(client, state)
  return state
}

/** The external wallet funds come from ('Foyer Test Wallet'). */
export const SOURCE_WALLET = { connectorId: 'ethereum:dev.foyer.testwallet', address: SOURCE, chainType: 'ethereum' as const, walletName: 'Foyer Test Wallet' }

/** The transfer's confirmation: 0.05 ETH, its fee (21000 gas at 2 gwei) at $3,000. */
export const transferState = (status: NonNullable<FundingState['transfer']>['status'] = 'ready'): Partial<FundingState> => ({
  screen: 'transfer', history: ['landing', 'wallets'], method: 'wallet',
  transfer: {
    source: SOURCE_WALLET, status, total: 50_000_000_000_000_000n, to: FUNDED, networkName: 'Foyer Local',
    estimatedFee: 42_000_000_000_000n, feeUsd: 0.126, hash: status === 'confirming' ? DEPOSIT : null,
  },
})

const SOURCES = [
  { chainId: 31338, chainType: 'ethereum' as const, name: 'Foyer Local 2', balance: 1_250_000_000_000_000_000n, symbol: 'ETH', decimals: 18 },
  { chainId: 792703809, chainType: 'solana' as const, name: 'Solana', balance: 3_500_000_000n, symbol: 'SOL', decimals: 9 },
]
const QUOTE = {
  chainId: 31338,
  deposit: { from: SOURCE, to: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', value: '50050000000000000', chainId: 31338, data: '0x58109c' },
  amountIn: 50_050_000_000_000_000n, fee: 50_000_000_000_000n, timeEstimate: 12,
}
const SOLANA_QUOTE = { ...QUOTE, chainId: 792703809, amountIn: 1_120_000_000n, fee: 1_100_000n, timeEstimate: 20 }

/** The bridge from another network: sources with balances, the largest first, a quote from the first (`status` over it). */
export const bridgeState = (patch: Partial<NonNullable<FundingState['bridge']>> = {}, screen: FundingState['screen'] = 'bridge'): Partial<FundingState> => ({
  screen, history: ['landing', 'wallets'], method: 'wallet',
  bridge: {
    sourceWallet: SOURCE_WALLET, sources: SOURCES, selected: 31338, quote: QUOTE, quotes: [QUOTE], status: 'ready', hash: null, requestUrl: null, ...patch,
  },
})
/** The chooser: two source networks have a quote. */
export const bridgeChooserState = (): Partial<FundingState> => bridgeState({ selected: null, quote: null, quotes: [QUOTE, SOLANA_QUOTE] }, 'bridge-chooser')
/** Bridging in progress (the deposit sent). */
export const bridgingState = (status: 'waiting' | 'pending' | 'delayed' = 'waiting'): Partial<FundingState> =>
  bridgeState({ status, hash: DEPOSIT, requestUrl: `${RELAY}/transaction/${DEPOSIT}` }, 'bridging')

/** A card purchase's status screen. */
export const cardState = (card: Partial<NonNullable<FundingState['card']>> = {}): Partial<FundingState> => ({
  screen: 'card-status', history: ['landing', 'amount'], method: card.experience === 'send' ? 'exchange' : 'card',
  card: { provider: 'coinbase', experience: 'buy', status: 'pending-in-flow', popupClosedCount: 0, errorCount: 0, ...card },
})

/** Manual receive: its URI, the balance read (base units), and whether it rose. */
export const receiveState = (uri: string, balance: bigint | null, received = false, initial: bigint | null = balance): Partial<FundingState> => ({
  screen: 'receive', history: ['landing'], method: 'manual',
  receive: { uri, balance, initialBalance: initial, received },
})

/** 'Success!' after a card purchase of 0.05 ETH. */
export const successState = (): Partial<FundingState> => ({
  screen: 'success', history: ['landing', 'amount', 'card-status'], method: 'card',
  success: { provider: 'coinbase', status: 'success', chainType: 'ethereum', address: FUNDED, chainId: 31337, cluster: null, value: '0.05', token: 'ETH', destination: 'embedded' },
})

/** An error screen of each kind. */
export const ERRORS = {
  bridgeFailed: { kind: 'bridge-failed', error: new BridgeFailedError('refund'), requestUrl: `${RELAY}/transaction/${DEPOSIT}` },
  timeout: { kind: 'timeout', error: new Error('Request timed out'), requestUrl: null },
  insufficient: { kind: 'insufficient-balance', error: new FundingInsufficientBalanceError(SOURCE), requestUrl: null },
  transaction: { kind: 'transaction-failure', error: new TransactionFailedError(), requestUrl: null },
  other: { kind: 'other', error: new FundingFlowInitError(), requestUrl: null },
} satisfies Record<string, NonNullable<FundingState['error']>>
export const errorState = (error: NonNullable<FundingState['error']>): Partial<FundingState> => ({
  screen: 'error', history: ['landing', 'wallets', 'bridge'], method: 'wallet', error,
})
