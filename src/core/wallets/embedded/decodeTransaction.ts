import type { TokenInfo, TransactionDetails } from '../../machines/walletRequestFlow.js'
import { selectorOf, uintArrayAt, wordToAddress, wordToBigInt, wordToBool, wordsOf } from './abi.js'

type Standard = TokenInfo['standard']
/** A function the confirmation understands: its name, the standards that have it, and its static arguments' kinds. */
type Known = { name: string; standards: readonly Standard[]; args: readonly ('address' | 'uint256' | 'bool' | 'uint256[]' | 'bytes')[] }

/**
 * The calls of ERC-20 (with `increaseAllowance`), ERC-721 and ERC-1155 the confirmation decodes,
 * and their known reads (sent as a transaction, they read as a plain call by name).
 */
const KNOWN: Readonly<Record<string, Known>> = {
  'transfer(address,uint256)': { name: 'transfer', standards: ['erc20'], args: ['address', 'uint256'] },
  'transferFrom(address,address,uint256)': { name: 'transferFrom', standards: ['erc20', 'erc721'], args: ['address', 'address', 'uint256'] },
  'approve(address,uint256)': { name: 'approve', standards: ['erc20', 'erc721'], args: ['address', 'uint256'] },
  'increaseAllowance(address,uint256)': { name: 'increaseAllowance', standards: ['erc20'], args: ['address', 'uint256'] },
  'safeTransferFrom(address,address,uint256)': { name: 'safeTransferFrom', standards: ['erc721'], args: ['address', 'address', 'uint256'] },
  'safeTransferFrom(address,address,uint256,bytes)': { name: 'safeTransferFrom', standards: ['erc721'], args: ['address', 'address', 'uint256', 'bytes'] },
  'safeTransferFrom(address,address,uint256,uint256,bytes)': { name: 'safeTransferFrom', standards: ['erc1155'], args: ['address', 'address', 'uint256', 'uint256', 'bytes'] },
  'safeBatchTransferFrom(address,address,uint256[],uint256[],bytes)': {
    name: 'safeBatchTransferFrom', standards: ['erc1155'], args: ['address', 'address', 'uint256[]', 'uint256[]', 'bytes'],
  },
  'setApprovalForAll(address,bool)': { name: 'setApprovalForAll', standards: ['erc721', 'erc1155'], args: ['address', 'bool'] },
  'balanceOf(address)': { name: 'balanceOf', standards: ['erc20', 'erc721'], args: ['address'] },
  'allowance(address,address)': { name: 'allowance', standards: ['erc20'], args: ['address', 'address'] },
  'totalSupply()': { name: 'totalSupply', standards: ['erc20'], args: [] },
  'name()': { name: 'name', standards: ['erc20', 'erc721'], args: [] },
  'symbol()': { name: 'symbol', standards: ['erc20', 'erc721'], args: [] },
  'decimals()': { name: 'decimals', standards: ['erc20'], args: [] },
  'ownerOf(uint256)': { name: 'ownerOf', standards: ['erc721'], args: ['uint256'] },
  'getApproved(uint256)': { name: 'getApproved', standards: ['erc721'], args: ['uint256'] },
  'isApprovedForAll(address,address)': { name: 'isApprovedForAll', standards: ['erc721', 'erc1155'], args: ['address', 'address'] },
}

let bySelector: Map<string, Known> | undefined
/** Selector → function, computed on first use. */
const knownBySelector = () => (bySelector ??= new Map(Object.entries(KNOWN).map(([signature, known]) => [selectorOf(signature), known])))

/** What `decodeTransaction` takes: the transaction's recipient, value and calldata (hex). */
export type DecodeTransactionParameters = { to?: string | null | undefined; value?: bigint | undefined; data?: string | null | undefined }


