import type { Chain } from 'viem'
/** How long the kit waits for the wallet service's frame to answer readiness (ms). */
export const FRAME_INIT_TIMEOUT_MS = 15_000
/** The longer readiness wait of flows that may load the frame for the first time on a slow page (ms). */
export const FRAME_LONG_INIT_TIMEOUT_MS = 30_000
/** How often a readiness request is posted again until the frame answers (ms). */
export const FRAME_READY_RETRY_MS = 250

/** How long a request may wait for its answer once the frame is ready (ms), by event. */
export const FRAME_REQUEST_TIMEOUT_MS: Readonly<Record<string, number>> = {
  // Create-wallet, set-recovery and recover (and the other creations: add, import): 60 s.
  'foyer:wallet:create': 60_000,
  'foyer:wallet:add': 60_000,
  'foyer:wallet:import': 60_000,
  'foyer:wallet:recover': 60_000,
  'foyer:wallet:set-recovery': 60_000,
  // Wallet requests (signing, connecting): 120 s.
  'foyer:wallet:rpc': 120_000,
  'foyer:wallet:connect': 120_000,
  // The export page loads the wallet as connect does.
  'foyer:wallet:export': 120_000,
}
/** Any other request: the default operation timeout (ms). */
export const FRAME_DEFAULT_REQUEST_TIMEOUT_MS = 15_000

/** Chains whose transactions are legacy (type 0) by default: BNB Smart Chain, its testnet, Oasis Sapphire and its testnet. */
export const LEGACY_TRANSACTION_CHAIN_IDS: readonly number[] = [56, 97, 23294, 23295]

/**
 * The wallet service's page for an app: `{walletServiceUrl ?? apiUrl}/apps/{appId}/embedded-wallets`
 * with the client analytics id (`caid`) and the client id (`client_id`) in the query.
 */
export function walletServicePageUrl({ base, appId, clientId, analyticsId }: {
  base: string
  appId: string
  clientId: string
  analyticsId: string
}): string {
  const url = new URL(`/apps/${encodeURIComponent(appId)}/embedded-wallets`, base)
  url.searchParams.set('caid', analyticsId)
  url.searchParams.set('client_id', clientId)
  return url.toString()
}

/** The chain embedded wallets use when the host names none (viem's `mainnet`, without importing viem at run time). */
export const ETHEREUM_MAINNET: Chain = {
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
}

/**
 * The chains embedded wallets may use and the one a provider starts on: `supportedChains` (default
 * `[defaultChain]`, else Ethereum mainnet) and `defaultChain` (default: the first supported chain).
 */
export function chainsOf(client: { supportedChains: readonly Chain[] | undefined; defaultChain: Chain | undefined }): { supported: readonly Chain[]; initial: Chain } {
  const supported = client.supportedChains?.length ? client.supportedChains : [client.defaultChain ?? ETHEREUM_MAINNET]
  return { supported, initial: client.defaultChain ?? supported[0]! }
}
