import { CODE_LENGTH } from '../../constants.js'
import {
  DisallowedPlusEmailError, InvalidCodeLengthError, InvalidEmailError, NonNumericCodeError,
} from '../../errors/client.js'

const EMAIL_PATTERN = /^[^\s@"(),:;<>[\\\]]+@[^\s@"(),:;<>[\\\]]+\.[A-Za-z]{2,}$/

/** The e-mail format check the submit button and the send action share. */
export function isValidEmail(email: string): boolean {
  const trimmed = email.trim()
  return trimmed.length <= 320 && EMAIL_PATTERN.test(trimmed) && !trimmed.includes('..')
}

export function hasPlusAddressing(email: string): boolean {
  return (email.trim().split('@')[0] ?? '').includes('+')
}

/** Trims and checks an e-mail; throws the spec's inline message for a disallowed '+'. */
export function validateEmail(email: string, { disablePlusEmails = false } = {}): string {
  const trimmed = typeof email === 'string' ? email.trim() : ''
  if (!isValidEmail(trimmed)) throw new InvalidEmailError()
  if (disablePlusEmails && hasPlusAddressing(trimmed)) throw new DisallowedPlusEmailError()
  return trimmed
}

/** Strips whitespace; a code must be exactly six digits ('Code should be numeric'). */
export function normalizeCode(code: string): string {
  const stripped = String(code ?? '').replace(/\s+/g, '')
  if (!/^\d*$/.test(stripped)) throw new NonNumericCodeError()
  if (stripped.length !== CODE_LENGTH) throw new InvalidCodeLengthError(CODE_LENGTH)
  return stripped
}
