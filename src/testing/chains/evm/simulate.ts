/**
 * Transaction simulation for the scan: sends the transaction as its (impersonated) sender inside
 * a snapshot, reads what it did (the sender's balance, the token events of its receipt, the
 * tokens' names), then reverts. The caller (EvmNetwork.simulate) keeps every other request out
 * while this runs.
 */
import {
  decodeAbiParameters,
  decodeErrorResult,
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  hexToBigInt,
  isHex,
  numberToHex,
  toEventSelector,
  type Hex,
} from 'viem'
import type { SimulatedAsset, TransactionSimulation, TransactionSimulationInput } from '../types.js'
import { JsonRpcError, REVERT_ERROR_CODE } from './edr.js'

type Call = (method: string, params: unknown[]) => Promise<unknown>

interface Log {
  address: Hex
  topics: Hex[]
  data: Hex
}

const TRANSFER = toEventSelector('Transfer(address,address,uint256)')
const APPROVAL = toEventSelector('Approval(address,address,uint256)')
const APPROVAL_FOR_ALL = toEventSelector('ApprovalForAll(address,address,bool)')
const TRANSFER_SINGLE = toEventSelector('TransferSingle(address,address,address,uint256,uint256)')
const TRANSFER_BATCH = toEventSelector('TransferBatch(address,address,address,uint256[],uint256[])')
const ERC1155_INTERFACE_ID = '0xd9b67a26'
const supportsInterfaceAbi = [
  { type: 'function', name: 'supportsInterface', stateMutability: 'view', inputs: [{ name: 'id', type: 'bytes4' }], outputs: [{ type: 'bool' }] },
] as const

export const NATIVE_ASSET: SimulatedAsset = { type: 'NATIVE', name: 'Ether', symbol: 'ETH', decimals: 18 }

/** A topic holding an address (32 bytes, left-padded). */
const topicAddress = (topic: Hex): string => getAddress(`0x${topic.slice(26)}`)

/**
 * Why a call reverted, as nodes word it: 'execution reverted: {reason}' for `Error(string)`,
 * 'execution reverted: panic 0x..' for `Panic(uint256)`, 'execution reverted' without data, and
 * the node's own message otherwise (a custom error, an invalid transaction).
 */
export function revertMessage(error: unknown): string {
  if (!(error instanceof JsonRpcError)) return error instanceof Error ? error.message : String(error)
  if (error.code !== REVERT_ERROR_CODE || typeof error.data !== 'string' || !isHex(error.data)) return error.message
  if (error.data === '0x') return 'execution reverted'
  try {
    const decoded = decodeErrorResult({ data: error.data })
    if (decoded.errorName === 'Error') return `execution reverted: ${String(decoded.args[0])}`
    if (decoded.errorName === 'Panic') return `execution reverted: panic ${numberToHex(decoded.args[0] as bigint)}`
  } catch {
    // a custom error: the node's message names what it can
  }
  return error.message
}

/** Runs the transaction in a snapshot and reverts it; `impersonated`: whether `from` already was. */
export async function simulateTransaction(call: Call, input: TransactionSimulationInput, impersonated: boolean): Promise<TransactionSimulation> {
  const from = getAddress(input.from)
  const tx: Record<string, string> = {
    from,
    ...(input.to !== undefined ? { to: getAddress(input.to) } : {}),
    value: numberToHex(input.value ?? 0n),
    data: input.data ?? '0x',
    ...(input.gas !== undefined ? { gas: numberToHex(input.gas) } : {}),
  }
  const failed = (error: string): TransactionSimulation => ({
    status: 'reverted', error, nativeAsset: NATIVE_ASSET, nativeChange: 0n, transfers: [], approvals: [],
  })
  // A call first: it carries the revert reason, which a mined failed transaction does not. Without
  // a gas limit, the estimate is the limit (as a wallet sends it): the network's per-transaction
  // cap would make the upfront cost more than a small balance can pay.
  try {
    await call('eth_call', [tx, 'latest'])
    tx.gas ??= (await call('eth_estimateGas', [tx, 'latest'])) as string
  } catch (error) {
    return failed(revertMessage(error))
  }
  const snapshot = await call('evm_snapshot', [])
  try {
    if (!impersonated) await call('hardhat_impersonateAccount', [from])
    const before = hexToBigInt((await call('eth_getBalance', [from, 'latest'])) as Hex)
    let hash: Hex
    try {
      hash = (await call('eth_sendTransaction', [tx])) as Hex
    } catch (error) {
      return failed(revertMessage(error))
    }
    const receipt = (await call('eth_getTransactionReceipt', [hash])) as { status: Hex; gasUsed: Hex; effectiveGasPrice: Hex; logs: Log[] }
    if (receipt.status !== '0x1') return failed('execution reverted')
    const after = hexToBigInt((await call('eth_getBalance', [from, 'latest'])) as Hex)
    const fee = hexToBigInt(receipt.gasUsed) * hexToBigInt(receipt.effectiveGasPrice)
    return { status: 'success', nativeAsset: NATIVE_ASSET, nativeChange: after - before + fee, ...(await decodeLogs(call, receipt.logs)) }
  } finally {
    if (!impersonated) await call('hardhat_stopImpersonatingAccount', [from])
    await call('evm_revert', [snapshot])
  }
}

