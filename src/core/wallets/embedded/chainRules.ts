/**
 * The chain and transaction rules of embedded Ethereum wallets, as pure functions: CAIP-2 chain
 * ids, which chains a transaction may use, how numeric transaction fields are read (number |
 * bigint | hex string, normalised once to bigint), the default transaction type per chain, and
 * the parameters of wallet_switchEthereumChain. See docs/embedded-wallets.md, "Chains and
 * transactions".
 */
import type { Chain } from 'viem'
import { FoyerError, type FoyerErrorParameters } from '../../errors/base.js'
import { LEGACY_TRANSACTION_CHAIN_IDS } from './constants.js'
import { ProviderRpcError } from './errors.js'

/** CAIP-2: `namespace:reference`, namespace `[-a-z0-9]{3,8}`, reference `[-_a-zA-Z0-9]{1,32}`. */
export const CAIP2_CHAIN_ID_PATTERN = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

/** A chain id given as a string that is not `namespace:reference` (CAIP-2). */
export class InvalidCaip2ChainIdError extends FoyerError<'INVALID_DATA'> {
  override name = 'InvalidCaip2ChainIdError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Chain ID not compatible with CAIP-2 format', 'INVALID_DATA', p)
  }
}

/** A CAIP-2 chain id split in its parts: `eip155:1` → `{ namespace: 'eip155', reference: '1' }`. */
export type Caip2ChainId = { namespace: string; reference: string }

/** Splits a CAIP-2 chain id; 'Chain ID not compatible with CAIP-2 format' for anything else. */
export function parseCaip2ChainId(value: unknown): Caip2ChainId {
  if (typeof value !== 'string' || !CAIP2_CHAIN_ID_PATTERN.test(value)) {
    throw new InvalidCaip2ChainIdError({ details: `Got ${typeof value === 'string' ? JSON.stringify(value.slice(0, 80)) : typeof value}` })
  }
  const at = value.indexOf(':')
  return { namespace: value.slice(0, at), reference: value.slice(at + 1) }
}

/**
 * The EIP-155 chain id a wallet's `switchChain` is given: a number, a hex or decimal string, or
 * CAIP-2 (`eip155:8453`). A string with a colon must be CAIP-2 of the eip155 namespace with a
 * decimal reference ('Chain ID not compatible with CAIP-2 format' otherwise).
 */
export function eip155ChainIdOf(value: number | string): number {
  if (typeof value === 'number') {
    if (Number.isSafeInteger(value) && value > 0) return value
    throw new InvalidCaip2ChainIdError({ details: `Got ${value}` })
  }
  if (value.includes(':')) {
    const { namespace, reference } = parseCaip2ChainId(value)
    if (namespace !== 'eip155' || !/^[1-9][0-9]{0,15}$/.test(reference) || !Number.isSafeInteger(Number(reference))) {
      throw new InvalidCaip2ChainIdError({ details: `Not an EIP-155 chain: ${value}` })
    }
    return Number(reference)
  }
  const id = quantityString(value)
  if (id === null || id === 0n || id > BigInt(Number.MAX_SAFE_INTEGER)) throw new InvalidCaip2ChainIdError({ details: `Got ${JSON.stringify(value.slice(0, 80))}` })
  return Number(id)
}

/** The CAIP-2 id of an EIP-155 chain: 1 → 'eip155:1'. */
export const toEip155Caip2 = (chainId: number): `eip155:${number}` => `eip155:${chainId}`

/** What a transaction on a chain outside `supportedChains` is refused with. */
export const unsupportedChainMessage = (chainId: number): string =>
  `Chain ID ${chainId} is not supported. It must be added to the supportedChains property of the FoyerProvider.`

/**
 * The configured chain of id `chainId`; a ProviderRpcError 4901 'Chain ID N is not supported. It
 * must be added to the supportedChains property of the FoyerProvider.' when none is.
 */
export function supportedChainOf(chains: readonly Chain[], chainId: number): Chain {
  const chain = chains.find((c) => c.id === chainId)
  if (!chain) throw new ProviderRpcError(4901, unsupportedChainMessage(chainId))
  return chain
}

/** The numeric fields of a transaction request (`gasLimit` is another name for `gas`). */
export const TRANSACTION_QUANTITY_FIELDS = ['value', 'nonce', 'gas', 'gasLimit', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas'] as const
/** One of TRANSACTION_QUANTITY_FIELDS. */
export type TransactionQuantityField = (typeof TRANSACTION_QUANTITY_FIELDS)[number]

/** The largest quantity a field may hold (256 bits). */
const MAX_QUANTITY = (1n << 256n) - 1n

/** A 0x hex string (1 to 64 digits) or a decimal string → bigint; anything else → null. */
function quantityString(value: string): bigint | null {
  if (/^0x[0-9a-fA-F]{1,64}$/.test(value)) return BigInt(value)
  if (/^(0|[1-9][0-9]{0,77})$/.test(value)) return BigInt(value)
  return null
}

/**
 * A numeric transaction field → bigint: a whole number ≥ 0, a bigint ≥ 0 or a 0x hex string.
 * Anything else is refused with -32602 'Invalid {field}: must be a number, bigint or hex string'.
 */
export function toTransactionQuantity(field: string, value: unknown): bigint {
  let out: bigint | null = null
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) out = BigInt(value)
  else if (typeof value === 'bigint' && value >= 0n) out = value
  else if (typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value)) out = BigInt(value)
  if (out === null || out > MAX_QUANTITY) throw new ProviderRpcError(-32602, `Invalid ${field}: must be a number, bigint or hex string`)
  return out
}

