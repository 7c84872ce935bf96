import type { FoyerClient } from '../../client/types.js'
import { userValue } from '../../client/session/state.js'
import { getAccessToken, type GetAccessTokenErrorType } from '../../client/session/getAccessToken.js'
import type { User } from '../../types/user.js'
import type { WalletAccount } from '../../types/linkedAccounts.js'
import { ETHEREUM_ADDRESS_VERIFIER, WALLET_SERVICE_EVENTS as E, type WalletCreatedReplyData } from '../../types/walletService.js'
import { FRAME_LONG_INIT_TIMEOUT_MS } from './constants.js'
import {
  CreateWalletAuthError, EmbeddedWalletAlreadyExistsError, InvalidWalletIndexError,
  type EmbeddedWalletInitTimeoutError, type EmbeddedWalletRequestTimeoutError, type EmbeddedWalletServiceError,
} from './errors.js'
import { adoptWalletReply } from './adoptWalletReply.js'
import { embeddedFrameOf } from './session.js'
import { rootEmbeddedWallet } from './wallets.js'
import { userEntropyId } from '../solana/embeddedSolana.js'

/** What `createWallet` takes: `createAdditional` for another HD wallet, `walletIndex` for a chosen one. */
export type CreateWalletParameters = {
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

/**
 * Creates an embedded Ethereum wallet in the wallet service (the key never reaches this page):
 * the user's first wallet, or with `createAdditional` / `walletIndex` another HD wallet of the
 * same entropy. Needs a logged-in user ('User must be authenticated before creating a Foyer
 * wallet'); a user who has a wallet and asks for neither gets 'User already has an embedded
 * wallet.'. The user's linked accounts gain the wallet.
 */
export async function createWallet(
  client: FoyerClient,
  { createAdditional = false, walletIndex }: CreateWalletParameters = {},
): Promise<CreateWalletReturnType> {
  if (walletIndex !== undefined && (!Number.isInteger(walletIndex) || walletIndex < 0)) {
    throw new InvalidWalletIndexError('Wallet index must be a non-negative integer')
  }
  const user = userValue.get(client)
  const accessToken = user ? await getAccessToken(client) : null
  if (!user || !accessToken) throw new CreateWalletAuthError()
  const root = rootEmbeddedWallet(user)
  const frame = embeddedFrameOf(client)
  // A user whose entropy was made for a Solana wallet: its Ethereum wallet 0 joins that entropy.
  const entropyId = root ? null : userEntropyId(user)
  let reply: WalletCreatedReplyData
  if (!root && entropyId && (walletIndex ?? 0) === 0) {
    reply = await frame.request(E.add, { accessToken, entropyId, entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER, chainType: 'ethereum', hdWalletIndex: 0 })
  } else if (!root) {
    if (walletIndex !== undefined && walletIndex > 0) {
      throw new InvalidWalletIndexError('A wallet index above 0 needs the user\'s first embedded wallet: create it first')
    }
    reply = await frame.request(E.create, { accessToken, chainType: 'ethereum', recoveryMethod: 'privy' }, { initTimeoutMs: FRAME_LONG_INIT_TIMEOUT_MS })
  } else {
    if ((!createAdditional && walletIndex === undefined) || walletIndex === 0) throw new EmbeddedWalletAlreadyExistsError()
    reply = await frame.request(E.add, {
      accessToken,
      entropyId: root.address,
      entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER,
      chainType: 'ethereum',
      ...(walletIndex !== undefined ? { hdWalletIndex: walletIndex } : {}),
    })
  }
  return adoptWalletReply(client, reply)
}
