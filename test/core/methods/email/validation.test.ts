import { describe, expect, it } from 'vitest'
import { hasPlusAddressing, isValidEmail, validateEmail } from '../../../../src/core/methods/email/validation.js'
import { DisallowedPlusEmailError, InvalidEmailError } from '../../../../src/core/methods/email/errors.js'

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
