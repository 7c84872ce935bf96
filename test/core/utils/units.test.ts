import { formatUnits as viemFormatUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { formatUnits } from '../../../src/core/utils/units.js'

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
