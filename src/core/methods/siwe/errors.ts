import { FoyerError, type FoyerErrorParameters } from '../../errors/base.js'

/** The SIWE message to sign (or submit) is empty, or cannot be written (a bad address or nonce). */
export class InvalidSignInMessageError extends FoyerError<'INVALID_MESSAGE'> {
  override name = 'InvalidSignInMessageError'
  constructor(p: FoyerErrorParameters = {}) {
    super('The message to sign must be a non-empty string', 'INVALID_MESSAGE', p)
  }
}
