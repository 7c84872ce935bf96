import type { CrossAppSignRequest } from './requestCrossAppSignature.js'
import { utf8ToHex } from '../../wallets/ethereum/hex.js'

/** A transaction as a host passes it: quantities as number, bigint or hex string. */
export type CrossAppTransactionInput = {
  from?: string | undefined
  to?: string | null | undefined
  data?: string | undefined
  value?: number | bigint | string | undefined
  gas?: number | bigint | string | undefined
  gasLimit?: number | bigint | string | undefined
  gasPrice?: number | bigint | string | undefined
  maxFeePerGas?: number | bigint | string | undefined
  maxPriorityFeePerGas?: number | bigint | string | undefined
  nonce?: number | bigint | string | undefined
  chainId?: number | bigint | string | undefined
}

/** EIP-712 typed data as `eth_signTypedData_v4` takes it. */
export type CrossAppTypedData = { domain?: Record<string, unknown>; types: Record<string, unknown>; primaryType: string; message: Record<string, unknown> }

const hexQuantity = (value: number | bigint | string): string =>
  typeof value === 'string' ? (value.startsWith('0x') ? value : `0x${BigInt(value).toString(16)}`) : `0x${BigInt(value).toString(16)}`

/** JSON that keeps bigints (as hex quantities). */
const toJson = (value: unknown): string => JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? `0x${v.toString(16)}` : v))

/** `personal_sign` of a UTF-8 message (or of raw bytes given as `{ raw: '0x…' }`) by `address`. */
export function crossAppPersonalSign(message: string | { raw: `0x${string}` }, address: string): CrossAppSignRequest {
  return { method: 'personal_sign', params: [typeof message === 'string' ? utf8ToHex(message) : message.raw, address] }
}

/** `eth_signTypedData_v4` of `typedData` by `address` (the typed data as JSON, bigints as hex). */
export function crossAppSignTypedData(typedData: CrossAppTypedData, address: string): CrossAppSignRequest {
  return { method: 'eth_signTypedData_v4', params: [address, toJson(typedData)] }
}

/** `eth_sendTransaction` or `eth_signTransaction` of a transaction from `address`, its quantities as hex. */
export function crossAppTransaction(method: 'eth_sendTransaction' | 'eth_signTransaction', transaction: CrossAppTransactionInput, address: string): CrossAppSignRequest {
  const tx: Record<string, unknown> = { from: address }
  for (const [key, value] of Object.entries(transaction)) {
    if (value === undefined || value === null || key === 'from') continue
    tx[key === 'gasLimit' ? 'gas' : key] = ['to', 'data'].includes(key) ? value : hexQuantity(value as number | bigint | string)
  }
  return { method, params: [tx] }
}
