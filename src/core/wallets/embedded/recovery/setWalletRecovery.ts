import type { FoyerClient } from '../../../client/types.js'
import { setUser } from '../../../client/session/store.js'
import type { GetAccessTokenErrorType } from '../../../client/session/getAccessToken.js'
import { toUser } from '../../../types/user.js'
import { ETHEREUM_ADDRESS_VERIFIER, WALLET_SERVICE_EVENTS as E, type RecoveryMethod } from '../../../types/walletService.js'
import type { EmbeddedWalletInitTimeoutError, EmbeddedWalletRequestTimeoutError, EmbeddedWalletServiceError } from '../errors.js'
import { createWallet } from '../createWallet.js'
import { appConfigValue } from '../../../client/appConfig.js'
import { serverWalletRecoveryRefusal } from '../../../types/serverWallets.js'
import { ServerWalletRuleError } from '../../server/errors.js'
import { embeddedFrameOf } from '../session.js'
import type { UnsupportedRecoveryMethodError } from './errors.js'
import { recordRecoveryResult } from './recoveryUi.js'
import { recoveryEntropyOf, recoveryFields, recoverySession, type RecoveryMethodChoice, type RecoveryWalletSelector, type WalletRecoveryAuthError } from './walletRecovery.js'

/** What `setWalletRecovery` takes: the method (a password needs the password) and, optionally, which wallet. */
export type SetWalletRecoveryParameters = RecoveryMethodChoice & RecoveryWalletSelector
/** The method the wallet is secured with now. */
export type SetWalletRecoveryReturnType = { recoveryMethod: RecoveryMethod }
/** The errors `setWalletRecovery` can throw or reject with. */
export type SetWalletRecoveryErrorType =
  | WalletRecoveryAuthError
  | UnsupportedRecoveryMethodError
  | EmbeddedWalletServiceError
  | EmbeddedWalletInitTimeoutError
  | EmbeddedWalletRequestTimeoutError
  | GetAccessTokenErrorType
  | ServerWalletRuleError

/**
 * Secures the user's embedded wallet with a recovery method, headless (60000 ms): a password
 * (`user-passcode`), a cloud backup (`google-drive`, `icloud`) or automatic recovery (`privy`).
 * The wallet service splits the key anew and seals the new recovery share with the method; this
 * device keeps working, other devices recover on their next use. From a cloud backup the same
 * platform is refused ('Unsupported recovery action'). A user without an embedded wallet gets one,
 * created with that method. The user's wallets show the new `recoveryMethod`. Server-held
 * wallets refuse it: 'A wallet with a server-side (TEE) signer cannot use user-owned recovery'.
 */
export async function setWalletRecovery(client: FoyerClient, parameters: SetWalletRecoveryParameters): Promise<SetWalletRecoveryReturnType> {
  const { user, accessToken } = await recoverySession(client)
  // Server-held wallets (or an app holding wallets on the server) take no recovery method of the user's.
  const refusal = serverWalletRecoveryRefusal({ mode: appConfigValue.get(client)?.embeddedWallets.mode })
    ?? user.linkedAccounts.map((account) => serverWalletRecoveryRefusal({ mode: null, wallet: account as { recoveryMethod?: string | null } })).find(Boolean)
  if (refusal) throw new ServerWalletRuleError(refusal)
  const password = parameters.recoveryMethod === 'user-passcode' ? parameters.password : undefined
  const entropyId = recoveryEntropyOf(user, parameters.entropyId)
  if (!entropyId) {
    // No wallet yet: create it secured with this method (the selection before creation).
    await createWallet(client, { recoveryMethod: parameters.recoveryMethod, ...(password !== undefined ? { password } : {}) })
    recordRecoveryResult(client, 'setRecovery', { recoveryMethod: parameters.recoveryMethod })
    return { recoveryMethod: parameters.recoveryMethod }
  }
  const fields = await recoveryFields(client, { recoveryMethod: parameters.recoveryMethod, password, intent: 'set' })
  const reply = await embeddedFrameOf(client).request(E.setRecovery, {
    accessToken, entropyId, entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER, ...fields,
  })
  setUser(client, toUser(reply.user))
  recordRecoveryResult(client, 'setRecovery', { recoveryMethod: reply.recoveryMethod })
  return { recoveryMethod: reply.recoveryMethod }
}
