import { FoyerError, type FoyerErrorParameters } from '../../../errors/base.js'
import type { RecoveryMethod } from '../../../types/walletService.js'

/**
 * A wallet operation (sign, send, connect) met a wallet that is not on this device and whose
 * recovery method needs the user (a password, a cloud backup). Headless, the host answers it with
 * `recoverWallet({ recoveryMethod, password })` and retries; with a default UI mounted the kit
 * shows the recovery screens itself.
 */
export class WalletRecoveryRequiredError extends FoyerError<'embedded_wallet_recovery_required'> {
  override name = 'WalletRecoveryRequiredError'
  constructor(
    /** How the wallet is secured: what `recoverWallet` needs. */
    readonly recoveryMethod: RecoveryMethod,
    /** The wallet's entropy id (the address of its wallet index 0). */
    readonly entropyId: string,
    p: FoyerErrorParameters = {},
  ) {
    super('Unable to connect to wallet', 'embedded_wallet_recovery_required', p)
  }
}

/** The user closed a recovery screen before it was done: 'Exited before password was added to wallet' and the others of `RECOVERY_EXIT_MESSAGES`. */
export class RecoveryFlowExitedError extends FoyerError<'recovery_flow_exited'> {
  override name = 'RecoveryFlowExitedError'
  constructor(message: string, p: FoyerErrorParameters = {}) {
    super(message, 'recovery_flow_exited', p)
  }
}

/** A wallet waited 120000 ms for the user to recover it: 'User-owned recovery timed out'. */
export class UserOwnedRecoveryTimeoutError extends FoyerError<'embedded_wallet_recovery_error'> {
  override name = 'UserOwnedRecoveryTimeoutError'
  constructor(p: FoyerErrorParameters = {}) {
    super('User-owned recovery timed out', 'embedded_wallet_recovery_error', p)
  }
}

/** Recovery screens were asked for (no password, no method given) but no default UI is mounted to show them. */
export class RecoveryUiUnavailableError extends FoyerError<'recovery_ui_unavailable'> {
  override name = 'RecoveryUiUnavailableError'
  constructor(p: FoyerErrorParameters = {}) {
    super('The recovery screens need a mounted default UI: pass a password (or a cloud method) to run headless', 'recovery_ui_unavailable', p)
  }
}

/** A recovery method this kit cannot use here (a cloud backup without its sign-in step, a move the rules refuse): 'Unsupported recovery action'. */
export class UnsupportedRecoveryMethodError extends FoyerError<'unsupported_recovery_method'> {
  override name = 'UnsupportedRecoveryMethodError'
  constructor(p: FoyerErrorParameters = {}) {
    super('Unsupported recovery action', 'unsupported_recovery_method', p)
  }
}
