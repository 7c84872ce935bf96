/** The error a wallet-service handler throws; it becomes the `{ type, message }` of an answer. */
import {
  WALLET_SERVICE_ERROR_TYPES as T,
  type WalletServiceErrorData,
  type WalletServiceErrorType,
} from '../core/types/walletService.js'

export class WalletServiceError extends Error {
  override name = 'WalletServiceError'
  constructor(
    readonly type: WalletServiceErrorType,
    message: string,
  ) {
    super(message)
  }

  toData(): WalletServiceErrorData {
    return { type: this.type, message: this.message }
  }
}

/** Messages of the error catalogue the service answers with. */
export const MESSAGES = {
  create: 'User must be authenticated before creating a Foyer wallet',
  connect: 'User must be authenticated and have a Foyer wallet before it can be connected',
  sign: 'User must be authenticated before signing with a Foyer wallet',
  export: 'User must be authenticated before exporting their wallet',
  loggedIn: 'User must be logged in',
  https: 'Embedded wallet is only available over HTTPS',
  createFailed: 'Failed to create wallet',
  invalidCreate: 'Invalid input to create wallet',
  recover: 'Unable to recover wallet',
  connectFailed: 'Unable to connect to wallet',
  notFound: 'Embedded wallet not found',
  unsupportedRecovery: 'Unsupported recovery action',
  setRecovery: 'Unable to set recovery on wallet',
  setPassword: 'Error setting password on Foyer wallet',
  invalidPassword: 'Invalid recovery password, please try again.',
  tooManyPasswords: 'Too many wrong recovery passwords. Please try again later.',
  invalidTransaction: 'Invalid transaction request',
  mismatchedSolanaKey: 'Invalid private key: its public key half does not match the secret key',
  signTransaction: 'Failed to sign transaction',
  signMessage: 'Failed to sign message',
  unknownEvent: 'Unsupported wallet service event',
  mfaRequired: 'MFA verification required',
  mfaExpired: 'Expired or invalid MFA token',
  delegate: 'User must be authenticated before delegating a Foyer wallet',
  delegateFailed: 'Unable to delegate wallet',
  farcasterSigner: 'Must have valid access token to use a Farcaster signer',
} as const

/** Throws a WalletServiceError (typed `never`, to end a branch). */
export const fail = (type: WalletServiceErrorType, message: string): never => {
  throw new WalletServiceError(type, message)
}

/** Any thrown value as answer data; never the text of an unexpected error (it might quote a secret). */
export function toErrorData(error: unknown, fallback: WalletServiceErrorData): WalletServiceErrorData {
  return error instanceof WalletServiceError ? error.toData() : fallback
}

/** The error types of answers (WALLET_SERVICE_ERROR_TYPES). */
export { T as ERROR_TYPES }
