import { FoyerError, type FoyerErrorParameters } from '../../errors/base.js'

/** The relay channel could not be opened (network, server failure, a malformed answer); retryable. */
export class FarcasterConnectFailedError extends FoyerError<'farcaster_connect_failed'> {
  override name = 'FarcasterConnectFailedError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Connect failed', 'farcaster_connect_failed', p)
  }
}

/** The user declined the request in Farcaster. */
export class FarcasterRequestRejectedError extends FoyerError<'farcaster_request_rejected'> {
  override name = 'FarcasterRequestRejectedError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Request rejected', 'farcaster_request_rejected', p)
  }
}

/** No approval within FARCASTER_TIMEOUT_MS (120 s). */
export class FarcasterTimeoutError extends FoyerError<'farcaster_timeout'> {
  override name = 'FarcasterTimeoutError'
  constructor(p: FoyerErrorParameters = {}) {
    super('The request timed out. Try again.', 'farcaster_timeout', p)
  }
}
