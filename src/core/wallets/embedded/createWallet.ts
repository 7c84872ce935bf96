import type { FoyerClient } from '../../client/types.js'
import type { GetAccessTokenErrorType } from '../../client/session/getAccessToken.js'
import type { User } from '../../types/user.js'
import type { WalletAccount } from '../../types/linkedAccounts.js'
import { WALLET_SERVICE_EVENTS as E, type WalletCreatedReplyData } from '../../types/walletService.js'
import { FRAME_LONG_INIT_TIMEOUT_MS } from './constants.js'
import {
  EmbeddedWalletAlreadyExistsError, InvalidWalletIndexError,
  type CreateWalletAuthError, type EmbeddedWalletInitTimeoutError, type EmbeddedWalletRequestTimeoutError, type EmbeddedWalletServiceError,
} from './errors.js'
import { adoptWalletReply } from './adoptWalletReply.js'
import { addHdWallet, startWalletCreation } from './walletCreation.js'
import { rootEmbeddedWallet } from './wallets.js'
import { userEntropyId } from './wallets.js'
import type { UserRecoveryMethod } from '../../types/recovery.js'
import { recoveryFields } from './recovery/walletRecovery.js'
import { appConfigValue } from '../../client/appConfig.js'
import { isServerWalletsMode } from '../../types/serverWallets.js'
import type { CreateServerWalletErrorType } from '../server/createServerWallet.js'

/** What `createWallet` takes: `createAdditional` for another HD wallet, `walletIndex` for a chosen one, how the first wallet is secured. */
export type CreateWalletParameters = {
  /**
   * How the user's first wallet is secured (default 'privy': automatic recovery). 'user-passcode'
   * needs `password`; 'google-drive' / 'icloud' run the cloud sign-in step first. Apps that
   * require user-owned recovery on create refuse 'privy' ('Unsupported recovery action').
   */
  recoveryMethod?: 'privy' | UserRecoveryMethod | undefined
  /** The password of `recoveryMethod: 'user-passcode'` (6 to 256 characters). */
  password?: string | undefined
  /** Create another HD wallet (the next index) when the user already has one. */
  createAdditional?: boolean | undefined
  /** Create the HD wallet at this index (0 creates the first wallet). */
  walletIndex?: number | undefined
}
/** The user (with the wallet among its linked accounts) and the new wallet. */
export type CreateWalletReturnType = {
  /** The user, with the new wallet among its linked accounts. */
  user: User
  wallet: WalletAccount
}
/** The errors `createWallet` can throw or reject with. */
export type CreateWalletErrorType =
  | CreateWalletAuthError
  | EmbeddedWalletAlreadyExistsError
  | InvalidWalletIndexError
  | EmbeddedWalletServiceError
  | EmbeddedWalletInitTimeoutError
  | EmbeddedWalletRequestTimeoutError
  | GetAccessTokenErrorType
  // The app mode 'user-controlled-server-wallets-only' (createServerWallet).
  | CreateServerWalletErrorType

/**
 * Creates an embedded Ethereum wallet in the wallet service (the key never reaches this page):
 * the user's first wallet, or with `createAdditional` / `walletIndex` another HD wallet of the
 * same entropy. Needs a logged-in user ('User must be authenticated before creating a Foyer
 * wallet'); a user who has a wallet and asks for neither gets 'User already has an embedded
 * wallet.'. The user's linked accounts gain the wallet. In the app mode
 * 'user-controlled-server-wallets-only' the backend makes and holds the key instead
 * (server-held wallets: no HD wallets, no user-owned recovery; docs/wallet-kinds.md).
 */
export async function createWallet(
  client: FoyerClient,
  { createAdditional = false, walletIndex, recoveryMethod = 'privy', password }: CreateWalletParameters = {},
): Promise<CreateWalletReturnType> {
  // An app holding wallets on the server: the backend makes the key (no wallet service involved).
  if (isServerWalletsMode(appConfigValue.get(client)?.embeddedWallets.mode)) {
    const { createServerWallet } = await import('../server/createServerWallet.js')
    return createServerWallet(client, { chainType: 'ethereum', recoveryMethod, createAdditional, walletIndex })
  }
  const { user, accessToken, frame } = await startWalletCreation(client, walletIndex)
  const root = rootEmbeddedWallet(user)
  // A user whose entropy was made for a Solana wallet: its Ethereum wallet 0 joins that entropy.
  const entropyId = root ? null : userEntropyId(user)
  let reply: WalletCreatedReplyData
  if (!root && entropyId && (walletIndex ?? 0) === 0) {
    reply = await addHdWallet(frame, { accessToken, entropyId, chainType: 'ethereum', walletIndex: 0 })
  } else if (!root) {
    if (walletIndex !== undefined && walletIndex > 0) {
      throw new InvalidWalletIndexError('A wallet index above 0 needs the user\'s first embedded wallet: create it first')
    }
    const fields = await recoveryFields(client, { recoveryMethod, password, intent: 'set' })
    reply = await frame.request(E.create, { accessToken, chainType: 'ethereum', ...fields }, { initTimeoutMs: FRAME_LONG_INIT_TIMEOUT_MS })
  } else {
    if ((!createAdditional && walletIndex === undefined) || walletIndex === 0) throw new EmbeddedWalletAlreadyExistsError()
    reply = await addHdWallet(frame, { accessToken, entropyId: root.address, chainType: 'ethereum', walletIndex })
  }
  return adoptWalletReply(client, reply)
}
