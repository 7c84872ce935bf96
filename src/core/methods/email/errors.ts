import { FoyerError, type FoyerErrorParameters } from '../../errors/base.js'

/** The address is not an e-mail address. */
export class InvalidEmailError extends FoyerError<'invalid_email'> {
  override name = 'InvalidEmailError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Please enter a valid email address.', 'invalid_email', p)
  }
}

/** The app refuses '+' addresses (`disablePlusEmails`) and the address has one. */
export class DisallowedPlusEmailError extends FoyerError<'disallowed_plus_email'> {
  override name = 'DisallowedPlusEmailError'
  constructor(p: FoyerErrorParameters = {}) {
    super("Please enter a valid email address without a '+'.", 'disallowed_plus_email', p)
  }
}
