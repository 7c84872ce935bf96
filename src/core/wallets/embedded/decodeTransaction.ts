import { decodeFunctionData, erc20Abi, erc721Abi, parseAbi, type Abi } from 'viem'
import type { TokenInfo, TransactionDetails } from '../../machines/walletRequestFlow.js'

/** ERC-20's `increaseAllowance` (OpenZeppelin), not in viem's `erc20Abi`. */
const erc20Extras = parseAbi(['function increaseAllowance(address spender, uint256 addedValue) returns (bool)'])
/** The ERC-1155 calls the confirmation understands. */
export const erc1155Fragments = parseAbi([
  'function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)',
  'function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] amounts, bytes data)',
  'function setApprovalForAll(address operator, bool approved)',
])

const ABIS: Record<TokenInfo['standard'], Abi> = {
  erc20: [...erc20Abi, ...erc20Extras],
  erc721: erc721Abi,
  erc1155: erc1155Fragments,
}

/** What `decodeTransaction` takes: the transaction's recipient, value and calldata (hex). */
export type DecodeTransactionParameters = { to?: string | null | undefined; value?: bigint | undefined; data?: string | null | undefined }

/** The 4-byte selector of calldata ('0xa9059cbb'). */
const selectorOf = (data: string) => data.slice(0, 10).toLowerCase()

type Decoded = { standard: TokenInfo['standard']; functionName: string; args: readonly unknown[] }

function tryDecode(standard: TokenInfo['standard'], data: `0x${string}`): Decoded | null {
  try {
    const { functionName, args } = decodeFunctionData({ abi: ABIS[standard], data })
    return { standard, functionName, args: args ?? [] }
  } catch {
    return null
  }
}

/** The ERC-20 / ERC-721 / ERC-1155 call `data` makes: `standard` first (approve and transferFrom share ERC-20's and ERC-721's selectors). */
function decodeCall(data: `0x${string}`, standard: TokenInfo['standard'] | undefined): Decoded | null {
  const order: TokenInfo['standard'][] = standard ? [standard, ...(['erc20', 'erc721', 'erc1155'] as const).filter((s) => s !== standard)] : ['erc20', 'erc721', 'erc1155']
  for (const s of order) {
    const decoded = tryDecode(s, data)
    if (decoded) return decoded
  }
  return null
}

const address = (value: unknown) => (typeof value === 'string' ? value : undefined)
const big = (value: unknown) => (typeof value === 'bigint' ? value : undefined)

function detailsOf({ standard, functionName, args }: Decoded): TransactionDetails {
  const a = args
  if (standard === 'erc20') {
    switch (functionName) {
      case 'transfer':
        return { action: 'token-transfer', functionName, transferTo: address(a[0]), amount: big(a[1]) }
      case 'transferFrom':
        return { action: 'token-transfer', functionName, transferFrom: address(a[0]), transferTo: address(a[1]), amount: big(a[2]) }
      case 'approve':
      case 'increaseAllowance':
        return { action: 'token-approve', functionName, spender: address(a[0]), amount: big(a[1]) }
    }
  }
  if (standard === 'erc721') {
    switch (functionName) {
      case 'transferFrom':
      case 'safeTransferFrom':
        return { action: 'nft-transfer', functionName, transferFrom: address(a[0]), transferTo: address(a[1]), tokenId: big(a[2]) }
      case 'approve':
        return { action: 'nft-approve', functionName, spender: address(a[0]), tokenId: big(a[1]) }
    }
  }
  if (standard === 'erc1155') {
    switch (functionName) {
      case 'safeTransferFrom':
        return { action: 'nft-transfer', functionName, transferFrom: address(a[0]), transferTo: address(a[1]), tokenId: big(a[2]), amount: big(a[3]) }
      case 'safeBatchTransferFrom':
        return {
          action: 'nft-transfer', functionName, transferFrom: address(a[0]), transferTo: address(a[1]),
          tokenIds: a[2] as readonly bigint[], amounts: a[3] as readonly bigint[],
        }
    }
  }
  if (functionName === 'setApprovalForAll') return { action: 'nft-approve-all', functionName, operator: address(a[0]), approved: a[1] === true }
  // A known read (balanceOf, name …) sent as a transaction: a plain call by its name.
  return { action: 'call', functionName }
}

/**
 * What a transaction does, decoded with viem against ERC-20 (with `increaseAllowance`), ERC-721
 * and ERC-1155: no calldata → 'send'; no recipient → 'deploy'; an unknown selector → 'call' with
 * the selector as `functionName`. `approve` and `transferFrom` read as ERC-20 unless `standard`
 * (the token read from the chain) says 'erc721'. Pure.
 */
export function decodeTransaction({ to, data }: DecodeTransactionParameters, standard?: TokenInfo['standard']): TransactionDetails {
  const calldata = typeof data === 'string' && data !== '0x' && data !== '' ? data : null
  if (!to) return { action: 'deploy', functionName: null }
  if (!calldata) return { action: 'send', functionName: null }
  const decoded = /^0x[0-9a-fA-F]*$/.test(calldata) ? decodeCall(calldata as `0x${string}`, standard) : null
  return decoded ? detailsOf(decoded) : { action: 'call', functionName: selectorOf(calldata) }
}

/** The token standard a decoded call speaks to (null: no token — a send, a deployment or an unknown call). */
export function tokenStandardOf(details: TransactionDetails): TokenInfo['standard'] | null {
  switch (details.action) {
    case 'token-transfer':
    case 'token-approve':
      return 'erc20'
    case 'nft-transfer':
      return details.functionName === 'safeBatchTransferFrom' || details.amount !== undefined ? 'erc1155' : 'erc721'
    case 'nft-approve':
      return 'erc721'
    case 'nft-approve-all':
      return 'erc721'
    default:
      return null
  }
}
