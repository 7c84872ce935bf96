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

/** `exportWallet` with no logged-in user. */
export class ExportWalletAuthError extends FoyerError<'MUST_BE_AUTHENTICATED'> {
  override name = 'ExportWalletAuthError'
  constructor(p: FoyerErrorParameters = {}) {
    super('User must be authenticated before exporting their wallet', 'MUST_BE_AUTHENTICATED', p)
  }
}

/** `exportWallet({ address })` with an address that is neither an Ethereum nor a Solana address. */
export class InvalidExportAddressError extends FoyerError<'INVALID_DATA'> {
  override name = 'InvalidExportAddressError'
  constructor(p: FoyerErrorParameters = {}) {
    super('A valid Ethereum or Solana wallet address is required to export a wallet', 'INVALID_DATA', p)
  }
}

/** `exportWallet({ address })` for a wallet the user has but that is not embedded (its key is not the kit's). */
export class NotAnEmbeddedWalletError extends FoyerError<'UNSUPPORTED_WALLET_TYPE'> {
  override name = 'NotAnEmbeddedWalletError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Only an embedded wallet can be exported', 'UNSUPPORTED_WALLET_TYPE', p)
  }
}

/** `exportWallet({ address })` for an embedded wallet of a chain type export does not support. */
export class UnsupportedExportChainTypeError extends FoyerError<'UNSUPPORTED_WALLET_TYPE'> {
  override name = 'UnsupportedExportChainTypeError'
  constructor(chainType: string, p: FoyerErrorParameters = {}) {
    super(`Exporting a ${chainType.slice(0, 40)} wallet is not supported`, 'UNSUPPORTED_WALLET_TYPE', p)
  }
}

/** `exportWallet` with no default UI to show the export frame (none mounted, or wallet UIs turned off). */
export class ExportWalletUiError extends FoyerError<'ui_not_mounted'> {
  override name = 'ExportWalletUiError'
  constructor(p: FoyerErrorParameters = {}) {
    super("exportWallet() needs the default UI: mount <FoyerModal/> from 'foyerkit/ui' inside <FoyerProvider> (or a visible <FoyerEmbed/>), with wallet UIs on.", 'ui_not_mounted', p)
  }
}

/** The export screen closed while the wallet was still connecting. */
export class WalletExportExitedError extends FoyerError<'wallet_export_exited'> {
  override name = 'WalletExportExitedError'
  constructor(p: FoyerErrorParameters = {}) {
    super('User exited before wallet could be connected', 'wallet_export_exited', p)
  }
}

/** The export frame answered for another wallet than the one asked for (nothing of it is trusted). */
export class ExportFrameMismatchError extends FoyerError<'wallet_export_mismatch'> {
  override name = 'ExportFrameMismatchError'
  constructor(p: FoyerErrorParameters = {}) {
    super('The export frame showed another wallet than the one asked for', 'wallet_export_mismatch', p)
  }
}
