import { defineChain } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  defaultTransactionType, eip155ChainIdOf, normalizeTransactionRequest, parseCaip2ChainId, supportedChainOf, switchChainTarget,
  toTransactionChainId, toTransactionQuantity, transactionTypeOf,
} from '../../../../src/core/wallets/embedded/chainRules.js'

const chain = (id: number) => defineChain({ id, name: `Chain ${id}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [`http://rpc.test/${id}`] } } })
const CHAINS = [chain(1), chain(8453), chain(31337)]
const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const CAIP2 = 'Chain ID not compatible with CAIP-2 format'

describe('CAIP-2 chain ids', () => {
  it.each([
    ['eip155:1', { namespace: 'eip155', reference: '1' }],
    ['eip155:8453', { namespace: 'eip155', reference: '8453' }],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', { namespace: 'solana', reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }],
    ['bip122:000000000019d6689c085ae165831e93', { namespace: 'bip122', reference: '000000000019d6689c085ae165831e93' }],
  ])('parses %s', (value, parts) => {
    expect(parseCaip2ChainId(value)).toEqual(parts)
  })

  it.each([['eip155'], ['eip155:'], [':1'], ['ei:1'], ['EIP155:1'], ['eip155:1:2'], ['eip155:1 '], ['toolongnamespace:1'], [`eip155:${'1'.repeat(33)}`], [1], [null]])(
    "refuses %o: 'Chain ID not compatible with CAIP-2 format'",
    (value) => {
      expect(() => parseCaip2ChainId(value)).toThrow(expect.objectContaining({ shortMessage: CAIP2, code: 'INVALID_DATA' }))
    },
  )

  it.each([
    [1, 1], [8453, 8453], ['0x2105', 8453], ['8453', 8453], ['eip155:8453', 8453], ['eip155:1', 1],
  ] as const)('a switchChain argument %o is chain %i', (value, id) => {
    expect(eip155ChainIdOf(value)).toBe(id)
  })

  it.each([['eip155:0x1'], ['eip155:01'], ['solana:mainnet'], ['eip155:'], ['eip155:abc'], ['base'], ['0x0'], [0], [-1], [1.5]] as const)(
    "a switchChain argument %o is refused with 'Chain ID not compatible with CAIP-2 format'",
    (value) => {
      expect(() => eip155ChainIdOf(value)).toThrow(expect.objectContaining({ shortMessage: CAIP2 }))
    },
  )
})

describe('supported chains', () => {
  it('finds a configured chain', () => {
    expect(supportedChainOf(CHAINS, 8453).id).toBe(8453)
  })

  it.each([10, 56, 137])("refuses chain %i with 4901 'Chain ID N is not supported. It must be added to …'", (id) => {
    expect(() => supportedChainOf(CHAINS, id)).toThrow(expect.objectContaining({
      code: 4901,
      message: `Chain ID ${id} is not supported. It must be added to the supportedChains property of the FoyerProvider.`,
    }))
  })
})

describe('numeric transaction fields: number | bigint | hex string', () => {
  it.each([
    [0, 0n], [21000, 21000n], [5n, 5n], ['0x0', 0n], ['0x5208', 21000n], ['0xDE0B6B3A7640000', 10n ** 18n], [2n ** 255n, 2n ** 255n],
  ] as const)('%o → %s', (value, expected) => {
    expect(toTransactionQuantity('value', value)).toBe(expected)
  })

  it.each([['21000'], ['ten'], ['0x'], ['0xg1'], [-1], [1.5], [-1n], [Number.MAX_SAFE_INTEGER + 1], [2n ** 256n], [null], [true], [{}]] as const)(
    "%o is refused with -32602 'Invalid value: must be a number, bigint or hex string'",
    (value) => {
      expect(() => toTransactionQuantity('value', value)).toThrow(expect.objectContaining({ code: -32602, message: 'Invalid value: must be a number, bigint or hex string' }))
    },
  )

  it.each([[1, 1], [8453n, 8453], ['0x2105', 8453]] as const)('chainId %o → %i', (value, id) => {
    expect(toTransactionChainId(value)).toBe(id)
  })

  it.each([['8453'], ['eip155:8453'], [0], [-1], [1.5], [0n], ['0x0'], [2n ** 60n]] as const)("chainId %o is refused: 'Invalid chainId: must be a number'", (value) => {
    expect(() => toTransactionChainId(value)).toThrow(expect.objectContaining({ code: -32602, message: 'Invalid chainId: must be a number' }))
  })
})

describe('transaction type', () => {
  it.each([
    [1, 2], [8453, 2], [31337, 2], [137, 2], [42161, 2], [10, 2], [56, 0], [97, 0], [23294, 0], [23295, 0],
  ] as const)('chain %i uses type %i by default', (id, type) => {
    expect(defaultTransactionType(id)).toBe(type)
    expect(transactionTypeOf(undefined, id)).toBe(type)
  })

  it.each([
    [0, 1, 0], ['0x0', 1, 0], ['legacy', 1, 0], [2, 56, 2], ['0x2', 56, 2], ['eip1559', 56, 2], [null, 56, 0],
  ] as const)('type %o on chain %i is %i (an explicit type wins)', (type, id, expected) => {
    expect(transactionTypeOf(type, id)).toBe(expected)
  })

  it.each([[1], ['0x1'], [3], ['0x4'], ['eip2930']])('type %o is refused with -32602', (type) => {
    expect(() => transactionTypeOf(type, 1)).toThrow(expect.objectContaining({ code: -32602 }))
  })
})

describe('normalizeTransactionRequest (read once)', () => {
  it.each([
    [
      'defaults: the current chain and its type, no fields invented',
      { to: ME },
      { from: ME, to: ME, chainId: 8453, type: 2 },
    ],
    [
      'every numeric form at once; gasLimit for gas; input for data',
      { to: ME, value: 5n, nonce: '0x9', gasLimit: 21000, maxFeePerGas: '0x3b9aca00', maxPriorityFeePerGas: 1, input: '0xab', chainId: 31337 },
      { from: ME, to: ME, chainId: 31337, type: 2, value: 5n, nonce: 9n, gas: 21000n, maxFeePerGas: 10n ** 9n, maxPriorityFeePerGas: 1n, data: '0xab' },
    ],
    [
      'chain 56 is legacy (type 0) unless the request says otherwise',
      { to: ME, chainId: 56, gasPrice: 3 },
      { from: ME, to: ME, chainId: 56, type: 0, gasPrice: 3n },
    ],
    [
      'a contract creation has no to; the sender may be named in any case',
      { from: ME.toLowerCase(), data: '0x6000', chainId: '0x1' },
      { from: ME, to: null, chainId: 1, type: 2, data: '0x6000' },
    ],
  ])('%s', (_name, raw, expected) => {
    expect(normalizeTransactionRequest(raw, { address: ME, chainId: 8453 })).toEqual(expected)
  })

  it.each([
    ['not an object', 'tx', -32602, 'Invalid transaction request'],
    ['another sender', { from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }, 4100, 'Cannot request a signature with this wallet address'],
    ['a bad to', { to: '0x1234' }, -32602, 'Invalid to: must be an address'],
    ['odd data', { to: ME, data: '0xabc' }, -32602, 'Invalid data: must be a hex string'],
    ['a decimal string value', { to: ME, value: '100' }, -32602, 'Invalid value: must be a number, bigint or hex string'],
    ['a float gas price', { to: ME, gasPrice: 1.5 }, -32602, 'Invalid gasPrice: must be a number, bigint or hex string'],
    ['a CAIP-2 chainId', { to: ME, chainId: 'eip155:1' }, -32602, 'Invalid chainId: must be a number'],
  ])('refuses %s', (_name, raw, code, message) => {
    expect(() => normalizeTransactionRequest(raw, { address: ME, chainId: 1 })).toThrow(expect.objectContaining({ code, message }))
  })
})

describe('wallet_switchEthereumChain params', () => {
  it.each([
    [[{ chainId: '0x2105' }], 8453], [[{ chainId: '0x7A69' }], 31337], [[{ chainId: '8453' }], 8453], [[{ chainId: '0x1', extra: true }], 1],
  ])('%o → chain %i', (params, id) => {
    expect(switchChainTarget(params, CHAINS).id).toBe(id)
  })

  it.each([[[]], [undefined], [{ chainId: '0x1' }], [[{ chainId: 1 }]], [[{ chainId: 1n }]], [[{}]], [['0x1']], [[null]]])(
    "%o → 4200 'Invalid params'",
    (params) => {
      expect(() => switchChainTarget(params, CHAINS)).toThrow(expect.objectContaining({ code: 4200, message: 'Invalid params' }))
    },
  )

  it.each([[[{ chainId: '0xa' }]], [[{ chainId: '0x38' }]], [[{ chainId: 'eip155:1' }]], [[{ chainId: 'base' }]], [[{ chainId: '' }]]])(
    "%o → 4901 'Unsupported chainId'",
    (params) => {
      expect(() => switchChainTarget(params, CHAINS)).toThrow(expect.objectContaining({ code: 4901, message: 'Unsupported chainId' }))
    },
  )
})
