import type { FoyerClient } from '../../../client/types.js'
import type { GetAccessTokenErrorType } from '../../../client/session/getAccessToken.js'
import { ETHEREUM_ADDRESS_VERIFIER, WALLET_SERVICE_EVENTS as E, type RecoveryMethod } from '../../../types/walletService.js'
import type { UserRecoveryMethod } from '../../../types/recovery.js'
import { NoEmbeddedWalletError, type EmbeddedWalletInitTimeoutError, type EmbeddedWalletRequestTimeoutError, type EmbeddedWalletServiceError } from '../errors.js'
import { embeddedFrameOf } from '../session.js'
import type { UnsupportedRecoveryMethodError } from './errors.js'
import { recordRecoveryResult } from './recoveryUi.js'
import { recoveryEntropyOf, recoveryFields, recoverySession, type RecoveryMethodChoice, type RecoveryWalletSelector, type WalletRecoveryAuthError } from './walletRecovery.js'

/** What `recoverWallet` takes: the wallet's method (a password needs the password) and, optionally, which wallet. */
export type RecoverWalletParameters = RecoveryMethodChoice & RecoveryWalletSelector
/** The method the wallet was recovered with. */
export type RecoverWalletReturnType = { recoveryMethod: RecoveryMethod }
/**
 * The errors `recoverWallet` can throw or reject with; a wrong password is an
 * `EmbeddedWalletServiceError` coded `invalid_recovery_password` ('Invalid recovery password,
 * please try again.'), too many of them `too_many_recovery_attempts`.
 */
export type RecoverWalletErrorType =
  | WalletRecoveryAuthError
  | NoEmbeddedWalletError
  | UnsupportedRecoveryMethodError
  | EmbeddedWalletServiceError
  | EmbeddedWalletInitTimeoutError
  | EmbeddedWalletRequestTimeoutError
  | GetAccessTokenErrorType

/** Methods `recoverWallet` takes. */
export type RecoverWalletMethod = UserRecoveryMethod | 'privy'

/**
 * Recovers the user's embedded wallet onto this device, headless (60000 ms): with its password,
 * or its cloud backup. A wallet already on the device answers at once. A wrong password rejects
 * with 'Invalid recovery password, please try again.' (the backend allows 5 wrong ones an hour).
 */
export async function recoverWallet(client: FoyerClient, parameters: RecoverWalletParameters): Promise<RecoverWalletReturnType> {
  const { user, accessToken } = await recoverySession(client)
  const entropyId = recoveryEntropyOf(user, parameters.entropyId)
  if (!entropyId) throw new NoEmbeddedWalletError()
  const password = parameters.recoveryMethod === 'user-passcode' ? parameters.password : undefined
  const fields = await recoveryFields(client, { recoveryMethod: parameters.recoveryMethod, password, intent: 'recover' })
  const reply = await embeddedFrameOf(client).request(E.recover, {
    accessToken, entropyId, entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER, ...fields,
  })
  recordRecoveryResult(client, 'recover', { recoveryMethod: reply.recoveryMethod, entropyId })
  return { recoveryMethod: reply.recoveryMethod }
}
