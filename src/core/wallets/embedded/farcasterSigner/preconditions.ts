import { NoEmbeddedWalletError } from '../errors.js'
import { isEmbeddedWallet } from '../../../types/linkedAccounts.js'
import { isFarcasterAccount, type FarcasterAccount } from '../../../types/farcaster.js'
import type { User } from '../../../types/user.js'
import { FarcasterAccountNotLinkedError, FarcasterSignerAuthError, FarcasterSignerNotFoundError } from './errors.js'

/**
 * The rules of Farcaster signers (pure): an access token (`FarcasterSignerAuthError`), an embedded
 * on-device wallet (`NoEmbeddedWalletError`, 'User must have an embedded wallet.'), a Farcaster
 * account with a fid (`FarcasterAccountNotLinkedError`) and, to sign, the account's approved signer
 * public key (`FarcasterSignerNotFoundError`). Gives the Farcaster account.
 */
export function farcasterSignerAccountOf(
  user: Pick<User, 'linkedAccounts'> | null,
  accessToken: string | null,
  { signing }: { signing: boolean },
): FarcasterAccount {
  if (!user || !accessToken) throw new FarcasterSignerAuthError()
  if (!user.linkedAccounts.some(isEmbeddedWallet)) throw new NoEmbeddedWalletError()
  const account = user.linkedAccounts.find((a): a is FarcasterAccount => isFarcasterAccount(a) && Number.isSafeInteger((a as FarcasterAccount).fid) && (a as FarcasterAccount).fid > 0)
  if (!account) throw new FarcasterAccountNotLinkedError()
  if (signing && !account.signerPublicKey) throw new FarcasterSignerNotFoundError()
  return account
}
