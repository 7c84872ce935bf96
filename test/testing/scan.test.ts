import { describe, expect, it } from 'vitest'
import {
  encodeAbiParameters,
  encodeFunctionData,
  encodeFunctionResult,
  erc20Abi,
  erc721Abi,
  maxUint256,
  numberToHex,
  pad,
  parseAbi,
  toEventSelector,
  type Hex,
} from 'viem'
import { simulateTransaction } from '../../src/testing/chains/evm/simulate.js'
import { JsonRpcError, REVERT_ERROR_CODE } from '../../src/testing/chains/evm/edr.js'
import { parseScanRequest, resolveScanSettings, scanResult } from '../../src/testing/scan.js'
import type { SimulatedAsset, TransactionSimulation } from '../../src/testing/chains/types.js'

const USER = '0x1111111111111111111111111111111111111111'
const OTHER = '0x2222222222222222222222222222222222222222'
const NFT = '0x3333333333333333333333333333333333333333'
const OPERATOR = '0x4444444444444444444444444444444444444444'
const BAD = '0x5555555555555555555555555555555555555555'

const topic = (address: string) => pad(address as Hex)
const word = (n: bigint) => numberToHex(n, { size: 32 })

type Log = { address: Hex; topics: Hex[]; data: Hex }

/** A fake node: answers the simulation's calls, the token's metadata (`name`, `symbol`, ERC-165), and records the methods. */
function fakeNode({ logs = [] as Log[], erc1155 = false, revert = undefined as Hex | undefined, before = 10n ** 18n, after = 10n ** 18n } = {}) {
  const methods: string[] = []
  const balances = [before, after]
  const abi = [...erc721Abi, ...parseAbi(['function supportsInterface(bytes4) view returns (bool)'])]
  const call = async (method: string, params: unknown[]): Promise<unknown> => {
    methods.push(method)
    switch (method) {
      case 'eth_call': {
        const { from, data } = params[0] as { from?: string; data: Hex }
        if (from !== undefined) {
          // the transaction itself; the token metadata calls have no sender
          if (revert !== undefined) throw new JsonRpcError(REVERT_ERROR_CODE, 'EDR says it reverted', revert)
          return '0x'
        }
        if (data.startsWith('0x01ffc9a7')) return encodeFunctionResult({ abi, functionName: 'supportsInterface', result: erc1155 })
        if (data === encodeFunctionData({ abi, functionName: 'name' })) return encodeFunctionResult({ abi, functionName: 'name', result: 'Kittens' })
        if (data === encodeFunctionData({ abi, functionName: 'symbol' })) return encodeFunctionResult({ abi, functionName: 'symbol', result: 'KIT' })
        throw new JsonRpcError(REVERT_ERROR_CODE, 'no such function', '0x')
      }
      case 'eth_estimateGas': return '0x5208'
      case 'evm_snapshot': return '0x9'
      case 'eth_getBalance': return numberToHex(balances.shift()!)
      case 'eth_sendTransaction': return `0x${'ab'.repeat(32)}`
      case 'eth_getTransactionReceipt': return { status: '0x1', gasUsed: '0x5208', effectiveGasPrice: '0x3b9aca00', logs }
      default: return true
    }
  }
  return { call, methods }
}

