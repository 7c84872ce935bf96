import { encodeAbiParameters, encodeFunctionData, erc20Abi, erc721Abi, parseAbi, stringToHex, toFunctionSelector } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeTransaction, tokenStandardOf } from '../../../../src/core/wallets/embedded/decodeTransaction.js'
import { decodeStringResult, selectorOf } from '../../../../src/core/wallets/embedded/abi.js'
import type { TransactionDetails } from '../../../../src/core/machines/walletRequestFlow.js'
import { MAX_UINT256, isUnlimitedAmount } from '../../../../src/core/utils/units.js'

const TOKEN = '0x00000000000000000000000000000000000000aa'
const ALICE = '0x1111111111111111111111111111111111111111'
const BOB = '0x2222222222222222222222222222222222222222'
const erc1155Fragments = parseAbi([
  'function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)',
  'function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] amounts, bytes data)',
  'function setApprovalForAll(address operator, bool approved)',
])
const increaseAllowanceAbi = parseAbi(['function increaseAllowance(address spender, uint256 addedValue) returns (bool)'])

type Row = [name: string, data: string | null, standard: 'erc20' | 'erc721' | 'erc1155' | undefined, details: TransactionDetails]
const ROWS: Row[] = [
  ['native send (no data)', null, undefined, { action: 'send', functionName: null }],
  ["native send ('0x')", '0x', undefined, { action: 'send', functionName: null }],
  ['ERC-20 transfer', encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BOB, 25_000_000n] }), undefined,
    { action: 'token-transfer', functionName: 'transfer', transferTo: BOB, amount: 25_000_000n }],
  ['ERC-20 transferFrom', encodeFunctionData({ abi: erc20Abi, functionName: 'transferFrom', args: [ALICE, BOB, 7n] }), undefined,
    { action: 'token-transfer', functionName: 'transferFrom', transferFrom: ALICE, transferTo: BOB, amount: 7n }],
  ['ERC-20 approve', encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [BOB, 100n] }), undefined,
    { action: 'token-approve', functionName: 'approve', spender: BOB, amount: 100n }],
  ['ERC-20 approve of 2^256−1 (Maximum)', encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [BOB, MAX_UINT256] }), undefined,
    { action: 'token-approve', functionName: 'approve', spender: BOB, amount: MAX_UINT256 }],
  ['ERC-20 increaseAllowance', encodeFunctionData({ abi: increaseAllowanceAbi, functionName: 'increaseAllowance', args: [BOB, 5n] }), undefined,
    { action: 'token-approve', functionName: 'increaseAllowance', spender: BOB, amount: 5n }],
  ['ERC-721 transferFrom (the token read says ERC-721)', encodeFunctionData({ abi: erc721Abi, functionName: 'transferFrom', args: [ALICE, BOB, 42n] }), 'erc721',
    { action: 'nft-transfer', functionName: 'transferFrom', transferFrom: ALICE, transferTo: BOB, tokenId: 42n }],
  ['ERC-721 approve (the token read says ERC-721)', encodeFunctionData({ abi: erc721Abi, functionName: 'approve', args: [BOB, 42n] }), 'erc721',
    { action: 'nft-approve', functionName: 'approve', spender: BOB, tokenId: 42n }],
  ['ERC-721 safeTransferFrom', encodeFunctionData({ abi: erc721Abi, functionName: 'safeTransferFrom', args: [ALICE, BOB, 42n] }), undefined,
    { action: 'nft-transfer', functionName: 'safeTransferFrom', transferFrom: ALICE, transferTo: BOB, tokenId: 42n }],
  ['ERC-721 safeTransferFrom with data', encodeFunctionData({ abi: erc721Abi, functionName: 'safeTransferFrom', args: [ALICE, BOB, 42n, '0x01'] }), undefined,
    { action: 'nft-transfer', functionName: 'safeTransferFrom', transferFrom: ALICE, transferTo: BOB, tokenId: 42n }],
  ['setApprovalForAll (ERC-721)', encodeFunctionData({ abi: erc721Abi, functionName: 'setApprovalForAll', args: [BOB, true] }), undefined,
    { action: 'nft-approve-all', functionName: 'setApprovalForAll', operator: BOB, approved: true }],
  ['setApprovalForAll revoked (ERC-1155)', encodeFunctionData({ abi: erc1155Fragments, functionName: 'setApprovalForAll', args: [BOB, false] }), 'erc1155',
    { action: 'nft-approve-all', functionName: 'setApprovalForAll', operator: BOB, approved: false }],
  ['ERC-1155 safeTransferFrom', encodeFunctionData({ abi: erc1155Fragments, functionName: 'safeTransferFrom', args: [ALICE, BOB, 3n, 10n, '0x'] }), undefined,
    { action: 'nft-transfer', functionName: 'safeTransferFrom', transferFrom: ALICE, transferTo: BOB, tokenId: 3n, amount: 10n }],
  ['ERC-1155 safeBatchTransferFrom', encodeFunctionData({ abi: erc1155Fragments, functionName: 'safeBatchTransferFrom', args: [ALICE, BOB, [1n, 2n], [5n, 6n], '0x'] }), undefined,
    { action: 'nft-transfer', functionName: 'safeBatchTransferFrom', transferFrom: ALICE, transferTo: BOB, tokenIds: [1n, 2n], amounts: [5n, 6n] }],
  ['a known read sent as a transaction', encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [ALICE] }), undefined,
    { action: 'call', functionName: 'balanceOf' }],
  ['unknown selector', '0x12345678deadbeef', undefined, { action: 'call', functionName: '0x12345678' }],
  ['unknown selector, upper-case hex', '0xABCDEF01', undefined, { action: 'call', functionName: '0xabcdef01' }],
  ['a known selector with truncated arguments', '0xa9059cbb0000', undefined, { action: 'call', functionName: '0xa9059cbb' }],
]