/** The decoded arguments of `known` (null when the calldata is too short for them, as viem's decoder refuses). */
function argsOf(known: Known, body: string): (string | bigint | boolean | bigint[] | null)[] | null {
  const words = wordsOf(body)
  if (!words || words.length < known.args.length) return null
  const values = known.args.map((kind, i) => {
    const word = words[i]!
    switch (kind) {
      case 'address':
        return wordToAddress(word)
      case 'uint256':
        return wordToBigInt(word)
      case 'bool':
        return wordToBool(word)
      case 'uint256[]':
        return uintArrayAt(words, i)
      case 'bytes':
        return null
    }
  })
  return known.args.some((kind, i) => kind === 'uint256[]' && values[i] === null) ? null : values
}

function detailsOf(name: string, standard: Standard, a: readonly unknown[]): TransactionDetails {
  const address = (i: number) => a[i] as string
  const big = (i: number) => a[i] as bigint
  if (standard === 'erc20') {
    switch (name) {
      case 'transfer':
        return { action: 'token-transfer', functionName: name, transferTo: address(0), amount: big(1) }
      case 'transferFrom':
        return { action: 'token-transfer', functionName: name, transferFrom: address(0), transferTo: address(1), amount: big(2) }
      case 'approve':
      case 'increaseAllowance':
        return { action: 'token-approve', functionName: name, spender: address(0), amount: big(1) }
    }
  }
  if (standard === 'erc721') {
    switch (name) {
      case 'transferFrom':
      case 'safeTransferFrom':
        return { action: 'nft-transfer', functionName: name, transferFrom: address(0), transferTo: address(1), tokenId: big(2) }
      case 'approve':
        return { action: 'nft-approve', functionName: name, spender: address(0), tokenId: big(1) }
    }
  }
  if (standard === 'erc1155') {
    switch (name) {
      case 'safeTransferFrom':
        return { action: 'nft-transfer', functionName: name, transferFrom: address(0), transferTo: address(1), tokenId: big(2), amount: big(3) }
      case 'safeBatchTransferFrom':
        return { action: 'nft-transfer', functionName: name, transferFrom: address(0), transferTo: address(1), tokenIds: a[2] as bigint[], amounts: a[3] as bigint[] }
    }
  }
  if (name === 'setApprovalForAll') return { action: 'nft-approve-all', functionName: name, operator: address(0), approved: a[1] as boolean }
  // A known read (balanceOf, name …) sent as a transaction: a plain call by its name.
  return { action: 'call', functionName: name }
}

/**
 * What a transaction does, decoded against ERC-20 (with `increaseAllowance`), ERC-721 and
 * ERC-1155: no recipient → 'deploy'; no calldata → 'send'; an unknown selector (or calldata too
 * short for its arguments) → 'call' with the selector as `functionName`. `approve` and
 * `transferFrom` read as ERC-20 unless `standard` (the token read from the chain) says 'erc721'.
 * Pure.
 */
export function decodeTransaction({ to, data }: DecodeTransactionParameters, standard?: Standard): TransactionDetails {
  const calldata = typeof data === 'string' && data !== '0x' && data !== '' ? data : null
  if (!to) return { action: 'deploy', functionName: null }
  if (!calldata) return { action: 'send', functionName: null }
  const selector = calldata.slice(0, 10).toLowerCase()
  const known = knownBySelector().get(selector)
  const args = known ? argsOf(known, calldata.slice(10)) : null
  if (!known || !args) return { action: 'call', functionName: selector }
  const as = standard && known.standards.includes(standard) ? standard : known.standards[0]!
  return detailsOf(known.name, as, args)
}

/** The token standard a decoded call speaks to (null: no token — a send, a deployment or an unknown call). */
export function tokenStandardOf(details: TransactionDetails): Standard | null {
  switch (details.action) {
    case 'token-transfer':
    case 'token-approve':
      return 'erc20'
    case 'nft-transfer':
      return details.functionName === 'safeBatchTransferFrom' || details.amount !== undefined ? 'erc1155' : 'erc721'
    case 'nft-approve':
    case 'nft-approve-all':
      return 'erc721'
    default:
      return null
  }
}
