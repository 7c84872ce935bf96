import { FoyerError, type FoyerErrorParameters } from '../../errors/base.js'

/** A code submitted without a number to check it against, or without a code. */
export class PhoneAndCodeRequiredError extends FoyerError<'INVALID_DATA'> {
  override name = 'PhoneAndCodeRequiredError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Phone number and SMS code must be set before authenticating', 'INVALID_DATA', p)
  }
}