describe('simulateTransaction (simulate.ts) against a fake node', () => {
  it('impersonates, sends, reads and reverts in that order, and adds the fee back to the native change', async () => {
    const fee = 0x5208n * 0x3b9aca00n
    const node = fakeNode({ before: 10n ** 18n, after: 10n ** 18n - 5n - fee })
    const result = await simulateTransaction(node.call, { chainId: 1, from: USER, to: OTHER, value: 5n }, false)
    expect(result).toMatchObject({ status: 'success', nativeChange: -5n, transfers: [], approvals: [] })
    expect(node.methods).toEqual([
      'eth_call', 'eth_estimateGas', 'evm_snapshot', 'hardhat_impersonateAccount', 'eth_getBalance', 'eth_sendTransaction',
      'eth_getTransactionReceipt', 'eth_getBalance', 'hardhat_stopImpersonatingAccount', 'evm_revert',
    ])
  })

  it('leaves an account impersonated before as it was, and uses the gas limit given', async () => {
    const node = fakeNode()
    await simulateTransaction(node.call, { chainId: 1, from: USER, to: OTHER, gas: 50_000n }, true)
    expect(node.methods).not.toContain('eth_estimateGas')
    expect(node.methods).not.toContain('hardhat_impersonateAccount')
    expect(node.methods).not.toContain('hardhat_stopImpersonatingAccount')
    expect(node.methods.at(-1)).toBe('evm_revert')
  })

  it.each([
    ['a reason string', encodeFunctionData({ abi: parseAbi(['function Error(string)']), functionName: 'Error', args: ['nope'] }), 'execution reverted: nope'],
    ['a panic', encodeFunctionData({ abi: parseAbi(['function Panic(uint256)']), functionName: 'Panic', args: [0x11n] }), 'execution reverted: panic 0x11'],
    ['no data', '0x' as Hex, 'execution reverted'],
    ['a custom error', '0xdeadbeef' as Hex, 'EDR says it reverted'],
  ])('words a revert with %s, without sending anything', async (_, revert, error) => {
    const node = fakeNode({ revert })
    expect(await simulateTransaction(node.call, { chainId: 1, from: USER, to: OTHER }, false)).toMatchObject({ status: 'reverted', error })
    expect(node.methods).toEqual(['eth_call'])
  })

  it('reads ERC-721 transfers and approvals, and an ApprovalForAll of an ERC-1155 collection', async () => {
    const transfer = toEventSelector('Transfer(address,address,uint256)')
    const approval = toEventSelector('Approval(address,address,uint256)')
    const forAll = toEventSelector('ApprovalForAll(address,address,bool)')
    const single = toEventSelector('TransferSingle(address,address,address,uint256,uint256)')
    const batch = toEventSelector('TransferBatch(address,address,address,uint256[],uint256[])')
    const logs: Log[] = [
      { address: NFT, topics: [transfer, topic(USER), topic(OTHER), word(7n)], data: '0x' },
      { address: NFT, topics: [approval, topic(USER), topic(OPERATOR), word(8n)], data: '0x' },
      { address: NFT, topics: [approval, topic(USER), topic('0x0000000000000000000000000000000000000000'), word(9n)], data: '0x' },
      { address: NFT, topics: [forAll, topic(USER), topic(OPERATOR)], data: word(1n) },
      { address: NFT, topics: [forAll, topic(USER), topic(OTHER)], data: word(0n) },
      { address: NFT, topics: [single, topic(OPERATOR), topic(OTHER), topic(USER)], data: encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [3n, 2n]) },
      { address: NFT, topics: [batch, topic(OPERATOR), topic(USER), topic(OTHER)], data: encodeAbiParameters([{ type: 'uint256[]' }, { type: 'uint256[]' }], [[4n, 5n], [1n, 6n]]) },
      { address: NFT, topics: [transfer, topic(USER)], data: '0x' }, // not a token event
    ]
    const result = await simulateTransaction(fakeNode({ logs, erc1155: true }).call, { chainId: 1, from: USER, to: NFT }, false)
    const kittens = (type: SimulatedAsset['type']) => ({ type, address: NFT, name: 'Kittens', symbol: 'KIT', decimals: 0 })
    expect(result.transfers).toEqual([
      { asset: kittens('ERC721'), from: USER, to: OTHER, amount: 1n, tokenId: 7n },
      { asset: kittens('ERC1155'), from: OTHER, to: USER, amount: 2n, tokenId: 3n },
      { asset: kittens('ERC1155'), from: USER, to: OTHER, amount: 1n, tokenId: 4n },
      { asset: kittens('ERC1155'), from: USER, to: OTHER, amount: 6n, tokenId: 5n },
    ])
    expect(result.approvals).toEqual([
      { asset: kittens('ERC721'), owner: USER, spender: OPERATOR, amount: 1n, tokenId: 8n, approvedForAll: false },
      { asset: kittens('ERC1155'), owner: USER, spender: OPERATOR, amount: null, approvedForAll: true },
    ])
  })
})

const settings = resolveScanSettings(undefined, { maliciousAddresses: [BAD] })
const request = (tx: Record<string, unknown>) =>
  parseScanRequest({ metadata: { domain: 'app.test' }, chain_id: '1', request: { method: 'eth_sendTransaction', params: [{ from: USER, ...tx }] } })
const kit = (type: SimulatedAsset['type']): SimulatedAsset => ({ type, address: NFT, name: 'Kittens', symbol: 'KIT', decimals: 0 })
const ETH: SimulatedAsset = { type: 'NATIVE', name: 'Ether', symbol: 'ETH', decimals: 18 }
const simulated = (part: Partial<TransactionSimulation>): { simulation: TransactionSimulation } => ({
  simulation: { status: 'success', nativeAsset: ETH, nativeChange: 0n, transfers: [], approvals: [], ...part },
})

