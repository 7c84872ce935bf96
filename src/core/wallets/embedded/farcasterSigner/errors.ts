import { FoyerError, type FoyerErrorParameters } from '../../../errors/base.js'

/** A Farcaster signer action with no logged-in user (no access token). */
export class FarcasterSignerAuthError extends FoyerError<'MUST_BE_AUTHENTICATED'> {
  override name = 'FarcasterSignerAuthError'
  constructor(p: FoyerErrorParameters = {}) {
    super('User must be authenticated before using a Farcaster signer', 'MUST_BE_AUTHENTICATED', p)
  }
}

/** A Farcaster signer action for a user with no Farcaster account (fid) linked. */
export class FarcasterAccountNotLinkedError extends FoyerError<'farcaster_account_not_linked'> {
  override name = 'FarcasterAccountNotLinkedError'
  constructor(p: FoyerErrorParameters = {}) {
    super('User must have a Farcaster account linked', 'farcaster_account_not_linked', p)
  }
}

/** Signing a Farcaster message for a user whose Farcaster account has no approved signer (no signer public key). */
export class FarcasterSignerNotFoundError extends FoyerError<'farcaster_signer_not_found'> {
  override name = 'FarcasterSignerNotFoundError'
  constructor(p: FoyerErrorParameters = {}) {
    super('User must have an approved Farcaster signer', 'farcaster_signer_not_found', p)
  }
}

/** A message hash that is not 1 to 64 bytes (bytes or 0x hex). */
export class InvalidFarcasterHashError extends FoyerError<'INVALID_MESSAGE'> {
  override name = 'InvalidFarcasterHashError'
  constructor(p: FoyerErrorParameters = {}) {
    super('The Farcaster message hash must be 1 to 64 bytes', 'INVALID_MESSAGE', p)
  }
}
