import { describe, expect, it } from 'vitest'
import { InvalidCodeLengthError, NonNumericCodeError } from '../../../src/core/errors/client.js'
import { normalizeCode } from '../../../src/core/steps/oneTimeCode.js'

describe('code validation', () => {
  it('accepts exactly six digits', () => {
    expect(normalizeCode('123456')).toBe('123456')
  })

  it('strips whitespace anywhere and trims', () => {
    expect(normalizeCode(' 123456 ')).toBe('123456')
    expect(normalizeCode('12 34 56')).toBe('123456')
    expect(normalizeCode('\t123\n456 ')).toBe('123456')
  })

  it.each(['12a456', 'abcdef', '12-456', '１２３４５６'])("%j → 'Code should be numeric'", (code) => {
    expect(() => normalizeCode(code)).toThrow(NonNumericCodeError)
    expect(() => normalizeCode(code)).toThrow('Code should be numeric')
  })

  it.each(['', '12345', '1234567'])('%j is not exactly six digits', (code) => {
    expect(() => normalizeCode(code)).toThrow(InvalidCodeLengthError)
    expect(() => normalizeCode(code)).toThrow('Code must be exactly 6 digits')
  })
})
