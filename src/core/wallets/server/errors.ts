import { FoyerError, type FoyerErrorParameters } from '../../errors/base.js'
import type { ServerWalletRefusal } from '../../types/serverWallets.js'

/**
 * A rule of the server-held mode refused the action (the kit checks before asking the backend,
 * which answers the same): user-owned recovery ('A wallet with a server-side (TEE) signer cannot
 * use user-owned recovery'), a recovery method not starting with privy, wallet-index creation,
 * Bitcoin ('Bitcoin providers do not work with server-held wallets'), a second wallet of a chain.
 */
export class ServerWalletRuleError extends FoyerError<ServerWalletRefusal['code']> {
  override name = 'ServerWalletRuleError'
  constructor(refusal: ServerWalletRefusal, p: FoyerErrorParameters = {}) {
    super(refusal.message, refusal.code, p)
  }
}

/**
 * The session's signer key was registered from another page load whose key this page does not
 * have (a browser without IndexedDB, or storage cleared): log out and log in again. Its code is
 * the backend's refusal of a second key for the session, `session_signer_already_registered`.
 */
export class SessionSignerLostError extends FoyerError<'session_signer_already_registered'> {
  override name = 'SessionSignerLostError'
  constructor(p: FoyerErrorParameters = {}) {
    super("This session's wallet signer key is not on this device: log out and log in again", 'session_signer_already_registered', p)
  }
}
