import type { Chain } from 'viem'
import { appConfigValue } from '../client/appConfig.js'
import { userValue } from '../client/session/state.js'
import type { FoyerClient } from '../client/types.js'
import { initialFundingState } from '../machines/fundingFlow.js'
import { isEmbeddedWallet } from '../types/linkedAccounts.js'
import { chainsOf } from '../wallets/embedded/constants.js'
import { getTokenPrice } from '../wallets/embedded/getTokenPrice.js'
import { readTokenInfo } from '../wallets/embedded/readTokenInfo.js'
import { solanaClusterOf } from '../wallets/solana/clusters.js'
import { walletConnectionsValue, walletConnectorsValue } from '../wallets/state.js'
import { isAmountValid } from '../machines/fundingAmount.js'
import { chooseFundingMethod } from './chooseFundingMethod.js'
import {
  FundingAuthError, FundingChainNotSupportedError, InvalidFundingDataError, TokenDetailsUnavailableError, UsdcFundingNotSupportedError,
  WalletFundingNotEnabledError,
} from './errors.js'
import {
  cardProvidersOf, FUNDING_DECIMALS, fundingLandingOf, fundingNetworkOf, fundingOptionsFor, mergeFundingConfig, resolveFundingConfig, usdcAddressOf, type FundingDestination,
} from './networks.js'
import { dispatchFunding, startFundingRun } from './run.js'
import type {
  CardProvider, FundingAsset, FundingAssetParameter, FundingCluster, FundingConfig, FundingMethod, FundingRequest, FundingUiConfig,
  FundWalletReturnType,
} from '../types/fundingFlow.js'

export type { FundWalletReturnType }

/** What `fundWallet` takes: the wallet, where and what to fund, and the screens' options. */
export type FundWalletParameters = {
  /** The wallet to fund (an embedded or external wallet): a 0x address (Ethereum) or a base58 public key (Solana). */
  address: string
  /** Ethereum: the chain (one of the client's supported chains). Default: the default chain. */
  chain?: Chain | undefined
  /** Solana: the cluster (and its RPC URL). Default: the client's default cluster. */
  cluster?: { name: FundingCluster['name']; rpcUrl?: string | undefined } | undefined
  /** The amount to start with (whole units, e.g. '0.05'). Default: the config's default amount of the asset. */
  amount?: string | undefined
  /** What to fund: the native currency (default), USDC, or an ERC-20 token. */
  asset?: FundingAssetParameter | undefined
  /** The card purchase: which provider 'Pay with card' uses first. */
  card?: { preferredProvider?: CardProvider | undefined } | undefined
  /** A method to start right away, once (card and exchange show the amount to confirm; wallet the wallets; manual the address). */
  defaultFundingMethod?: FundingMethod | undefined
  /** The screens' texts. */
  uiConfig?: FundingUiConfig | undefined
}

/** The errors `fundWallet` rejects with (before any screen shows). */
export type FundWalletErrorType =
  | FundingAuthError
  | WalletFundingNotEnabledError
  | FundingChainNotSupportedError
  | UsdcFundingNotSupportedError
  | InvalidFundingDataError
  | TokenDetailsUnavailableError

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const DECIMAL = /^(\d+\.?\d*|\.\d+)$/

let nextRequestId = 0

/** Why a USDC request cannot be funded: a warning, then funding is not enabled. */
function usdcUnknown(where: string): never {
  console.warn(`[foyer] USDC has no known address on ${where}: wallet funding is disabled`)
  throw new WalletFundingNotEnabledError({ details: `No USDC address for ${where}` })
}

async function resolveAsset(
  client: FoyerClient, config: FundingConfig, destination: FundingDestination, chain: Chain | null, asset: FundingAssetParameter,
): Promise<FundingAsset> {
  const solana = destination.chainType === 'solana'
  if (asset === 'native-currency') {
    return solana
      ? { kind: 'native', symbol: 'SOL', decimals: FUNDING_DECIMALS.SOL, address: null }
      : { kind: 'native', symbol: chain!.nativeCurrency.symbol, decimals: chain!.nativeCurrency.decimals, address: null }
  }
  if (asset === 'USDC') {
    if (destination.chainType === 'solana' && destination.cluster === 'testnet') throw new UsdcFundingNotSupportedError()
    const address = usdcAddressOf(config, destination)
    if (!address) usdcUnknown(solana ? `Solana ${(destination as { cluster: string }).cluster}` : `chain ${chain!.id}`)
    return { kind: 'USDC', symbol: 'USDC', decimals: FUNDING_DECIMALS.USDC, address }
  }
  if (solana || typeof asset !== 'object' || !EVM_ADDRESS.test(asset.erc20)) throw new InvalidFundingDataError({ details: 'An ERC-20 asset needs an Ethereum chain and a 0x address' })
  const info = await readTokenInfo(client, { chain: chain!, address: asset.erc20 })
  if (!info.symbol || info.standard !== 'erc20') throw new TokenDetailsUnavailableError({ details: `No ERC-20 token at ${asset.erc20} on chain ${chain!.id}` })
  const isUsdc = usdcAddressOf(config, destination)?.toLowerCase() === asset.erc20.toLowerCase()
  return { kind: isUsdc ? 'USDC' : 'erc20', symbol: info.symbol, decimals: info.decimals, address: asset.erc20 }
}

