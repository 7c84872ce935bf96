/**
 * `POST /rpc/evm/:chainId`: JSON-RPC 2.0 over HTTP for the local EVM networks, single and batch.
 * EDR answers; this layer bounds the input and lets only chain methods through, and refuses an
 * eth_estimateGas whose sender cannot pay as a real node does (estimateGas.ts).
 */
import { Hono } from 'hono'
import { answerJsonRpcPost, jsonRpcBodyLimit } from './jsonRpcRoute.js'
import type { EdrRequest } from './edr.js'
import { insufficientFundsRefusal } from './estimateGas.js'
import type { EvmNetwork } from './network.js'

/** The limits of a dev chain's JSON-RPC endpoint: body size, batch size … */
export interface EvmRpcLimits {
  /** Largest request body, in bytes (413 above). Default 1 MiB. */
  maxBodyBytes?: number
  /** Most requests in one batch. Default 100. */
  maxBatchLength?: number
}

export const DEFAULT_RPC_LIMITS: Required<EvmRpcLimits> = { maxBodyBytes: 1024 * 1024, maxBatchLength: 100 }

/**
 * Test-node methods allowed next to every `eth_`, `net_` and `web3_` method: snapshots, mining,
 * time, impersonation and account state, what transaction simulation needs. Anything else (e.g.
 * `hardhat_reset`, which can fork from a URL, or `hardhat_setLoggingEnabled`, which prints on the
 * host) is refused as EDR refuses an unknown method.
 */
export const EXTRA_RPC_METHODS: ReadonlySet<string> = new Set([
  'evm_snapshot',
  'evm_revert',
  'evm_mine',
  'evm_increaseTime',
  'evm_setNextBlockTimestamp',
  'hardhat_impersonateAccount',
  'hardhat_stopImpersonatingAccount',
  'hardhat_setBalance',
  'hardhat_setNonce',
  'hardhat_setCode',
  'hardhat_setStorageAt',
])

/** Subscriptions need a socket; over HTTP they are refused, as by an HTTP-only node. */
const HTTP_UNSUPPORTED = new Set(['eth_subscribe', 'eth_unsubscribe'])

export const isAllowedRpcMethod = (method: string): boolean =>
  (/^(eth|net|web3)_[A-Za-z0-9]{1,60}$/.test(method) && !HTTP_UNSUPPORTED.has(method)) || EXTRA_RPC_METHODS.has(method)

type Id = string | number | null
type JsonRpcAnswer = { jsonrpc: '2.0'; id: Id } & ({ result: unknown } | { error: { code: number; message: string; data?: unknown } })

const rpcError = (id: Id, code: number, message: string): JsonRpcAnswer => ({ jsonrpc: '2.0', id, error: { code, message } })

const isId = (id: unknown): id is Id => id === null || typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id))

/** One request's answer; undefined for a notification (no `id`), which gets none. */
async function answer(network: EvmNetwork, request: unknown): Promise<JsonRpcAnswer | undefined> {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) return rpcError(null, -32600, 'Invalid Request')
  const { jsonrpc, id, method, params } = request as Record<string, unknown>
  const notification = !('id' in request)
  if (!notification && !isId(id)) return rpcError(null, -32600, 'Invalid Request')
  const replyId = (id ?? null) as Id
  if (jsonrpc !== '2.0' || typeof method !== 'string' || (params !== undefined && (typeof params !== 'object' || params === null))) {
    return rpcError(replyId, -32600, 'Invalid Request')
  }
  const refusal = method === 'eth_estimateGas' ? await insufficientFundsRefusal(network, params).catch(() => null) : null
  const response = refusal
    ? { error: refusal }
    : isAllowedRpcMethod(method)
      ? await network.request({ method, params: (params ?? []) as EdrRequest['params'] })
      : { error: { code: -32004, message: `Method ${method.slice(0, 100)} is not supported` } }
  return notification ? undefined : { jsonrpc: '2.0', id: replyId, ...response }
}

/** The JSON-RPC routes of the given networks, by chain id. */
export function evmRpcRoutes(networks: ReadonlyMap<number, EvmNetwork>, limits: EvmRpcLimits = {}): Hono {
  const { maxBodyBytes, maxBatchLength } = { ...DEFAULT_RPC_LIMITS, ...limits }
  const r = new Hono<{ Variables: { network: EvmNetwork } }>()

  r.post(
    '/rpc/evm/:chainId',
    async (c, next) => {
      const chainId = c.req.param('chainId')
      const network = /^\d{1,15}$/.test(chainId) ? networks.get(Number(chainId)) : undefined
      if (!network) return c.json({ error: `No local EVM network with chain id ${chainId.slice(0, 20)}`, code: 'not_found' }, 404)
      c.set('network', network)
      await next()
    },
    jsonRpcBodyLimit(maxBodyBytes),
    // In order: a batch may send a transaction and then read its receipt.
    async (c) => answerJsonRpcPost(c, maxBatchLength, (request) => answer(c.get('network'), request)),
  )

  return r as unknown as Hono
}
