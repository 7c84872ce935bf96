import type { CrossAppSignMethod, CrossAppSignRequest } from './requestMachine.js'
import type { CrossAppAccount } from '../../types/crossApp.js'
import { utf8ToHex } from '../../wallets/ethereum/hex.js'
import { CrossAppInvalidWalletError } from './errors.js'

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

/**
 * The smart-wallet variant of each request a cross-app smart wallet can answer: `personal_sign` →
 * `foyer_signSmartWalletMessage`, `eth_signTypedData_v4` → `foyer_signSmartWalletTypedData`,
 * `eth_sendTransaction` → `foyer_sendSmartWalletTx` (same params). A smart wallet cannot sign a raw
 * transaction (`eth_signTransaction`): it sends user operations.
 */
export const CROSS_APP_SMART_WALLET_VARIANTS = {
  personal_sign: 'foyer_signSmartWalletMessage',
  eth_signTypedData_v4: 'foyer_signSmartWalletTypedData',
  eth_sendTransaction: 'foyer_sendSmartWalletTx',
} as const satisfies Partial<Record<CrossAppSignMethod, CrossAppSignMethod>>

const SMART_WALLET_METHODS: readonly CrossAppSignMethod[] = Object.values(CROSS_APP_SMART_WALLET_VARIANTS)

/** Whether `method` is one of the smart-wallet variants (`foyer_signSmartWalletMessage` …). */
export const isCrossAppSmartWalletMethod = (method: string): boolean => (SMART_WALLET_METHODS as readonly string[]).includes(method)

/**
 * The request as the provider app must receive it for `address` of `account`: for one of the
 * account's `smartWallets`, the smart-wallet variant of a plain method (a variant stays as is); for
 * its embedded wallet, the request as is. Refused with 'Cannot request a signature with this wallet
 * address': a variant for a wallet that is not one of the account's smart wallets, and
 * `eth_signTransaction` for a smart wallet.
 */
export function crossAppRequestForWallet(account: CrossAppAccount, address: string, request: CrossAppSignRequest): CrossAppSignRequest {
  const wanted = address.toLowerCase()
  const smart = account.smartWallets.some((w) => w.address.toLowerCase() === wanted)
  const variant = isCrossAppSmartWalletMethod(request.method)
  if (!smart) {
    if (variant) throw new CrossAppInvalidWalletError({ details: `${address} is no smart wallet of the cross-app account` })
    return request
  }
  if (variant) return request
  const method = (CROSS_APP_SMART_WALLET_VARIANTS as Partial<Record<CrossAppSignMethod, CrossAppSignMethod>>)[request.method]
  if (!method) throw new CrossAppInvalidWalletError({ details: `A smart wallet cannot answer ${request.method}` })
  return { ...request, method }
}
