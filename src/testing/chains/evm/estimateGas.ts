/**
 * What a real node answers to eth_estimateGas when the sender cannot pay, which EDR (a test node)
 * does not check: a value above the sender's balance is 'insufficient funds for transfer', and
 * with a fee cap and gas limit given, value + gas × fee above it is 'insufficient funds for gas *
 * price + value' (-32000, as geth answers). Clients rely on it: embedded wallets estimate again
 * without the value, then without the sender.
 */
import type { EvmNetwork } from './network.js'

/** geth's error code for a refused call or estimate. */
const NODE_ERROR = -32000

const quantity = (value: unknown): bigint | null => {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value)) return null
  return BigInt(value)
}

/** The refusal a real node gives to this eth_estimateGas, or null when the sender can pay (or none is named). */
export async function insufficientFundsRefusal(network: EvmNetwork, params: unknown): Promise<{ code: number; message: string } | null> {
  const call = Array.isArray(params) ? (params[0] as Record<string, unknown> | undefined) : undefined
  if (!call || typeof call !== 'object' || typeof call.from !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(call.from)) return null
  const value = quantity(call.value) ?? 0n
  const fee = quantity(call.maxFeePerGas) ?? quantity(call.gasPrice) ?? 0n
  const gas = quantity(call.gas) ?? 0n
  if (value === 0n && fee === 0n) return null
  const blockTag = Array.isArray(params) && typeof params[1] === 'string' ? params[1] : 'latest'
  const balance = BigInt((await network.call('eth_getBalance', [call.from, blockTag])) as string)
  if (value > balance) return { code: NODE_ERROR, message: 'insufficient funds for transfer' }
  if (value + gas * fee > balance) return { code: NODE_ERROR, message: 'insufficient funds for gas * price + value' }
  return null
}
