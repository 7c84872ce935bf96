import { encodeAbiParameters, toFunctionSelector, type Chain } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FoyerClient } from '../../../../src/core/client/types.js'
import type { WireTransactionScan } from '../../../../src/core/types/scan.js'
import { TransactionScanFailedError } from '../../../../src/core/wallets/embedded/errors.js'
import { getTokenPrice } from '../../../../src/core/wallets/embedded/getTokenPrice.js'
import { readTokenInfo } from '../../../../src/core/wallets/embedded/readTokenInfo.js'
import { scanTransaction, toTransactionScanResult } from '../../../../src/core/wallets/embedded/scanTransaction.js'

const TOKEN = '0x00000000000000000000000000000000000000aa'
const chain = { id: 31337, name: 'Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://rpc.test'] } } } as Chain

/** A client whose chain RPC answers eth_call by selector (`answers`; missing: an execution revert). */
function chainClient(answers: Record<string, `0x${string}`>): FoyerClient {
  const fetch = async (_url: string, init: RequestInit) => {
    const { id, params } = JSON.parse(String(init.body)) as { id: number; params: [{ data: string }] }
    const data = params[0].data
    const key = Object.keys(answers).find((k) => data.startsWith(k))
    const body = key ? { jsonrpc: '2.0', id, result: answers[key] } : { jsonrpc: '2.0', id, error: { code: 3, message: 'execution reverted' } }
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
  }
  return { fetch } as unknown as FoyerClient
}
const word = (type: 'uint8' | 'bool' | 'string', value: unknown) => encodeAbiParameters([{ type }], [value as never])
const sel = (signature: string) => toFunctionSelector(`function ${signature}`)

describe('readTokenInfo (eth_call on the chain)', () => {
  it('an ERC-20: decimals, symbol and name as read', async () => {
    const client = chainClient({ [sel('decimals()')]: word('uint8', 6), [sel('symbol()')]: word('string', 'USDC'), [sel('name()')]: word('string', 'USD Coin') })
    expect(await readTokenInfo(client, { chain, address: TOKEN })).toEqual({ address: TOKEN, standard: 'erc20', name: 'USD Coin', symbol: 'USDC', decimals: 6 })
  })
  it.each([
    ['ERC-721', '0x80ac58cd', 'erc721'],
    ['ERC-1155', '0xd9b67a26', 'erc1155'],
  ])('no decimals(), supportsInterface says %s: decimals 0', async (_name, interfaceId, standard) => {
    const client = chainClient({
      [`${sel('supportsInterface(bytes4)')}${interfaceId.slice(2)}`]: word('bool', true),
      [sel('supportsInterface(bytes4)')]: word('bool', false),
      [sel('symbol()')]: word('string', 'NFT'),
    })
    expect(await readTokenInfo(client, { chain, address: TOKEN })).toMatchObject({ standard, decimals: 0, symbol: 'NFT', name: null })
  })
  it.each([
    ['USDC', 6],
    ['usdt', 6],
    ['DAI', 18],
  ])('decimals() unreadable and no NFT interface: %s gets %s decimals', async (symbol, decimals) => {
    const client = chainClient({ [sel('symbol()')]: word('string', symbol) })
    expect(await readTokenInfo(client, { chain, address: TOKEN })).toMatchObject({ standard: 'erc20', symbol, decimals })
  })
  it('nothing readable (not a contract): an ERC-20 of 18 decimals with no symbol or name', async () => {
    expect(await readTokenInfo(chainClient({}), { chain, address: TOKEN })).toEqual({ address: TOKEN, standard: 'erc20', name: null, symbol: null, decimals: 18 })
  })
})

const httpClient = (request: (path: string, options: { method?: string; body?: unknown }) => Promise<unknown>) =>
  ({ http: { baseUrl: 'https://api.example.com', request } }) as unknown as FoyerClient

afterEach(() => vi.restoreAllMocks())

