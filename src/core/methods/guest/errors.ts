import { FoyerError, type FoyerErrorParameters } from '../../errors/base.js'

/** A guest login never links or updates an account. */
export class GuestLinkNotSupportedError extends FoyerError<'FAILED_TO_LINK_ACCOUNT'> {
  override name = 'GuestLinkNotSupportedError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Linking is not supported for the guest flow', 'FAILED_TO_LINK_ACCOUNT', p)
  }
}
