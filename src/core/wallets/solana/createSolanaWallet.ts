import type { FoyerClient } from '../../client/types.js'
import { userValue } from '../../client/session/state.js'
import { getAccessToken, type GetAccessTokenErrorType } from '../../client/session/getAccessToken.js'
import type { User } from '../../types/user.js'
import type { WalletAccount } from '../../types/linkedAccounts.js'
import { ETHEREUM_ADDRESS_VERIFIER, WALLET_SERVICE_EVENTS as E, type WalletCreatedReplyData } from '../../types/walletService.js'
import { adoptWalletReply } from '../embedded/adoptWalletReply.js'
import { FRAME_LONG_INIT_TIMEOUT_MS } from '../embedded/constants.js'
import {
  CreateWalletAuthError, EmbeddedWalletAlreadyExistsError, InvalidWalletIndexError,
  type EmbeddedWalletInitTimeoutError, type EmbeddedWalletRequestTimeoutError, type EmbeddedWalletServiceError,
} from '../embedded/errors.js'
import { embeddedFrameOf } from '../embedded/session.js'
import { embeddedSolanaWallets, userEntropyId } from './embeddedSolana.js'

/** What `createSolanaWallet` takes: `createAdditional` for another HD wallet, `walletIndex` for a chosen one. */
export type CreateSolanaWalletParameters = {
  /** Create another Solana HD wallet (the next index) when the user already has one. */
  createAdditional?: boolean | undefined
  /** Create the Solana HD wallet at this index (0 creates the first one). */
  walletIndex?: number | undefined
}
/** The user (with the wallet among its linked accounts) and the new Solana wallet. */
export type CreateSolanaWalletReturnType = { user: User; wallet: WalletAccount }
/** The errors `createSolanaWallet` can throw or reject with. */
export type CreateSolanaWalletErrorType =
  | CreateWalletAuthError
  | EmbeddedWalletAlreadyExistsError
  | InvalidWalletIndexError
  | EmbeddedWalletServiceError
  | EmbeddedWalletInitTimeoutError
  | EmbeddedWalletRequestTimeoutError
  | GetAccessTokenErrorType

/**
 * Creates an embedded Solana wallet in the wallet service (the key never reaches this page): the
 * account m/44'/501'/{index}'/0' of the user's entropy — the same entropy as their embedded
 * Ethereum wallets; new entropy for a user without one. The first call creates index 0;
 * `createAdditional` / `walletIndex` add another index. Needs a logged-in user ('User must be
 * authenticated before creating a Foyer wallet'); a user with a Solana wallet who asks for
 * neither gets 'User already has an embedded wallet.'.
 */
export async function createSolanaWallet(
  client: FoyerClient,
  { createAdditional = false, walletIndex }: CreateSolanaWalletParameters = {},
): Promise<CreateSolanaWalletReturnType> {
  if (walletIndex !== undefined && (!Number.isInteger(walletIndex) || walletIndex < 0)) {
    throw new InvalidWalletIndexError('Wallet index must be a non-negative integer')
  }
  const user = userValue.get(client)
  const accessToken = user ? await getAccessToken(client) : null
  if (!user || !accessToken) throw new CreateWalletAuthError()
  const hasSolana = embeddedSolanaWallets(user).some((w) => !w.imported)
  const frame = embeddedFrameOf(client)
  let reply: WalletCreatedReplyData
  if (!hasSolana && (walletIndex === undefined || walletIndex === 0)) {
    reply = await frame.request(E.createSolana, { accessToken, recoveryMethod: 'privy' }, { initTimeoutMs: FRAME_LONG_INIT_TIMEOUT_MS })
  } else {
    const entropyId = userEntropyId(user)
    if (!hasSolana || !entropyId) {
      throw new InvalidWalletIndexError('A wallet index above 0 needs the user\'s first embedded Solana wallet: create it first')
    }
    if ((!createAdditional && walletIndex === undefined) || walletIndex === 0) throw new EmbeddedWalletAlreadyExistsError()
    reply = await frame.request(E.add, {
      accessToken,
      entropyId,
      entropyIdVerifier: ETHEREUM_ADDRESS_VERIFIER,
      chainType: 'solana',
      ...(walletIndex !== undefined ? { hdWalletIndex: walletIndex } : {}),
    })
  }
  return adoptWalletReply(client, reply)
}