describe('decodeTransaction', () => {
  it.each(ROWS)('%s', (_name, data, standard, details) => {
    expect(decodeTransaction({ to: TOKEN, data }, standard)).toEqual(details)
  })

  it('no recipient is a contract deployment', () => {
    expect(decodeTransaction({ to: null, data: '0x6080' })).toEqual({ action: 'deploy', functionName: null })
  })

  it('approve and transferFrom read as ERC-20 unless the token says ERC-721 (shared selectors)', () => {
    const data = encodeFunctionData({ abi: erc721Abi, functionName: 'approve', args: [BOB, 42n] })
    expect(decodeTransaction({ to: TOKEN, data }).action).toBe('token-approve')
    expect(decodeTransaction({ to: TOKEN, data }, 'erc20').action).toBe('token-approve')
    expect(decodeTransaction({ to: TOKEN, data }, 'erc721').action).toBe('nft-approve')
  })

  it("an approval of 2^256−1 is unlimited (the screen reads 'Maximum')", () => {
    const { amount } = decodeTransaction({ to: TOKEN, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [BOB, MAX_UINT256] }) })
    expect(amount !== undefined && isUnlimitedAmount(amount)).toBe(true)
  })
})

describe('tokenStandardOf (which token read a decoded call needs)', () => {
  it.each([
    [{ action: 'send', functionName: null }, null],
    [{ action: 'deploy', functionName: null }, null],
    [{ action: 'call', functionName: '0x12345678' }, null],
    [{ action: 'token-transfer', functionName: 'transfer' }, 'erc20'],
    [{ action: 'token-approve', functionName: 'approve' }, 'erc20'],
    [{ action: 'nft-transfer', functionName: 'safeTransferFrom', tokenId: 1n }, 'erc721'],
    [{ action: 'nft-transfer', functionName: 'safeTransferFrom', tokenId: 1n, amount: 2n }, 'erc1155'],
    [{ action: 'nft-transfer', functionName: 'safeBatchTransferFrom' }, 'erc1155'],
    [{ action: 'nft-approve-all', functionName: 'setApprovalForAll' }, 'erc721'],
  ] as [TransactionDetails, string | null][])('%o → %s', (details, standard) => {
    expect(tokenStandardOf(details)).toBe(standard)
  })
})

describe('the ABI reader (no viem at run time) agrees with viem', () => {
  it.each(['transfer(address,uint256)', 'safeBatchTransferFrom(address,address,uint256[],uint256[],bytes)', 'supportsInterface(bytes4)', 'decimals()'])('selectorOf(%s)', (signature) => {
    expect(selectorOf(signature)).toBe(toFunctionSelector(`function ${signature}`))
  })
  it.each(['USDC', 'Foyer USD', '', 'ünïcødé ✓', 'a'.repeat(70)])('a returned string %j', (text) => {
    expect(decodeStringResult(encodeAbiParameters([{ type: 'string' }], [text]))).toBe(text || null)
  })
  it('a bytes32 symbol (older tokens) reads as its text; garbage reads as null', () => {
    expect(decodeStringResult(stringToHex('MKR', { size: 32 }))).toBe('MKR')
    expect(decodeStringResult('0x')).toBeNull()
    expect(decodeStringResult('0x1234')).toBeNull()
  })
  it('addresses come out checksummed', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: ['0x70997970c51812dc3a010c7d01b50e0d17dc79c8', 1n] })
    expect(decodeTransaction({ to: TOKEN, data }).transferTo).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  })
  it('a batch whose array offsets point past the data is an unknown call', () => {
    const data = encodeFunctionData({ abi: erc1155Fragments, functionName: 'safeBatchTransferFrom', args: [ALICE, BOB, [1n], [1n], '0x'] })
    expect(decodeTransaction({ to: TOKEN, data: data.slice(0, 10 + 64 * 5) })).toEqual({ action: 'call', functionName: data.slice(0, 10) })
  })
})
