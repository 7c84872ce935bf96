import type { FoyerClient } from '../../client/types.js'
import { userValue } from '../../client/session/state.js'
import { getAccessToken, type GetAccessTokenErrorType } from '../../client/session/getAccessToken.js'
import type { User } from '../../types/user.js'
import type { WalletAccount } from '../../types/linkedAccounts.js'
import { WALLET_SERVICE_EVENTS as E } from '../../types/walletService.js'
import {
  CreateWalletAuthError,
  type EmbeddedWalletInitTimeoutError, type EmbeddedWalletRequestTimeoutError, type EmbeddedWalletServiceError,
} from './errors.js'
import { adoptWalletReply } from './adoptWalletReply.js'
import { embeddedFrameOf } from './session.js'

/** What `importWallet` takes: the private key to import (it travels only to the wallet service) and its chain. */
export type ImportWalletParameters = {
  /**
   * The private key. Ethereum: 32 bytes as hex, with or without 0x. Solana: base58 of the 64-byte
   * keypair (secret ‖ public key, as solana-keygen and wallets export it) or of the 32-byte secret.
   * It goes to the wallet service only.
   */
  privateKey: string
  /** The key's chain (default 'ethereum'). */
  chainType?: 'ethereum' | 'solana' | undefined
}
/** The user (with the imported wallet among its linked accounts) and the wallet. */
export type ImportWalletReturnType = {
  /** The user, with the imported wallet among its linked accounts (`imported: true`). */
  user: User
  wallet: WalletAccount
}
/** The errors `importWallet` can throw or reject with. */
export type ImportWalletErrorType =
  | CreateWalletAuthError
  | EmbeddedWalletServiceError
  | EmbeddedWalletInitTimeoutError
  | EmbeddedWalletRequestTimeoutError
  | GetAccessTokenErrorType

/**
 * Imports a private key as an embedded Ethereum wallet — or, with `chainType: 'solana'`, an
 * embedded Solana wallet — (mode on-device): the key is handed to the wallet service, which splits
 * and stores it like any embedded wallet; this page keeps no copy. The wallet signs like the
 * user's other embedded wallets (a Solana one through `useSolanaWallets`, `signSolanaMessage`,
 * `sendSolanaTransaction`). Needs a logged-in user ('User must be authenticated before creating a
 * Foyer wallet'); the service refuses a malformed key ('invalid_request' 'Invalid private key'), a
 * Solana keypair whose public half is not its secret's ('invalid_request'), a key the user
 * already has linked ('resource_already_exists') and another user's ('Failed to create wallet').
 */
export async function importWallet(client: FoyerClient, { privateKey, chainType = 'ethereum' }: ImportWalletParameters): Promise<ImportWalletReturnType> {
  const user = userValue.get(client)
  const accessToken = user ? await getAccessToken(client) : null
  if (!user || !accessToken) throw new CreateWalletAuthError()
  const reply = await embeddedFrameOf(client).request(E.import, { accessToken, privateKey, chainType, mode: 'on-device' })
  return adoptWalletReply(client, reply)
}
