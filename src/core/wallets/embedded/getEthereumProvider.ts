import type { Chain } from 'viem'
import type { FoyerClient } from '../../client/types.js'
import { userValue } from '../../client/session/state.js'
import { getAccessToken } from '../../client/session/getAccessToken.js'
import { FoyerError } from '../../errors/base.js'
import {
  ETHEREUM_ADDRESS_VERIFIER, WALLET_SERVICE_EVENTS as E,
  type WalletServiceRpcRequest, type WalletServiceTransactionRequest,
} from '../../types/walletService.js'
import { chainsOf, LEGACY_TRANSACTION_CHAIN_IDS } from './constants.js'
import { ProviderRpcError } from './errors.js'
import { chainRpc, estimateGas as estimateChainGas } from './chainRpc.js'
import { embeddedFrameOf } from './session.js'
import { embeddedEthereumWallets, entropyOf } from './wallets.js'

/** Which embedded wallet (address) and, optionally, which chain the provider starts on. */
export type GetEmbeddedEthereumProviderParameters = {
  /** The embedded wallet's address. */
  address: string
  /** The chain to start on (default: the client's `defaultChain`). */
  chainId?: number | undefined
}

/** An EIP-1193 provider (`request`, `on`, `removeListener`). */
export type EmbeddedEthereumProvider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: (...args: unknown[]) => void): void
  removeListener(event: string, listener: (...args: unknown[]) => void): void
  /** The chain the provider is on now. */
  readonly chainId: number
}
/** An EIP-1193 provider for the embedded wallet. */
export type GetEmbeddedEthereumProviderReturnType = EmbeddedEthereumProvider
/** Nothing is thrown when the provider is made; `request` rejects with `ProviderRpcError` (numeric EIP-1193 codes). */
export type GetEmbeddedEthereumProviderErrorType = never

const QUANTITY_FIELDS = ['value', 'nonce', 'gas', 'gasLimit', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas'] as const

type Quantity = `0x${string}`
type Tx = Record<string, unknown>

const invalidParams = () => new ProviderRpcError(4200, 'Invalid params')
const hexOf = (value: number | bigint): Quantity => `0x${value.toString(16)}`
const sameAddress = (a: unknown, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase()

/** number | bigint | hex string → 0x quantity; anything else is refused. */
function toQuantity(field: string, value: unknown): Quantity {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return hexOf(value)
  if (typeof value === 'bigint' && value >= 0n) return hexOf(value)
  if (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)) return hexOf(BigInt(value))
  throw new ProviderRpcError(-32602, `Invalid ${field}: must be a number, bigint or hex string`)
}

/** A chain id given as number, bigint or hex string → number. */
function toChainId(value: unknown): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value
  if (typeof value === 'bigint' && value > 0n) return Number(value)
  if (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)) return Number.parseInt(value, 16)
  throw new ProviderRpcError(-32602, 'Invalid chainId: must be a number')
}

function transactionType(tx: Tx, chainId: number): 0 | 2 {
  const type = tx.type
  if (type === undefined || type === null) return LEGACY_TRANSACTION_CHAIN_IDS.includes(chainId) ? 0 : 2
  if (type === 0 || type === '0x0' || type === '0x00' || type === 'legacy') return 0
  if (type === 2 || type === '0x2' || type === '0x02' || type === 'eip1559') return 2
  throw new ProviderRpcError(-32602, 'Invalid transaction type: only 0 (legacy) and 2 (EIP-1559) are supported')
}

/** A wallet-service error → an EIP-1193 error (4100 for who-may-sign refusals, -32602 for bad requests). */
function toProviderError(error: unknown): unknown {
  if (error instanceof ProviderRpcError || !(error instanceof FoyerError)) return error
  const code = ['must_be_authenticated', 'MUST_BE_AUTHENTICATED', 'embedded_wallet_not_found'].includes(error.code)
    ? 4100
    : ['invalid_request', 'unable_to_sign'].includes(error.code) ? -32602 : -32603
  return Object.assign(new ProviderRpcError(code, error.shortMessage), { cause: error })
}

/**
 * The EIP-1193 provider of an embedded Ethereum wallet. Accounts and the chain are answered here;
 * personal_sign, eth_signTypedData_v4 and eth_signTransaction are signed by the wallet service
 * (the key never reaches this page); eth_sendTransaction is filled in (nonce, gas, fees, type 2 —
 * type 0 on chains 56, 97, 23294, 23295), signed there and broadcast to the chain's RPC;
 * wallet_switchEthereumChain moves among the client's `supportedChains` (4901 'Unsupported
 * chainId', 4200 'Invalid params'); read methods go to the chain's RPC.
 */
