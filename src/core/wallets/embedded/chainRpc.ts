import type { Chain } from 'viem'
import type { FoyerClient } from '../../client/types.js'
import { ProviderRpcError } from './errors.js'
import { gasEstimationAttempts, isInsufficientFundsError } from './gasRules.js'

type Quantity = `0x${string}`
let rpcId = 0

/**
 * One JSON-RPC call to a chain's RPC (its first `rpcUrls.default.http` URL, with the client's
 * fetch). An RPC error becomes a `ProviderRpcError` with its code and message.
 */
export async function chainRpc(client: FoyerClient, on: Chain, method: string, params: unknown = []): Promise<unknown> {
  const url = on.rpcUrls.default.http[0]
  if (!url) throw new ProviderRpcError(4901, `Chain ${on.id} has no RPC URL`)
  const response = await client.fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: (rpcId += 1), method, params }),
  })
  const body = (await response.json().catch(() => null)) as { result?: unknown; error?: { code: number; message: string; data?: unknown } } | null
  if (!body) throw new ProviderRpcError(-32603, `The chain's RPC answered ${response.status}`)
  if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data)
  return body.result
}

/** eth_estimateGas; when it fails for lack of funds, again without the value, then without the sender. */
export async function estimateGas(client: FoyerClient, on: Chain, call: Record<string, unknown>): Promise<Quantity> {
  let failure: unknown
  for (const attempt of gasEstimationAttempts(call)) {
    try {
      return (await chainRpc(client, on, 'eth_estimateGas', [attempt])) as Quantity
    } catch (error) {
      failure = error
      if (!isInsufficientFundsError(error)) throw error
    }
  }
  throw failure
}