describe('scanResult (scan.ts)', () => {
  it('lists NFTs one value per token, with their ids and no dollar price', () => {
    const result = scanResult(request({ to: NFT }), simulated({
      transfers: [
        { asset: kit('ERC721'), from: USER, to: OTHER, amount: 1n, tokenId: 7n },
        { asset: kit('ERC1155'), from: OTHER, to: USER, amount: 2n, tokenId: 3n },
      ],
    }), settings)
    expect(result.simulation.assets_diffs).toEqual([
      { asset: { type: 'ERC721', address: NFT, name: 'Kittens', symbol: 'KIT', logo_url: null, decimals: 0 }, in: [], out: [{ value: '1', raw_value: '0x1', usd_price: null, token_id: '7' }] },
      { asset: { type: 'ERC1155', address: NFT, name: 'Kittens', symbol: 'KIT', logo_url: null, decimals: 0 }, in: [{ value: '2', raw_value: '0x2', usd_price: null, token_id: '3' }], out: [] },
    ])
    expect(result.validation.result_type).toBe('Benign')
  })

  it('warns about setApprovalForAll and shows the whole collection exposed', () => {
    const data = encodeFunctionData({ abi: erc721Abi, functionName: 'setApprovalForAll', args: [OPERATOR, true] })
    const result = scanResult(request({ to: NFT, data }), simulated({
      approvals: [{ asset: kit('ERC721'), owner: USER, spender: OPERATOR, amount: null, approvedForAll: true }],
    }), settings)
    expect(result.validation).toEqual({
      status: 'Success',
      result_type: 'Warning',
      description: 'This transaction lets 0x4444…4444 move all your KIT.',
      features: [{ type: 'APPROVAL_FOR_ALL', description: `${OPERATOR} may move all your KIT`, address: OPERATOR }],
    })
    expect(result.simulation.exposures).toEqual([
      {
        asset: { type: 'ERC721', address: NFT, name: 'Kittens', symbol: 'KIT', logo_url: null, decimals: 0 },
        spenders: [{ spender: OPERATOR, raw_value: null, value: null, usd_price: null, is_approved_for_all: true }],
      },
    ])
  })

  it.each([
    ['approve 0 (a revocation)', encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [OPERATOR, 0n] }), 'Benign'],
    ['setApprovalForAll false', encodeFunctionData({ abi: erc721Abi, functionName: 'setApprovalForAll', args: [OPERATOR, false] }), 'Benign'],
    ['increaseAllowance', encodeFunctionData({ abi: parseAbi(['function increaseAllowance(address,uint256)']), functionName: 'increaseAllowance', args: [OPERATOR, 1n] }), 'Warning'],
    ['approve max', encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [OPERATOR, maxUint256] }), 'Warning'],
    ['a transfer to a malicious address', encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BAD, 1n] }), 'Malicious'],
    ['an NFT transferFrom to a malicious address', encodeFunctionData({ abi: erc721Abi, functionName: 'safeTransferFrom', args: [USER, BAD, 1n] }), 'Malicious'],
  ])('reads the calldata of %s even when the simulation failed', (_, data, resultType) => {
    const result = scanResult(request({ to: NFT, data }), { failure: 'node down' }, settings)
    expect(result.validation.result_type).toBe(resultType)
    expect(result.simulation).toMatchObject({ status: 'Error', error: 'node down' })
  })

  it('calls a transaction that only calls a malicious contract Malicious too', () => {
    const result = scanResult(request({ to: BAD }), simulated({}), settings)
    expect(result.validation).toMatchObject({ result_type: 'Malicious', description: 'This transaction interacts with a known malicious address.' })
  })

  it('refuses a bad price table or address list at creation', () => {
    expect(() => resolveScanSettings({ 'E/TH': 1 }, undefined)).toThrow('tokenPrices: invalid symbol "E/TH"')
    expect(() => resolveScanSettings({ ETH: -1 }, undefined)).toThrow('tokenPrices: invalid price for ETH')
    expect(() => resolveScanSettings(undefined, { trustedSpenders: ['0x12'] })).toThrow('scan.trustedSpenders: invalid address "0x12"')
  })
})