export function getEmbeddedEthereumProvider(
  client: FoyerClient,
  { address, chainId }: GetEmbeddedEthereumProviderParameters,
): GetEmbeddedEthereumProviderReturnType {
  const chains = chainsOf(client)
  const chainById = (id: number): Chain | undefined => chains.supported.find((c) => c.id === id)
  let chain: Chain = (chainId !== undefined ? chainById(chainId) : undefined) ?? chains.initial
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }
  const rpc = (on: Chain, method: string, params: unknown = []) => chainRpc(client, on, method, params)

  async function sign(request: WalletServiceRpcRequest) {
    const user = userValue.get(client)
    const accessToken = user ? await getAccessToken(client) : null
    if (!user || !accessToken) throw new ProviderRpcError(4100, 'User must be authenticated before signing with a Foyer wallet')
    const wallet = embeddedEthereumWallets(user).find((w) => sameAddress(w.address, address))
    const entropy = wallet ? entropyOf(user, wallet) : null
    if (!entropy) throw new ProviderRpcError(4100, 'Cannot request a signature with this wallet address')
    return embeddedFrameOf(client)
      .request(E.rpc, { accessToken, entropyId: entropy.entropyId, entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER, hdWalletIndex: entropy.hdWalletIndex, chainType: 'ethereum', request })
      .catch((error: unknown) => {
        throw toProviderError(error)
      })
  }

  /** Fills in a transaction (chain, type, nonce, gas, fees) for signing; returns it and its chain. */
  async function prepare(raw: unknown): Promise<{ tx: WalletServiceTransactionRequest; on: Chain }> {
    if (!raw || typeof raw !== 'object') throw new ProviderRpcError(-32602, 'Invalid transaction request')
    const tx = raw as Tx
    if (tx.from !== undefined && !sameAddress(tx.from, address)) throw new ProviderRpcError(4100, 'Cannot request a signature with this wallet address')
    const id = tx.chainId === undefined ? chain.id : toChainId(tx.chainId)
    const on = chainById(id)
    if (!on) throw new ProviderRpcError(4901, `Chain ID ${id} is not supported. It must be added to the supportedChains of the FoyerProvider.`)
    const q: Partial<Record<(typeof QUANTITY_FIELDS)[number], Quantity>> = {}
    for (const field of QUANTITY_FIELDS) if (tx[field] !== undefined && tx[field] !== null) q[field] = toQuantity(field, tx[field])
    const type = transactionType(tx, id)
    const to = typeof tx.to === 'string' ? tx.to : null
    const data = typeof tx.data === 'string' ? tx.data : typeof tx.input === 'string' ? tx.input : undefined
    const call = { from: address, ...(to ? { to } : {}), ...(data ? { data } : {}), ...(q.value ? { value: q.value } : {}) }
    const [nonce, gas, fees] = await Promise.all([
      q.nonce ?? (rpc(on, 'eth_getTransactionCount', [address, 'pending']) as Promise<Quantity>),
      q.gas ?? q.gasLimit ?? estimateGas(on, call),
      type === 0
        ? (q.gasPrice ? { gasPrice: q.gasPrice } : (rpc(on, 'eth_gasPrice') as Promise<Quantity>).then((gasPrice) => ({ gasPrice })))
        : eip1559Fees(on, q.maxFeePerGas, q.maxPriorityFeePerGas),
    ])
    return { on, tx: { ...call, to, chainId: id, nonce, gas, type: type === 0 ? '0x0' : '0x2', ...fees } as WalletServiceTransactionRequest }
  }

  const estimateGas = (on: Chain, call: Record<string, unknown>) => estimateChainGas(client, on, call)

  async function eip1559Fees(on: Chain, maxFeePerGas?: Quantity, maxPriorityFeePerGas?: Quantity) {
    if (maxFeePerGas && maxPriorityFeePerGas) return { maxFeePerGas, maxPriorityFeePerGas }
    const [tip, block] = await Promise.all([
      maxPriorityFeePerGas ?? (rpc(on, 'eth_maxPriorityFeePerGas') as Promise<Quantity>),
      rpc(on, 'eth_getBlockByNumber', ['latest', false]) as Promise<{ baseFeePerGas?: Quantity } | null>,
    ])
    const baseFee = BigInt(block?.baseFeePerGas ?? '0x0')
    const priority = BigInt(tip)
    return { maxPriorityFeePerGas: hexOf(priority), maxFeePerGas: maxFeePerGas ?? hexOf(baseFee * 2n + priority) }
  }

  async function request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    const list = Array.isArray(params) ? (params as unknown[]) : []
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [address]
      case 'eth_chainId':
        return hexOf(chain.id)
      case 'personal_sign': {
        const [message, signer] = list
        if (typeof message !== 'string' || !sameAddress(signer, address)) throw new ProviderRpcError(-32602, 'Invalid params')
        return ((await sign({ method, params: [message, address] })) as { signature: string }).signature
      }
      case 'eth_signTypedData_v4': {
        const [signer, typedData] = list
        if (!sameAddress(signer, address) || (typeof typedData !== 'string' && (typeof typedData !== 'object' || typedData === null))) {
          throw new ProviderRpcError(-32602, 'Invalid params')
        }
        return ((await sign({ method, params: [address, typedData as string | Record<string, unknown>] })) as { signature: string }).signature
      }
      case 'eth_signTransaction': {
        const { tx } = await prepare(list[0])
        return ((await sign({ method, params: [tx] })) as { signedTransaction: string }).signedTransaction
      }
      case 'eth_sendTransaction': {
        const { tx, on } = await prepare(list[0])
        const { signedTransaction } = (await sign({ method: 'eth_signTransaction', params: [tx] })) as { signedTransaction: string }
        return rpc(on, 'eth_sendRawTransaction', [signedTransaction])
      }
      case 'wallet_switchEthereumChain': {
        const wanted = (list[0] as { chainId?: unknown } | undefined)?.chainId
        if (typeof wanted !== 'string') throw invalidParams()
        const next = /^0x[0-9a-fA-F]+$/.test(wanted) ? chainById(Number.parseInt(wanted, 16)) : undefined
        if (!next) throw new ProviderRpcError(4901, 'Unsupported chainId')
        if (next.id !== chain.id) {
          chain = next
          emit('chainChanged', hexOf(next.id))
        }
        return null
      }
      case 'eth_sign':
      case 'eth_sendUserOperation':
      case 'eth_populateTransaction':
        throw new ProviderRpcError(4200, 'The Provider does not support the requested method.')
      default:
        if (method.startsWith('wallet_')) throw new ProviderRpcError(4200, 'The Provider does not support the requested method.')
        return rpc(chain, method, params ?? [])
    }
  }

  return {
    request,
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    get chainId() {
      return chain.id
    },
  }
}
