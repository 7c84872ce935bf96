/** Signing requests of `foyer:wallet:rpc`: personal_sign, eth_signTypedData_v4, eth_signTransaction. */
import type { WalletRpcReplyData } from '../core/types/walletService.js'
import { getAddress, isAddress, isHex, type Hex, type TransactionSerializable } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { ERROR_TYPES as T, MESSAGES, WalletServiceError } from './errors.js'

const unable = (message: string) => new WalletServiceError(T.unableToSign, message)
const sameAddress = (a: unknown, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase()

/** Signs one request with `account`. Throws a WalletServiceError with a catalogue message, never the request's content. */
export async function signRpc(account: PrivateKeyAccount, request: { method: unknown; params: unknown }): Promise<WalletRpcReplyData> {
  const params = request.params
  if (!Array.isArray(params)) throw new WalletServiceError(T.invalidRequest, 'Invalid params')
  switch (request.method) {
    case 'personal_sign':
      return { method: 'personal_sign', signature: await personalSign(account, params) }
    case 'eth_signTypedData_v4':
      return { method: 'eth_signTypedData_v4', signature: await signTypedData(account, params) }
    case 'eth_signTransaction':
      return { method: 'eth_signTransaction', signedTransaction: await signTransaction(account, params) }
    default:
      throw new WalletServiceError(T.unsupportedMethod, `Unsupported method: ${typeof request.method === 'string' ? request.method.slice(0, 64) : typeof request.method}`)
  }
}

async function personalSign(account: PrivateKeyAccount, [message, address]: unknown[]): Promise<Hex> {
  if (typeof message !== 'string') throw unable('Message must be a string')
  if (address !== undefined && !sameAddress(address, account.address)) throw unable(MESSAGES.signMessage)
  try {
    return await account.signMessage({ message: isHex(message, { strict: true }) ? { raw: message } : message })
  } catch {
    throw unable(MESSAGES.signMessage)
  }
}

async function signTypedData(account: PrivateKeyAccount, [address, typedData]: unknown[]): Promise<Hex> {
  if (!sameAddress(address, account.address)) throw unable(MESSAGES.signMessage)
  let data: unknown = typedData
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data)
    } catch {
      throw unable('Invalid typed data')
    }
  }
  const { domain, types, primaryType, message } = (data ?? {}) as Record<string, unknown>
  if (typeof types !== 'object' || types === null || typeof primaryType !== 'string' || typeof message !== 'object' || message === null) {
    throw unable('Invalid typed data')
  }
  try {
    const definition = { domain: domain ?? {}, types, primaryType, message } as unknown as Parameters<PrivateKeyAccount['signTypedData']>[0]
    return await account.signTypedData(definition)
  } catch {
    throw unable(MESSAGES.signMessage)
  }
}

/** number | bigint | hex string → bigint; undefined stays undefined. */
function quantity(value: unknown, field: string): bigint | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'bigint' && value >= 0n) return value
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value)) return BigInt(value)
  throw new WalletServiceError(T.invalidRequest, `${MESSAGES.invalidTransaction}: ${field} must be a number, bigint or hex string`)
}

function transactionType(value: unknown): 'legacy' | 'eip1559' {
  if (value === undefined || value === null || value === 2 || value === '0x2' || value === 'eip1559') return 'eip1559'
  if (value === 0 || value === '0x0' || value === 'legacy') return 'legacy'
  throw new WalletServiceError(T.invalidRequest, `${MESSAGES.invalidTransaction}: unsupported type`)
}

/** The viem transaction an EIP-1193 transaction object describes; type 2 unless type 0 is asked. */
export function toSerializable(raw: unknown, from: string): TransactionSerializable {
  if (typeof raw !== 'object' || raw === null) throw new WalletServiceError(T.invalidRequest, MESSAGES.invalidTransaction)
  const tx = raw as Record<string, unknown>
  if (tx.from !== undefined && !sameAddress(tx.from, from)) throw unable(MESSAGES.signTransaction)
  const chainId = quantity(tx.chainId, 'chainId')
  if (chainId === undefined || chainId === 0n || chainId > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new WalletServiceError(T.invalidRequest, `${MESSAGES.invalidTransaction}: chainId must be a number`)
  }
  if (tx.to !== undefined && tx.to !== null && (typeof tx.to !== 'string' || !isAddress(tx.to, { strict: false }))) {
    throw new WalletServiceError(T.invalidRequest, `${MESSAGES.invalidTransaction}: invalid to`)
  }
  if (tx.data !== undefined && tx.data !== null && !(typeof tx.data === 'string' && isHex(tx.data, { strict: true }) && tx.data.length % 2 === 0)) {
    throw new WalletServiceError(T.invalidRequest, `${MESSAGES.invalidTransaction}: invalid data`)
  }
  const nonce = quantity(tx.nonce, 'nonce')
  if (nonce !== undefined && nonce > BigInt(Number.MAX_SAFE_INTEGER)) throw new WalletServiceError(T.invalidRequest, MESSAGES.invalidTransaction)
  const common = {
    chainId: Number(chainId),
    ...(typeof tx.to === 'string' ? { to: getAddress(tx.to) } : {}),
    ...(typeof tx.data === 'string' ? { data: tx.data as Hex } : {}),
    ...(nonce !== undefined ? { nonce: Number(nonce) } : {}),
    value: quantity(tx.value, 'value'),
    gas: quantity(tx.gas, 'gas') ?? quantity(tx.gasLimit, 'gasLimit'),
  }
  const gasPrice = quantity(tx.gasPrice, 'gasPrice')
  const maxFeePerGas = quantity(tx.maxFeePerGas, 'maxFeePerGas')
  const maxPriorityFeePerGas = quantity(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas')
  if (transactionType(tx.type) === 'legacy') {
    return { ...common, type: 'legacy', gasPrice: gasPrice ?? maxFeePerGas }
  }
  return { ...common, type: 'eip1559', maxFeePerGas: maxFeePerGas ?? gasPrice, maxPriorityFeePerGas }
}

async function signTransaction(account: PrivateKeyAccount, [raw]: unknown[]): Promise<Hex> {
  const transaction = toSerializable(raw, account.address)
  try {
    return await account.signTransaction(transaction)
  } catch {
    throw unable(MESSAGES.signTransaction)
  }
}
