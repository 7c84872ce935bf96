import { describe, expect, it } from 'vitest'
import { hasPlusAddressing, isValidEmail, normalizeCode, validateEmail } from '../../../../src/core/methods/email/validation.js'
import {
  DisallowedPlusEmailError, InvalidCodeLengthError, InvalidEmailError, NonNumericCodeError,
} from '../../../../src/core/errors/client.js'

describe('e-mail validation', () => {
  it.each(['ada@example.com', 'a.b-c_d@sub.example.co', 'ada+tag@example.com', '  ada@example.com  '])('%j passes the format check', (email) => {
    expect(isValidEmail(email)).toBe(true)
  })

  it.each(['', 'ada', 'ada@', '@example.com', 'ada@example', 'ada@example.c', 'a da@example.com', 'ada@@example.com', 'ada..b@example.com', 'ada@ex..com'])(
    '%j fails the format check',
    (email) => {
      expect(isValidEmail(email)).toBe(false)
    },
  )

  it('validateEmail trims and returns the address', () => {
    expect(validateEmail('  ada@example.com\n')).toBe('ada@example.com')
  })

  it('validateEmail rejects a bad format with InvalidEmailError', () => {
    expect(() => validateEmail('nope')).toThrow(InvalidEmailError)
    expect(() => validateEmail(undefined as unknown as string)).toThrow(InvalidEmailError)
  })

  it("with plus-addressing disallowed, '+' gives \"Please enter a valid email address without a '+'.\"", () => {
    expect(() => validateEmail('ada+x@example.com', { disablePlusEmails: true })).toThrow(DisallowedPlusEmailError)
    expect(() => validateEmail('ada+x@example.com', { disablePlusEmails: true })).toThrow(
      "Please enter a valid email address without a '+'.",
    )
    try {
      validateEmail('ada+x@example.com', { disablePlusEmails: true })
    } catch (error) {
      expect((error as DisallowedPlusEmailError).code).toBe('disallowed_plus_email')
    }
  })

  it("'+' is fine when plus-addressing is allowed, and only the local part counts", () => {
    expect(validateEmail('ada+x@example.com')).toBe('ada+x@example.com')
    expect(hasPlusAddressing('ada+x@example.com')).toBe(true)
    expect(hasPlusAddressing('ada@ex+ample.com')).toBe(false)
  })
})

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