/**
 * Opens the funding flow for a wallet and resolves when it closes: 'funded' once a funding
 * succeeded (card, exchange, another wallet, a bridge, or a deposit seen on the manual receive
 * screen), else 'exited'. The screens (the default UI's, or a host's own over `fundingValue`) show
 * the landing with the options the app's funding config offers for that chain and asset; a
 * `defaultFundingMethod` starts once. Rejects before anything shows: 'User must be authenticated
 * before funding a wallet', 'Wallet funding is not enabled' (no funding config, no option that
 * applies, or USDC where its address is unknown), 'Funding chain {id} is not in FoyerProvider
 * chains list', 'USDC funding is not supported on the Solana testnet', 'Invalid funding data',
 * 'Unable to fetch token details'. A flow still open closes first (its call resolves).
 */
export async function fundWallet(client: FoyerClient, parameters: FundWalletParameters): Promise<FundWalletReturnType> {
  const user = userValue.get(client)
  if (!user) throw new FundingAuthError()
  const appConfig = appConfigValue.get(client)
  const config = resolveFundingConfig(mergeFundingConfig(appConfig?.serverFunding, appConfig?.funding))
  if (!config) throw new WalletFundingNotEnabledError({ details: 'The app has no funding config' })

  const { address } = parameters
  const chainType = EVM_ADDRESS.test(address) ? 'ethereum' : SOLANA_ADDRESS.test(address) ? 'solana' : null
  if (!chainType) throw new InvalidFundingDataError({ details: `${String(address).slice(0, 60)} is not a wallet address` })
  if (parameters.amount !== undefined && (typeof parameters.amount !== 'string' || !DECIMAL.test(parameters.amount))) {
    throw new InvalidFundingDataError({ details: `The amount ${String(parameters.amount).slice(0, 40)} is not a decimal number` })
  }

  let chain: Chain | null = null
  let cluster: FundingCluster | null = null
  let destination: FundingDestination
  if (chainType === 'ethereum') {
    const { supported, initial } = chainsOf(client)
    const wanted = parameters.chain ?? initial
    chain = supported.find((c) => c.id === wanted.id) ?? null
    if (!chain) throw new FundingChainNotSupportedError(wanted.id)
    destination = { chainType, chainId: chain.id }
  } else {
    const known = solanaClusterOf(client, parameters.cluster?.name)
    cluster = { name: known.name, rpcUrl: parameters.cluster?.rpcUrl ?? known.rpcUrl }
    destination = { chainType, cluster: cluster.name }
  }

  const asset = await resolveAsset(client, config, destination, chain, parameters.asset ?? 'native-currency')
  const options = fundingOptionsFor(config.options, fundingNetworkOf(config, destination), asset.kind)
  if (options.length === 0) throw new WalletFundingNotEnabledError({ details: 'No funding option applies to this chain and asset' })

  const embedded = user.linkedAccounts.some(
    (a) => isEmbeddedWallet(a) && String((a as { address?: unknown }).address).toLowerCase() === address.toLowerCase(),
  )
  const appName = appConfig?.name ?? 'Foyer'
  const connection = walletConnectionsValue.get(client).find((c) => c.address.toLowerCase() === address.toLowerCase())
  const connector = connection && walletConnectorsValue.get(client).find((c) => c.id === connection.connectorId)
  const amount = parameters.amount ?? (asset.kind === 'USDC' ? config.defaultAmounts.USDC : config.defaultAmounts.native)
  const defaultFundingMethod = parameters.defaultFundingMethod ?? config.defaultFundingMethod
  const landing = fundingLandingOf(options)
  const request: FundingRequest = {
    id: (nextRequestId += 1),
    chainType,
    address,
    chain: chain ? { id: chain.id, name: chain.name, testnet: chain.testnet === true, nativeSymbol: chain.nativeCurrency.symbol } : null,
    cluster,
    asset,
    isUSDC: asset.kind === 'USDC',
    amount: isAmountValid(amount) ? amount : config.defaultAmounts.native,
    options,
    landing,
    defaultFundingMethod,
    // The preferred provider when it is offered here, else the one that is ('Pay with card' opens it).
    preferredCardProvider: cardProvidersOf(options, parameters.card?.preferredProvider ?? config.preferredCardProvider)[0]
      ?? parameters.card?.preferredProvider ?? config.preferredCardProvider,
    crossChainBridgingEnabled: config.crossChainBridgingEnabled,
    sandbox: config.sandbox,
    uiConfig: {
      landingTitle: parameters.uiConfig?.landing?.title ?? null,
      receiveFundsTitle: parameters.uiConfig?.receiveFundsTitle ?? null,
      receiveFundsSubtitle: parameters.uiConfig?.receiveFundsSubtitle ?? null,
    },
    embedded,
    walletName: embedded ? appName : (connector?.name ?? connection?.walletClientType ?? appName),
    appName,
  }

  const closed = startFundingRun(client, initialFundingState(request), { config, chain })
  // The amount's dollar estimate, once the price is known (a failed read leaves it unknown).
  if (chain) {
    void getTokenPrice(client, { chainId: chain.id, tokenSymbol: asset.symbol }).then((usdPrice) => {
      dispatchFunding(client, { type: 'price', usdPrice }, request.id)
    })
  }
  // The default method starts once, as the landing opens.
  if (defaultFundingMethod) {
    try {
      chooseFundingMethod(client, { method: defaultFundingMethod })
    } catch (error) {
      console.warn('[foyer] the default funding method could not start', error)
    }
  }
  return closed
}
