import { describe, expect, it } from 'vitest'
import { applyAmountInput, isAmountValid, toBaseUnits, urlAmount, usdEstimateOf } from '../../../src/core/internal.js'

describe('the amount input keeps digits and one dot', () => {
  it.each([
    ['0.01', '0.015', '0.015'],
    ['1', '12', '12'],
    ['1', '1.', '1.'],
    ['1.5', '1.5.', '1.5'],
    ['1', '1a', '1'],
    ['1', '-1', '1'],
    ['1', '1e5', '1'],
    ['1', '1,5', '1'],
    ['1', ' 1', '1'],
    ['1', '', '0'],
    ['0', '.', '0'],
    ['0', '.5', '0.5'],
    ['0', '05', '5'],
    ['0', '0.0', '0.0'],
    ['0.0', '0.05', '0.05'],
    ['0', '007.10', '7.10'],
  ])('%j then typing %j keeps %j', (previous, input, expected) => {
    expect(applyAmountInput(previous, input)).toBe(expected)
  })
})

describe('Continue needs an amount above 0', () => {
  it.each([
    ['0', false], ['0.', false], ['0.000', false], ['', false], ['.', false], ['abc', false],
    ['0.0001', true], ['1.', true], ['12', true],
  ])('%j → %s', (amount, valid) => {
    expect(isAmountValid(amount)).toBe(valid)
  })
})

describe('amount conversions', () => {
  it('a URL amount gets a leading 0 before a starting dot and loses a trailing dot', () => {
    expect(urlAmount('.5')).toBe('0.5')
    expect(urlAmount('2.')).toBe('2')
    expect(urlAmount('0.25')).toBe('0.25')
  })

  it('whole units to base units, extra decimals cut; not a number is null', () => {
    expect(toBaseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(toBaseUnits('0.1234567', 6)).toBe(123_456n)
    expect(toBaseUnits('.5', 9)).toBe(500_000_000n)
    expect(toBaseUnits('3.', 6)).toBe(3_000_000n)
    expect(toBaseUnits('x', 6)).toBeNull()
    expect(toBaseUnits('', 6)).toBeNull()
  })

  it('the USD estimate is the amount times the price, unknown without a price', () => {
    expect(usdEstimateOf('2', 1500)).toBe(3000)
    expect(usdEstimateOf('2', null)).toBeNull()
  })
})
