import { FoyerError, type FoyerErrorParameters } from '../../errors/base.js'
import type { WalletServiceErrorData, WalletServiceErrorType } from '../../types/walletService.js'

/** An error answer of the wallet service (`{ type, message }`): its type is the code, its message the text. */
export class EmbeddedWalletServiceError extends FoyerError<WalletServiceErrorType> {
  override name = 'EmbeddedWalletServiceError'
  constructor({ type, message }: WalletServiceErrorData, p: FoyerErrorParameters = {}) {
    super(message, type, p)
  }
}

/** The wallet service's frame did not answer readiness within the init wait (15 s, 30 s in some flows). */
export class EmbeddedWalletInitTimeoutError extends FoyerError<'embedded_wallet_init_timeout'> {
  override name = 'EmbeddedWalletInitTimeoutError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Failed to initialize embedded wallet proxy.', 'embedded_wallet_init_timeout', p)
  }
}

/** A wallet-service request got no answer in time: 'Operation reached timeout: {event}'. */
export class EmbeddedWalletRequestTimeoutError extends FoyerError<'client_request_timeout'> {
  override name = 'EmbeddedWalletRequestTimeoutError'
  constructor(operation: string, p: FoyerErrorParameters = {}) {
    super(`Operation reached timeout: ${operation}`, 'client_request_timeout', p)
  }
}

/** Creating a wallet with no logged-in user. */
export class CreateWalletAuthError extends FoyerError<'MUST_BE_AUTHENTICATED'> {
  override name = 'CreateWalletAuthError'
  constructor(p: FoyerErrorParameters = {}) {
    super('User must be authenticated before creating a Foyer wallet', 'MUST_BE_AUTHENTICATED', p)
  }
}

/** Signing with an embedded wallet with no logged-in user. */
export class SignWithWalletAuthError extends FoyerError<'MUST_BE_AUTHENTICATED'> {
  override name = 'SignWithWalletAuthError'
  constructor(p: FoyerErrorParameters = {}) {
    super('User must be authenticated before signing with a Foyer wallet', 'MUST_BE_AUTHENTICATED', p)
  }
}

/** A signing action for a user without an embedded wallet (or without the one named). */
export class NoEmbeddedWalletError extends FoyerError<'EMBEDDED_WALLET_NOT_FOUND'> {
  override name = 'NoEmbeddedWalletError'
  constructor(p: FoyerErrorParameters = {}) {
    super('User must have an embedded wallet.', 'EMBEDDED_WALLET_NOT_FOUND', p)
  }
}

/** `createWallet()` (no `createAdditional`, no `walletIndex`) for a user who has an embedded wallet. */
export class EmbeddedWalletAlreadyExistsError extends FoyerError<'embedded_wallet_already_exists'> {
  override name = 'EmbeddedWalletAlreadyExistsError'
  constructor(p: FoyerErrorParameters = {}) {
    super('User already has an embedded wallet.', 'embedded_wallet_already_exists', p)
  }
}

/** `walletIndex` is not a whole number ≥ 0, or names an index above 0 for a user without a first wallet. */
export class InvalidWalletIndexError extends FoyerError<'invalid_wallet_index'> {
  override name = 'InvalidWalletIndexError'
  constructor(message: string, p: FoyerErrorParameters = {}) {
    super(message, 'invalid_wallet_index', p)
  }
}

/**
 * An EIP-1193 error of the embedded wallet's provider: a numeric `code` (4001, 4200, 4901, -32602 …)
 * and its message, as `request` rejects with (viem maps them by code).
 */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/** The safety scan answered that it could not scan the transaction (`validation.status` 'Error'). */
export class TransactionScanFailedError extends FoyerError<'transaction_scan_failed'> {
  override name = 'TransactionScanFailedError'
  constructor(p: FoyerErrorParameters = {}) {
    super('The transaction could not be scanned', 'transaction_scan_failed', p)
  }
}
