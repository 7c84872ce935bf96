import { FoyerError, type FoyerErrorParameters } from '../errors/base.js'
import type { WalletProviderErrorCode } from '../errors/codes.js'

/**
 * A wallet provider's JSON-RPC / EIP-1193 error (4001, 4100, 4200, 4900, 4901, -32700…-32006),
 * with the standard message of its code and its name as `code` (./providerErrors.ts).
 */
export class WalletProviderError extends FoyerError<WalletProviderErrorCode> {
  override name = 'WalletProviderError'
  readonly providerCode: number
  readonly retryable: boolean
  constructor(providerCode: number, message: string, code: WalletProviderErrorCode, retryable: boolean, p: FoyerErrorParameters = {}) {
    super(message, code, p)
    this.providerCode = providerCode
    this.retryable = retryable
  }
}

/** A WalletConnect pairing (QR code) was not approved in time. */
export class WalletConnectTimeoutError extends FoyerError<'wallet_connection_timed_out'> {
  override name = 'WalletConnectTimeoutError'
  readonly retryable = true
  constructor(p: FoyerErrorParameters = {}) {
    super('Wallet connection timed out', 'wallet_connection_timed_out', p)
  }
}

/** The wallet could not be connected (a generic connection failure). */
export class UnableToConnectWalletError extends FoyerError<'GENERIC_CONNECT_WALLET_ERROR'> {
  override name = 'UnableToConnectWalletError'
  readonly retryable = true
  constructor(p: FoyerErrorParameters = {}) {
    super('Unable to connect wallet', 'GENERIC_CONNECT_WALLET_ERROR', p)
  }
}

/** A wallet threw something without a known provider code. */
export class UnknownConnectWalletError extends FoyerError<'UNKNOWN_CONNECT_WALLET_ERROR'> {
  override name = 'UnknownConnectWalletError'
  readonly retryable = true
  constructor(p: FoyerErrorParameters = {}) {
    super('An unknown error occurred.', 'UNKNOWN_CONNECT_WALLET_ERROR', p)
  }
}

/** The wallet has no account with the address asked for. */
export class WalletNotFoundError extends FoyerError<'wallet_not_found'> {
  override name = 'WalletNotFoundError'
  constructor(p: FoyerErrorParameters = {}) {
    super('No wallet found for address', 'wallet_not_found', p)
  }
}

/** No discovered connector has the id asked for (the wallet went away, or a chain family has no sign-in). */
export class WalletConnectorNotFoundError extends FoyerError<'wallet_connector_not_found'> {
  override name = 'WalletConnectorNotFoundError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Unable to connect to wallet', 'wallet_connector_not_found', p)
  }
}

/** The wallet connected without handing over an address. */
export class UnableToRetrieveAddressError extends FoyerError<'unable_to_retrieve_address'> {
  override name = 'UnableToRetrieveAddressError'
  readonly retryable = true
  constructor(p: FoyerErrorParameters = {}) {
    super('Unable to retrieve address', 'unable_to_retrieve_address', p)
  }
}

/** A chain id that is neither CAIP-2 (`eip155:1`), hex nor a number. */
export class UnsupportedChainIdError extends FoyerError<'UNSUPPORTED_CHAIN_ID'> {
  override name = 'UnsupportedChainIdError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Unsupported chainId', 'UNSUPPORTED_CHAIN_ID', p)
  }
}

/** The wallet cannot sign messages. */
export class UnableToSignMessageError extends FoyerError<'UNABLE_TO_SIGN'> {
  override name = 'UnableToSignMessageError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Unable to sign message', 'UNABLE_TO_SIGN', p)
  }
}
