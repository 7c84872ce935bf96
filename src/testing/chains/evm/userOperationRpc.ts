/**
 * The JSON-RPC side of the ERC-4337 services (the bundler and the paymaster): their errors with the
 * ERC-7769 codes and a bounded JSON-RPC 2.0 route (single requests and batches). Free of the
 * chain's runtime and artifacts, so the backend's main entry can mount the paymaster.
 */
import type { Context, Hono } from 'hono'
import { answerJsonRpcPost, jsonRpcBodyLimit } from './jsonRpcRoute.js'

/** Bounds of a JSON-RPC route: body size and batch length (as the chain's RPC). */
export interface UserOperationRpcLimits {
  maxBodyBytes?: number
  maxBatchLength?: number
}

const DEFAULT_LIMITS = { maxBodyBytes: 1024 * 1024, maxBatchLength: 100 }

type Id = string | number | null

/** A JSON-RPC error of the bundler or the paymaster (ERC-7769 codes). */
export class UserOperationRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
    this.name = 'UserOperationRpcError'
  }
}

/** ERC-7769 error codes. */
export const USER_OPERATION_ERRORS = {
  invalidFields: -32602,
  rejectedByEntryPointOrAccount: -32500,
  rejectedByPaymaster: -32501,
  outOfTimeRange: -32503,
  invalidSignature: -32507,
  executionReverted: -32521,
} as const

const rpcError = (id: Id, code: number, message: string, data?: unknown) => ({
  jsonrpc: '2.0' as const,
  id,
  error: data === undefined ? { code, message } : { code, message, data },
})

/** Answers one JSON-RPC request with the bundler (or the paymaster: any `handle`). */
export async function answerUserOperationRpc(
  handler: { handle(method: string, params: unknown[]): Promise<unknown> },
  request: unknown,
): Promise<Record<string, unknown> | undefined> {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) return rpcError(null, -32600, 'Invalid Request')
  const { jsonrpc, id, method, params } = request as Record<string, unknown>
  const notification = !('id' in request)
  const replyId = (typeof id === 'string' || typeof id === 'number' ? id : null) as Id
  if (jsonrpc !== '2.0' || typeof method !== 'string' || (params !== undefined && !Array.isArray(params))) return rpcError(replyId, -32600, 'Invalid Request')
  let answer: Record<string, unknown>
  try {
    answer = { jsonrpc: '2.0', id: replyId, result: await handler.handle(method, (params ?? []) as unknown[]) }
  } catch (error) {
    answer =
      error instanceof UserOperationRpcError
        ? rpcError(replyId, error.code, error.message, error.data)
        : rpcError(replyId, -32603, `Internal error: ${error instanceof Error ? error.message.slice(0, 300) : 'unknown'}`)
  }
  return notification ? undefined : answer
}

/** A JSON-RPC POST route over `handlerOf(chainId)`: bounded body, single requests and batches. */
export function userOperationRpcRoute(
  r: Hono,
  path: string,
  handlerOf: (chainId: number, c: Context) => { handle(method: string, params: unknown[]): Promise<unknown> } | undefined,
  limits: UserOperationRpcLimits = {},
): void {
  const { maxBodyBytes, maxBatchLength } = { ...DEFAULT_LIMITS, ...limits }
  r.post(
    path,
    jsonRpcBodyLimit(maxBodyBytes),
    async (c) => {
      const chainId = c.req.param('chainId') ?? ''
      const handler = /^\d{1,15}$/.test(chainId) ? handlerOf(Number(chainId), c) : undefined
      if (!handler) return c.json({ error: `No local EVM network with chain id ${chainId.slice(0, 20)}`, code: 'not_found' }, 404)
      return answerJsonRpcPost(c, maxBatchLength, (request) => answerUserOperationRpc(handler, request))
    },
  )
}

