import { FoyerError, type FoyerErrorParameters } from '../../errors/base.js'

/** The host's token source threw (the cause is kept). */
export class CustomAuthTokenError extends FoyerError<'custom_auth_token_error'> {
  override name = 'CustomAuthTokenError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Could not get the custom access token from the host', 'custom_auth_token_error', p)
  }
}
