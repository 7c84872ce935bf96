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

/** What `importWallet` takes: the private key to import (it travels only to the wallet service). */
export type ImportWalletParameters = {
  /** The private key: 32 bytes as hex, with or without 0x. It goes to the wallet service only. */
  privateKey: string
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
 * Imports a private key as an embedded Ethereum wallet (mode on-device): the key is handed to the
 * wallet service, which splits and stores it like any embedded wallet; this page keeps no copy.
 * Needs a logged-in user ('User must be authenticated before creating a Foyer wallet'); the
 * service refuses a malformed key ('invalid_request') and one the user already has
 * ('resource_already_exists').
 */
export async function importWallet(client: FoyerClient, { privateKey }: ImportWalletParameters): Promise<ImportWalletReturnType> {
  const user = userValue.get(client)
  const accessToken = user ? await getAccessToken(client) : null
  if (!user || !accessToken) throw new CreateWalletAuthError()
  const reply = await embeddedFrameOf(client).request(E.import, { accessToken, privateKey, chainType: 'ethereum', mode: 'on-device' })
  return adoptWalletReply(client, reply)
}
