import type { FoyerClient } from '../../client/types.js'
import type { ApiError } from '../../errors/api.js'
import type { NetworkError, RequestTimeoutError } from '../../errors/client.js'

/** `GET /api/v1/apps/{appId}/smart_wallets`: the app's smart wallet configuration. */
export const SMART_WALLETS_PATH = (appId: string) => `/api/v1/apps/${encodeURIComponent(appId)}/smart_wallets`

/** The smart wallet configuration as the server sends it. */
export type WireSmartWalletsConfig = {
  enabled?: boolean
  smart_wallet_type?: string | null
  smart_wallet_version?: string | null
  configured_networks?: {
    chain_id?: string | number | null
    bundler_url?: string | null
    paymaster_url?: string | null
    paymaster_context?: { policy_id?: string | null } | null
  }[] | null
}

/** One network a smart wallet runs on: its bundler and, when gas is sponsored, its paymaster and policy. */
export type SmartWalletNetwork = {
  /** EVM chain id. */
  chainId: number
  /** The ERC-4337 bundler's JSON-RPC URL. */
  bundlerUrl: string
  /** The ERC-7677 paymaster's URL; null when the user pays the gas. */
  paymasterUrl: string | null
  /** What the paymaster is told with every request (`policy_id`); null without a paymaster. */
  paymasterContext: { policyId: string } | null
}

/** The app's smart wallet configuration. */
export type SmartWalletsConfig = {
  enabled: boolean
  /** The account implementation, e.g. 'simple_account'. */
  smartWalletType: string | null
  smartWalletVersion: string | null
  /** The networks with a bundler; networks with a malformed entry (chain id, URL) are left out. */
  networks: SmartWalletNetwork[]
}

/** What {@link fetchSmartWalletsConfig} returns. */
export type FetchSmartWalletsConfigReturnType = SmartWalletsConfig
/** The errors {@link fetchSmartWalletsConfig} can throw or reject with. */
export type FetchSmartWalletsConfigErrorType = ApiError | NetworkError | RequestTimeoutError

/** A chain id as the config writes it: 'eip155:8453', '0x2105', 8453 or '8453'; null otherwise. */
export function parseSmartWalletChainId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null
  if (typeof value !== 'string') return null
  const text = value.startsWith('eip155:') ? value.slice('eip155:'.length) : value
  const id = /^0x[0-9a-f]{1,13}$/i.test(text) ? Number.parseInt(text, 16) : /^[1-9]\d{0,15}$/.test(text) ? Number(text) : Number.NaN
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

const httpUrl = (value: unknown): string | null => {
  if (typeof value !== 'string' || value === '') return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/**
 * The wire config → {@link SmartWalletsConfig}: chain ids parsed (CAIP-2, hex or decimal), URLs
 * kept only when absolute http(s); a network without a valid chain id or bundler URL is left out,
 * and a paymaster without a URL is none. Disabled when `enabled` is not `true`.
 */
export function toSmartWalletsConfig(wire: WireSmartWalletsConfig | null | undefined): SmartWalletsConfig {
  const networks: SmartWalletNetwork[] = []
  for (const network of wire?.configured_networks ?? []) {
    const chainId = parseSmartWalletChainId(network?.chain_id)
    const bundlerUrl = httpUrl(network?.bundler_url)
    if (chainId === null || bundlerUrl === null || networks.some((n) => n.chainId === chainId)) continue
    const paymasterUrl = httpUrl(network.paymaster_url)
    const policyId = network.paymaster_context?.policy_id
    networks.push({
      chainId,
      bundlerUrl,
      paymasterUrl,
      paymasterContext: paymasterUrl && typeof policyId === 'string' && policyId !== '' ? { policyId } : null,
    })
  }
  return {
    enabled: wire?.enabled === true,
    smartWalletType: typeof wire?.smart_wallet_type === 'string' ? wire.smart_wallet_type : null,
    smartWalletVersion: typeof wire?.smart_wallet_version === 'string' ? wire.smart_wallet_version : null,
    networks,
  }
}

/** Reads the app's smart wallet configuration (GET /api/v1/apps/{appId}/smart_wallets; no session needed). */
export async function fetchSmartWalletsConfig(client: FoyerClient): Promise<FetchSmartWalletsConfigReturnType> {
  const wire = await client.http.request<WireSmartWalletsConfig>(SMART_WALLETS_PATH(client.appId), { method: 'GET', auth: 'none' })
  return toSmartWalletsConfig(wire)
}
