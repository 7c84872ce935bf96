import type { FoyerClient } from '../../../client/types.js'
import { appConfigValue } from '../../../client/appConfig.js'
import { USER_RECOVERY_METHODS, type UserRecoveryMethod } from '../../../types/recovery.js'
import type { RecoveryMethod } from '../../../types/walletService.js'
import { NoEmbeddedWalletError } from '../errors.js'
import { walletUiMounted } from '../walletUi.js'
import { RECOVERY_EXIT_MESSAGES, USER_OWNED_RECOVERY_TIMEOUT_MS } from './constants.js'
import { RecoveryUiUnavailableError, UserOwnedRecoveryTimeoutError, type RecoveryFlowExitedError } from './errors.js'
import { showRecoveryRequest } from './recoveryUi.js'
import type { RecoveryRequestResult } from './recoveryRequest.js'
import { recoveryEntropyOf, recoveryMethodOf, recoverySession, type WalletRecoveryAuthError } from './walletRecovery.js'

/** What `openSetWalletRecovery` takes: where the screens start, and who asked. */
export type OpenSetWalletRecoveryParameters = {
  /** 'selection' (default): 'Secure your account' / 'Update backup method'; or straight to one method. */
  start?: 'selection' | UserRecoveryMethod | undefined
  /** 'user' (default): cancel allowed; 'automatic': wallet creation asked (done closes itself). */
  initiatedBy?: 'user' | 'automatic' | undefined
}
/** The method the wallet is secured with once the screens are done. */
export type OpenSetWalletRecoveryReturnType = RecoveryRequestResult
/** The errors `openSetWalletRecovery` can throw or reject with (closing early: the exit message). */
export type OpenSetWalletRecoveryErrorType = WalletRecoveryAuthError | RecoveryUiUnavailableError | RecoveryFlowExitedError

/** The user-owned methods the app offers (`embeddedWallets.userOwnedRecoveryOptions`). */
export const userRecoveryOptions = (client: FoyerClient): UserRecoveryMethod[] =>
  appConfigValue.get(client)?.embeddedWallets.userOwnedRecoveryOptions ?? [...USER_RECOVERY_METHODS]

/**
 * Opens the default UI's recovery screens to secure the user's wallet (or, for a user without
 * one, to create it secured): the method selection, or — with `start` — one method's screens.
 * Resolves once a method is set and the screens close; closing before rejects with 'Exited before
 * password was added to wallet' (started on the password) or 'User exited set recovery flow'.
 * Needs a mounted default UI.
 */
export async function openSetWalletRecovery(client: FoyerClient, { start = 'selection', initiatedBy = 'user' }: OpenSetWalletRecoveryParameters = {}): Promise<OpenSetWalletRecoveryReturnType> {
  const { user } = await recoverySession(client)
  if (!walletUiMounted(client)) throw new RecoveryUiUnavailableError()
  const entropyId = recoveryEntropyOf(user, undefined)
  const currentMethod: RecoveryMethod | null = entropyId ? (recoveryMethodOf(user, entropyId) ?? 'privy') : null
  return showRecoveryRequest(
    client,
    { kind: 'setRecovery', initiatedBy, currentMethod, start, options: userRecoveryOptions(client) },
    { exitMessage: start === 'user-passcode' ? RECOVERY_EXIT_MESSAGES.password : RECOVERY_EXIT_MESSAGES.setRecovery },
  )
}

/** What `openRecoverWallet` takes: which wallet (default: the user's own) and its method (default: what the user's wallets say). */
export type OpenRecoverWalletParameters = { entropyId?: string | undefined; recoveryMethod?: RecoveryMethod | undefined }
/** The method the wallet was recovered with. */
export type OpenRecoverWalletReturnType = RecoveryRequestResult
/** The errors `openRecoverWallet` can throw or reject with (closing early; the 120000 ms wait). */
export type OpenRecoverWalletErrorType = WalletRecoveryAuthError | NoEmbeddedWalletError | RecoveryUiUnavailableError | RecoveryFlowExitedError | UserOwnedRecoveryTimeoutError

/**
 * Opens the default UI's recovery screen for a wallet that is not on this device ('Enter your
 * password', the cloud backup, automatic recovery) and waits up to 120000 ms ('User-owned
 * recovery timed out'); closing early rejects with 'User exited before wallet could be connected'.
 */
export async function openRecoverWallet(client: FoyerClient, parameters: OpenRecoverWalletParameters = {}): Promise<OpenRecoverWalletReturnType> {
  const { user } = await recoverySession(client)
  if (!walletUiMounted(client)) throw new RecoveryUiUnavailableError()
  const entropyId = recoveryEntropyOf(user, parameters.entropyId)
  if (!entropyId) throw new NoEmbeddedWalletError()
  const recoveryMethod = parameters.recoveryMethod ?? recoveryMethodOf(user, entropyId) ?? 'user-passcode'
  return showRecoveryRequest(client, { kind: 'recover', recoveryMethod, entropyId }, {
    exitMessage: RECOVERY_EXIT_MESSAGES.recover,
    timeout: { ms: USER_OWNED_RECOVERY_TIMEOUT_MS, error: () => new UserOwnedRecoveryTimeoutError() },
  })
}
