import type { ServerWalletRuleError } from '../server/errors.js'
import type { FoyerClient } from '../../client/types.js'
import { getAccessToken } from '../../client/session/getAccessToken.js'
import { userValue } from '../../client/session/state.js'
import { EXPORT_CONNECT_MIN_MS } from '../../constants.js'
import { MfaCanceledError } from '../../errors/client.js'
import { walletExportOutcome } from '../../machines/walletExportFlow.js'
import { verifyMfa, type PromptMfaErrorType } from '../../mfa/promptMfa.js'
import { orderMfaMethods } from '../../mfa/session.js'
import { WALLET_SERVICE_EVENTS as E } from '../../types/walletService.js'
import { defaultTimers } from '../../utils/timers.js'
import {
  ExportWalletAuthError, ExportWalletUiError, WalletExportExitedError,
  type EmbeddedWalletServiceError, type EmbeddedWalletInitTimeoutError, type EmbeddedWalletRequestTimeoutError, type ExportFrameMismatchError,
  type InvalidExportAddressError, type NoEmbeddedWalletError, type NotAnEmbeddedWalletError, type UnsupportedExportChainTypeError,
} from './errors.js'
import { embeddedFrameOf } from './session.js'
import { withWalletRecovery } from './recovery/withWalletRecovery.js'
import { exportTargetOf, type WalletExportTarget } from './walletExport.js'
import { pendingWalletRequest, showWalletRequest, walletUiShown } from './walletUi.js'
import { walletExportFlow } from './exportFlow.js'

/** What `exportWallet` takes: the wallet to export (default: the user's first embedded Ethereum wallet). */
export type ExportWalletParameters = {
  /** An embedded wallet's address, Ethereum or Solana. */
  address?: string | undefined
}
/** `exportWallet` resolves once the export screen closes (nothing of the key comes back). */
export type ExportWalletReturnType = void
/** The errors `exportWallet` can throw or reject with. */
export type ExportWalletErrorType =
  | ExportWalletAuthError
  | InvalidExportAddressError
  | NotAnEmbeddedWalletError
  | UnsupportedExportChainTypeError
  | NoEmbeddedWalletError
  | ExportWalletUiError
  | WalletExportExitedError
  | ExportFrameMismatchError
  | EmbeddedWalletServiceError
  | EmbeddedWalletInitTimeoutError
  | EmbeddedWalletRequestTimeoutError
  | PromptMfaErrorType
  | ServerWalletRuleError

/**
 * Shows an embedded wallet's private key (and, for a wallet of an entropy, its seed phrase) to the
 * user, in the default UI: 'Connecting to your wallet' (the wallet service loads the wallet; a user
 * with MFA always verifies — the prompt shows even when a recent verification would pass; at least
 * 1 s), then the export screen — the warning 'Never share your private key or seed phrase with
 * anyone.', the address, and the export frame, a page of the wallet service's origin that alone
 * holds and shows the key. The host page never receives it: the frame gets the access token (and
 * the MFA token) by message and answers only what it shows.
 *
 * Resolves when the screen closes once connected; rejects with the failure ('Something went
 * wrong…' on screen), 'MFA canceled' (the prompt closed: the screen closes too), or 'User exited
 * before wallet could be connected' (closed while connecting). Needs a mounted default UI with
 * wallet UIs on (`ExportWalletUiError` otherwise).
 */
export async function exportWallet(client: FoyerClient, { address }: ExportWalletParameters = {}): Promise<ExportWalletReturnType> {
  const target = exportTargetOf(userValue.get(client), address)
  if (!walletUiShown(client, undefined)) throw new ExportWalletUiError()
  let closed = false
  return showWalletRequest(client, { kind: 'export', ...target, uiOptions: {} }, {
    reset: () => walletExportFlow.reset(client),
    start: () => connect(client, target, () => closed),
    // The export screen has no approve button: the frame shows the key once it has the credentials.
    confirm: async () => {},
    outcome: () => walletExportOutcome(walletExportFlow.get(client), () => new WalletExportExitedError()),
    finish: () => {
      closed = true
    },
  })
}

/**
 * 'Connecting to your wallet': the wallet service loads the wallet (recovering it automatically
 * when its method allows), a user with MFA verifies (forced), and the whole lasts at least
 * EXPORT_CONNECT_MIN_MS. A canceled MFA prompt closes the request.
 */
async function connect(client: FoyerClient, target: WalletExportTarget, isClosed: () => boolean): Promise<void> {
  const minimum = new Promise<void>((resolve) => defaultTimers.setTimeout(resolve, EXPORT_CONNECT_MIN_MS))
  try {
    const accessToken = await getAccessToken(client)
    if (!accessToken) throw new ExportWalletAuthError()
    // A wallet not on this device whose method needs the user (a password, a cloud backup): the
    // recovery screen shows over 'Connecting to your wallet', then the connection is tried again.
    await withWalletRecovery(client, target.entropyId, () =>
      embeddedFrameOf(client).request(E.connect, { accessToken, entropyId: target.entropyId, entropyIdVerifier: target.entropyIdVerifier }))
    if (isClosed()) return
    const user = userValue.get(client)
    if (!user) throw new ExportWalletAuthError()
    // Export forces a verification: a fresh MFA token, whatever token the session holds.
    if (orderMfaMethods(user.mfaMethods).length > 0) await verifyMfa(client, { kind: 'auth' })
    await minimum
    walletExportFlow.dispatch(client, { type: 'connected' })
  } catch (cause) {
    const error = cause instanceof Error ? cause : new Error(String(cause))
    walletExportFlow.dispatch(client, { type: 'failed', error })
    if (error instanceof MfaCanceledError) pendingWalletRequest(client)?.close()
  }
}
