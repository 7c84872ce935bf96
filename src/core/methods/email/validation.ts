import { DisallowedPlusEmailError, InvalidEmailError } from './errors.js'

const EMAIL_PATTERN = /^[^\s@"(),:;<>[\\\]]+@[^\s@"(),:;<>[\\\]]+\.[A-Za-z]{2,}$/

/** The e-mail format check the submit button and the send action share. */
export function isValidEmail(email: string): boolean {
  const trimmed = email.trim()
  return trimmed.length <= 320 && EMAIL_PATTERN.test(trimmed) && !trimmed.includes('..')
}

/** Whether the address's local part has a '+' (refused when the app sets `disablePlusEmails`). */
export function hasPlusAddressing(email: string): boolean {
  return (email.trim().split('@')[0] ?? '').includes('+')
}

/** Trims and checks an e-mail; throws the inline message for a disallowed '+'. */
export function validateEmail(email: string, { disablePlusEmails = false } = {}): string {
  const trimmed = typeof email === 'string' ? email.trim() : ''
  if (!isValidEmail(trimmed)) throw new InvalidEmailError()
  if (disablePlusEmails && hasPlusAddressing(trimmed)) throw new DisallowedPlusEmailError()
  return trimmed
}
