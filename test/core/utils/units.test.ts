import { formatUnits as viemFormatUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { MAX_UINT256, formatAmount, formatUnits, formatUsd, isUnlimitedAmount, toUsd } from '../../../src/core/utils/units.js'

describe('formatUnits', () => {
  it.each([
    [0n, 18, '0'],
    [1n, 18, '0.000000000000000001'],
    [1500000000000000000n, 18, '1.5'],
    [10n ** 18n, 18, '1'],
    [123456789n, 6, '123.456789'],
    [120000n, 6, '0.12'],
    [-2500000n, 6, '-2.5'],
    [42n, 0, '42'],
    [2n ** 256n - 1n, 18, '115792089237316195423570985008687907853269984665640564039457.584007913129639935'],
  ])('%s with %s decimals reads %s', (value, decimals, text) => {
    expect(formatUnits(value, decimals)).toBe(text)
    expect(formatUnits(value, decimals)).toBe(viemFormatUnits(value, decimals))
  })

  it('refuses decimals that are not a non-negative integer', () => {
    expect(() => formatUnits(1n, -1)).toThrow('decimals must be a non-negative integer, got -1')
    expect(() => formatUnits(1n, 1.5)).toThrow(RangeError)
  })
})

describe('formatAmount: at most 3 decimals, rounded down, \'<0.001\' when smaller', () => {
  it.each([
    [0n, 18, '0'],
    [10n ** 18n, 18, '1'],
    [1234567n, 6, '1.234'],
    [1239999n, 6, '1.239'],
    [1500000n, 6, '1.5'],
    [1000n, 6, '0.001'],
    [999n, 6, '<0.001'],
    [1n, 18, '<0.001'],
    [-1n, 18, '>-0.001'],
    [-2500000n, 6, '-2.5'],
    [42n, 0, '42'],
    [5n, 2, '0.05'],
    [123n, 3, '0.123'],
    [10n ** 15n, 18, '0.001'],
  ])('%s with %s decimals reads %s', (value, decimals, text) => {
    expect(formatAmount(value, decimals)).toBe(text)
  })
})

describe('formatUsd: 2 decimals, \'<$0.01\' when smaller', () => {
  it.each([
    [0, '$0.00'],
    [0.009, '<$0.01'],
    [0.0001, '<$0.01'],
    [0.01, '$0.01'],
    [1.234, '$1.23'],
    [1.236, '$1.24'],
    [1234.5, '$1,234.50'],
    [2000, '$2,000.00'],
  ])('%s reads %s', (amount, text) => {
    expect(formatUsd(amount)).toBe(text)
  })
})

describe('toUsd: base units × price per whole unit', () => {
  it.each([
    [10n ** 18n, 18, 2000, 2000],
    [5n * 10n ** 17n, 18, 3000, 1500],
    [25_000_000n, 6, 1, 25],
    [21_000n * 10n ** 9n, 18, 2000, 0.042],
    [0n, 18, 2000, 0],
  ])('%s with %s decimals at $%s is $%s', (value, decimals, price, usd) => {
    expect(toUsd(value, decimals, price)).toBeCloseTo(usd, 9)
  })
  it('a fee in dollars reads through formatUsd', () => {
    expect(formatUsd(toUsd(21_000n * 10n ** 9n, 18, 2000))).toBe('$0.04')
    expect(formatUsd(toUsd(21_000n, 18, 2000))).toBe('<$0.01')
  })
})

describe('isUnlimitedAmount', () => {
  it("2^256−1 is unlimited ('Maximum'); one less is not", () => {
    expect(MAX_UINT256).toBe(2n ** 256n - 1n)
    expect(isUnlimitedAmount(MAX_UINT256)).toBe(true)
    expect(isUnlimitedAmount(MAX_UINT256 - 1n)).toBe(false)
  })
})
