import { defineChain } from 'viem'
import { base, optimism, zora } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import {
  arbitrumFees, chainFees, defaultFees, feeRuleOf, gasEstimationAttempts, gasStationFees, gweiToWei, isInsufficientFundsError, opStackFees,
} from '../../../../src/core/wallets/embedded/gasRules.js'

const GWEI = 1_000_000_000n
const bare = (id: number) => defineChain({ id, name: `Chain ${id}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } })

describe('which fee rule a chain follows', () => {
  it.each([
    [bare(42161), { kind: 'arbitrum' }],
    [bare(42170), { kind: 'arbitrum' }],
    [bare(421614), { kind: 'arbitrum' }],
    [bare(10), { kind: 'op-stack' }],
    [bare(8453), { kind: 'op-stack' }],
    [bare(84532), { kind: 'op-stack' }],
    [bare(11155420), { kind: 'op-stack' }],
    [bare(137), { kind: 'gas-station', url: 'https://gasstation.polygon.technology/v2' }],
    [bare(80002), { kind: 'gas-station', url: 'https://gasstation.polygon.technology/amoy' }],
    [bare(1), { kind: 'default' }],
    [bare(56), { kind: 'default' }],
    [bare(31337), { kind: 'default' }],
  ])('chain %#: %o', (chain, rule) => {
    expect(feeRuleOf(chain)).toEqual(rule)
  })

  it("recognises viem's OP-stack chains by their gas price oracle, whatever their id", () => {
    expect([base, optimism, zora].map((c) => feeRuleOf(c).kind)).toEqual(['op-stack', 'op-stack', 'op-stack'])
    expect(feeRuleOf({ id: 999, contracts: { gasPriceOracle: { address: '0x420000000000000000000000000000000000000F' } } }).kind).toBe('op-stack')
  })

  it("a host's gas station wins over the chain's family (and over the Polygon default)", () => {
    expect(feeRuleOf(bare(137), { 137: 'http://localhost/gas-station/137' })).toEqual({ kind: 'gas-station', url: 'http://localhost/gas-station/137' })
    expect(feeRuleOf(bare(42161), { 42161: 'http://x/s' })).toEqual({ kind: 'gas-station', url: 'http://x/s' })
  })
})

describe('the fees of each rule', () => {
  it.each([
    [100n * GWEI, 120n * GWEI],
    [10n, 12n],
    [7n, 8n],
    [0n, 0n],
  ])('Arbitrum: base fee %s → max fee %s (120 %), priority 0', (baseFee, maxFee) => {
    expect(arbitrumFees(baseFee)).toEqual({ maxFeePerGas: maxFee, maxPriorityFeePerGas: 0n })
  })

  it.each([
    [100n * GWEI, GWEI, 127n * GWEI],
    [50n, 3n, 66n],
    [1n, 0n, 1n],
  ])('OP-stack: base fee %s, priority %s → max fee %s (126 % of base + priority)', (baseFee, priority, maxFee) => {
    expect(opStackFees(baseFee, priority)).toEqual({ maxFeePerGas: maxFee, maxPriorityFeePerGas: priority })
  })

  it('any other chain: twice the base fee plus the priority fee', () => {
    expect(defaultFees(10n * GWEI, GWEI)).toEqual({ maxFeePerGas: 21n * GWEI, maxPriorityFeePerGas: GWEI })
  })

  it.each([
    ['arbitrum ignores the chain priority fee', { kind: 'arbitrum' }, { baseFee: 100n, priorityFee: 5n }, {}, { maxFeePerGas: 120n, maxPriorityFeePerGas: 0n }],
    ['arbitrum keeps a priority fee the request names', { kind: 'arbitrum' }, { baseFee: 100n }, { maxPriorityFeePerGas: 2n }, { maxFeePerGas: 120n, maxPriorityFeePerGas: 2n }],
    ['op-stack computes its max fee with the requested priority fee', { kind: 'op-stack' }, { baseFee: 100n, priorityFee: 5n }, { maxPriorityFeePerGas: 10n }, { maxFeePerGas: 136n, maxPriorityFeePerGas: 10n }],
    ['the gas station standard tier', { kind: 'gas-station', url: 'u' }, { baseFee: 1n, priorityFee: 1n, station: { maxFeePerGas: 31n * GWEI, maxPriorityFeePerGas: 30n * GWEI } }, {}, { maxFeePerGas: 31n * GWEI, maxPriorityFeePerGas: 30n * GWEI }],
    ['no gas station answer: the default rule', { kind: 'gas-station', url: 'u' }, { baseFee: 10n, priorityFee: 1n }, {}, { maxFeePerGas: 21n, maxPriorityFeePerGas: 1n }],
    ["the request's max fee wins", { kind: 'default' }, { baseFee: 10n, priorityFee: 1n }, { maxFeePerGas: 99n }, { maxFeePerGas: 99n, maxPriorityFeePerGas: 1n }],
    ['a max fee is never below the priority fee', { kind: 'arbitrum' }, { baseFee: 1n }, { maxPriorityFeePerGas: 50n }, { maxFeePerGas: 50n, maxPriorityFeePerGas: 50n }],
  ] as const)('%s', (_name, rule, inputs, given, fees) => {
    expect(chainFees(rule, inputs, given)).toEqual(fees)
  })
})

describe('gas station answers', () => {
  it.each([
    [30, 30n * GWEI], [30.000000016, 30n * GWEI + 16n], ['1.5', 1_500_000_000n], [0, 0n], ['0.0000000011', 1n],
  ] as const)('%o gwei is %s wei', (value, wei) => {
    expect(gweiToWei(value)).toBe(wei)
  })

  it.each([[-1], [Number.NaN], ['abc'], [''], [null], ['1e9']])('%o is no gwei amount', (value) => {
    expect(gweiToWei(value)).toBeNull()
  })

  it('reads the standard tier, and nothing from a malformed answer', () => {
    const answer = { safeLow: { maxPriorityFee: 30, maxFee: 30.1 }, standard: { maxPriorityFee: 31.5, maxFee: 32.000000008 }, fast: { maxPriorityFee: 40, maxFee: 41 }, estimatedBaseFee: 0.5 }
    expect(gasStationFees(answer)).toEqual({ maxFeePerGas: 32n * GWEI + 8n, maxPriorityFeePerGas: 31_500_000_000n })
    expect(gasStationFees({ standard: { maxFee: 'x', maxPriorityFee: 1 } })).toBeNull()
    expect(gasStationFees(null)).toBeNull()
  })
})

describe('the gas-estimation fallback', () => {
  it('tries the call, then without the value, then without the sender', () => {
    expect(gasEstimationAttempts({ from: '0xa', to: '0xb', value: '0x1', data: '0xab' })).toEqual([
      { from: '0xa', to: '0xb', value: '0x1', data: '0xab' },
      { from: '0xa', to: '0xb', data: '0xab' },
      { to: '0xb', data: '0xab' },
    ])
  })

  it.each([
    ['insufficient funds for transfer', true],
    ['insufficient funds for gas * price + value: balance 0, tx cost 1', true],
    ["Sender doesn't have enough funds to send tx. The max upfront cost is: 1", true],
    ['execution reverted', false],
    ['nonce too low', false],
  ])('%s → retried: %s', (message, retried) => {
    expect(isInsufficientFundsError(new Error(message))).toBe(retried)
  })
})