describe('getTokenPrice', () => {
  it('asks GET /api/v1/token_price?chainId&tokenSymbol and gives the usd', async () => {
    const request = vi.fn(async () => ({ usd: 3000 }))
    expect(await getTokenPrice(httpClient(request), { chainId: 1, tokenSymbol: 'ETH' })).toBe(3000)
    expect(request).toHaveBeenCalledWith('/api/v1/token_price?chainId=1&tokenSymbol=ETH', { method: 'GET', retry: false })
  })
  it('a failed read is only logged and gives null', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await getTokenPrice(httpClient(async () => Promise.reject(new Error('down'))), { chainId: 1, tokenSymbol: 'ETH' })).toBeNull()
    expect(warn).toHaveBeenCalledWith('[foyer] could not read the price of ETH on chain 1', expect.any(Error))
  })
  it('an answer without a number gives null', async () => {
    expect(await getTokenPrice(httpClient(async () => ({ usd: 'lots' })), { chainId: 1, tokenSymbol: 'ETH' })).toBeNull()
  })
})

const asset = { type: 'ERC20', address: TOKEN, name: 'USD Coin', symbol: 'USDC', logo_url: null, decimals: 6 } as const
const wire = (over: Partial<WireTransactionScan['validation']> = {}, simulation: Partial<WireTransactionScan['simulation']> = {}): WireTransactionScan => ({
  validation: { status: 'Success', result_type: 'Benign', features: [], ...over },
  simulation: {
    status: 'Success', params: { from: '0x1', to: TOKEN, value: '0x0', data: '0x', chain_id: '31337' },
    assets_diffs: [{ asset, in: [], out: [{ value: '25', raw_value: '0x17d7840', usd_price: 25 }] }],
    exposures: [{ asset, spenders: [{ spender: '0x2', raw_value: null, value: null, usd_price: null, is_approved_for_all: true }] }],
    ...simulation,
  },
})

describe('scanTransaction', () => {
  it.each([
    ['Benign', 'safe'],
    ['Warning', 'warn'],
    ['Malicious', 'error'],
  ] as const)('%s reads as %s', (resultType, verdict) => {
    expect(toTransactionScanResult(wire({ result_type: resultType, description: 'why' }))).toMatchObject({ resultType, verdict, description: resultType === 'Benign' ? null : 'why' })
  })
  it('the asset changes and exposures in base units (bigints), lower-case asset types', () => {
    const result = toTransactionScanResult(wire())
    expect(result.simulation).toEqual({
      status: 'success',
      changes: [{ asset: { type: 'erc20', address: TOKEN, name: 'USD Coin', symbol: 'USDC', logoUrl: null, decimals: 6 }, in: [], out: [{ raw: 25_000_000n, usd: 25, tokenId: null }] }],
      exposures: [{ asset: expect.objectContaining({ type: 'erc20' }), spender: '0x2', raw: null, usd: null, approvedForAll: true }],
    })
  })
  it('a simulation that failed (it reverts) says so: the screen shows the plain value', () => {
    expect(toTransactionScanResult(wire({}, { status: 'Error', error: 'execution reverted: nope' })).simulation).toEqual({ status: 'failed', error: 'execution reverted: nope' })
  })
  it("validation status 'Error' throws TransactionScanFailedError", () => {
    expect(() => toTransactionScanResult(wire({ status: 'Error', error: 'no chain' }))).toThrow(TransactionScanFailedError)
  })
  it('posts the domain, the chain id and the transaction with hex quantities; a failed request throws', async () => {
    const request = vi.fn(async (_path: string, _options: { method?: string; body?: unknown }) => wire())
    await scanTransaction(httpClient(request), { chainId: 31337, transaction: { from: '0x1', to: TOKEN, value: 10n, gas: 21000, nonce: '0x5', data: '0xabcd' } })
    expect(request).toHaveBeenCalledWith('/api/v1/scan/transaction', {
      method: 'POST', retry: false,
      body: {
        metadata: { domain: 'api.example.com' }, chain_id: '31337',
        request: { method: 'eth_sendTransaction', params: [{ from: '0x1', to: TOKEN, value: '0xa', gas: '0x5208', nonce: '0x5', data: '0xabcd' }] },
      },
    })
    await expect(scanTransaction(httpClient(async () => Promise.reject(new Error('502'))), { chainId: 1, transaction: { from: '0x1' } })).rejects.toThrow('502')
  })
})
