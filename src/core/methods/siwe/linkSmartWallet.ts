import type { FoyerClient } from '../../client/types.js'
import type { ApiError } from '../../errors/api.js'
import type { MissingAccessTokenError, NetworkError, RequestTimeoutError } from '../../errors/client.js'
import type { User } from '../../types/user.js'
import { postForUser } from '../../session/postForUser.js'
import { SIWE_PATHS } from './constants.js'
import { InvalidSignInMessageError } from './errors.js'

/** The parameters of {@link linkSmartWallet}. */
export type LinkSmartWalletParameters = {
  /** A SIWE message signed by the smart wallet. */
  message: string
  signature: string
  /** e.g. 'kernel', 'safe', 'coinbase_smart_wallet'. */
  smartWalletType: string
  smartWalletVersion?: string | undefined
}
/** What {@link linkSmartWallet} returns. */
export type LinkSmartWalletReturnType = User
/** The errors {@link linkSmartWallet} can throw or reject with. */
export type LinkSmartWalletErrorType = InvalidSignInMessageError | MissingAccessTokenError | ApiError | NetworkError | RequestTimeoutError

/** Links a smart wallet (POST /api/v1/siwe/link_smart_wallet {message, signature, smart_wallet_type, smart_wallet_version}). */
export async function linkSmartWallet(
  client: FoyerClient,
  { message, signature, smartWalletType, smartWalletVersion }: LinkSmartWalletParameters,
): Promise<LinkSmartWalletReturnType> {
  if (typeof message !== 'string' || message.trim() === '') throw new InvalidSignInMessageError()
  return postForUser(client, SIWE_PATHS.linkSmartWallet, {
    message,
    signature,
    smart_wallet_type: smartWalletType,
    smart_wallet_version: smartWalletVersion,
  })
}
