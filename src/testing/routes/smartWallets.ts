/**
 * Smart wallets (ERC-4337): the app's smart wallet config (`GET /api/v1/apps/:app_id/smart_wallets`)
 * and the verifying paymaster of the local EVM chain (`POST /paymaster/evm/:chainId`, ERC-7677
 * `pm_getPaymasterStubData` / `pm_getPaymasterData`). The paymaster sponsors an operation only when
 * smart wallets are enabled, the network is configured with a paymaster, and the request's
 * `context.policy_id` is that network's policy; its signature is valid for 300 s of chain time.
 * The bundler itself is the chain's (`POST /bundler/evm/:chainId`, chains/evm/bundler.ts).
 */
import { Hono } from 'hono'
import type { BackendContext, Env } from '../context.js'
import { errors } from '../errors.js'
import type { DevChain } from '../chains/types.js'
import { ENTRY_POINT_ADDRESS } from '../chains/evm/constants.js'
import { UserOperationRpcError, userOperationRpcRoute } from '../chains/evm/userOperationRpc.js'
import type { WireSmartWalletsConfig } from '../types.js'

/** The config with its '/…' URLs made absolute on `origin`. */
export function resolveSmartWalletsConfig(config: WireSmartWalletsConfig, origin: string): WireSmartWalletsConfig {
  const absolute = (url: string) => (url.startsWith('/') ? `${origin}${url}` : url)
  return {
    enabled: config.enabled,
    smart_wallet_type: config.smart_wallet_type ?? 'simple_account',
    smart_wallet_version: config.smart_wallet_version ?? null,
    configured_networks: (config.configured_networks ?? []).map((network) => ({
      chain_id: network.chain_id,
      bundler_url: absolute(network.bundler_url),
      paymaster_url: network.paymaster_url ? absolute(network.paymaster_url) : null,
      paymaster_context: network.paymaster_context ?? null,
    })),
  }
}

const invalidParams = (message: string) => new UserOperationRpcError(-32602, message)

/** `GET /apps/:app_id/smart_wallets` (under /api/v1): the app config's smart wallet settings, URLs made absolute. */
export function smartWalletConfigRoutes(ctx: BackendContext): Hono<Env> {
  const r = new Hono<Env>()
  r.get('/apps/:app_id/smart_wallets', (c) => {
    if (c.req.param('app_id') !== ctx.appId) throw errors.invalidAppId(404)
    return c.json(resolveSmartWalletsConfig(ctx.store.config.smart_wallets, new URL(c.req.url).origin))
  })
  return r
}

/** `POST /paymaster/evm/:chainId`: the verifying paymaster of each local EVM network. */
export function paymasterRoutes(ctx: BackendContext, chains: readonly DevChain[]): Hono<Env> {
  const r = new Hono()
  const evm = chains.find((chain) => chain.chainType === 'ethereum' && chain.sponsorUserOperation)
  userOperationRpcRoute(r, '/paymaster/evm/:chainId', (chainId) => {
    if (!evm?.describe().networks.some((network) => network.id === chainId)) return undefined
    return {
      async handle(method, params) {
        if (method !== 'pm_getPaymasterStubData' && method !== 'pm_getPaymasterData') {
          throw new UserOperationRpcError(-32601, `Method ${method.slice(0, 100)} is not supported`)
        }
        const [userOperation, entryPoint, requestChainId, context] = params
        if (typeof entryPoint !== 'string' || entryPoint.toLowerCase() !== ENTRY_POINT_ADDRESS.toLowerCase()) {
          throw invalidParams(`Unsupported entry point ${String(entryPoint).slice(0, 60)}: this paymaster supports ${ENTRY_POINT_ADDRESS}`)
        }
        if (typeof requestChainId !== 'string' || !/^0x[0-9a-f]{1,15}$/i.test(requestChainId) || Number(requestChainId) !== chainId) {
          throw invalidParams(`Wrong chain id: this paymaster is for chain ${chainId}`)
        }
        const config = ctx.store.config.smart_wallets
        const network = config.enabled ? config.configured_networks?.find((n) => n.chain_id === `eip155:${chainId}` && n.paymaster_url) : undefined
        if (!network) throw invalidParams(`Gas sponsorship is not enabled on chain ${chainId}`)
        const policyId = (context as { policy_id?: unknown } | null | undefined)?.policy_id
        if (typeof policyId !== 'string' || policyId !== network.paymaster_context?.policy_id) throw invalidParams('Unknown paymaster policy')
        const stub = method === 'pm_getPaymasterStubData'
        const fields = await evm.sponsorUserOperation!({ chainId, userOperation, stub })
        if (!fields) throw invalidParams(`No local EVM network with chain id ${chainId}`)
        return stub ? { ...fields, sponsor: { name: ctx.store.config.name }, isFinal: false } : fields
      },
    }
  })
  return r as unknown as Hono<Env>
}
