import { describe, expect, test } from 'vitest'
import { median, summarize } from '../../bench/stats.js'

// The summaries bench/runtime.ts prints (the timings themselves are measured in bench/, never in tests).
describe('bench statistics', () => {
  test.each([
    { values: [5], expected: 5 },
    { values: [3, 1, 2], expected: 2 },
    { values: [4, 1, 3, 2], expected: 2.5 },
    { values: [10, 10, 40, 10], expected: 10 },
  ])('the median of $values is $expected', ({ values, expected }) => {
    expect(median(values)).toBe(expected)
  })

  test('the median of no values is an error, not NaN', () => {
    expect(() => median([])).toThrow(RangeError)
  })

  test('a summary holds the median, min, max and count without reordering the samples', () => {
    const samples = [30, 10, 20]
    expect(summarize(samples)).toEqual({ median: 20, min: 10, max: 30, runs: 3 })
    expect(samples).toEqual([30, 10, 20])
  })
})