/** The token transfers and approvals among `logs` (ERC-20, ERC-721, ERC-1155), with their tokens. */
async function decodeLogs(call: Call, logs: readonly Log[]): Promise<Pick<TransactionSimulation, 'transfers' | 'approvals'>> {
  const assets = new Map<string, Promise<SimulatedAsset>>()
  const asset = (address: Hex, type: 'ERC20' | 'ERC721' | 'ERC1155' | 'NFT') => {
    const key = `${address.toLowerCase()}:${type}`
    if (!assets.has(key)) assets.set(key, tokenAsset(call, getAddress(address), type))
    return assets.get(key)!
  }
  const transfers: TransactionSimulation['transfers'] = []
  const approvals: TransactionSimulation['approvals'] = []
  for (const log of logs) {
    const [topic0, t1, t2, t3] = log.topics
    try {
      if (topic0 === TRANSFER && log.topics.length === 3) {
        const amount = hexToBigInt(log.data)
        transfers.push({ asset: await asset(log.address, 'ERC20'), from: topicAddress(t1!), to: topicAddress(t2!), amount })
      } else if (topic0 === TRANSFER && log.topics.length === 4) {
        transfers.push({ asset: await asset(log.address, 'ERC721'), from: topicAddress(t1!), to: topicAddress(t2!), amount: 1n, tokenId: hexToBigInt(t3!) })
      } else if (topic0 === TRANSFER_SINGLE && log.topics.length === 4) {
        const [id, value] = decodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], log.data)
        transfers.push({ asset: await asset(log.address, 'ERC1155'), from: topicAddress(t2!), to: topicAddress(t3!), amount: value, tokenId: id })
      } else if (topic0 === TRANSFER_BATCH && log.topics.length === 4) {
        const [ids, values] = decodeAbiParameters([{ type: 'uint256[]' }, { type: 'uint256[]' }], log.data)
        const token = await asset(log.address, 'ERC1155')
        ids.forEach((id, i) => transfers.push({ asset: token, from: topicAddress(t2!), to: topicAddress(t3!), amount: values[i] ?? 0n, tokenId: id }))
      } else if (topic0 === APPROVAL && log.topics.length === 3) {
        const amount = hexToBigInt(log.data)
        if (amount > 0n) approvals.push({ asset: await asset(log.address, 'ERC20'), owner: topicAddress(t1!), spender: topicAddress(t2!), amount, approvedForAll: false })
      } else if (topic0 === APPROVAL && log.topics.length === 4) {
        const spender = topicAddress(t2!)
        if (hexToBigInt(t2!) !== 0n) {
          approvals.push({ asset: await asset(log.address, 'ERC721'), owner: topicAddress(t1!), spender, amount: 1n, tokenId: hexToBigInt(t3!), approvedForAll: false })
        }
      } else if (topic0 === APPROVAL_FOR_ALL && log.topics.length === 3) {
        const [approved] = decodeAbiParameters([{ type: 'bool' }], log.data)
        if (approved) approvals.push({ asset: await asset(log.address, 'NFT'), owner: topicAddress(t1!), spender: topicAddress(t2!), amount: null, approvedForAll: true })
      }
    } catch {
      // a log that only looks like a token event (wrong data length): not a token move
    }
  }
  return { transfers, approvals }
}

/** What a token contract says of itself; `NFT`: ERC-1155 if it says so (ERC-165), else ERC-721. */
async function tokenAsset(call: Call, address: Hex, kind: 'ERC20' | 'ERC721' | 'ERC1155' | 'NFT'): Promise<SimulatedAsset> {
  const read = async <T>(abi: readonly unknown[], functionName: string, args: unknown[] = []): Promise<T | null> => {
    try {
      const data = encodeFunctionData({ abi: abi as typeof erc20Abi, functionName: functionName as 'name', args: args as [] })
      const result = (await call('eth_call', [{ to: address, data }, 'latest'])) as Hex
      return decodeFunctionResult({ abi: abi as typeof erc20Abi, functionName: functionName as 'name', data: result }) as T
    } catch {
      return null
    }
  }
  const type = kind === 'NFT' ? ((await read<boolean>(supportsInterfaceAbi, 'supportsInterface', [ERC1155_INTERFACE_ID])) ? 'ERC1155' : 'ERC721') : kind
  const [name, symbol, decimals] = await Promise.all([
    read<string>(erc20Abi, 'name'),
    read<string>(erc20Abi, 'symbol'),
    type === 'ERC20' ? read<number>(erc20Abi, 'decimals') : Promise.resolve(0),
  ])
  return { type, address, name, symbol, decimals: decimals ?? 0 }
}
