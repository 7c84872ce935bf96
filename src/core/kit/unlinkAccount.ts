import type { FoyerClient } from '../client/types.js'
import { FoyerError } from '../errors/base.js'
import type { CannotUnlinkEmbeddedWalletError } from '../errors/client.js'
import type { PostForUserErrorType } from '../session/postForUser.js'
import type { LinkedAccount, User } from '../types/user.js'
import { methodForAccount, type MethodUnlinkErrorType } from './methods.js'

/** The parameters of {@link unlinkAccount}. */
export type UnlinkAccountParameters = { account: LinkedAccount }
/** What {@link unlinkAccount} returns. */
export type UnlinkAccountReturnType = User
/** The errors {@link unlinkAccount} can throw or reject with. */
export type UnlinkAccountErrorType =
  | CannotUnlinkEmbeddedWalletError
  | MethodUnlinkErrorType
  | PostForUserErrorType
  | FoyerError<'UNSUPPORTED_WALLET_TYPE'>

/**
 * Unlinks any linked account through its login method's own unlink (the method's descriptor).
 * Embedded wallets: 'Cannot unlink an embedded wallet'; what a method itself refuses:
 * {@link MethodUnlinkErrorType}. Emits `unlink`.
 */
export async function unlinkAccount(client: FoyerClient, { account }: UnlinkAccountParameters): Promise<UnlinkAccountReturnType> {
  const unlink = methodForAccount(account)?.unlink
  if (!unlink) throw new FoyerError(`Accounts of type ${account.type} cannot be unlinked`, 'UNSUPPORTED_WALLET_TYPE')
  return unlink(client, account)
}