/**
 * A transaction's chain id → number. A number (the documented form), or — as EIP-1193 callers such
 * as viem send it — a bigint or hex string; -32602 'Invalid chainId: must be a number' otherwise.
 */
export function toTransactionChainId(value: unknown): number {
  let out: bigint | null = null
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value
  if (typeof value === 'bigint') out = value
  else if (typeof value === 'string' && /^0x[0-9a-fA-F]{1,14}$/.test(value)) out = BigInt(value)
  if (out === null || out <= 0n || out > BigInt(Number.MAX_SAFE_INTEGER)) throw new ProviderRpcError(-32602, 'Invalid chainId: must be a number')
  return Number(out)
}

/** The transaction type a chain uses when the request names none: 0 on 56, 97, 23294 and 23295, else 2. */
export const defaultTransactionType = (chainId: number): 0 | 2 => (LEGACY_TRANSACTION_CHAIN_IDS.includes(chainId) ? 0 : 2)

/**
 * A request's `type` → 0 (legacy) or 2 (EIP-1559); none → the chain's default. Accepted: 0, 2,
 * '0x0', '0x2', 'legacy', 'eip1559'; any other type is refused with -32602.
 */
export function transactionTypeOf(type: unknown, chainId: number): 0 | 2 {
  if (type === undefined || type === null) return defaultTransactionType(chainId)
  if (type === 0 || type === 0n || type === '0x0' || type === '0x00' || type === 'legacy') return 0
  if (type === 2 || type === 2n || type === '0x2' || type === '0x02' || type === 'eip1559') return 2
  throw new ProviderRpcError(-32602, 'Invalid transaction type: only 0 (legacy) and 2 (EIP-1559) are supported')
}

/** A transaction request after normalisation: a number chain id, its type, bigint quantities. */
export type NormalizedTransactionRequest = {
  from: string
  to: string | null
  data?: `0x${string}` | undefined
  chainId: number
  type: 0 | 2
  value?: bigint | undefined
  nonce?: bigint | undefined
  gas?: bigint | undefined
  gasPrice?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
}

/** What {@link normalizeTransactionRequest} needs besides the request. */
export type NormalizeTransactionRequestParameters = {
  /** The wallet that signs: `from`, when given, must be it. */
  address: string
  /** The chain the request uses when it names none (the provider's current chain). */
  chainId: number
}

const isHexData = (value: unknown): value is `0x${string}` => typeof value === 'string' && /^0x([0-9a-fA-F]{2})*$/.test(value)

/**
 * Reads an EIP-1193 transaction request once: `from` (must be the wallet: 4100 otherwise), `to`,
 * `data` (or `input`), `chainId` (default: the current chain), the numeric fields (number, bigint
 * or hex string → bigint; `gasLimit` for `gas`) and the type (the chain's default when none).
 * Malformed requests are refused with -32602.
 */
export function normalizeTransactionRequest(raw: unknown, { address, chainId }: NormalizeTransactionRequestParameters): NormalizedTransactionRequest {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new ProviderRpcError(-32602, 'Invalid transaction request')
  const tx = raw as Record<string, unknown>
  if (tx.from !== undefined && tx.from !== null && !(typeof tx.from === 'string' && tx.from.toLowerCase() === address.toLowerCase())) {
    throw new ProviderRpcError(4100, 'Cannot request a signature with this wallet address')
  }
  if (tx.to !== undefined && tx.to !== null && !(typeof tx.to === 'string' && /^0x[0-9a-fA-F]{40}$/.test(tx.to))) {
    throw new ProviderRpcError(-32602, 'Invalid to: must be an address')
  }
  const data = tx.data ?? tx.input
  if (data !== undefined && data !== null && !isHexData(data)) throw new ProviderRpcError(-32602, 'Invalid data: must be a hex string')
  const id = tx.chainId === undefined || tx.chainId === null ? chainId : toTransactionChainId(tx.chainId)
  const quantity = (field: TransactionQuantityField) =>
    tx[field] === undefined || tx[field] === null ? undefined : toTransactionQuantity(field, tx[field])
  const out: NormalizedTransactionRequest = {
    from: address,
    to: typeof tx.to === 'string' ? tx.to : null,
    chainId: id,
    type: transactionTypeOf(tx.type, id),
  }
  if (isHexData(data) && data !== '0x') out.data = data
  const fields = { value: quantity('value'), nonce: quantity('nonce'), gas: quantity('gas') ?? quantity('gasLimit'), gasPrice: quantity('gasPrice'), maxFeePerGas: quantity('maxFeePerGas'), maxPriorityFeePerGas: quantity('maxPriorityFeePerGas') }
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) (out as Record<string, unknown>)[key] = value
  if (out.nonce !== undefined && out.nonce > BigInt(Number.MAX_SAFE_INTEGER)) throw new ProviderRpcError(-32602, 'Invalid nonce: too large')
  return out
}

/**
 * The chain wallet_switchEthereumChain asks for. Params must be `[{ chainId: string }]` (hex, or
 * decimal): otherwise 4200 'Invalid params'. A chain outside `chains` (or a string that is no
 * chain id): 4901 'Unsupported chainId'.
 */
export function switchChainTarget(params: unknown, chains: readonly Chain[]): Chain {
  const first = Array.isArray(params) ? (params[0] as unknown) : undefined
  const wanted = typeof first === 'object' && first !== null ? (first as { chainId?: unknown }).chainId : undefined
  if (typeof wanted !== 'string') throw new ProviderRpcError(4200, 'Invalid params')
  const id = quantityString(wanted)
  const chain = id === null ? undefined : chains.find((c) => BigInt(c.id) === id)
  if (!chain) throw new ProviderRpcError(4901, 'Unsupported chainId')
  return chain
}
